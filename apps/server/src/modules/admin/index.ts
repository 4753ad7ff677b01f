// Public entry of the admin module: what other modules and the app use of it.
export type { AdminContext, AdminService } from './admin.service.js';
export { AdminReads } from './admin-reads.js';
