/** The merchant's customer-service back office (/admin/api). */
import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import {
  adminChatMessagesQuery,
  adminChatPageValue,
  adminChatQuery,
  adminChatSendRequest,
  adminCsEntryRequest,
  adminCsEntryValue,
  adminFeedbackPageValue,
  adminFeedbackQuery,
  adminHelpTagQuery,
  adminHelpTagRequest,
  adminHelpTagValue,
  adminHelpTopicPageValue,
  adminHelpTopicQuery,
  adminHelpTopicRequest,
  adminHelpTopicValue,
  adminScriptRequest,
  adminScriptValue,
  adminSpeedTestPageValue,
  adminSpeedTestQuery,
  adminSpeedTestRequest,
  adminSpeedTestValue,
  chatConversationValue,
  chatMessagePageValue,
  chatMessageValue,
  deletedValue,
  supportIdParam,
} from '../../contracts/support.js';

export const chatDesk = endpoint({
  method: 'GET',
  path: '/admin/api/chat/conversations',
  auth: 'operator',
  query: adminChatQuery,
  value: adminChatPageValue,
});
/** What the desk is shown of the customer counts as read. */
export const chatDeskMessages = endpoint({
  method: 'GET',
  path: '/admin/api/chat/conversations/:id/messages',
  auth: 'operator',
  params: supportIdParam,
  query: adminChatMessagesQuery,
  value: chatMessagePageValue,
});
/** The first reply takes a waiting conversation. */
export const chatReply = endpoint({
  method: 'POST',
  path: '/admin/api/chat/conversations/:id/messages',
  auth: 'operator',
  params: supportIdParam,
  body: adminChatSendRequest,
  value: chatMessageValue,
});
export const chatClose = endpoint({
  method: 'POST',
  path: '/admin/api/chat/conversations/:id/close',
  auth: 'operator',
  params: supportIdParam,
  value: chatConversationValue,
});
export const csEntries = endpoint({
  method: 'GET',
  path: '/admin/api/customer-service/entries',
  auth: 'operator',
  value: z.array(adminCsEntryValue),
});
export const createCsEntry = endpoint({
  method: 'POST',
  path: '/admin/api/customer-service/entries',
  auth: 'operator',
  body: adminCsEntryRequest,
  value: adminCsEntryValue,
});
export const updateCsEntry = endpoint({
  method: 'PUT',
  path: '/admin/api/customer-service/entries/:id',
  auth: 'operator',
  params: supportIdParam,
  body: adminCsEntryRequest,
  value: adminCsEntryValue,
});
export const deleteCsEntry = endpoint({
  method: 'DELETE',
  path: '/admin/api/customer-service/entries/:id',
  auth: 'operator',
  params: supportIdParam,
  value: deletedValue,
});
export const scripts = endpoint({
  method: 'GET',
  path: '/admin/api/customer-service/scripts',
  auth: 'operator',
  value: z.array(adminScriptValue),
});
export const createScript = endpoint({
  method: 'POST',
  path: '/admin/api/customer-service/scripts',
  auth: 'operator',
  body: adminScriptRequest,
  value: adminScriptValue,
});
export const updateScript = endpoint({
  method: 'PUT',
  path: '/admin/api/customer-service/scripts/:id',
  auth: 'operator',
  params: supportIdParam,
  body: adminScriptRequest,
  value: adminScriptValue,
});
export const deleteScript = endpoint({
  method: 'DELETE',
  path: '/admin/api/customer-service/scripts/:id',
  auth: 'operator',
  params: supportIdParam,
  value: deletedValue,
});
/** Sends a SPEED_TEST task to the member's browser. */
export const sendSpeedTest = endpoint({
  method: 'POST',
  path: '/admin/api/customer-service/speed-tests',
  auth: 'operator',
  body: adminSpeedTestRequest,
  value: adminSpeedTestValue,
});
export const speedTests = endpoint({
  method: 'GET',
  path: '/admin/api/customer-service/speed-tests',
  auth: 'operator',
  query: adminSpeedTestQuery,
  value: adminSpeedTestPageValue,
});
export const helpTags = endpoint({
  method: 'GET',
  path: '/admin/api/help/tags',
  auth: 'operator',
  query: adminHelpTagQuery,
  value: z.array(adminHelpTagValue),
});
export const createHelpTag = endpoint({
  method: 'POST',
  path: '/admin/api/help/tags',
  auth: 'operator',
  body: adminHelpTagRequest,
  value: adminHelpTagValue,
});
export const updateHelpTag = endpoint({
  method: 'PUT',
  path: '/admin/api/help/tags/:id',
  auth: 'operator',
  params: supportIdParam,
  body: adminHelpTagRequest,
  value: adminHelpTagValue,
});
export const deleteHelpTag = endpoint({
  method: 'DELETE',
  path: '/admin/api/help/tags/:id',
  auth: 'operator',
  params: supportIdParam,
  value: deletedValue,
});
export const helpTopics = endpoint({
  method: 'GET',
  path: '/admin/api/help/topics',
  auth: 'operator',
  query: adminHelpTopicQuery,
  value: adminHelpTopicPageValue,
});
export const createHelpTopic = endpoint({
  method: 'POST',
  path: '/admin/api/help/topics',
  auth: 'operator',
  body: adminHelpTopicRequest,
  value: adminHelpTopicValue,
});
export const updateHelpTopic = endpoint({
  method: 'PUT',
  path: '/admin/api/help/topics/:id',
  auth: 'operator',
  params: supportIdParam,
  body: adminHelpTopicRequest,
  value: adminHelpTopicValue,
});
export const deleteHelpTopic = endpoint({
  method: 'DELETE',
  path: '/admin/api/help/topics/:id',
  auth: 'operator',
  params: supportIdParam,
  value: deletedValue,
});
export const feedback = endpoint({
  method: 'GET',
  path: '/admin/api/feedback',
  auth: 'operator',
  query: adminFeedbackQuery,
  value: adminFeedbackPageValue,
});
/** The image itself (image/png or image/jpeg), not JSON. */
export const feedbackImage = endpoint({
  method: 'GET',
  path: '/admin/api/feedback/:id/image',
  auth: 'operator',
  params: supportIdParam,
  value: z.unknown(),
  wire: { raw: true },
});
