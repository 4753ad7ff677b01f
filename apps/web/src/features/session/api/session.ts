import {
  LIMITS,
  TRIAL_ACCOUNT_TYPES,
  memberApi,
  sessionApi,
  type LanguageCode,
  type LoginValue,
  type MemberInfo,
} from '@platform/shared';
import { api } from '../../../lib/api';
import {
  clearSession,
  getSessionSnapshot,
  getToken,
  homeAfterSessionEnd,
  setSessionValues,
} from '../../../lib/session';

export type { MemberInfo };

const TRIAL_TYPES = new Set(TRIAL_ACCOUNT_TYPES);

export async function fetchMemberInfo(): Promise<MemberInfo> {
  const info = await api.call(memberApi.info);
  setSessionValues({
    account: info.account,
    username: info.account,
    nickname: info.nickname ?? info.account,
    isAgent: info.isAgent,
    customerId: info.customerId,
    toUpline: info.toUpline,
  });
  return info;
}

/**
 * Stores what a successful login or registration answered (the session values). The
 * caller then fetches member info and moves on; this only makes the session exist.
 */
export function storeLoginSession(value: LoginValue): void {
  setSessionValues({
    token: value.token,
    account: value.account,
    username: value.userName,
    nickname: value.nickname ?? value.account,
    isAgent: value.isAgent,
    toUpline: value.toUpline,
    customerId: value.customerId,
    merchantCode: value.merchantCode,
    hisLang: value.hisLang,
    source: value.source,
  });
}

export async function updateServerLanguage(language: LanguageCode): Promise<void> {
  const { token, isAgent } = getSessionSnapshot();
  if (!token || (isAgent !== null && TRIAL_TYPES.has(isAgent))) return;
  setSessionValues({ hisLang: language });
  try {
    await api.call(memberApi.setLanguage, { body: { language } }, { alert: false });
  } catch {
    // The choice already applies on this device; the server copy only matters for messages.
  }
}

/**
 * Where a logout goes: the next page it names (a path of this site), else home.
 */
export function logoutDestination(next: string | null | undefined, home: string): string {
  const value = next?.trim() ?? '';
  const sitePath =
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\') &&
    ![...value].some((char) => char.charCodeAt(0) < 0x20);
  return sitePath ? value : home;
}

/**
 * Logs out: tells the server (keepalive, so it survives the redirect), drops the token and every
 * session value except the merchant, then leaves for the next page, or home, after 150 ms.
 */
export async function logout(nextPage?: string | null): Promise<void> {
  const next = logoutDestination(nextPage, homeAfterSessionEnd());
  if (getToken()) {
    try {
      await api.call(sessionApi.logout, {}, { keepalive: true, alert: false });
    } catch {
      // The local session ends regardless; a stale server session expires on its own.
    }
  }
  clearSession(['merchantCode']);
  await new Promise<void>((resolve) =>
    setTimeout(() => {
      window.location.assign(next);
      resolve();
    }, LIMITS.logoutRedirectMs),
  );
}
