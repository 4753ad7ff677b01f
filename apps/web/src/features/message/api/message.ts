import type {
  InboxMessage,
  InboxPage,
  MarkReadResult,
  NoticePage,
  NoticeType,
  NoticeV2,
  PopupList,
  UnreadCounts,
} from '@platform/shared';
import { api } from '../../../lib/api';

/**
 * Inbox, unread counts and notices (contracts in packages/shared/src/contracts/message.ts).
 * Relay reads never open a dialog: the screens show failures themselves.
 */
const QUIET = { alert: false } as const;

export function fetchInbox(query: {
  page: number;
  size: number;
  read?: 'Y' | 'N';
  startTime?: number;
  endTime?: number;
}) {
  return api.get<InboxPage>('/wps/relay/MCSFE_getInboxMessages', {
    query: { sort: 'DESC', ...query },
    ...QUIET,
  });
}

export function fetchMessage(id: number) {
  return api.get<InboxMessage>(`/wps/message/${id}`, QUIET);
}

export function markRead(body: { ids: number[] } | { all: true }) {
  return api.post<MarkReadResult>('/wps/message/read', body, QUIET);
}

export function fetchUnreadCounts() {
  return api.get<UnreadCounts>('/wps/relay/MCSFE_getUnreadCounts', QUIET);
}

export function fetchNotices(query: { types: NoticeType[]; page: number; size: number; groupName?: string }) {
  return api.get<NoticePage>('/wps/relay/MCSFE_notice', {
    query: {
      types: query.types.join(','),
      groupName: query.groupName,
      execution: 'B',
      platform: 'W',
      page: query.page,
      size: query.size,
    },
    ...QUIET,
  });
}

/** Banners of one carousel group (with the other notice kinds of noticeV2). */
export function fetchNoticeV2(groupName: string, size = 20) {
  return api.get<NoticeV2>('/wps/relay/MCSFE_noticeV2', {
    query: { groupName, execution: 'B', platform: 'W', size },
    ...QUIET,
  });
}

export function fetchPopups() {
  return api.get<PopupList>('/wps/notice/popups', QUIET);
}
