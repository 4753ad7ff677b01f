import type { LanguageCode } from '@platform/shared';

/** One language's texts as its module exports them. */
export interface TextModule {
  default: Readonly<Record<string, string>>;
}

/**
 * The UI texts of one part of the app, one module per language. Each language is its own
 * chunk, so a visitor downloads only the language in use, and only for the parts it opens.
 */
export interface Texts {
  readonly id: string;
  readonly load: Readonly<Record<LanguageCode, () => Promise<TextModule>>>;
  /**
   * Parts whose screens show each other's texts (the member's account, wallet, agent and sign-in
   * pages) share a group: asking for one part's texts brings the whole group.
   */
  readonly group?: string;
}

const groups = new Map<string, Texts[]>();

export function defineTexts(id: string, load: Texts['load'], group?: string): Texts {
  const texts: Texts = { id, load, group };
  if (group) groups.set(group, [...(groups.get(group) ?? []), texts]);
  return texts;
}

/** The parts and every other part of their groups. */
export function withGroups(parts: readonly Texts[]): Texts[] {
  const all = new Map<string, Texts>();
  for (const texts of parts) {
    all.set(texts.id, texts);
    for (const member of texts.group ? (groups.get(texts.group) ?? []) : []) all.set(member.id, member);
  }
  return [...all.values()];
}

/** Sign-in, account, wallet and agent texts: everything a logged-in member's screens show. */
export const MEMBER_GROUP = 'member';
