import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AppError } from '../../platform/http/app-error.js';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { Ledger, requestHash, sqlState, type AccountRef, type TransferSpec } from './ledger.js';
import { LedgerRepository, rowsOf } from './ledger.repository.js';
import { checkLedger, memberIdOf, merchantIdOf, SOUND } from './test-support.js';

let t: TestApp;
let ledger: Ledger;
let demo: number;
let alpha: number;
let alice: number;
let bob: number;
let alphaMember: number;
let keyCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  ledger = new Ledger(t.database.db);
  demo = await merchantIdOf(t, 'demo');
  alpha = await merchantIdOf(t, 'alpha');
  alice = await memberIdOf(t, 'demo', 'demo002');
  bob = await memberIdOf(t, 'demo', 'agent001');
  alphaMember = await memberIdOf(t, 'alpha', 'alpha001');
});

afterAll(async () => {
  await t?.close();
});

const CASH: AccountRef = { owner: 'house', code: 'CASH' };
const main = (memberId: number): AccountRef => ({ owner: 'member', memberId, wallet: 'MAIN' });
const wallet = (memberId: number, code: string): AccountRef => ({ owner: 'member', memberId, wallet: code });

function spec(
  partial: Partial<TransferSpec> & Pick<TransferSpec, 'debit' | 'credit' | 'amount'>,
): TransferSpec {
  return {
    merchantId: demo,
    currency: 'THB',
    kind: 'wallet_transfer',
    idempotencyKey: `test:${++keyCounter}`,
    ...partial,
  };
}

async function state(ref: AccountRef, merchantId = demo, currency = 'THB') {
  return ledger.run(async (l) => {
    const account = await l.account(merchantId, currency, ref);
    return { balance: account.balance, held: account.held, available: account.balance - account.held };
  });
}

async function rejected(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('posted transfers', () => {
  it('moves money between two accounts, writes both history entries and keeps the sum at zero', async () => {
    const before = await state(wallet(alice, 'LOTT'));
    const outcome = await ledger.transfer(
      spec({ debit: main(alice), credit: wallet(alice, 'LOTT'), amount: 1234n }),
    );
    expect(outcome.transfer.status).toBe('posted');
    expect(outcome.replayed).toBe(false);
    expect((await state(wallet(alice, 'LOTT'))).balance).toBe(before.balance + 1234n);
    const entries = await t.database.db.execute(
      sql`SELECT event, balance_delta::text AS d FROM ledger_entries WHERE transfer_id = ${outcome.transfer.id} ORDER BY id`,
    );
    const rows = (entries as unknown as { rows: { event: string; d: string }[] }).rows;
    expect(rows).toEqual([
      { event: 'direct', d: '-1234' },
      { event: 'direct', d: '1234' },
    ]);
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });

  it('refuses more than a member account holds, but lets a house account go negative', async () => {
    const { available } = await state(main(alice));
    expect(
      await rejected(
        ledger.transfer(spec({ debit: main(alice), credit: main(bob), amount: available + 1n })),
      ),
    ).toBe('balance.insufficient');
    expect((await state(main(alice))).available).toBe(available);

    const cash = await state(CASH);
    await ledger.transfer(
      spec({ debit: CASH, credit: main(alice), amount: -cash.balance + 500n, kind: 'adjustment' }),
    );
    expect((await state(CASH)).balance).toBeLessThan(0n);
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });

  it('refuses zero, negative and same-account transfers', async () => {
    expect(await rejected(ledger.transfer(spec({ debit: main(alice), credit: main(bob), amount: 0n })))).toBe(
      'amount.invalid',
    );
    expect(
      await rejected(ledger.transfer(spec({ debit: main(alice), credit: main(bob), amount: -5n }))),
    ).toBe('amount.invalid');
    expect(
      await rejected(ledger.transfer(spec({ debit: main(alice), credit: main(alice), amount: 5n }))),
    ).toBe('wallet.transfer.same');
  });

  it('never opens an account that ties a member to another merchant', async () => {
    await expect(
      ledger.transfer(spec({ debit: CASH, credit: main(alphaMember), amount: 5n, kind: 'adjustment' })),
    ).rejects.toThrow(/outside the merchant/);
    await ledger.transfer(
      spec({
        merchantId: alpha,
        currency: 'VND',
        debit: CASH,
        credit: main(alphaMember),
        amount: 5n,
        kind: 'adjustment',
      }),
    );
  });

  it('keeps the database from overdrawing a member account even if a service forgot to check', async () => {
    const account = await ledger.run((l) => l.account(demo, 'THB', main(alice)));
    const error = await t.database.db
      .execute(sql`UPDATE ledger_accounts SET balance = -1 WHERE id = ${account.id}`)
      .then(() => null)
      .catch((e: unknown) => e);
    expect(sqlState(error)).toBe('23514');
    const held = await t.database.db
      .execute(sql`UPDATE ledger_accounts SET held = balance + 1 WHERE id = ${account.id}`)
      .then(() => null)
      .catch((e: unknown) => e);
    expect(sqlState(held)).toBe('23514');
  });

  it('keeps history entries tied to their transfer, its merchant and its two accounts', async () => {
    const outcome = await ledger.transfer(spec({ debit: main(alice), credit: main(bob), amount: 7n }));
    const { id, debitAccountId } = outcome.transfer;
    const other = await ledger.run((l) => l.account(demo, 'THB', CASH));
    const entry = (merchantId: number, accountId: number, transferId: number) =>
      t.database.db
        .execute(
          sql`INSERT INTO ledger_entries (merchant_id, account_id, transfer_id, event, balance_delta, held_delta, balance_after, held_after)
              VALUES (${merchantId}, ${accountId}, ${transferId}, 'direct', 0, 0, 0, 0)`,
        )
        .then(() => null)
        .catch((e: unknown) => sqlState(e));
    expect(await entry(demo, debitAccountId, id + 1_000_000)).toBe('23503');
    expect(await entry(demo, other.id, id)).toBe('23503');
    expect(await entry(alpha, debitAccountId, id)).toBe('23503');
    const removed = await t.database.db
      .execute(sql`DELETE FROM ledger_transfers WHERE id = ${id}`)
      .then(() => null)
      .catch((e: unknown) => sqlState(e));
    expect(removed).toBe('23503');
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });

  it('keeps transfers between existing accounts of their own merchant and currency', async () => {
    const outcome = await ledger.transfer(spec({ debit: main(alice), credit: main(bob), amount: 3n }));
    const { debitAccountId, creditAccountId } = outcome.transfer;
    const foreign = await ledger.run((l) => l.account(alpha, 'VND', CASH));
    const transfer = (merchantId: number, currency: string, debit: number, credit: number) =>
      t.database.db
        .execute(
          sql`INSERT INTO ledger_transfers (merchant_id, currency, debit_account_id, credit_account_id, amount, status, kind, idempotency_key, request_hash)
              VALUES (${merchantId}, ${currency}, ${debit}, ${credit}, 1, 'posted', 'adjustment', ${`raw:${++keyCounter}`}, 'x')`,
        )
        .then(() => null)
        .catch((e: unknown) => sqlState(e));
    expect(await transfer(demo, 'THB', debitAccountId, foreign.id)).toBe('23503');
    expect(await transfer(demo, 'VND', debitAccountId, creditAccountId)).toBe('23503');
    expect(await transfer(alpha, 'THB', debitAccountId, creditAccountId)).toBe('23503');
    expect(await transfer(demo, 'THB', debitAccountId, 999_999_999)).toBe('23503');
    const moved = await t.database.db
      .execute(
        sql`UPDATE ledger_transfers SET credit_account_id = ${foreign.id} WHERE id = ${outcome.transfer.id}`,
      )
      .then(() => null)
      .catch((e: unknown) => sqlState(e));
    expect(moved).toBe('23503');
    const removed = await t.database.db
      .execute(sql`DELETE FROM ledger_accounts WHERE id = ${creditAccountId}`)
      .then(() => null)
      .catch((e: unknown) => sqlState(e));
    expect(removed).toBe('23503');
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });

  it('checks every row of a many-row statement, also one that repeats a transfer or accounts of sound rows', async () => {
    const outcome = await ledger.transfer(spec({ debit: main(alice), credit: main(bob), amount: 2n }));
    const { id, debitAccountId, creditAccountId } = outcome.transfer;
    const cash = await ledger.run((l) => l.account(demo, 'THB', CASH));
    const foreign = await ledger.run((l) => l.account(alpha, 'VND', CASH));
    const entries = (rows: [number, number, number][]) =>
      t.database.db
        .execute(
          sql`INSERT INTO ledger_entries (merchant_id, account_id, transfer_id, event, balance_delta, held_delta, balance_after, held_after)
              SELECT m, a, tr, 'direct', 0, 0, 0, 0
              FROM unnest(${`{${rows.map((r) => r[0]).join(',')}}`}::int[], ${`{${rows.map((r) => r[1]).join(',')}}`}::bigint[],
                          ${`{${rows.map((r) => r[2]).join(',')}}`}::bigint[]) AS v(m, a, tr)`,
        )
        .then(() => null)
        .catch((e: unknown) => sqlState(e));
    // Both sides of the transfer are sound; a third row on it names an account it does not move,
    // or another merchant.
    expect(
      await entries([
        [demo, debitAccountId, id],
        [demo, cash.id, id],
        [demo, creditAccountId, id],
      ]),
    ).toBe('23503');
    expect(
      await entries([
        [demo, debitAccountId, id],
        [alpha, creditAccountId, id],
      ]),
    ).toBe('23503');
    expect(
      await entries([
        [demo, debitAccountId, id],
        [demo, creditAccountId, id + 1_000_000],
      ]),
    ).toBe('23503');
    // An account between the transfer's two (by id) is not one of them either.
    const ids = (
      await Promise.all(
        [main(alice), main(bob), CASH].map((ref) => ledger.run((l) => l.account(demo, 'THB', ref))),
      )
    )
      .map((a) => a.id)
      .sort((x, y) => x - y);
    // Tried on a transfer of its own, in a savepoint of a transaction that is then undone.
    class Undo extends Error {
      constructor(readonly state: string | null) {
        super('undo');
      }
    }
    const middle = await t.database.db
      .transaction(async (tx) => {
        const inserted = await tx.execute(
          sql`INSERT INTO ledger_transfers (merchant_id, currency, debit_account_id, credit_account_id, amount, status, kind, idempotency_key, request_hash)
              VALUES (${demo}, 'THB', ${ids[0]}, ${ids[2]}, 1, 'posted', 'adjustment', ${`raw:${++keyCounter}`}, 'x') RETURNING id`,
        );
        const spanning = Number(rowsOf<{ id: string }>(inserted)[0]!.id);
        const state = await tx
          .transaction((sp) =>
            sp.execute(
              sql`INSERT INTO ledger_entries (merchant_id, account_id, transfer_id, event, balance_delta, held_delta, balance_after, held_after)
                  SELECT ${demo}, a, ${spanning}, 'direct', 0, 0, 0, 0 FROM unnest(${`{${ids.join(',')}}`}::bigint[]) a`,
            ),
          )
          .then(() => null)
          .catch((e: unknown) => sqlState(e));
        throw new Undo(state);
      })
      .catch((e: unknown) => {
        if (e instanceof Undo) return e.state;
        throw e;
      });
    expect(middle).toBe('23503');
    const transfers = (rows: [string, number, number][]) =>
      t.database.db
        .execute(
          sql`INSERT INTO ledger_transfers (merchant_id, currency, debit_account_id, credit_account_id, amount, status, kind, idempotency_key, request_hash)
              SELECT ${demo}, c, d, cr, 1, 'posted', 'adjustment', 'raw:' || ${++keyCounter} || ':' || n, 'x'
              FROM unnest(${`{${rows.map((r) => r[0]).join(',')}}`}::varchar[], ${`{${rows.map((r) => r[1]).join(',')}}`}::bigint[],
                          ${`{${rows.map((r) => r[2]).join(',')}}`}::bigint[]) WITH ORDINALITY AS v(c, d, cr, n)`,
        )
        .then(() => null)
        .catch((e: unknown) => sqlState(e));
    // The same accounts as a sound row, in another currency; or one foreign account among many sound rows.
    expect(
      await transfers([
        ['THB', cash.id, debitAccountId],
        ['VND', cash.id, debitAccountId],
      ]),
    ).toBe('23503');
    expect(
      await transfers([
        ['THB', cash.id, debitAccountId],
        ['THB', cash.id, creditAccountId],
        ['THB', cash.id, foreign.id],
      ]),
    ).toBe('23503');
    // Sound many-row statements pass (and are rolled back by hand: they move no balance).
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`INSERT INTO ledger_transfers (merchant_id, currency, debit_account_id, credit_account_id, amount, status, kind, idempotency_key, request_hash)
            SELECT ${demo}, 'THB', ${cash.id}, a, 1, 'pending', 'adjustment', 'raw:' || ${++keyCounter} || ':' || a, 'x'
            FROM unnest(${`{${debitAccountId},${creditAccountId}}`}::bigint[]) a`,
        );
        await tx.execute(
          sql`INSERT INTO ledger_entries (merchant_id, account_id, transfer_id, event, balance_delta, held_delta, balance_after, held_after)
            VALUES (${demo}, ${debitAccountId}, ${id}, 'direct', 0, 0, 0, 0), (${demo}, ${creditAccountId}, ${id}, 'direct', 0, 0, 0, 0)`,
        );
        tx.rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof Error && e.message === 'Rollback')) throw e;
      });
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });
});

describe('idempotency', () => {
  it('answers a replay with the first result, even after the balance moved on', async () => {
    const key = `replay:${++keyCounter}`;
    const first = await ledger.transfer(
      spec({ debit: main(alice), credit: main(bob), amount: 700n, idempotencyKey: key }),
    );
    await ledger.transfer(spec({ debit: main(alice), credit: main(bob), amount: 300n }));
    const again = await ledger.transfer(
      spec({ debit: main(alice), credit: main(bob), amount: 700n, idempotencyKey: key }),
    );
    expect(again.replayed).toBe(true);
    expect(again.transfer).toEqual(first.transfer);
    expect(again.debit).toEqual(first.debit);
  });

  it('refuses a different request under a used key, whatever differs', async () => {
    const key = `conflict:${++keyCounter}`;
    await ledger.transfer(spec({ debit: main(alice), credit: main(bob), amount: 100n, idempotencyKey: key }));
    const variants: Partial<TransferSpec>[] = [
      { amount: 101n },
      { credit: wallet(alice, 'LOTT') },
      { kind: 'to_upline' },
      { hold: true },
      { fingerprint: { accountNo: '123' } },
    ];
    for (const variant of variants) {
      expect(
        await rejected(
          ledger.transfer(
            spec({ debit: main(alice), credit: main(bob), amount: 100n, idempotencyKey: key, ...variant }),
          ),
        ),
      ).toBe('idempotency.conflict');
    }
  });

  it('makes exactly one transfer when the same key arrives many times at once', async () => {
    const key = `race:${++keyCounter}`;
    const before = await state(main(bob));
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        ledger.transfer(spec({ debit: main(alice), credit: main(bob), amount: 11n, idempotencyKey: key })),
      ),
    );
    expect(new Set(outcomes.map((o) => o.transfer.id)).size).toBe(1);
    expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
    expect((await state(main(bob))).balance).toBe(before.balance + 11n);
  });

  it('fingerprints requests canonically (key order does not matter, values do)', () => {
    expect(requestHash({ a: 1, b: 2n })).toBe(requestHash({ b: 2n, a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
  });
});

describe('holds', () => {
  it('reserves on hold, moves on post and releases on void, exactly once', async () => {
    const before = await state(main(alice));
    const hold = await ledger.transfer(
      spec({ debit: main(alice), credit: CASH, amount: 900n, hold: true, kind: 'withdrawal' }),
    );
    expect(hold.transfer.status).toBe('pending');
    const held = await state(main(alice));
    expect(held.balance).toBe(before.balance);
    expect(held.available).toBe(before.available - 900n);

    await ledger.run((l) => l.post(demo, hold.transfer.id));
    const posted = await state(main(alice));
    expect(posted.balance).toBe(before.balance - 900n);
    expect(posted.held).toBe(before.held);
    expect(await rejected(ledger.run((l) => l.void(demo, hold.transfer.id)))).toBe('funding.already.decided');

    const second = await ledger.transfer(
      spec({ debit: main(alice), credit: CASH, amount: 400n, hold: true, kind: 'withdrawal' }),
    );
    await ledger.run((l) => l.void(demo, second.transfer.id));
    expect(await state(main(alice))).toEqual(posted);
    expect(await rejected(ledger.run((l) => l.post(demo, second.transfer.id)))).toBe(
      'funding.already.decided',
    );
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });

  it('counts held money as spent: a hold and a transfer cannot both use the same balance', async () => {
    const { available } = await state(main(alice));
    await ledger.transfer(
      spec({ debit: main(alice), credit: CASH, amount: available, hold: true, kind: 'withdrawal' }),
    );
    expect(await rejected(ledger.transfer(spec({ debit: main(alice), credit: main(bob), amount: 1n })))).toBe(
      'balance.insufficient',
    );
    expect(
      await rejected(ledger.transfer(spec({ debit: main(alice), credit: CASH, amount: 1n, hold: true }))),
    ).toBe('balance.insufficient');
  });

  it('does not let another merchant post or void a hold', async () => {
    await ledger.transfer(spec({ debit: CASH, credit: main(bob), amount: 50n, kind: 'adjustment' }));
    const hold = await ledger.transfer(spec({ debit: main(bob), credit: CASH, amount: 50n, hold: true }));
    await expect(ledger.run((l) => l.post(alpha, hold.transfer.id))).rejects.toThrow(/no transfer/);
    await ledger.run((l) => l.void(demo, hold.transfer.id));
  });
});

describe('concurrency', () => {
  it('lets exactly as many concurrent debits through as the balance covers', async () => {
    const rich = await memberIdOf(t, 'demo', 'demo001');
    const account = await ledger.run((l) => l.account(demo, 'THB', wallet(rich, 'RNG')));
    // Empty the wallet first, then give it exactly 100.
    if (account.balance > 0n)
      await ledger.transfer(
        spec({ debit: wallet(rich, 'RNG'), credit: main(rich), amount: account.balance }),
      );
    await ledger.transfer(spec({ debit: main(rich), credit: wallet(rich, 'RNG'), amount: 100n }));
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        ledger.transfer(spec({ debit: wallet(rich, 'RNG'), credit: main(rich), amount: 10n })),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect(((r as PromiseRejectedResult).reason as AppError).code).toBe('balance.insufficient');
    }
    expect((await state(wallet(rich, 'RNG'))).balance).toBe(0n);
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });

  it('summarises per currency with a zero sum', async () => {
    const { sums } = await new LedgerRepository(t.database.db).summary(demo);
    // PTS: the points of the points mall live in the same ledger as a currency of their own.
    expect(sums).toEqual([
      expect.objectContaining({ currency: 'PTS', total: '0' }),
      expect.objectContaining({ currency: 'THB', total: '0' }),
    ]);
  });
});
