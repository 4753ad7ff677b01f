/** A hash names a promotion: after 400 ms the page scrolls it to 150 px below the top and opens it. */
export const HASH_SCROLL_DELAY_MS = 400;
export const HASH_SCROLL_OFFSET_PX = 150;

/** The promotion id a location hash or id query names, or null. */
export function promotionIdOf(value: string | null | undefined): number | null {
  const text = decodeURIComponent((value ?? '').replace(/^#/, '')).trim();
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

export function promotionAnchor(id: number): string {
  return `promotion-${id}`;
}

/** Scrolls the promotion's card so its top sits HASH_SCROLL_OFFSET_PX below the window top. */
export function scrollToPromotion(id: number): boolean {
  const element = document.getElementById(promotionAnchor(id));
  if (!element) return false;
  const top = element.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  return true;
}
