import type { LanguageCode } from '@platform/shared';

/**
 * The UI texts of one feature in every shipped language. English defines the key set; the
 * type makes a missing key in any language a compile error, and ui.test.ts checks the rest.
 */
export type TextBundle<K extends string> = Record<LanguageCode, Record<K, string>>;

export function defineTexts<K extends string>(bundle: TextBundle<K>): TextBundle<K> {
  return bundle;
}
