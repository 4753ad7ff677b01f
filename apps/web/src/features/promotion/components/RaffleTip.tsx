import { useEffect, useRef, useState } from 'react';
import type { Promotion } from '@platform/shared';
import { ApiError } from '../../../lib/api';
import { toasts } from '../../../lib/toast-store';
import { requestBalanceRefresh } from '../../wallet';
import { claimRaffle } from '../api/promotion';
import { requestPromotionRefresh, useRaffleStatus } from '../hooks/usePromotions';
import { claimToastKey } from '../promo-events';
import { closeRaffleTip, formatCountdown, raffleTipClosed, raffleTipState } from '../raffle';
import { useTranslation } from '../../../lib/i18n';

/** The raffle tip of a RAFFLE promotion: countdown to the start, then a claim button until the end. */
export function RaffleTip({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const status = useRaffleStatus(promotion);
  const [now, setNow] = useState(() => Date.now());
  const [closed, setClosed] = useState(false);
  const [busy, setBusy] = useState(false);
  const offset = useRef(0);
  const data = status.data;

  useEffect(() => {
    if (data) offset.current = data.time - Date.now();
  }, [data]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const state = raffleTipState(data, now, offset.current);
  // The start passed while counting down: the status now says whether it opened.
  const phase = state.phase;
  const remaining = state.phase === 'hidden' ? 0 : state.remainingMs;
  useEffect(() => {
    if (phase === 'waiting' && remaining === 0) void status.refetch();
  }, [phase, remaining, status]);

  if (!data || closed || phase === 'hidden' || raffleTipClosed(promotion.id, data.raffleScheduleId))
    return null;

  const close = () => {
    closeRaffleTip(promotion.id, data.raffleScheduleId);
    setClosed(true);
  };
  const claim = async () => {
    if (busy || data.raffleScheduleId === null) return;
    setBusy(true);
    try {
      const result = await claimRaffle(promotion.id, data.raffleScheduleId);
      toasts.show({
        kind: 'success',
        title: t('pr_raffle_won'),
        message: `${promotion.title} · ${result.amount}`,
        // The PROMOTION_CLAIM push of this draw refreshes this toast instead of adding one.
        key: claimToastKey(promotion.id),
        testId: 'toast-raffle',
      });
      requestBalanceRefresh();
      requestPromotionRefresh();
    } catch (error) {
      // A failed claim closes the tip, with the reason.
      toasts.show({
        kind: 'error',
        title: t('pr_raffle_failed'),
        message: error instanceof ApiError ? error.message || t(error.code) : t('network_error'),
      });
      close();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pr-raffle" role="status" data-testid="raffle-tip" data-phase={phase}>
      <svg className="pr-raffle__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4V8Zm6-2v12"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      <span className="pr-raffle__text">
        {t(phase === 'waiting' ? 'pr_raffle_starts_in' : 'pr_raffle_ends_in')}
        <strong className="pr-raffle__clock" data-testid="raffle-countdown">
          {formatCountdown(remaining)}
        </strong>
      </span>
      {phase === 'open' && (
        <button type="button" className="btn btn--gold btn--sm" disabled={busy} onClick={() => void claim()}>
          {t('pr_raffle_claim')}
        </button>
      )}
      <button type="button" className="pr-raffle__close" aria-label={t('close')} onClick={close}>
        ×
      </button>
    </div>
  );
}
