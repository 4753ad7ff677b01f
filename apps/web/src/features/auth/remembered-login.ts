/**
 * The remember-password and last-user cookies of the login box, each kept 1 day. The
 * remember-password cookie holds only the member's choice ("1"), never the password: with it the
 * password field invites the browser's password manager to keep and fill the password
 * (autocomplete current-password), without it asks it not to (autocomplete off). The last-user
 * cookie holds the username of the last login by username, which the box starts with.
 */
export const REMEMBER_PASSWORD_COOKIE = 'rememberPwd';
export const LAST_USER_COOKIE = 'lastUser';
export const REMEMBERED_LOGIN_COOKIE_DAYS = 1;

const MAX_AGE_S = REMEMBERED_LOGIN_COOKIE_DAYS * 24 * 60 * 60;
/** What a login username may be, at most (the field's own limit). */
const USERNAME = /^[\p{L}\p{N}_.@+-]{1,64}$/u;

function readCookie(doc: Document, name: string): string | null {
  for (const part of doc.cookie.split(';')) {
    const [rawKey, ...rest] = part.split('=');
    if (rawKey?.trim() !== name) continue;
    try {
      return decodeURIComponent(rest.join('=').trim());
    } catch {
      return null;
    }
  }
  return null;
}

function writeCookie(doc: Document, name: string, value: string | null): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  const life = value === null ? 'Max-Age=0' : `Max-Age=${MAX_AGE_S}`;
  doc.cookie = `${name}=${encodeURIComponent(value ?? '')}; ${life}; Path=/; SameSite=Lax${secure}`;
}

export interface RememberedLogin {
  rememberPassword: boolean;
  lastUser: string;
}

export function readRememberedLogin(doc: Document = document): RememberedLogin {
  const user = readCookie(doc, LAST_USER_COOKIE) ?? '';
  return {
    rememberPassword: readCookie(doc, REMEMBER_PASSWORD_COOKIE) === '1',
    lastUser: USERNAME.test(user) ? user : '',
  };
}

/** After a login by username: the last user for 1 day, and the remember choice (dropped when off). */
export function saveRememberedLogin(
  username: string,
  rememberPassword: boolean,
  doc: Document = document,
): void {
  if (USERNAME.test(username)) writeCookie(doc, LAST_USER_COOKIE, username);
  writeCookie(doc, REMEMBER_PASSWORD_COOKIE, rememberPassword ? '1' : null);
}
