import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from './client.js';

/**
 * Ambient transactions. The `db` handle every repository and service holds (Database.db) routes
 * each query to the transaction open in the caller's async context, if any, so a unit of work
 * (e.g. an /admin/api change and its audit entry) commits or rolls back as one without passing a
 * transaction handle through every layer:
 *
 *   await db.transaction(async () => { await someService.change(); await audit.record(); });
 *
 * Inside it, every query made through `db` by any code the callback awaits joins that
 * transaction, and a nested `db.transaction()` becomes a savepoint (one at a time per level), so a
 * service's own transaction and a retry loop (the ledger's) keep working. Outside of one, `db`
 * behaves as before. PGlite is one connection: while a transaction is open, a query that bypasses
 * this handle waits for it to end, so everything inside must go through `db` (or the `tx` given).
 *
 * Side effects that must not happen when the change rolls back (real-time pushes, cache
 * invalidation, messages to the outside) go through afterCommit().
 */
interface Scope {
  readonly tx: Tx;
  readonly parent: Scope | null;
  /** Effects waiting for the outermost commit; dropped with this level when it rolls back. */
  readonly pending: (() => unknown)[];
  /** Savepoints of this level run one after another: they share one connection and one name. */
  queue: Promise<unknown>;
  open: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();

/** The innermost transaction still open in this async context (work that outlived its level falls back). */
function openScope(): Scope | null {
  for (let scope = scopes.getStore() ?? null; scope; scope = scope.parent) {
    if (scope.open) return scope;
  }
  return null;
}

/** True while the caller runs inside an ambient transaction. */
export function inTransaction(): boolean {
  return openScope() !== null;
}

/**
 * Runs `effect` once the enclosing ambient transaction has committed (at once when there is none),
 * and never when it rolls back. The transaction's `db.transaction()` call resolves after its
 * effects have run, in order; an effect that fails is logged and does not undo the commit.
 */
export async function afterCommit(effect: () => unknown): Promise<void> {
  const scope = openScope();
  if (scope) {
    scope.pending.push(effect);
    return;
  }
  await effect();
}

async function runEffects(effects: (() => unknown)[]): Promise<void> {
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      console.error('an effect after commit failed', error);
    }
  }
}

function enter<T>(parent: Scope | null, tx: Tx, work: (tx: Tx) => Promise<T>): Promise<[T, Scope]> {
  const scope: Scope = { tx, parent, pending: [], queue: Promise.resolve(), open: true };
  return scopes.run(scope, async (): Promise<[T, Scope]> => {
    try {
      return [await work(tx), scope];
    } finally {
      scope.open = false;
    }
  });
}

/** Wraps a drizzle handle so that its queries and transactions join the ambient transaction. */
export function withAmbientTransactions(root: Db): Db {
  async function transaction<T>(work: (tx: Tx) => Promise<T>, config?: Parameters<Db['transaction']>[1]) {
    const parent = openScope();
    if (!parent) {
      const [value, scope] = await root.transaction((tx) => enter(null, tx, work), config);
      await runEffects(scope.pending);
      return value;
    }
    const turn = parent.queue.then(() => parent.tx.transaction((tx) => enter(parent, tx, work)));
    parent.queue = turn.catch(() => undefined);
    const [value, scope] = await turn;
    parent.pending.push(...scope.pending);
    return value;
  }
  return new Proxy(root, {
    get(target, property) {
      if (property === 'transaction') return transaction;
      const source = openScope()?.tx ?? target;
      const value: unknown = Reflect.get(source, property, source);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(source) : value;
    },
  });
}
