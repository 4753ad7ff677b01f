import type { ComponentType } from 'react';
import type { AdminArea } from '@platform/shared';

/**
 * One back-office page: its path under /admin, the area that gates it (the menu hides pages the
 * operator's role may not use, and the server refuses their calls anyway), its menu group and the
 * text key of its title. Features add their pages to ADMIN_PAGES; the shell builds routes and
 * menu from it.
 */
export interface AdminPageDef {
  /** Relative to /admin, e.g. "withdrawals" or "lottery/issues". */
  path: string;
  area: AdminArea;
  group: AdminMenuGroup;
  titleKey: string;
  component: ComponentType;
  /** Hidden from the menu (detail pages reached from a list). */
  hidden?: boolean;
}

export const ADMIN_MENU_GROUPS = [
  'overview',
  'members',
  'finance',
  'marketing',
  'content',
  'gaming',
  'agents',
  'support',
  'reports',
  'system',
] as const;
export type AdminMenuGroup = (typeof ADMIN_MENU_GROUPS)[number];
