/**
 * Which publicity popups show after a login: on a first login the entries whose
 * execution is A or F, on later logins only A, and none once the person closed them in this
 * session. The entries themselves come from the promotions data; this only filters.
 */

/** Execution modes: A shows after every login, F only after the first one. */
export type PopupExecution = 'A' | 'F' | (string & {});

export interface PopupEntry {
  execution?: PopupExecution | null;
}

export interface PopupContext {
  firstLogin: boolean;
  /** The publicity-close flag of the session. */
  closed: boolean;
}

export function popupsAfterLogin<T extends PopupEntry>(entries: readonly T[], context: PopupContext): T[] {
  if (context.closed) return [];
  const allowed = context.firstLogin ? ['A', 'F'] : ['A'];
  return entries.filter((entry) => allowed.includes((entry.execution ?? '').toUpperCase()));
}
