import type { AdminArea } from '@platform/shared';
import { ADMIN_MENU_GROUPS, type AdminMenuGroup, type AdminPageDef } from './admin-pages';

export const ADMIN_BASE = '/admin';

export function adminPath(path: string): string {
  return `${ADMIN_BASE}/${path.replace(/^\/+/, '')}`;
}

export function pageAllowed(page: Pick<AdminPageDef, 'area'>, areas: readonly AdminArea[]): boolean {
  return areas.includes(page.area);
}

export interface MenuGroup {
  group: AdminMenuGroup;
  pages: AdminPageDef[];
}

/**
 * The side menu: groups in ADMIN_MENU_GROUPS order, each with the visible pages the operator's
 * areas allow, in registry order; groups left empty are dropped.
 */
export function buildMenu(pages: readonly AdminPageDef[], areas: readonly AdminArea[]): MenuGroup[] {
  return ADMIN_MENU_GROUPS.map((group) => ({
    group,
    pages: pages.filter((p) => p.group === group && !p.hidden && pageAllowed(p, areas)),
  })).filter((g) => g.pages.length > 0);
}

/** Where /admin leads: the first page of the menu, or null when the role may use none. */
export function homePage(pages: readonly AdminPageDef[], areas: readonly AdminArea[]): string | null {
  const first = buildMenu(pages, areas)[0]?.pages[0];
  return first ? adminPath(first.path) : null;
}

/** A return path after login must stay inside the back office (no open redirect). */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith(`${ADMIN_BASE}/`) || next.startsWith('//') || next.includes('\\'))
    return ADMIN_BASE;
  if (next.startsWith(`${ADMIN_BASE}/login`)) return ADMIN_BASE;
  return next;
}

/** The group whose page is open at `pathname` (detail pages count for their list's group). */
export function activeGroup(menu: readonly MenuGroup[], pathname: string): AdminMenuGroup | null {
  const path = pathname.startsWith(`${ADMIN_BASE}/`) ? pathname.slice(ADMIN_BASE.length + 1) : '';
  const match = menu.find((g) => g.pages.some((p) => path === p.path || path.startsWith(`${p.path}/`)));
  return match?.group ?? null;
}

/** A group is shown open unless the operator folded it; the open page's group never hides. */
export function groupOpen(
  group: AdminMenuGroup,
  folded: readonly string[],
  active: AdminMenuGroup | null,
): boolean {
  return group === active || !folded.includes(group);
}

/** The folded groups after a click on one group's title. */
export function toggleFolded(folded: readonly string[], group: AdminMenuGroup): string[] {
  return folded.includes(group) ? folded.filter((g) => g !== group) : [...folded, group];
}
