/** Announcements and promotion notices, banners, publicity popups in the back office. */
import { endpoint } from '../../endpoint.js';
import {
  adminNoticeCreate,
  adminNoticePageValue,
  adminNoticeQuery,
  adminNoticeUpdate,
  adminNoticeValue,
  messageIdParam,
  type AdminNoticeView,
  type ADMIN_NOTICE_VIEWS,
} from '../../contracts/message.js';

/** The same five calls over each view's notice types (contracts/message.ts, ADMIN_NOTICE_VIEW_TYPES). */
/*#__NO_SIDE_EFFECTS__*/
function noticeViewApi<const V extends AdminNoticeView>(view: V) {
  const base = `/admin/api/${view}` as const;
  return {
    list: endpoint({
      method: 'GET',
      path: base,
      auth: 'operator',
      query: adminNoticeQuery,
      value: adminNoticePageValue,
    }),
    one: endpoint({
      method: 'GET',
      path: `${base}/:id`,
      auth: 'operator',
      params: messageIdParam,
      value: adminNoticeValue,
    }),
    create: endpoint({
      method: 'POST',
      path: base,
      auth: 'operator',
      body: adminNoticeCreate,
      value: adminNoticeValue,
    }),
    update: endpoint({
      method: 'PUT',
      path: `${base}/:id`,
      auth: 'operator',
      params: messageIdParam,
      body: adminNoticeUpdate,
      value: adminNoticeValue,
    }),
    /** Soft: the notice stays with status D and is answered as it is now. */
    remove: endpoint({
      method: 'DELETE',
      path: `${base}/:id`,
      auth: 'operator',
      params: messageIdParam,
      value: adminNoticeValue,
    }),
  };
}

export const notices = noticeViewApi('notices');
export const banners = noticeViewApi('banners');
export const popups = noticeViewApi('popups');

/** Fails to compile when a view is added to ADMIN_NOTICE_VIEWS without its calls here. */
type EveryView<T extends Record<(typeof ADMIN_NOTICE_VIEWS)[number], ReturnType<typeof noticeViewApi>>> = T;
export type NoticeAdminViews = EveryView<{
  notices: typeof notices;
  banners: typeof banners;
  popups: typeof popups;
}>;
