/** The member's inbox, notices and popups (the relays answer GET and POST alike). */
import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import {
  announcementQuery,
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
} from '../../contracts/message.js';

export const inbox = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getInboxMessages',
  auth: 'member',
  query: inboxQuery,
  value: inboxPageValue,
});
export const inboxByPost = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_getInboxMessages',
  auth: 'member',
  body: inboxQuery,
  value: inboxPageValue,
});
export const unreadCounts = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getUnreadCounts',
  auth: 'member',
  value: unreadCountsValue,
});
/** Current clients' single counts: the unread inbox messages, and the unread chat messages. */
export const inboxUnreadCount = endpoint({
  method: 'GET',
  alsoMethods: ['POST'],
  path: '/wps/relay/EMFE_getInboxUnreadCount',
  auth: 'member',
  value: z.number(),
});
export const chatUnreadCount = endpoint({
  method: 'GET',
  alsoMethods: ['POST'],
  path: '/wps/relay/CSP_unreadCount',
  auth: 'member',
  value: z.number(),
});
export const markRead = endpoint({
  method: 'POST',
  path: '/wps/message/read',
  auth: 'member',
  body: markReadRequest,
  value: markReadValue,
});
/** One message; opening it marks it read. */
export const message = endpoint({
  method: 'GET',
  path: '/wps/message/:id',
  auth: 'member',
  params: messageIdParam,
  value: inboxMessageValue,
});
export const notices = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_notice',
  auth: 'visitor',
  query: noticeQuery,
  value: noticePageValue,
});
export const noticesByPost = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_notice',
  auth: 'visitor',
  body: noticeQuery,
  value: noticePageValue,
});
export const announcements = endpoint({
  method: 'GET',
  path: '/wps/relay/CCSFE_getListAnnouncements',
  aliases: ['/wps/system/announcements'],
  auth: 'visitor',
  query: announcementQuery,
  value: noticePageValue,
});
export const announcementsByPost = endpoint({
  method: 'POST',
  path: '/wps/relay/CCSFE_getListAnnouncements',
  auth: 'visitor',
  body: announcementQuery,
  value: noticePageValue,
});
export const noticeV2 = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_noticeV2',
  auth: 'visitor',
  query: noticeV2Query,
  value: noticeV2Value,
});
/** Whether this session is the member's first login decides which popups show; visitors get A. */
export const popups = endpoint({
  method: 'GET',
  path: '/wps/notice/popups',
  auth: 'member?',
  value: popupListValue,
});
