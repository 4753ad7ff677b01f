import type { HelpTag } from '@platform/shared';

/** Tags a parent window (the deposit or withdraw page) may narrow the help centre to. */
export const HELP_FILTER_TAGS = ['DEPOSIT', 'WITHDRAW'] as const;
export type HelpFilterTag = (typeof HELP_FILTER_TAGS)[number];

export function asHelpFilter(value: unknown): HelpFilterTag | null {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return (HELP_FILTER_TAGS as readonly string[]).includes(code) ? (code as HelpFilterTag) : null;
}

/** The message a parent window posts: {type: 'helpFilter', tag: 'DEPOSIT' | 'WITHDRAW' | null}. */
export function helpFilterFromMessage(data: unknown): { tag: HelpFilterTag | null } | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; tag?: unknown };
  if (message.type !== 'helpFilter') return null;
  return { tag: asHelpFilter(message.tag) };
}

/** Tags sorted for display; with a filter only that tag, when the merchant has it. */
export function visibleTags(tags: readonly HelpTag[], filter: HelpFilterTag | null): HelpTag[] {
  const sorted = [...tags].sort((a, b) => a.sort - b.sort || a.id - b.id);
  if (!filter) return sorted;
  const only = sorted.filter((tag) => tag.code.toUpperCase() === filter);
  return only.length ? only : sorted;
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
    const topic = tag.topics.find((item) => item.slug === key);
    if (topic) return { tagId: tag.id, topicId: topic.id };
  }
  const tag = tags.find((item) => item.code.toLowerCase() === key.toLowerCase());
  return tag ? { tagId: tag.id, topicId: null } : null;
}
