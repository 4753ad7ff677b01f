/** Members as the merchant's operators see and manage them in the back office. */
export { MemberAdminService, type MemberAdminDeps } from './member-admin.service.js';
export { registerMemberAdminRoutes } from './member-admin.routes.js';
