/**
 * The 500cai (2017) mailbox: our inbox read through its paths, and what the member writes to the
 * merchant, which our customer service desk receives as live-chat messages. The read mark is
 * POST /wps/message/read, declared with the inbox (it takes the client's form messageId too).
 */
import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import {
  inboxPageValue,
  legacyDeleteValue,
  legacyInboxQuery,
  legacyMessageIdsQuery,
  legacyOutboxItem,
  legacyOutboxPageValue,
  legacyOutboxQuery,
  legacyRecipientsValue,
  legacySendRequest,
} from '../../contracts/message.js';

/** The unread inbox messages: the envelope's value is the number. */
export const unreadCount = endpoint({
  method: 'GET',
  path: '/wps/message/unreadCount',
  auth: 'member',
  value: z.number(),
});
export const recipients = endpoint({
  method: 'GET',
  path: '/wps/message/recipients',
  auth: 'member',
  value: legacyRecipientsValue,
});
export const send = endpoint({
  method: 'PUT',
  path: '/wps/message/send',
  auth: 'member',
  body: legacySendRequest,
  value: legacyOutboxItem,
});
export const inbox = endpoint({
  method: 'GET',
  path: '/wps/message/inbox',
  auth: 'member',
  query: legacyInboxQuery,
  value: inboxPageValue,
});
export const deleteInbox = endpoint({
  method: 'DELETE',
  path: '/wps/message/inbox',
  auth: 'member',
  query: legacyMessageIdsQuery,
  value: legacyDeleteValue,
});
export const outbox = endpoint({
  method: 'GET',
  path: '/wps/message/outbox',
  auth: 'member',
  query: legacyOutboxQuery,
  value: legacyOutboxPageValue,
});
export const deleteOutbox = endpoint({
  method: 'DELETE',
  path: '/wps/message/outbox',
  auth: 'member',
  query: legacyMessageIdsQuery,
  value: legacyDeleteValue,
});
