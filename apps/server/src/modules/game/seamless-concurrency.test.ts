import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SeamlessResponse } from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { loginToken } from '../../platform/testing/accounts.js';
import { rowsOf } from '../../platform/db/rows.js';
import { checkLedger, memberIdOf, SOUND } from '../wallet/test-support.js';
import { gameIdOf, launch, seamless } from './test-support.js';

/**
 * 50 concurrent seamless calls on one member with little money: debits that cannot all succeed,
 * credits, repeats of the same transactionId sent at the same time, and rollbacks racing their
 * debits. The member's wallet must never go below zero, each transactionId must be booked at
 * most once, and the ledger must still sum to zero per merchant.
 */
const CALLS = 50;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

it('keeps the wallet and the ledger sound under 50 concurrent callbacks', async () => {
  const token = await loginToken(t, 'demo002', 'demo1234');
  const { session, player } = await launch(t, token, await gameIdOf(t, 'demo', 'golden_koi'), {
    confirmTrans: 1,
  });
  const base = { sessionToken: session, playerId: player, currency: 'THB', gameCode: 'golden_koi' };
  // demo002 starts with 8800.50, all moved into RNG: 20 debits of 900.00 cannot all be paid.
  const calls: Promise<SeamlessResponse & { call: string; id: string }>[] = [];
  for (let i = 0; i < CALLS; i++) {
    const kind = i % 5;
    const id = kind === 4 ? `tx-${i - 4}` : `tx-${i}`; // every fifth call repeats a debit
    const send = async (call: 'debit' | 'credit' | 'rollback', payload: Record<string, unknown>) => ({
      ...(await seamless(t, 'LOTUS', call, { ...base, roundId: `round-${id}`, ...payload })),
      call,
      id,
    });
    if (kind === 0 || kind === 1 || kind === 4)
      calls.push(send('debit', { transactionId: id, amount: '900.00' }));
    else if (kind === 2) calls.push(send('credit', { transactionId: id, amount: '25.00' }));
    else calls.push(send('rollback', { transactionId: `rb-${i}`, referenceTransactionId: `tx-${i - 2}` }));
  }
  const answers = await Promise.all(calls);
  expect(answers.every((a) => ['OK', 'INSUFFICIENT_FUNDS', 'DUPLICATE_CONFLICT'].includes(a.status))).toBe(
    true,
  );
  expect(answers.some((a) => a.call === 'debit' && a.status === 'INSUFFICIENT_FUNDS')).toBe(true);
  for (const a of answers) expect(Number(a.balance)).toBeGreaterThanOrEqual(0);

  const memberId = await memberIdOf(t, 'demo', 'demo002');
  const [history] = rowsOf<{ min: string | null }>(
    await t.database.db.execute(sql`
      SELECT min(e.balance_after - e.held_after)::text AS min FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id WHERE a.member_id = ${memberId}`),
  );
  expect(Number(history!.min)).toBeGreaterThanOrEqual(0);

  // Each transactionId moved money at most once, and the wallet is what the bookings say.
  const [booked] = rowsOf<{ duplicates: string; net: string }>(
    await t.database.db.execute(sql`
      SELECT (SELECT count(*) FROM (SELECT idempotency_key FROM ledger_transfers
                WHERE idempotency_key LIKE 'seamless%' GROUP BY idempotency_key HAVING count(*) > 1) d)::text AS duplicates,
             (SELECT coalesce(sum(CASE WHEN t.kind = 'game_bet' THEN -t.amount ELSE t.amount END), 0)
                FROM ledger_transfers t WHERE t.kind IN ('game_bet', 'game_win', 'game_refund'))::text AS net`),
  );
  expect(booked!.duplicates).toBe('0');
  const [wallet] = rowsOf<{ balance: string }>(
    await t.database.db.execute(sql`
      SELECT balance::text FROM ledger_accounts WHERE member_id = ${memberId} AND code = 'RNG'`),
  );
  expect(BigInt(wallet!.balance)).toBe(880_050n + BigInt(booked!.net));
  expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
});
