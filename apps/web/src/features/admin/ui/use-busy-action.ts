import { useState } from 'react';

/**
 * One call at a time from a form: `run` ignores a second submit while the first is out and
 * reports whether the call went through. A failure is already told by the admin client's
 * dialog, so it is only swallowed here.
 */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    try {
      await action();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
