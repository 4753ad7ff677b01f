import type { HelpTag } from '@platform/shared';

/**
 * Tags the help centre leaves out when a parent window opened it (a pop-up of another page, or a
 * frame in one): that page deals with deposits and withdrawals itself.
 */
export const PARENT_WINDOW_HIDDEN_TAGS: readonly string[] = ['DEPOSIT', 'WITHDRAW'];

/** Whether this page was opened by another window (window.open) or sits in another page's frame. */
export function openedFromParentWindow(win: Pick<Window, 'opener' | 'parent'> = window): boolean {
  try {
    return Boolean(win.opener) || win.parent !== win;
  } catch {
    // A cross-origin opener or parent cannot even be compared: there is one.
    return true;
  }
}

/** Tags sorted for display, without the deposit and withdraw tags when a parent window opened the page. */
export function visibleTags(tags: readonly HelpTag[], fromParentWindow: boolean): HelpTag[] {
  const sorted = [...tags].sort((a, b) => a.sort - b.sort || a.id - b.id);
  return fromParentWindow
    ? sorted.filter((tag) => !PARENT_WINDOW_HIDDEN_TAGS.includes(tag.tag.toUpperCase()))
    : sorted;
}

/** What a #hash points at: a topic by slug, else a tag by code. */
export function resolveHelpHash(
  tags: readonly HelpTag[],
  hash: string,
): { tagId: number; topicId: number | null } | null {
  let key = hash.replace(/^#/, '');
  try {
    key = decodeURIComponent(key);
  } catch {
    // A malformed escape is matched as written.
  }
  key = key.trim();
  if (!key) return null;
  for (const tag of tags) {
    const topic = tag.children.find((item) => item.slug === key);
    if (topic) return { tagId: tag.id, topicId: topic.id };
  }
  const tag = tags.find((item) => item.tag.toLowerCase() === key.toLowerCase());
  return tag ? { tagId: tag.id, topicId: null } : null;
}
