import { messageAdminApi, noticeAdminApi, type AdminNoticeView, type BodyInput } from '@platform/shared';
import { adminApi } from '../../admin-api';
import type { NoticeInput } from '../content/notice-form';

/** The declarations of one view; the three views are the same calls under their own path. */
export function noticeView(view: AdminNoticeView): typeof noticeAdminApi.notices {
  return noticeAdminApi[view] as typeof noticeAdminApi.notices;
}

/** Notices, banners and popups (one table, three views) and the inbox / online messages. */
export const contentAdminApi = {
  create: (view: AdminNoticeView, input: NoticeInput) =>
    adminApi.call(noticeView(view).create, { body: input }),
  update: (view: AdminNoticeView, id: number, input: Partial<NoticeInput>) =>
    adminApi.call(noticeView(view).update, { params: { id }, body: input }),
  remove: (view: AdminNoticeView, id: number) => adminApi.call(noticeView(view).remove, { params: { id } }),
  sendMessage: (body: BodyInput<typeof messageAdminApi.send>) =>
    adminApi.call(messageAdminApi.send, { body }),
  sendOnline: (body: BodyInput<typeof messageAdminApi.online>) =>
    adminApi.call(messageAdminApi.online, { body }),
};
