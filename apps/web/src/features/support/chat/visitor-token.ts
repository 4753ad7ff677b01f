/**
 * A visitor's chat token lives in localStorage under the merchant's name, so a visitor who comes
 * back finds their conversation, and two merchants served on one origin (tests, previews) never
 * share a visitor.
 */
const PREFIX = 'chatVisitor:';

export function visitorTokenKey(merchant: string): string {
  return `${PREFIX}${merchant}`;
}

export function readVisitorToken(
  merchant: string,
  store: Storage | null = safeLocalStorage(),
): string | null {
  const value = store?.getItem(visitorTokenKey(merchant))?.trim();
  return value ? value : null;
}

export function saveVisitorToken(
  merchant: string,
  token: string | null,
  store: Storage | null = safeLocalStorage(),
): void {
  if (!store) return;
  try {
    if (token) store.setItem(visitorTokenKey(merchant), token);
    else store.removeItem(visitorTokenKey(merchant));
  } catch {
    // Without storage the visitor simply starts over next time.
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
