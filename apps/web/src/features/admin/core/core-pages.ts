import type { AdminPageDef } from '../admin-pages';

/** Dashboard, operators, audit, members, money queues, merchant settings and reports. */
export const CORE_ADMIN_PAGES: AdminPageDef[] = [];
