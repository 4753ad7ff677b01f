import { messageApi, type NoticeType } from '@platform/shared';
import { api } from '../../../lib/api';

/**
 * Inbox, unread counts and notices (declarations in packages/shared/src/api/message.ts).
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
  return api.call(messageApi.inbox, { query: { sort: 'DESC', ...query } }, QUIET);
}

export function fetchMessage(id: number) {
  return api.call(messageApi.message, { params: { id } }, QUIET);
}

export function markRead(body: { ids: number[] } | { all: true }) {
  return api.call(messageApi.markRead, { body }, QUIET);
}

export function fetchUnreadCounts() {
  return api.call(messageApi.unreadCounts, {}, QUIET);
}

export function fetchNotices(query: { types: NoticeType[]; page: number; size: number; groupName?: string }) {
  return api.call(
    messageApi.notices,
    {
      query: {
        types: query.types.join(','),
        groupName: query.groupName,
        execution: 'B',
        platform: 'W',
        page: query.page,
        size: query.size,
      },
    },
    QUIET,
  );
}

/** Banners of one carousel group (with the other notice kinds of noticeV2). */
export function fetchNoticeV2(groupName: string, size = 20) {
  return api.call(messageApi.noticeV2, { query: { groupName, execution: 'B', platform: 'W', size } }, QUIET);
}

export function fetchPopups() {
  return api.call(messageApi.popups, {}, QUIET);
}
