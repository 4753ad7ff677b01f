/**
 * Third-party sign-in errors: an auth/* code maps to a translated text shown with the
 * code; codes without a text of their own fall back to auth/unknown.
 */

/** The person closed or replaced the window themselves: nothing to tell them. */
const SILENT_CODES = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
]);

/** Codes told with another message of the spec. */
const ALIASES: Record<string, string> = {
  'auth/popup-blocked': 'popup_blocked',
  'auth/timeout': 'timeout_retry_please',
  // The merchant's project does not offer this provider, or its configuration is wrong.
  'auth/operation-not-allowed': 'auth_firebase_unsupported',
  'auth/configuration-not-found': 'auth_firebase_unsupported',
  'auth/invalid-api-key': 'auth_firebase_unsupported',
  'auth/auth-domain-config-required': 'auth_firebase_unsupported',
};

/** Codes whose text key is the code itself (in the auth text bundle). */
export const FIREBASE_ERROR_CODES = [
  'auth/network-request-failed',
  'auth/too-many-requests',
  'auth/user-disabled',
  'auth/account-exists-with-different-credential',
  'auth/unauthorized-domain',
  'auth/internal-error',
  'auth/web-storage-unsupported',
  'auth/operation-not-supported-in-this-environment',
  'auth/unknown',
] as const;
const OWN_TEXT = new Set<string>(FIREBASE_ERROR_CODES);

export interface FirebaseProblem {
  /** Text key to translate. */
  key: string;
  /** The code as the SDK gave it (or auth/unknown), shown beside the text. */
  code: string;
}

function codeOf(error: unknown): string {
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^auth\/[a-z0-9-]{1,80}$/.test(code) ? code : 'auth/unknown';
}

/** What to tell the person about a failed sign-in, or null when they cancelled it themselves. */
export function firebaseProblem(error: unknown): FirebaseProblem | null {
  const code = codeOf(error);
  if (SILENT_CODES.has(code)) return null;
  return { key: ALIASES[code] ?? (OWN_TEXT.has(code) ? code : 'auth/unknown'), code };
}
