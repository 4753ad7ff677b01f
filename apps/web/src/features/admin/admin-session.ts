/** The back-office token lives apart from the member session, so one browser can hold both. */
const ADMIN_TOKEN_KEY = 'adminToken';

export function getAdminToken(): string | null {
  try {
    return sessionStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setAdminToken(token: string): void {
  sessionStorage.setItem(ADMIN_TOKEN_KEY, token);
}

export function clearAdminToken(): void {
  try {
    sessionStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}

export const ADMIN_LOGIN_PATH = '/admin/login';
