import type { AdminPageDef } from './admin-pages';
import { CORE_ADMIN_PAGES } from './core/core-pages';
import { FRAUD_ADMIN_PAGES } from './fraud/fraud-pages';
import { OPS_ADMIN_PAGES } from './ops/ops-pages';
import { SUPPORT_ADMIN_PAGES } from './support/support-pages';

/** Every back-office page, in menu order within each group. */
export const ADMIN_PAGES: readonly AdminPageDef[] = [
  ...CORE_ADMIN_PAGES,
  ...FRAUD_ADMIN_PAGES,
  ...OPS_ADMIN_PAGES,
  ...SUPPORT_ADMIN_PAGES,
];
