import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import type { NearNumeroView } from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { client, loginToken, operatorToken } from '../../platform/testing/accounts.js';
import { rowsOf } from '../../platform/db/rows.js';
import { checkLedger, memberIdOf, SOUND } from '../wallet/test-support.js';

/**
 * Placing a bet is one statement: the order, its holds with their ledger entries and its bets
 * are written together, atomic on their own, and nothing else is read once the game, the
 * wallet and the issues are known. With a liability cap on the game, the statement and the
 * counters it adds to run in one transaction.
 */
let t: TestApp;
let token: string;
let memberId: number;
let admin: string;
let gameId: number;
const MERCHANT = 'alpha';
const GAME = 'lotus_ssc_1m';

beforeAll(async () => {
  t = await createTestApp();
  token = await loginToken(t, 'alpha001', 'alpha1234', MERCHANT);
  memberId = await memberIdOf(t, MERCHANT, 'alpha001');
  // Without the demo's house limits: this file is about the statement, and its full lines are
  // beyond the demo's stake limit of a line.
  admin = await operatorToken(t, 'admin', 'alphaadmin1', MERCHANT);
  const games = await client(t).get('/admin/api/lottery/games', { token: admin, merchant: MERCHANT });
  gameId = (games.json() as { value: { list: { id: number; code: string }[] } }).value.list.find(
    (g) => g.code === GAME,
  )!.id;
  await saveLimit({ gameId: null });
  await saveLimit({ gameId });
});

async function saveLimit(limit: object) {
  const res = await client(t).put('/admin/api/lottery/limits', limit, { token: admin, merchant: MERCHANT });
  expect(res.statusCode, res.body).toBe(200);
}
afterAll(async () => {
  await t.close();
});

async function nextNumero(): Promise<string> {
  const res = await client(t).get(`/lgw/numeros/near?gameCode=${GAME}`, { merchant: MERCHANT });
  return (res.json() as NearNumeroView).nextNumero!.numero;
}

function bet(slip: object) {
  return client(t).post(
    '/lgw/orders/betting',
    { bettingSlipString: JSON.stringify({ gameCode: GAME, ...slip }) },
    { token, merchant: MERCHANT },
  );
}

/** The SQL of every statement either driver runs while `work` does. */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const spies = [NodePgPreparedQuery.prototype, PglitePreparedQuery.prototype].map((prototype) => {
    const original = prototype.execute;
    return vi.spyOn(prototype, 'execute').mockImplementation(function (
      this: { queryString: string },
      ...args: Parameters<typeof original>
    ) {
      seen.push(this.queryString);
      return original.apply(this, args);
    });
  });
  try {
    await work();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return seen;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await t.database.db.execute(query));
}

const line = { playType: '5D_DIRECT', moneyMode: 'Y', multiple: 1 };

describe('placing a lottery bet', () => {
  it('is one statement once the game, the wallet and the issue are known', async () => {
    const numero = await nextNumero();
    expect((await bet({ numero, bets: [{ ...line, content: '1|2|3|4|5' }] })).statusCode).toBe(200);
    const statements = await statementsOf(async () => {
      const res = await bet({ numero, bets: [{ ...line, content: '2|3|4|5|6' }] });
      expect(res.statusCode).toBe(200);
    });
    // Whatever else the request touches (its session, say), the bet's own work is one round trip.
    const betting = statements.filter((s) => /lottery_|ledger_|wallet_|^\s*(begin|commit)/i.test(s));
    expect(betting).toHaveLength(1);
  });

  it('with a liability cap, adds to the counters in the transaction of the statement', async () => {
    await saveLimit({ gameId, liabilityCap: '100000000' });
    const numero = await nextNumero();
    expect((await bet({ numero, bets: [{ ...line, content: '1|2|3|4|5' }] })).statusCode).toBe(200);
    const statements = await statementsOf(async () => {
      const res = await bet({ numero, bets: [{ ...line, content: '2|3|4|5|6' }] });
      expect(res.statusCode).toBe(200);
    });
    // The placing statement, then the counters (BEGIN and COMMIT do not go through prepared statements).
    const betting = statements.filter((s) => /lottery_|ledger_|wallet_/i.test(s));
    await saveLimit({ gameId });
    expect(betting).toHaveLength(2);
    expect(betting[0]).toMatch(/INSERT INTO lottery_orders/);
    expect(betting[1]).toMatch(/INSERT INTO lottery_liability/);
  });

  it('writes one hold and one entry per bet of a chase, the held amount chained in the bets order', async () => {
    const numero = await nextNumero();
    const res = await bet({
      numero,
      chase: { issues: 3, stopOnWin: false },
      bets: [
        { ...line, content: '1|2|3|4|5' },
        { ...line, content: '1,2|3|4|5|6', multiple: 3 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { orderNumber } = res.json() as { orderNumber: string };
    const bets = await rows<{
      issue_id: string;
      line: number;
      amount: string;
      hold: string;
      entry_held: string;
    }>(
      sql`SELECT b.issue_id::text, b.line, b.amount::text, b.hold_transfer_id::text AS hold,
                 e.held_after::text AS entry_held
          FROM lottery_bets b JOIN lottery_orders o ON o.id = b.order_id
          JOIN ledger_transfers tr ON tr.id = b.hold_transfer_id
          JOIN ledger_entries e ON e.transfer_id = tr.id
          WHERE o.order_number = ${orderNumber} AND tr.status = 'pending' AND e.event = 'hold'
          ORDER BY b.id`,
    );
    expect(bets).toHaveLength(6);
    expect(bets.map((b) => b.line)).toEqual([0, 1, 0, 1, 0, 1]);
    expect(new Set(bets.map((b) => b.issue_id)).size).toBe(3);
    // Each entry leaves the held amount one bet higher than the one before it.
    const steps = bets.slice(1).map((b, i) => BigInt(b.entry_held) - BigInt(bets[i]!.entry_held));
    expect(steps).toEqual(bets.slice(1).map((b) => BigInt(b.amount)));
    const [account] = await rows<{ held: string }>(
      sql`SELECT a.held::text FROM ledger_accounts a
          JOIN ledger_transfers tr ON tr.debit_account_id = a.id WHERE tr.id = ${Number(bets[5]!.hold)}`,
    );
    expect(account!.held).toBe(bets[5]!.entry_held);
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });

  it('writes nothing for a bet the wallet cannot pay, and answers balance.insufficient', async () => {
    const numero = await nextNumero();
    const count = async () =>
      (
        await rows<{ orders: string; transfers: string; entries: string }>(
          sql`SELECT (SELECT count(*) FROM lottery_orders WHERE member_id = ${memberId})::text AS orders,
                     (SELECT count(*) FROM ledger_transfers)::text AS transfers,
                     (SELECT count(*) FROM ledger_entries)::text AS entries`,
        )
      )[0];
    const before = await count();
    // 100 000 tickets × 2 × 1000 is far beyond the balance.
    const every = '0,1,2,3,4,5,6,7,8,9';
    const content = [every, every, every, every, every].join('|');
    const res = await bet({ numero, bets: [{ ...line, content, multiple: 1000 }] });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { errorCode: string }).errorCode).toBe('balance.insufficient');
    expect(await count()).toEqual(before);
  });
});
