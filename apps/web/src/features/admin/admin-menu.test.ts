import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE_AREAS } from '@platform/shared';
import {
  activeGroup,
  buildMenu,
  groupOpen,
  homePage,
  pageAllowed,
  safeNext,
  toggleFolded,
} from './admin-menu';
import type { AdminPageDef } from './admin-pages';
import { CORE_ADMIN_PAGES } from './core/core-pages';

const page = (
  path: string,
  area: AdminPageDef['area'],
  group: AdminPageDef['group'],
  hidden = false,
): AdminPageDef => ({
  path,
  area,
  group,
  titleKey: path,
  component: () => null,
  hidden,
});

describe('back-office menu', () => {
  const pages = [
    page('reports', 'reports', 'reports'),
    page('dashboard', 'dashboard', 'overview'),
    page('withdrawals', 'funding', 'finance'),
    page('members', 'members', 'members'),
    page('members/:id', 'members', 'members', true),
  ];

  it('groups the allowed visible pages in menu-group order', () => {
    const menu = buildMenu(pages, ADMIN_ROLE_AREAS.SUPPORT);
    expect(menu.map((g) => g.group)).toEqual(['overview', 'members']);
    expect(menu[1]!.pages.map((p) => p.path)).toEqual(['members']);
    expect(buildMenu(pages, ADMIN_ROLE_AREAS.OWNER).map((g) => g.group)).toEqual([
      'overview',
      'members',
      'finance',
      'reports',
    ]);
  });

  it('leads /admin to the first allowed page', () => {
    expect(homePage(pages, ADMIN_ROLE_AREAS.SUPPORT)).toBe('/admin/dashboard');
    expect(homePage(pages, [])).toBeNull();
  });

  it('keeps finance pages from support and shows them to finance', () => {
    const withdrawals = CORE_ADMIN_PAGES.find((p) => p.path === 'withdrawals')!;
    expect(pageAllowed(withdrawals, ADMIN_ROLE_AREAS.SUPPORT)).toBe(false);
    expect(pageAllowed(withdrawals, ADMIN_ROLE_AREAS.FINANCE)).toBe(true);
    const settings = CORE_ADMIN_PAGES.find((p) => p.path === 'settings')!;
    expect(pageAllowed(settings, ADMIN_ROLE_AREAS.OPERATIONS)).toBe(false);
  });

  it('registers each core page path once', () => {
    const paths = CORE_ADMIN_PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('returns only to back-office addresses after login', () => {
    expect(safeNext('/admin/withdrawals?status=PENDING')).toBe('/admin/withdrawals?status=PENDING');
    expect(safeNext('https://evil.example/admin/x')).toBe('/admin');
    expect(safeNext('//evil.example')).toBe('/admin');
    expect(safeNext('/member')).toBe('/admin');
    expect(safeNext('/admin/login?next=/admin')).toBe('/admin');
    expect(safeNext(null)).toBe('/admin');
  });
});

describe('folding menu groups', () => {
  const pages = [
    page('dashboard', 'dashboard', 'overview'),
    page('members', 'members', 'members'),
    page('members/:id', 'members', 'members', true),
    page('withdrawals', 'funding', 'finance'),
  ];
  const menu = buildMenu(pages, ADMIN_ROLE_AREAS.OWNER);

  it('finds the open page’s group, detail pages included', () => {
    expect(activeGroup(menu, '/admin/members')).toBe('members');
    expect(activeGroup(menu, '/admin/members/42')).toBe('members');
    expect(activeGroup(menu, '/admin/withdrawals')).toBe('finance');
    expect(activeGroup(menu, '/admin/membersX')).toBeNull();
    expect(activeGroup(menu, '/elsewhere')).toBeNull();
  });

  it('folds and unfolds a group, but never hides the open page’s group', () => {
    const folded = toggleFolded([], 'finance');
    expect(folded).toEqual(['finance']);
    expect(groupOpen('finance', folded, 'members')).toBe(false);
    expect(groupOpen('finance', folded, 'finance')).toBe(true);
    expect(groupOpen('members', folded, null)).toBe(true);
    expect(toggleFolded(folded, 'finance')).toEqual([]);
  });
});
