// Public entry of the message module: the inbox, notices and popups, the merchant's messages and
// the notices back office.
export { MessageService, type MessageDeps } from './message.service.js';
export { NoticeAdminService } from './notice-admin.service.js';
export { registerMessageRoutes } from './message.routes.js';
export { registerNoticeAdminRoutes } from './notice.admin.routes.js';
export { HomeBannerCache, type HomeBanner } from './home-banner-cache.js';
