import { useSyncExternalStore } from 'react';

/** Session values of a login, kept in sessionStorage so they end with the tab. */
export const SESSION_KEYS = [
  'token',
  'account',
  'nickname',
  'isAgent',
  'toUpline',
  'merchantCode',
  'hisLang',
  'permission',
  'customerId',
  'username',
  'source',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

export interface SessionSnapshot {
  token: string | null;
  account: string | null;
  nickname: string | null;
  isAgent: number | null;
  customerId: string | null;
  merchantCode: string | null;
  source: string | null;
}

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot | null = null;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Some privacy modes throw on access instead of hiding the object.
    return null;
  }
}

function read(key: SessionKey): string | null {
  return storage()?.getItem(key) ?? null;
}

function emit(): void {
  snapshot = null;
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  const token = read('token');
  return token && token.trim() ? token : null;
}

export function getSessionValue(key: SessionKey): string | null {
  return read(key);
}

export function setSessionValues(
  values: Partial<Record<SessionKey, string | number | null | undefined>>,
): void {
  const store = storage();
  if (!store) return;
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) store.removeItem(key);
    else store.setItem(key, String(value));
  }
  emit();
}

/**
 * Empties session storage except the named keys. The merchant survives every clear
 * because it identifies the site, not the person.
 */
export function clearSession(keep: readonly SessionKey[] = ['merchantCode']): void {
  const store = storage();
  if (!store) return;
  const kept = new Map<string, string>();
  for (const key of keep) {
    const value = store.getItem(key);
    if (value !== null) kept.set(key, value);
  }
  store.clear();
  for (const [key, value] of kept) store.setItem(key, value);
  emit();
}

function buildSnapshot(): SessionSnapshot {
  const isAgent = read('isAgent');
  const parsedAgent = isAgent === null || isAgent === '' ? null : Number(isAgent);
  return {
    token: getToken(),
    account: read('account'),
    nickname: read('nickname'),
    isAgent: parsedAgent !== null && Number.isFinite(parsedAgent) ? parsedAgent : null,
    customerId: read('customerId'),
    merchantCode: read('merchantCode'),
    source: read('source'),
  };
}

export function getSessionSnapshot(): SessionSnapshot {
  snapshot ??= buildSnapshot();
  return snapshot;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, getSessionSnapshot);
}

/**
 * Where a person lands after the session ends: the home page, also for those who came from the
 * agent portal, whose page is not built yet (a page that is not built is not linked).
 */
export function homeAfterSessionEnd(): string {
  return '/';
}
