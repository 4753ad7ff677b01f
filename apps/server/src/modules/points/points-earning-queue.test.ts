import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrationsDir } from '../../config.js';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { rowsOf } from '../../platform/db/rows.js';
import { checkLedger, SOUND } from '../wallet/test-support.js';
import {
  createFixture,
  insertBets,
  insertCalls,
  insertFunding,
  iso,
  settleBets,
  type Fixture,
} from '../activity/test-support.js';

let t: TestApp;
let f: Fixture;

/** What the old earning pass found: events able to earn since earnFrom, by (source, id). */
async function eligibleEvents(memberIds: number[]): Promise<string[]> {
  const members = sql.join(
    memberIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<{ key: string }>(
    await t.database.db.execute(sql`
      WITH c AS (SELECT earn_from FROM point_configs WHERE merchant_id = ${f.merchantId})
      SELECT 'LOTT:' || b.id AS key FROM lottery_bets b, c
       WHERE b.member_id IN (${members}) AND b.status IN ('won', 'lost') AND b.settled_at >= c.earn_from
      UNION ALL
      SELECT 'GAME:' || t.id FROM seamless_transactions t, c
       WHERE t.member_id IN (${members}) AND t.kind = 'debit' AND t.state = 'done' AND t.amount > 0
         AND t.created_at >= c.earn_from
      UNION ALL
      SELECT 'DEP:' || r.id FROM funding_requests r, c
       WHERE r.member_id IN (${members}) AND r.direction = 'DEPOSIT' AND r.status = 'APPROVED'
         AND r.decided_at >= c.earn_from`),
  );
  return rows.map((r) => r.key).sort();
}

async function earned(memberIds: number[]): Promise<string[]> {
  const rows = rowsOf<{ key: string }>(
    await t.database.db.execute(sql`
      SELECT source || ':' || source_id AS key FROM point_earnings
       WHERE member_id IN (${sql.join(
         memberIds.map((id) => sql`${id}`),
         sql`, `,
       )})`),
  );
  return rows.map((r) => r.key).sort();
}

async function queued(memberIds: number[]): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await t.database.db.execute(sql`
      SELECT count(*)::text AS n FROM point_earning_queue WHERE member_id IN (${sql.join(
        memberIds.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  return Number(row!.n);
}

beforeAll(async () => {
  t = await createTestApp();
  f = await createFixture(t.database.db, 'demo', 3);
});
afterAll(async () => t?.close());

it('earns from the queue exactly the events the old pass found, each once', async () => {
  const db = t.database.db;
  const [a, b, c] = f.members as [number, number, number];
  const now = new Date();
  const before = new Date(now.getTime() - 400 * 86_400_000);
  const bets = await insertBets(db, f, [
    { member: a, amount: 1000 },
    { member: a, amount: 2000 },
    { member: b, amount: 3000 },
    { member: b, amount: 4000 },
    // Settled before the program started: never earns.
    { member: c, amount: 5000, status: 'lost', settledAt: before },
  ]);
  await settleBets(
    db,
    [
      { id: bets[0]!, status: 'won', payout: 5000 },
      { id: bets[1]!, status: 'lost', payout: 0 },
      { id: bets[2]!, status: 'voided', payout: 0 },
    ],
    now,
  );
  const calls = await insertCalls(db, f, [
    { member: a, gameType: 'LIVE', kind: 'debit', amount: 10_000, at: now },
    { member: a, gameType: 'RNG', kind: 'debit', amount: 20_000, at: now },
    { member: b, gameType: 'LOTT', kind: 'debit', amount: 30_000, at: now },
    { member: b, gameType: 'RNG', kind: 'debit', amount: 0, at: now },
    { member: b, gameType: 'RNG', kind: 'credit', amount: 9_000, at: now },
    { member: c, gameType: 'RNG', kind: 'debit', amount: 7_000, state: 'cancelled', at: now },
  ]);
  // Rolled back before any pass: it never earns.
  await db.execute(sql`UPDATE seamless_transactions SET state = 'rolled_back' WHERE id = ${calls[1]!}`);
  const requests = await insertFunding(db, f, [
    { member: a, direction: 'DEPOSIT', amount: 50_000 },
    { member: b, direction: 'DEPOSIT', amount: 60_000 },
    { member: c, direction: 'WITHDRAW', amount: 70_000 },
    { member: c, direction: 'DEPOSIT', amount: 80_000, status: 'APPROVED', decidedAt: now },
  ]);
  await db.execute(sql`
    UPDATE funding_requests SET status = 'APPROVED', decided_at = ${iso(now)}
     WHERE id IN (${requests[0]!}, ${requests[2]!})`);
  await db.execute(
    sql`UPDATE funding_requests SET status = 'REJECTED', decided_at = now() WHERE id = ${requests[1]!}`,
  );

  const expected = await eligibleEvents(f.members);
  expect(expected).toHaveLength(6);
  await Promise.all([
    t.services.pointsEarning.earn(f.merchantId, a),
    t.services.pointsEarning.earn(f.merchantId, a),
    t.services.pointsEarning.tick(),
  ]);
  await t.services.pointsEarning.tick();
  expect(await earned(f.members)).toEqual(expected);
  expect(await queued(f.members)).toBe(0);

  // A debit rolled back after it earned keeps its points; settling the last bet queues it once.
  await db.execute(sql`UPDATE seamless_transactions SET state = 'rolled_back' WHERE id = ${calls[0]!}`);
  await settleBets(db, [{ id: bets[3]!, status: 'lost', payout: 0 }], now);
  await db.execute(sql`UPDATE lottery_bets SET payout = payout WHERE id = ${bets[3]!}`);
  expect(await queued(f.members)).toBe(1);
  expect(await t.services.pointsEarning.earn(f.merchantId, b)).toBe(1);
  expect(await t.services.pointsEarning.earn(f.merchantId, b)).toBe(0);
  expect((await earned(f.members)).length).toBe(7);
  expect(await checkLedger(db)).toMatchObject(SOUND);
});

it('is filled from the history by the backfill of migration 0014', async () => {
  const db = t.database.db;
  const [a] = f.members as [number];
  await insertCalls(db, f, [{ member: a, gameType: 'RNG', kind: 'debit', amount: 4_000, at: new Date() }]);
  const earnedBefore = await earned(f.members);
  const pending = (await eligibleEvents(f.members)).filter((k) => !earnedBefore.includes(k));
  const backfill = fs
    .readFileSync(path.join(migrationsDir, '0014_points_queue_triggers.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .map((chunk) => chunk.replace(/^\s*(--[^\n]*\n\s*)*/, '').replace(/;\s*$/, ''))
    .filter((chunk) => chunk.startsWith('INSERT INTO point_earning_queue'));
  expect(backfill).toHaveLength(1);
  await db.execute(sql`DELETE FROM point_earning_queue`);
  await db.execute(sql.raw(backfill[0]!));
  const rows = rowsOf<{ key: string }>(
    await db.execute(sql`
      SELECT source || ':' || source_id AS key FROM point_earning_queue
       WHERE member_id IN (${sql.join(
         f.members.map((id) => sql`${id}`),
         sql`, `,
       )})`),
  );
  expect(rows.map((r) => r.key).sort()).toEqual(pending);
  expect(pending).toHaveLength(1);
});
