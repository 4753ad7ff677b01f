import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** The longest the parts below wait for an idle moment on a busy page. */
const IDLE_TIMEOUT_MS = 2_000;

let settled = false;
let scheduled = false;
const waiting = new Set<() => void>();

function settle(): void {
  settled = true;
  for (const resume of waiting) resume();
  waiting.clear();
}

function whenSettled(resume: () => void): () => void {
  waiting.add(resume);
  if (!scheduled) {
    scheduled = true;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(settle, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(settle, 0);
  }
  return () => waiting.delete(resume);
}

/**
 * Renders its children once the browser is idle after the app's first screen: parts nobody sees
 * at first (event listeners, the floating toolbar, the chat bubble, the support scripts) then
 * render in a task of their own instead of lengthening the first render's. Nothing in the page's
 * flow may go in here: it would move what is already on screen when it appears.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(settled);
  useEffect(() => {
    if (ready) return;
    return whenSettled(() => startTransition(() => setReady(true)));
  }, [ready]);
  return ready ? <>{children}</> : null;
}
