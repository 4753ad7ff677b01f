/**
 * Customer service and site pages for members and visitors: the built-in chat (a member by
 * Authorization, where a token sent must be valid, or a visitor by the Chat-Visitor header), the
 * chat bubble's relays, scripts, help, feedback, download and the speed-test post-back. The
 * relays answer GET (query) and POST (JSON body) alike.
 */
import { endpoint } from '../../endpoint.js';
import {
  chatConversationValue,
  chatMessagePageValue,
  chatMessageValue,
  chatMessagesQuery,
  chatOpenRequest,
  chatPermissionValue,
  chatReadRequest,
  chatReadValue,
  chatSendRequest,
  chatUnreadValue,
  chatUrlRequest,
  chatUrlValue,
  customerServiceScriptsValue,
  downloadSettingValue,
  feedbackReceiptValue,
  feedbackRequest,
  helpCenterQuery,
  helpCenterValue,
  speedTestResultReceiptValue,
  speedTestResultRequest,
} from '../../contracts/support.js';

export const openChat = endpoint({
  method: 'POST',
  path: '/wps/chat/open',
  auth: 'member?',
  body: chatOpenRequest,
  value: chatConversationValue,
});
export const chatMessages = endpoint({
  method: 'GET',
  path: '/wps/chat/messages',
  auth: 'member?',
  query: chatMessagesQuery,
  value: chatMessagePageValue,
});
export const sendChatMessage = endpoint({
  method: 'POST',
  path: '/wps/chat/messages',
  auth: 'member?',
  body: chatSendRequest,
  value: chatMessageValue,
});
export const readChat = endpoint({
  method: 'POST',
  path: '/wps/chat/read',
  auth: 'member?',
  body: chatReadRequest,
  value: chatReadValue,
});
export const chatUrl = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_getChatUrl',
  auth: 'member',
  body: chatUrlRequest,
  value: chatUrlValue,
});
export const chatUrlByGet = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getChatUrl',
  auth: 'member',
  query: chatUrlRequest,
  value: chatUrlValue,
});
export const chatPermission = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_getChatPermission',
  auth: 'member',
  value: chatPermissionValue,
});
export const chatPermissionByGet = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getChatPermission',
  auth: 'member',
  value: chatPermissionValue,
});
/** The member's unread agent messages, with the newest. */
export const chatUnread = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_getChatMessage',
  auth: 'member',
  value: chatUnreadValue,
});
export const chatUnreadByGet = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getChatMessage',
  auth: 'member',
  value: chatUnreadValue,
});
export const customerServiceScripts = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_getCustomerServiceScript',
  aliases: ['/wps/relay/WPSCORE_getCustomerServiceScript'],
  auth: 'visitor',
  value: customerServiceScriptsValue,
});
export const customerServiceScriptsByGet = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getCustomerServiceScript',
  aliases: ['/wps/relay/WPSCORE_getCustomerServiceScript'],
  auth: 'visitor',
  value: customerServiceScriptsValue,
});
export const helpCenter = endpoint({
  method: 'GET',
  path: '/wps/system/helpCenter',
  auth: 'visitor',
  query: helpCenterQuery,
  value: helpCenterValue,
  aliases: ['/wps/relay/MCSFE_getHelpV2'],
});
export const helpCenterByPost = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_getHelpV2',
  auth: 'visitor',
  body: helpCenterQuery,
  value: helpCenterValue,
});
/**
 * JSON with the image as a data URL or base64 in `file`, or multipart with the image as a file
 * part; a token sent must be valid (only members may attach an image).
 */
export const feedback = endpoint({
  method: 'PUT',
  path: '/wps/feedback',
  auth: 'member?',
  body: feedbackRequest,
  value: feedbackReceiptValue,
  wire: { body: 'multipart' },
});
export const downloadSetting = endpoint({
  method: 'GET',
  path: '/wps/system/download/setting',
  auth: 'visitor',
  value: downloadSettingValue,
  aliases: ['/wps/relay/MCSFE_getDownloadSetting'],
});
export const downloadSettingByPost = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_getDownloadSetting',
  auth: 'visitor',
  value: downloadSettingValue,
});
export const speedTestResult = endpoint({
  method: 'POST',
  path: '/wps/system/speedTest/result',
  auth: 'member',
  body: speedTestResultRequest,
  value: speedTestResultReceiptValue,
});
