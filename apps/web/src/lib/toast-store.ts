import { useSyncExternalStore } from 'react';
import { LIMITS } from '@platform/shared';

export type ToastKind = 'success' | 'error' | 'info';

/** Distance of the toast stack from the window edge and between toasts. */
export const TOAST_OFFSET_PX = 16;

export interface ToastSpec {
  kind: ToastKind;
  /** Already translated: the store knows nothing of languages. */
  title: string;
  message?: string;
  /**
   * Milliseconds on screen; the default is the spec's 4500 ms. Toasts the app raises on its own
   * (from real-time messages, not in reply to a click) are `sticky`: they stay until closed,
   * since nobody may be looking when they arrive.
   */
  durationMs?: number;
  sticky?: boolean;
  /** Toasts with the same key replace each other instead of stacking. */
  key?: string;
  testId?: string;
}

export interface Toast extends Omit<ToastSpec, 'durationMs' | 'sticky'> {
  id: number;
  /** null: stays until closed. */
  durationMs: number | null;
}

export interface ToastStore {
  show(spec: ToastSpec): number;
  close(id: number): void;
  closeAll(): void;
  list(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

export interface ToastTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: ToastTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** At most this many toasts at once; the oldest leaves first. */
export const MAX_TOASTS = 5;

export function createToastStore(timers: ToastTimers = realTimers): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const handles = new Map<number, unknown>();
  const listeners = new Set<() => void>();

  const set = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };
  const forget = (id: number) => {
    const handle = handles.get(id);
    if (handle !== undefined) timers.clearTimeout(handle);
    handles.delete(id);
  };

  const store: ToastStore = {
    show(spec) {
      const id = nextId++;
      const { sticky, durationMs, ...rest } = spec;
      const duration = sticky ? null : (durationMs ?? LIMITS.toastDurationMs);
      let others = spec.key ? toasts.filter((t) => t.key !== spec.key) : toasts;
      for (const gone of toasts.filter((t) => !others.includes(t))) forget(gone.id);
      while (others.length >= MAX_TOASTS) {
        forget(others[0]!.id);
        others = others.slice(1);
      }
      set([...others, { ...rest, id, durationMs: duration }]);
      if (duration !== null)
        handles.set(
          id,
          timers.setTimeout(() => store.close(id), duration),
        );
      return id;
    },
    close(id) {
      forget(id);
      if (toasts.some((t) => t.id === id)) set(toasts.filter((t) => t.id !== id));
    },
    closeAll() {
      for (const id of handles.keys()) forget(id);
      if (toasts.length) set([]);
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
