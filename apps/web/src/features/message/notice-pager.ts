/** Notices are read 10 at a time. */
export const NOTICE_PAGE_SIZE = 10;

/** Above this many pages the page buttons sit in a strip that scrolls sideways. */
export const PAGER_SCROLL_ABOVE = 7;

export function pageCount(total: number, size = NOTICE_PAGE_SIZE): number {
  return total > 0 ? Math.ceil(total / size) : 0;
}

export function pagerScrolls(pages: number): boolean {
  return pages > PAGER_SCROLL_ABOVE;
}

/** Page numbers 1..pages. */
export function pageNumbers(pages: number): number[] {
  return Array.from({ length: Math.max(0, pages) }, (_, index) => index + 1);
}
