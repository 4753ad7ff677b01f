import { useCallback, useMemo, useState } from 'react';
import { useSession } from '../../../lib/session';
import { AUTH_STORAGE_KEYS, readFlag, writeFlag } from '../auth-storage';
import { popupsAfterLogin, type PopupEntry } from '../popup-rule';

/**
 * The publicity popups to show after a login, from the entries the caller loaded.
 * Nothing while logged out; `close` sets the session's publicity-close flag so they stay closed.
 */
export function usePostLoginPopups<T extends PopupEntry>(entries: readonly T[] | null | undefined) {
  const { token } = useSession();
  const [closed, setClosed] = useState(() => readFlag(AUTH_STORAGE_KEYS.publicityClosed));
  const popups = useMemo(
    () =>
      token && entries
        ? popupsAfterLogin(entries, { firstLogin: readFlag(AUTH_STORAGE_KEYS.firstLogin), closed })
        : [],
    [token, entries, closed],
  );
  const close = useCallback(() => {
    writeFlag(AUTH_STORAGE_KEYS.publicityClosed, true);
    setClosed(true);
  }, []);
  return { popups, close };
}
