import { useEffect } from 'react';
import type { InboxEventData, OnlineMessageEventData } from '@platform/shared';
import { useRealtimeMessages } from '../../../lib/realtime';
import { useSession } from '../../../lib/session';
import { isTrialAccount } from '../../account';
import { fetchInbox } from '../api/message';
import { checkInbox } from '../inbox-check';
import { toasts } from '../../../lib/toast-store';
import { requestUnreadRefresh } from '../hooks/useMessages';
import { useTranslation } from '../../../lib/i18n';

/** The token whose inbox was checked in this tab: once per login, not on every page load. */
const CHECKED_KEY = 'inboxChecked';

function alreadyChecked(token: string): boolean {
  try {
    if (sessionStorage.getItem(CHECKED_KEY) === token) return true;
    sessionStorage.setItem(CHECKED_KEY, token);
  } catch {
    // Without session storage the check runs once per page load.
  }
  return false;
}

/**
 * After login, the inbox check (7 days back, size 1, one retry after 500 ms): an unread message
 * is announced once with its title. Trial accounts have no inbox to check.
 */
function useInboxCheck(): void {
  const { t } = useTranslation();
  const { token, isAgent } = useSession();
  useEffect(() => {
    if (!token || isTrialAccount(isAgent) || alreadyChecked(token)) return;
    let live = true;
    void checkInbox(fetchInbox).then((message) => {
      if (!live || !message) return;
      toasts.show({
        kind: 'info',
        title: t('msg_toast_unread'),
        message: message.title,
        fromApp: true,
        testId: 'toast-inbox-check',
      });
    });
    return () => {
      live = false;
    };
  }, [token, isAgent, t]);
}

/** INBOX (a new message: toast and unread count) and ONLINE_MSG (shown at once) from the socket. */
export function MessageEvents() {
  const { t } = useTranslation();
  useInboxCheck();
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
