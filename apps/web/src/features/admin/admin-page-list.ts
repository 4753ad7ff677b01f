import type { AdminPageDef } from './admin-pages';
import { CORE_ADMIN_PAGES } from './core/core-pages';
import { OPS_ADMIN_PAGES } from './ops/ops-pages';
import { SUPPORT_ADMIN_PAGES } from './support/support-pages';

/** Every back-office page, in menu order within each group. */
export const ADMIN_PAGES: readonly AdminPageDef[] = [
  ...CORE_ADMIN_PAGES,
  ...OPS_ADMIN_PAGES,
  ...SUPPORT_ADMIN_PAGES,
];
