import type { Page } from 'playwright-core';

/** How a list of lib/ui DataTable rows is laid out on the page. */
export interface ListLayout {
  rows: number;
  /** Rows shown as cards (their cells are blocks with a label), not table rows. */
  cards: number;
  /** Cells whose content is wider than the cell: text cut off or squeezed out of it. */
  cut: string[];
  /** Rows reaching past the right edge of the viewport. */
  outside: number;
  /** The page's own width, to compare with the viewport's. */
  pageWidth: number;
}

export function listLayout(page: Page, rowTestId: string): Promise<ListLayout> {
  return page.evaluate((testId) => {
    const limit = document.documentElement.clientWidth;
    const rows = [...document.querySelectorAll<HTMLElement>(`[data-testid="${testId}"]`)];
    const cells = rows.flatMap((row) => [...row.querySelectorAll<HTMLElement>(':scope > td')]);
    return {
      rows: rows.length,
      cards: rows.filter((row) =>
        [...row.querySelectorAll<HTMLElement>(':scope > td')].every(
          (td) =>
            getComputedStyle(td).display !== 'table-cell' &&
            /^".+"$/.test(getComputedStyle(td, '::before').content),
        ),
      ).length,
      cut: cells
        .filter((td) => td.scrollWidth > td.clientWidth + 1)
        .map((td) => `${td.dataset.label}: ${td.innerText} (${td.scrollWidth} > ${td.clientWidth})`),
      outside: rows.filter((row) => row.getBoundingClientRect().right > limit + 1).length,
      pageWidth: document.documentElement.scrollWidth,
    };
  }, rowTestId);
}
