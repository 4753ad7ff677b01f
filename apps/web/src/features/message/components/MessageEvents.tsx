import type { InboxEventData, OnlineMessageEventData } from '@platform/shared';
import { useRealtimeMessages } from '../../../lib/realtime';
import { toasts } from '../../../lib/toast-store';
import { requestUnreadRefresh } from '../hooks/useMessages';
import { useTranslation } from '../../../lib/i18n';

/** INBOX (a new message: toast and unread count) and ONLINE_MSG (shown at once) from the socket. */
export function MessageEvents() {
  const { t } = useTranslation();
  useRealtimeMessages((message) => {
    const data = (message.data ?? {}) as Partial<InboxEventData & OnlineMessageEventData>;
    if (message.type === 'INBOX') {
      requestUnreadRefresh();
      toasts.show({
        kind: 'info',
        title: t('msg_toast_inbox'),
        message: typeof data.title === 'string' ? data.title : undefined,
        fromApp: true,
        testId: 'toast-inbox',
      });
    } else if (message.type === 'ONLINE_MSG') {
      toasts.show({
        kind: 'info',
        title: typeof data.title === 'string' && data.title ? data.title : t('msg_toast_online'),
        message: typeof data.content === 'string' ? data.content : undefined,
        fromApp: true,
        testId: 'toast-online-msg',
      });
    }
  });
  return null;
}
