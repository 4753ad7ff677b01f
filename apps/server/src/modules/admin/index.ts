/** The back office's own core: operators and their sessions, the guard of /admin/api and the audit trail. */
export { operatorOf, registerAdminGuard, type AdminGuardOptions } from './admin-guard.js';
export { AdminRepository, type AdminUserRow } from './admin.repository.js';
export { registerAdminRoutes, type AdminRouteDeps } from './admin.routes.js';
export { AdminService, type AdminContext } from './admin.service.js';
export { AdminReads } from './admin-reads.js';
export { redactDetail } from './audit-detail.js';
export { AuditLog, type AuditEvent, type AuditQuery } from './audit-log.js';
export { OperatorService } from './operators.service.js';
/** Other modules' tables reference operators by foreign key; its rows are read through this module. */
export { adminUsers } from './admin.tables.js';
