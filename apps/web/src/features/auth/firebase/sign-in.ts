import { FIREBASE_POPUP_CHANNELS, type FirebasePopupChannel } from '@platform/shared';

/**
 * A finished Firebase sign-in: the channel it came through and the ID token the server checks.
 * It rides along to the bind dialog, the next password login and the register page.
 */
export interface FirebaseSignIn {
  channel: FirebasePopupChannel;
  idToken: string;
}

/** The server takes ID tokens of at most this length (loginRequest.firebaseIdToken). */
const MAX_TOKEN_LENGTH = 4096;

export function isFirebaseChannel(value: unknown): value is FirebasePopupChannel {
  return typeof value === 'string' && (FIREBASE_POPUP_CHANNELS as readonly string[]).includes(value);
}

/** Reads a sign-in back from storage; anything else counts as none. */
export function parseFirebaseSignIn(value: unknown): FirebaseSignIn | null {
  if (!value || typeof value !== 'object') return null;
  const { channel, idToken } = value as Record<string, unknown>;
  if (!isFirebaseChannel(channel)) return null;
  if (typeof idToken !== 'string' || !idToken || idToken.length > MAX_TOKEN_LENGTH) return null;
  return { channel, idToken };
}

/** Brand names are not translated. */
export const FIREBASE_PROVIDER_NAMES: Record<FirebasePopupChannel, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'Twitter',
  line: 'LINE',
};
