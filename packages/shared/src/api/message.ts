import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import {
  ADMIN_NOTICE_VIEWS,
  adminMessageRequest,
  adminMessageValue,
  adminNoticeCreate,
  announcementQuery,
  adminNoticePageValue,
  adminNoticeQuery,
  adminNoticeUpdate,
  adminNoticeValue,
  adminOnlineMessageRequest,
  adminOnlineMessageValue,
  inboxMessageValue,
  inboxPageValue,
  inboxQuery,
  markReadRequest,
  markReadValue,
  messageIdParam,
  noticePageValue,
  noticeQuery,
  noticeV2Query,
  noticeV2Value,
  popupListValue,
  unreadCountsValue,
  type AdminNoticeView,
} from '../contracts/message.js';

/** The member's inbox, notices and popups (the relays answer GET and POST alike). */
export const messageApi = {
  inbox: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getInboxMessages',
    auth: 'member',
    query: inboxQuery,
    value: inboxPageValue,
  }),
  inboxByPost: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_getInboxMessages',
    auth: 'member',
    body: inboxQuery,
    value: inboxPageValue,
  }),
  unreadCounts: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getUnreadCounts',
    auth: 'member',
    value: unreadCountsValue,
  }),
  /** Current clients' single counts: the unread inbox messages, and the unread chat messages. */
  inboxUnreadCount: endpoint({
    method: 'GET',
    alsoMethods: ['POST'],
    path: '/wps/relay/EMFE_getInboxUnreadCount',
    auth: 'member',
    value: z.number(),
  }),
  chatUnreadCount: endpoint({
    method: 'GET',
    alsoMethods: ['POST'],
    path: '/wps/relay/CSP_unreadCount',
    auth: 'member',
    value: z.number(),
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/wps/message/read',
    auth: 'member',
    body: markReadRequest,
    value: markReadValue,
  }),
  /** One message; opening it marks it read. */
  message: endpoint({
    method: 'GET',
    path: '/wps/message/:id',
    auth: 'member',
    params: messageIdParam,
    value: inboxMessageValue,
  }),
  notices: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_notice',
    auth: 'visitor',
    query: noticeQuery,
    value: noticePageValue,
  }),
  noticesByPost: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_notice',
    auth: 'visitor',
    body: noticeQuery,
    value: noticePageValue,
  }),
  announcements: endpoint({
    method: 'GET',
    path: '/wps/relay/CCSFE_getListAnnouncements',
    aliases: ['/wps/system/announcements'],
    auth: 'visitor',
    query: announcementQuery,
    value: noticePageValue,
  }),
  announcementsByPost: endpoint({
    method: 'POST',
    path: '/wps/relay/CCSFE_getListAnnouncements',
    auth: 'visitor',
    body: announcementQuery,
    value: noticePageValue,
  }),
  noticeV2: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_noticeV2',
    auth: 'visitor',
    query: noticeV2Query,
    value: noticeV2Value,
  }),
  /** Whether this session is the member's first login decides which popups show; visitors get A. */
  popups: endpoint({
    method: 'GET',
    path: '/wps/notice/popups',
    auth: 'member?',
    value: popupListValue,
  }),
};

/** The merchant's messages to members (/admin/api). */
export const messageAdminApi = {
  /** An inbox message to one member or to all (INBOX push). */
  send: endpoint({
    method: 'POST',
    path: '/admin/api/messages',
    auth: 'operator',
    body: adminMessageRequest,
    value: adminMessageValue,
  }),
  /** An ONLINE_MSG push to one member, not stored. */
  online: endpoint({
    method: 'POST',
    path: '/admin/api/online-messages',
    auth: 'operator',
    body: adminOnlineMessageRequest,
    value: adminOnlineMessageValue,
  }),
};

/** The same five calls over each view's notice types (contracts/message.ts, ADMIN_NOTICE_VIEW_TYPES). */
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

/** Announcements and promotion notices, banners, publicity popups in the back office. */
export const noticeAdminApi = {
  notices: noticeViewApi('notices'),
  banners: noticeViewApi('banners'),
  popups: noticeViewApi('popups'),
} satisfies Record<(typeof ADMIN_NOTICE_VIEWS)[number], ReturnType<typeof noticeViewApi>>;
