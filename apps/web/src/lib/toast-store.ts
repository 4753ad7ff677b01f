import { useSyncExternalStore } from 'react';
import { LIMITS } from '@platform/shared';

export type ToastKind = 'success' | 'error' | 'info';

/** Distance of the toast stack from the window edge (or the header) and between toasts. */
export const TOAST_OFFSET_PX = 16;

/**
 * Time on screen of a toast the app raises on its own (from a real-time message, not in reply to
 * a click): longer than the default, since nobody may be looking when it arrives.
 */
export const APP_TOAST_DURATION_MS = 9_000;

export interface ToastSpec {
  kind: ToastKind;
  /** Already translated: the store knows nothing of languages. */
  title: string;
  message?: string;
  /**
   * Milliseconds on screen; the default is the spec's 4500 ms, or APP_TOAST_DURATION_MS for a
   * toast the app raises on its own (`fromApp`). Every toast leaves by itself and can be closed.
   */
  durationMs?: number;
  fromApp?: boolean;
  /**
   * Toasts with the same key are one toast: showing it again refreshes the one on screen instead
   * of stacking. Without a key, a toast of the same kind, title and message is the same toast.
   */
  key?: string;
  testId?: string;
}

export interface Toast extends Omit<ToastSpec, 'durationMs' | 'fromApp'> {
  id: number;
  durationMs: number;
}

export interface ToastStore {
  show(spec: ToastSpec): number;
  close(id: number): void;
  closeAll(): void;
  /** Stops a toast's clock (the pointer is on it, or it has the focus). */
  pause(id: number): void;
  /** Runs the clock again with the time that was left. */
  resume(id: number): void;
  /**
   * Whether the page is in view. While it is hidden no toast's clock runs, and a toast shown then
   * waits: nobody reads what arrives meanwhile, and it is still there on return.
   */
  pageShown(visible: boolean): void;
  list(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

export interface ToastTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

const realTimers: ToastTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/** At most this many toasts at once; the oldest leaves first. */
export const MAX_TOASTS = 5;

function sameToast(a: Toast, b: ToastSpec): boolean {
  if (a.key !== undefined || b.key !== undefined) return a.key === b.key;
  return a.kind === b.kind && a.title === b.title && (a.message ?? '') === (b.message ?? '');
}

interface Clock {
  handle: unknown;
  /** When the running clock ends, or null while paused. */
  endsAt: number | null;
  left: number;
}

export function createToastStore(timers: ToastTimers = realTimers): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const clocks = new Map<number, Clock>();
  const listeners = new Set<() => void>();

  const set = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };
  const stop = (id: number) => {
    const clock = clocks.get(id);
    if (clock?.endsAt != null) timers.clearTimeout(clock.handle);
    clocks.delete(id);
  };
  let pageHidden = false;
  const start = (id: number, ms: number) => {
    if (pageHidden) {
      clocks.set(id, { handle: null, endsAt: null, left: ms });
      return;
    }
    clocks.set(id, {
      handle: timers.setTimeout(() => store.close(id), ms),
      endsAt: timers.now() + ms,
      left: ms,
    });
  };

  const store: ToastStore = {
    show(spec) {
      const { fromApp, durationMs, ...rest } = spec;
      const duration = durationMs ?? (fromApp ? APP_TOAST_DURATION_MS : LIMITS.toastDurationMs);
      const same = toasts.find((t) => sameToast(t, spec));
      if (same) {
        // The same toast again: refresh the one on screen in place, with a new clock.
        stop(same.id);
        set(toasts.map((t) => (t === same ? { ...rest, id: same.id, durationMs: duration } : t)));
        start(same.id, duration);
        return same.id;
      }
      const id = nextId++;
      let others = toasts;
      while (others.length >= MAX_TOASTS) {
        stop(others[0]!.id);
        others = others.slice(1);
      }
      set([...others, { ...rest, id, durationMs: duration }]);
      start(id, duration);
      return id;
    },
    close(id) {
      stop(id);
      if (toasts.some((t) => t.id === id)) set(toasts.filter((t) => t.id !== id));
    },
    closeAll() {
      for (const id of [...clocks.keys()]) stop(id);
      if (toasts.length) set([]);
    },
    pause(id) {
      const clock = clocks.get(id);
      if (!clock || clock.endsAt === null) return;
      timers.clearTimeout(clock.handle);
      clocks.set(id, { handle: null, endsAt: null, left: Math.max(0, clock.endsAt - timers.now()) });
    },
    resume(id) {
      const clock = clocks.get(id);
      if (!clock || clock.endsAt !== null) return;
      // Whatever is left, the reader gets a moment to move away before it goes.
      start(id, Math.max(clock.left, 1_000));
    },
    pageShown(visible) {
      if (pageHidden === !visible) return;
      pageHidden = !visible;
      for (const id of [...clocks.keys()]) {
        if (visible) store.resume(id);
        else store.pause(id);
      }
    },
    list: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

/** The one store the app renders through <ToastHost/>. */
export const toasts = createToastStore();

export function useToasts(store: ToastStore = toasts): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.list, store.list);
}
