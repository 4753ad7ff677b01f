import { Client } from '@stomp/stompjs';
import { ADMIN_RISK_TOPIC, ADMIN_TOKEN_STOMP_HEADER, type LotteryRiskAlert } from '@platform/shared';
import { getMerchant } from '../../../../lib/merchant';
import { realtimeUrl } from '../../../../lib/realtime';
import { getAdminToken } from '../../admin-session';

/** Liability alerts of the merchant's lottery as they are pushed; returns the disconnect. */
export function connectRiskAlerts(onAlert: (alert: LotteryRiskAlert) => void): () => void {
  const token = getAdminToken();
  const client = new Client({
    brokerURL: realtimeUrl(),
    connectHeaders: { merchant: getMerchant(), ...(token ? { [ADMIN_TOKEN_STOMP_HEADER]: token } : {}) },
    reconnectDelay: 3_000,
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    onConnect: () => {
      client.subscribe(ADMIN_RISK_TOPIC, (frame) => {
        try {
          const message = JSON.parse(frame.body) as { type?: string; data?: LotteryRiskAlert };
          if (message.type === 'LOTTERY_RISK_ALERT' && message.data) onAlert(message.data);
        } catch {
          // Not ours to read.
        }
      });
    },
    onStompError: (frame) => console.warn('[risk] broker error', frame.headers.message),
  });
  client.activate();
  return () => void client.deactivate();
}
