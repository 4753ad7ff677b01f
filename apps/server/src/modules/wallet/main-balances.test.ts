import { describe, expect, it } from 'vitest';
import { MainBalances } from './main-balances.js';
import { mainWalletKey, type MainWalletOwner } from './main-balance.repository.js';

/**
 * A ledger whose statements are recorded and answer when the test lets them: each answers the
 * balances as they stand when it starts (a statement's snapshot), not when it finishes.
 */
function ledger() {
  const balances = new Map<string, bigint>();
  const statements: MainWalletOwner[][] = [];
  const open: (() => void)[] = [];
  let failNext: Error | null = null;
  const repository = {
    async available(owners: readonly MainWalletOwner[]) {
      statements.push([...owners]);
      const snapshot = new Map(
        owners.flatMap((o) => {
          const value = balances.get(mainWalletKey(o));
          return value === undefined ? [] : [[mainWalletKey(o), value] as const];
        }),
      );
      const failure = failNext;
      failNext = null;
      await new Promise<void>((resolve) => open.push(resolve));
      if (failure) throw failure;
      return snapshot;
    },
  };
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  return {
    balances,
    statements,
    reads: new MainBalances(repository),
    set: (owner: MainWalletOwner, value: bigint) => balances.set(mainWalletKey(owner), value),
    fail: (error: Error) => (failNext = error),
    turn,
    /** Lets every statement started so far finish, and the queue start what waited for them. */
    finish: async () => {
      open.splice(0).forEach((resolve) => resolve());
      await turn();
      await turn();
    },
  };
}

const DEMO = { id: 1, currency: 'THB' };
const ALPHA = { id: 2, currency: 'VND' };
const owner = (merchant: { id: number; currency: string }, memberId: number) => ({
  merchantId: merchant.id,
  currency: merchant.currency,
  memberId,
});

describe('MainBalances', () => {
  it('answers requests that arrive together with one statement, each with its own member', async () => {
    const l = ledger();
    l.set(owner(DEMO, 10), 250_050n);
    l.set(owner(ALPHA, 20), 5_000_000n);
    const answers = Promise.all([
      l.reads.available(DEMO, 10),
      l.reads.available(ALPHA, 20),
      l.reads.available(DEMO, 10),
      l.reads.available(DEMO, 11),
    ]);
    await l.turn();
    expect(l.statements).toHaveLength(1);
    // The same member asked twice is read once.
    expect(l.statements[0]).toHaveLength(3);
    await l.finish();
    // Decimal strings in major units, at each currency's scale; no account yet is zero.
    expect(await answers).toEqual(['2500.50', '5000000', '2500.50', '0.00']);
  });

  it("never answers a member of one merchant with another merchant's account", async () => {
    const l = ledger();
    l.set(owner(DEMO, 10), 100n);
    const answers = Promise.all([l.reads.availableMinor(ALPHA, 10), l.reads.availableMinor(DEMO, 10)]);
    await l.turn();
    await l.finish();
    expect(await answers).toEqual([0n, 100n]);
  });

  it('answers a request that arrives while a statement runs from a later statement', async () => {
    const l = ledger();
    l.set(owner(DEMO, 10), 100n);
    const first = l.reads.availableMinor(DEMO, 10);
    await l.turn();
    expect(l.statements).toHaveLength(1);
    // A change commits while the first statement runs; a request made after it must see it.
    l.set(owner(DEMO, 10), 40n);
    const second = l.reads.availableMinor(DEMO, 10);
    await l.turn();
    expect(l.statements).toHaveLength(2);
    await l.finish();
    expect(await first).toBe(100n);
    expect(await second).toBe(40n);
  });

  it('keeps at most two statements in flight; what arrives meanwhile shares the next one', async () => {
    const l = ledger();
    const early = [l.reads.availableMinor(DEMO, 1)];
    await l.turn();
    early.push(l.reads.availableMinor(DEMO, 2));
    await l.turn();
    const late = [3, 4, 5].map((id) => l.reads.availableMinor(DEMO, id));
    await l.turn();
    expect(l.statements.map((s) => s.map((o) => o.memberId))).toEqual([[1], [2]]);
    await l.finish();
    expect(l.statements.map((s) => s.map((o) => o.memberId))).toEqual([[1], [2], [3, 4, 5]]);
    await l.finish();
    expect(await Promise.all([...early, ...late])).toEqual([0n, 0n, 0n, 0n, 0n]);
  });

  it('fails the requests of a failed statement only, and keeps serving', async () => {
    const l = ledger();
    l.fail(new Error('connection lost'));
    const failed = l.reads.availableMinor(DEMO, 1);
    const outcome = failed.then(
      () => 'answered',
      (error: Error) => error.message,
    );
    await l.turn();
    await l.finish();
    expect(await outcome).toBe('connection lost');
    l.set(owner(DEMO, 1), 7n);
    const next = l.reads.availableMinor(DEMO, 1);
    await l.turn();
    await l.finish();
    expect(await next).toBe(7n);
  });
});
