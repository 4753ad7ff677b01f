import { describe, expect, it } from 'vitest';
import { pageCount, parseLabelIds, rowsOf } from './admin-support-api';
import { feedbackTypeName } from './FeedbackInboxPage';
import { SUPPORT_ADMIN_PAGES } from './support-pages';

describe('support admin helpers', () => {
  it('parses VIP label ids', () => {
    expect(parseLabelIds('3, 4,,x 4 -1 2.5')).toEqual([3, 4]);
    expect(parseLabelIds('')).toEqual([]);
  });

  it('reads rows of pages and arrays, and counts pages', () => {
    expect(rowsOf([1, 2])).toEqual([1, 2]);
    expect(rowsOf({ list: [3] })).toEqual([3]);
    expect(rowsOf(undefined)).toEqual([]);
    expect(pageCount({ total: 41, size: 20 })).toBe(3);
    expect(pageCount({ total: 0, size: 20 })).toBe(1);
  });

  it('names feedback types', () => {
    expect(feedbackTypeName(2)).toBe('withdraw_issues');
    expect(feedbackTypeName(6)).toBe('apply_issues');
    expect(feedbackTypeName(99)).toBe('other_issues');
  });

  it('registers the pages in the support and content areas with unique paths', () => {
    const paths = SUPPORT_ADMIN_PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of SUPPORT_ADMIN_PAGES) expect(['support', 'content']).toContain(page.area);
  });
});
