/** The merchant's messages to members (/admin/api). */
import { endpoint } from '../../endpoint.js';
import {
  adminMessageRequest,
  adminMessageValue,
  adminOnlineMessageRequest,
  adminOnlineMessageValue,
} from '../../contracts/message.js';

/** An inbox message to one member or to all (INBOX push). */
export const send = endpoint({
  method: 'POST',
  path: '/admin/api/messages',
  auth: 'operator',
  body: adminMessageRequest,
  value: adminMessageValue,
});
/** An ONLINE_MSG push to one member, not stored. */
export const online = endpoint({
  method: 'POST',
  path: '/admin/api/online-messages',
  auth: 'operator',
  body: adminOnlineMessageRequest,
  value: adminOnlineMessageValue,
});
