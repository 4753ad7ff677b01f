import { useSyncExternalStore } from 'react';

export type DialogKind = 'warning' | 'info' | 'domain';

export interface DialogAction {
  /** Already translated: the store knows nothing of languages. */
  label: string;
  primary?: boolean;
  /** Returning false keeps the dialog open (a retry that is still running, for instance). */
  onClick?: () => void | boolean | Promise<void | boolean>;
}

export interface DialogSpec {
  kind: DialogKind;
  title?: string;
  message: string;
  actions: DialogAction[];
  /** Dialogs with the same key replace each other instead of stacking. */
  key?: string;
}

export interface OpenDialog extends DialogSpec {
  id: number;
}

export interface DialogStore {
  open(spec: DialogSpec): number;
  close(id: number): void;
  closeAll(): void;
  list(): readonly OpenDialog[];
  subscribe(listener: () => void): () => void;
}

export function createDialogStore(): DialogStore {
  let dialogs: readonly OpenDialog[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly OpenDialog[]) => {
    dialogs = next;
    for (const listener of listeners) listener();
  };
  return {
    open(spec) {
      const id = nextId++;
      const others = spec.key ? dialogs.filter((d) => d.key !== spec.key) : dialogs;
      set([...others, { ...spec, id }]);
      return id;
    },
    close(id) {
      if (dialogs.some((d) => d.id === id)) set(dialogs.filter((d) => d.id !== id));
    },
    closeAll() {
      if (dialogs.length) set([]);
    },
    list: () => dialogs,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The one store the app renders through <DialogHost/>. */
export const dialogs = createDialogStore();

export function useDialogs(store: DialogStore = dialogs): readonly OpenDialog[] {
  return useSyncExternalStore(store.subscribe, store.list, store.list);
}
