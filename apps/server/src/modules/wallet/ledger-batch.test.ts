import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AppError } from '../../platform/http/app-error.js';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { Ledger, type AccountRef, type TransferOutcome, type TransferSpec } from './ledger.js';
import { rowsOf } from './ledger.repository.js';
import { checkLedger, memberIdOf, merchantIdOf, SOUND } from './test-support.js';

let t: TestApp;
let ledger: Ledger;
let demo: number;
let alpha: number;
let members: number[];
let alphaMember: number;
let keyCounter = 0;

const main = (memberId: number): AccountRef => ({ owner: 'member', memberId, wallet: 'MAIN' });

function spec(
  partial: Partial<TransferSpec> & Pick<TransferSpec, 'debit' | 'credit' | 'amount'>,
): TransferSpec {
  return {
    merchantId: demo,
    currency: 'THB',
    kind: 'wallet_transfer',
    idempotencyKey: `batch:${++keyCounter}`,
    ...partial,
  };
}

async function settled(promise: Promise<TransferOutcome>): Promise<TransferOutcome | string> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  ledger = new Ledger(t.database.db);
  demo = await merchantIdOf(t, 'demo');
  alpha = await merchantIdOf(t, 'alpha');
  alphaMember = await memberIdOf(t, 'alpha', 'alpha001');
  members = await Promise.all(['demo001', 'demo002', 'agent001'].map((u) => memberIdOf(t, 'demo', u)));
  for (const id of members) {
    await ledger.transfer(
      spec({
        debit: { owner: 'house', code: 'CASH' },
        credit: main(id),
        amount: 1_000_000n,
        kind: 'adjustment',
      }),
    );
  }
});

afterAll(async () => {
  await t?.close();
});

describe('concurrent posted transfers', () => {
  it('share transactions, and chain each account history as one by one would', async () => {
    const ids: number[] = [];
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const debit = members[i % 3]!;
        const credit = members[(i + 1) % 3]!;
        return ledger.transfer(spec({ debit: main(debit), credit: main(credit), amount: BigInt(1 + i) }));
      }),
    );
    for (const o of outcomes) ids.push(o.transfer.id);
    // Each transfer one commit would be sixty transactions.
    const [{ n }] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`SELECT count(DISTINCT xmin::text)::int AS n FROM ledger_transfers WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[])`,
      ),
    ) as [{ n: number }];
    expect(n).toBeLessThan(60);

    // Every entry's balance follows from the one before it on its account, in id order.
    const entries = rowsOf<{ account_id: string; transfer_id: string; d: string; after: string }>(
      await t.database.db.execute(sql`
        SELECT account_id::text, transfer_id::text, balance_delta::text AS d, balance_after::text AS after
        FROM ledger_entries
        WHERE account_id IN (SELECT account_id FROM ledger_entries WHERE transfer_id = ANY(${`{${ids.join(',')}}`}::bigint[]))
        ORDER BY account_id, id`),
    );
    let previous: { account: string; after: bigint } | null = null;
    for (const e of entries) {
      if (previous && previous.account === e.account_id) {
        expect(BigInt(e.after)).toBe(previous.after + BigInt(e.d));
      }
      previous = { account: e.account_id, after: BigInt(e.after) };
    }
    // What a transfer answers about its debit account is what its entry recorded.
    for (const o of outcomes) {
      const entry = entries.find(
        (e) => e.transfer_id === String(o.transfer.id) && e.account_id === String(o.transfer.debitAccountId),
      )!;
      expect(o.debit.balance).toBe(BigInt(entry.after));
      expect(o.replayed).toBe(false);
    }
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });

  it('answers each transfer of a batch on its own: a refused one never fails the others', async () => {
    const [a, b, c] = members as [number, number, number];
    const used = `batch:used:${++keyCounter}`;
    const first = await ledger.transfer(
      spec({ debit: main(a), credit: main(b), amount: 5n, idempotencyKey: used }),
    );
    const before = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`SELECT count(*)::int AS n FROM ledger_transfers`),
    )[0]!.n;
    const results = await Promise.all([
      settled(ledger.transfer(spec({ debit: main(a), credit: main(b), amount: 7n }))),
      // More than the wallet holds.
      settled(ledger.transfer(spec({ debit: main(c), credit: main(a), amount: 10_000_000_000n }))),
      // A replay and a different request under a used key.
      settled(ledger.transfer(spec({ debit: main(a), credit: main(b), amount: 5n, idempotencyKey: used }))),
      settled(ledger.transfer(spec({ debit: main(a), credit: main(b), amount: 6n, idempotencyKey: used }))),
      // A wallet never used before is opened.
      settled(
        ledger.transfer(
          spec({ debit: main(b), credit: { owner: 'member', memberId: c, wallet: 'BTCH' }, amount: 9n }),
        ),
      ),
      // A member of another merchant has no account here, and gets none.
      settled(ledger.transfer(spec({ debit: main(a), credit: main(alphaMember), amount: 3n }))).catch(
        (error: unknown) => (error instanceof Error ? 'error' : 'unknown'),
      ),
      settled(ledger.transfer(spec({ debit: main(b), credit: main(c), amount: 8n }))),
    ]);
    const made = (r: TransferOutcome | string) =>
      typeof r === 'string' ? r : r.replayed ? 'replayed' : 'made';
    expect(results.map(made)).toEqual([
      'made',
      'balance.insufficient',
      'replayed',
      'idempotency.conflict',
      'made',
      'error',
      'made',
    ]);
    expect((results[2] as TransferOutcome).transfer.id).toBe(first.transfer.id);
    const after = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`SELECT count(*)::int AS n FROM ledger_transfers`),
    )[0]!.n;
    expect(after - before).toBe(3);
    expect(alpha).not.toBe(demo);
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });
});
