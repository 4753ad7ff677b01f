export * as messageApi from './message/message.js';
export * as messageAdminApi from './message/message-admin.js';
export * as noticeAdminApi from './message/notice-admin.js';
export * as legacyMessageApi from './message/legacy-message.js';
