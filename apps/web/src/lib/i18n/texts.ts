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
}

export function defineTexts(id: string, load: Texts['load']): Texts {
  return { id, load };
}
