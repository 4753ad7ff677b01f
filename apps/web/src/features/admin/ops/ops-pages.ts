import type { AdminPageDef } from '../admin-pages';

/** Content, promotions, points, lottery, games, agents and customer-service pages. */
export const OPS_ADMIN_PAGES: AdminPageDef[] = [];
