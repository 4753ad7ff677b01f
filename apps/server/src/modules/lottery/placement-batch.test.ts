import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { rowsOf } from '../../platform/db/rows.js';
import { AppError } from '../../platform/http/app-error.js';
import { members } from '../member/index.js';
import type { MerchantContext } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import { checkLedger, SOUND } from '../wallet/test-support.js';
import { indexAt, issueAt } from './schedule.js';

/**
 * Bets placed at the same time by different members share one statement and one commit, each
 * placed or refused exactly as it would be alone.
 */
let t: TestApp;
let merchant: MerchantContext;
let sessions: SessionContext[];
let numero: string;
const GAME = 'lotus_ssc_5m';
const MEMBERS = 12;

beforeAll(async () => {
  t = await createTestApp();
  merchant = (await t.services.directory.byMerchantCode('demo'))!;
  const rows = await t.database.db
    .insert(members)
    .values(
      Array.from({ length: MEMBERS }, (_, i) => ({
        merchantId: merchant.id,
        username: `batchbet${i}`,
        passwordHash: 'not-a-password-hash',
        referralCode: `BATCHBET${i}`,
      })),
    )
    .returning();
  const wallet = await t.services.lottery.walletOf(merchant);
  // The house side of the holds, as the first bet of a merchant opens it.
  await t.services.ledger.account(t.database.db, merchant.id, merchant.currency, {
    owner: 'house',
    code: 'LOTTERY',
  });
  // The last member gets too little for a bet.
  for (const [i, member] of rows.entries()) {
    await t.services.ledger.transfer({
      merchantId: merchant.id,
      currency: merchant.currency,
      debit: { owner: 'house', code: 'CASH' },
      credit: { owner: 'member', memberId: member.id, wallet },
      amount: i === MEMBERS - 1 ? 1n : 1_000_000n,
      kind: 'adjustment',
      idempotencyKey: `batchbet:opening:${member.id}`,
    });
  }
  sessions = rows.map((member) => ({
    merchantId: merchant.id,
    memberId: member.id,
    customerId: member.id,
    username: member.username,
    isAgent: 0,
    tokenHash: '',
    scope: 'member' as SessionContext['scope'],
  }));
  const game = await t.services.lottery.game(merchant, GAME);
  const spec = t.services.lottery.schedule(game);
  const index = indexAt(spec, new Date()) + 2;
  await t.services.lottery.ensureIssue(game, index);
  numero = issueAt(spec, index).numero;
});
afterAll(async () => {
  await t?.close();
});

function slip(content: string, slipNumero = numero): string {
  return JSON.stringify({
    gameCode: GAME,
    numero: slipNumero,
    bets: [{ playType: '1D_POSITION', content, moneyMode: 'Y', multiple: 1 }],
  });
}

async function outcome(promise: Promise<{ orderNumber: string; replayed: boolean }>): Promise<string> {
  try {
    const placed = await promise;
    return placed.replayed ? 'replayed' : 'placed';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe('concurrent lottery bets', () => {
  it('share statements, and each member is held exactly its own stake', async () => {
    const lottery = t.services.lottery;
    // What a slip is priced with is read once and kept; then the bets arrive together.
    await lottery.game(merchant, GAME);
    await lottery.walletOf(merchant);
    // So are the merchant's limits: the member without money reads them and is refused, holding
    // nothing. Read cold by every bet at once, they would spread the bets' arrival over time.
    expect(await outcome(lottery.place(merchant, sessions[MEMBERS - 1]!, slip('0,1||||')))).toBe(
      'balance.insufficient',
    );
    const placed = await Promise.all(
      sessions.slice(0, MEMBERS - 1).map((session) => lottery.place(merchant, session, slip('0,1||||'))),
    );
    const orders = placed.map((p) => p.orderNumber);
    const [{ n }] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`SELECT count(DISTINCT xmin::text)::int AS n FROM lottery_orders WHERE order_number = ANY(${`{${orders.join(',')}}`}::varchar[])`,
      ),
    ) as [{ n: number }];
    // Each bet its own statement would be one transaction per order.
    expect(n).toBeLessThan(orders.length);
    const held = rowsOf<{ member_id: string; held: string; holds: string; bets: string }>(
      await t.database.db.execute(sql`
        SELECT a.member_id::text, a.held::text,
               (SELECT coalesce(sum(t.amount), 0) FROM ledger_transfers t
                 WHERE t.debit_account_id = a.id AND t.status = 'pending')::text AS holds,
               (SELECT count(*) FROM lottery_bets b WHERE b.member_id = a.member_id)::text AS bets
        FROM ledger_accounts a
        WHERE a.member_id = ANY(${`{${sessions.map((s) => s.memberId).join(',')}}`}::bigint[])`),
    );
    for (const row of held.filter((r) => r.bets !== '0')) {
      expect(row.held).toBe(row.holds);
      expect(row.bets).toBe('1');
    }
    expect(held.filter((r) => r.bets === '1')).toHaveLength(MEMBERS - 1);
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });

  it('refuses a bet that cannot be placed without failing the others placed with it', async () => {
    const lottery = t.services.lottery;
    const [first, second, third, fourth] = sessions as [
      SessionContext,
      SessionContext,
      SessionContext,
      SessionContext,
    ];
    const poor = sessions[MEMBERS - 1]!;
    const keyed = await lottery.place(merchant, first, slip('2||||'), 'batch-bet-key-01');
    const results = await Promise.all([
      outcome(lottery.place(merchant, second, slip('3||||'))),
      outcome(lottery.place(merchant, poor, slip('3||||'))),
      outcome(lottery.place(merchant, first, slip('2||||'), 'batch-bet-key-01')),
      outcome(lottery.place(merchant, third, slip('4||||'), 'batch-bet-key-01')),
      outcome(lottery.place(merchant, fourth, slip('5||||'), 'batch-bet-key-02')),
      // An issue long past.
      outcome(lottery.place(merchant, sessions[4]!, slip('6||||', '20000101-001'))),
    ]);
    expect(results).toEqual([
      'placed',
      'balance.insufficient',
      'replayed',
      'placed',
      'placed',
      expect.stringMatching(/^lottery\./),
    ]);
    const again = await lottery.place(merchant, first, slip('2||||'), 'batch-bet-key-01');
    expect(again.orderNumber).toBe(keyed.orderNumber);
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });
});
