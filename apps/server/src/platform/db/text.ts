/**
 * Text PostgreSQL cannot store: text and jsonb refuse NUL, and UTF-8 has no encoding for half of a
 * UTF-16 surrogate pair (JavaScript strings may hold one; JSON's "\ud800" makes one).
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** The text with every unstorable character replaced by U+FFFD, for records that must be written anyway. */
export function storableText(text: string): string {
  return UNSTORABLE.test(text) ? text.replace(UNSTORABLE_ALL, '\ufffd') : text;
}
