import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrationsDir } from '../../config.js';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { loginToken } from '../../platform/testing/accounts.js';
import { rowsOf } from '../../platform/db/rows.js';
import { memberIdOf } from '../wallet/test-support.js';
import { gameIdOf, launch, seamless } from '../game/test-support.js';
import { AgentRepository } from '../agent/index.js';
import { ALL_GAMES, ActivityTotals, figuresOf, type Period } from './activity-totals.js';
import {
  createFixture,
  insertBets,
  insertCalls,
  insertFunding,
  referenceFigures,
  referenceMerchantDays,
  referenceRanking,
  settleBets,
  type CallSpec,
  type Fixture,
} from './test-support.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SERIES = [ALL_GAMES, 'LOTT', 'LIVE', 'RNG'];
const EVER: Period = { from: new Date('2000-01-01T00:00:00Z'), to: new Date('2100-01-01T00:00:00Z') };

let t: TestApp;
let f: Fixture;
/** An hour-aligned start twelve days ago; events fall in the twelve days after it. */
let base: number;

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const rnd = random(20240501);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
const someTime = () => new Date(base + Math.floor(rnd() * 12 * DAY));

/** Periods with edges on whole hours and in the middle of hours, long and short. */
function periods(n: number): Period[] {
  const list: Period[] = [EVER, { from: new Date(base), to: new Date(base + 12 * DAY) }];
  for (let i = 0; i < n; i++) {
    const a = someTime().getTime();
    const b = someTime().getTime();
    const aligned = i % 2 === 0;
    const round = (x: number) => (aligned ? Math.floor(x / HOUR) * HOUR : x);
    list.push({ from: new Date(round(Math.min(a, b))), to: new Date(round(Math.max(a, b)) + HOUR) });
  }
  return list;
}

async function expectTotalsMatchReference(fixture: Fixture) {
  const db = t.database.db;
  const totals = new ActivityTotals(db);
  const lifetime = await totals.lifetime(fixture.members);
  for (const member of fixture.members) {
    const expected = await referenceFigures(db, member, ALL_GAMES, EVER);
    expect(lifetime.get(member), `lifetime of ${member}`).toEqual(expected);
    for (const period of periods(12)) {
      const got = await totals.between(member, SERIES, period);
      for (const series of SERIES) {
        expect(
          got.get(series),
          `${member} ${series} ${period.from.toISOString()}..${period.to.toISOString()}`,
        ).toEqual(await referenceFigures(db, member, series, period));
      }
    }
  }
  // Every stored hour is the cumulative figure up to its end, whatever order the events came in.
  const hours = rowsOf<
    Parameters<typeof figuresOf>[0] & { member_id: string; game_type: string; hour: Date | string }
  >(
    await db.execute(sql`
      SELECT * FROM member_activity_hours
       WHERE member_id IN (${sql.join(
         fixture.members.map((m) => sql`${m}`),
         sql`, `,
       )})`),
  );
  expect(hours.length).toBeGreaterThan(0);
  for (const row of hours) {
    const end = new Date(new Date(row.hour).getTime() + HOUR);
    expect(figuresOf(row), `${row.member_id} ${row.game_type} ${String(row.hour)}`).toEqual(
      await referenceFigures(db, Number(row.member_id), row.game_type, { from: EVER.from, to: end }),
    );
  }
  const days: Period = { from: new Date(base - 7 * HOUR), to: new Date(base + 14 * DAY - 7 * HOUR) };
  const byKey = (r: { day: string; source: string; gameType: string }) =>
    `${r.day} ${r.source} ${r.gameType}`;
  const sorted = <T extends { day: string; source: string; gameType: string }>(rows: T[]) =>
    rows.sort((a, b) => (byKey(a) < byKey(b) ? -1 : 1));
  expect(sorted(await totals.merchantDays(fixture.merchantId, 'THB', days, 420))).toEqual(
    sorted(await referenceMerchantDays(db, fixture.merchantId, 'THB', days)),
  );
  const [left] = rowsOf<{ n: string }>(
    await db.execute(
      sql`SELECT ((SELECT count(*) FROM activity_pending) + (SELECT count(*) FROM activity_pending_tx))::text AS n`,
    ),
  );
  expect(left!.n).toBe('0');
}

beforeAll(async () => {
  t = await createTestApp();
  base = Math.floor((Date.now() - 12 * DAY) / HOUR) * HOUR;
  f = await createFixture(t.database.db, 'demo', 4);
  const db = t.database.db;
  const members = f.members;

  // Lottery: pending bets settled by multi-row updates (won, lost, voided, cancelled), others
  // written already settled.
  const pending: number[] = [];
  for (let chunk = 0; chunk < 4; chunk++) {
    pending.push(
      ...(await insertBets(
        db,
        f,
        Array.from({ length: 30 }, () => ({ member: pick(members), amount: 100 + Math.floor(rnd() * 900) })),
      )),
    );
  }
  for (let batch = 0; batch < 4; batch++) {
    const ids = pending.slice(batch * 30, batch * 30 + 30);
    await settleBets(
      db,
      ids.map((id) => {
        const status = pick(['won', 'lost', 'lost', 'voided', 'cancelled'] as const);
        return { id, status, payout: status === 'won' ? Math.floor(rnd() * 2000) : 0 };
      }),
      someTime(),
    );
  }
  await insertBets(
    db,
    f,
    Array.from({ length: 40 }, () => {
      const won = rnd() < 0.4;
      return {
        member: pick(members),
        amount: 50 + Math.floor(rnd() * 500),
        status: won ? ('won' as const) : ('lost' as const),
        payout: won ? Math.floor(rnd() * 900) : 0,
        settledAt: someTime(),
      };
    }),
  );

  // Vendors' rounds: debits (some of 0), credits, rollback rows and cancelled markers.
  const calls: CallSpec[] = Array.from({ length: 150 }, () => {
    const kind = pick(['debit', 'debit', 'credit', 'rollback'] as const);
    return {
      member: pick(members),
      gameType: pick(['LIVE', 'LOTT', 'RNG']),
      kind,
      amount: kind === 'rollback' || rnd() < 0.1 ? 0 : 100 + Math.floor(rnd() * 5000),
      state: kind === 'debit' && rnd() < 0.1 ? ('cancelled' as const) : ('done' as const),
      at: someTime(),
    };
  });
  const callIds: number[] = [];
  for (let i = 0; i < calls.length; i += 25)
    callIds.push(...(await insertCalls(db, f, calls.slice(i, i + 25))));
  const debits = callIds.filter((_, i) => calls[i]!.kind === 'debit' && calls[i]!.state === 'done');
  await db.execute(
    sql`UPDATE seamless_transactions SET state = 'rolled_back' WHERE id IN (${sql.join(
      debits.slice(0, 15).map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );

  // Funding: requests approved and rejected later, some approved at once.
  const requests = await insertFunding(
    db,
    f,
    Array.from({ length: 60 }, () => ({
      member: pick(members),
      direction: pick(['DEPOSIT', 'DEPOSIT', 'WITHDRAW'] as const),
      amount: 1000 + Math.floor(rnd() * 50_000),
    })),
  );
  for (const [from, to, status] of [
    [0, 20, 'APPROVED'],
    [20, 35, 'APPROVED'],
    [35, 45, 'REJECTED'],
  ] as const) {
    await db.execute(sql`
      UPDATE funding_requests SET status = ${status}, decided_at = ${someTime().toISOString()}::timestamptz
       WHERE id IN (${sql.join(
         requests.slice(from, to).map((id) => sql`${id}`),
         sql`, `,
       )})`);
  }
  await insertFunding(
    db,
    f,
    Array.from({ length: 10 }, () => ({
      member: pick(members),
      direction: 'DEPOSIT' as const,
      amount: 5000,
      status: 'APPROVED' as const,
      decidedAt: someTime(),
    })),
  );

  // Rows changed after the fact: moved to an earlier day, amounts corrected, rows deleted.
  await db.execute(sql`
    UPDATE seamless_transactions SET created_at = created_at - interval '1 day'
     WHERE id IN (${sql.join(
       callIds.slice(30, 50).map((id) => sql`${id}`),
       sql`, `,
     )})`);
  await db.execute(
    sql`UPDATE lottery_bets SET amount = amount + 7 WHERE id IN (SELECT id FROM lottery_bets WHERE member_id = ${members[1]!} AND status = 'lost' LIMIT 5)`,
  );
  await db.execute(
    sql`DELETE FROM lottery_bets WHERE id IN (SELECT id FROM lottery_bets WHERE member_id = ${members[2]!} AND status = 'won' LIMIT 3)`,
  );
  await db.execute(sql`
    UPDATE funding_requests SET decided_at = decided_at + interval '90 minutes'
     WHERE id IN (${sql.join(
       requests.slice(0, 5).map((id) => sql`${id}`),
       sql`, `,
     )})`);

  // A transaction with several statements and a rolled-back savepoint, and one rolled back whole.
  await db.transaction(async (tx) => {
    await insertCalls(tx, f, [
      { member: members[0]!, gameType: 'LIVE', kind: 'debit', amount: 777, at: someTime() },
    ]);
    await insertFunding(tx, f, [
      { member: members[0]!, direction: 'DEPOSIT', amount: 888, status: 'APPROVED', decidedAt: someTime() },
    ]);
    await tx
      .transaction(async (savepoint) => {
        await insertCalls(savepoint, f, [
          { member: members[0]!, gameType: 'LIVE', kind: 'debit', amount: 999_999, at: someTime() },
        ]);
        throw new Error('undo the savepoint');
      })
      .catch(() => undefined);
  });
  await db
    .transaction(async (tx) => {
      await insertBets(tx, f, [
        { member: members[3]!, amount: 123_456, status: 'won', payout: 1, settledAt: someTime() },
      ]);
      throw new Error('undo everything');
    })
    .catch(() => undefined);
}, 120_000);
afterAll(async () => t?.close());

describe('activity totals', () => {
  it('equal the old aggregates over the events, for lifetimes, any period, every hour and the merchant days', async () => {
    await expectTotalsMatchReference(f);
  }, 120_000);

  it('rank members by their bets in a period as the old ranking did', async () => {
    const totals = new ActivityTotals(t.database.db);
    for (const period of periods(6)) {
      const expected = await referenceRanking(t.database.db, f.merchantId, period);
      const { rows, total } = await totals.ranking(f.merchantId, period, 1, 50);
      expect(total).toBe(expected.length);
      expect(rows.map((r) => ({ memberId: r.memberId, bet: r.bet, rank: r.rank }))).toEqual(expected);
      for (const member of f.members) {
        const mine = expected.find((e) => e.memberId === member);
        const above = mine ? expected.filter((e) => e.bet > mine.bet).length + 1 : null;
        const got = await totals.rankOf(f.merchantId, member, period);
        expect(got).toEqual(mine && mine.bet > 0n ? { bet: mine.bet, rank: above } : null);
      }
    }
  });

  it("give the agent centre the team's and the member's figures the events add up to", async () => {
    const agents = new AgentRepository(t.database.db);
    const [root, ...downline] = f.members;
    for (const period of periods(4)) {
      const team = await Promise.all(
        downline.map((m) => referenceFigures(t.database.db, m, ALL_GAMES, period)),
      );
      const activity = await agents.activity(f.merchantId, root!, false, period.from, period.to);
      expect(activity).toEqual({
        betAmount: team.reduce((s, x) => s + x.bet, 0n),
        winAmount: team.reduce((s, x) => s + x.payout, 0n),
        betCount: team.reduce((s, x) => s + x.betCount, 0),
        activeMembers: team.filter((x) => x.bet > 0n).length,
      });
      const lott = await Promise.all(
        f.members.map((m) => referenceFigures(t.database.db, m, 'LOTT', period)),
      );
      expect(
        (await agents.activity(f.merchantId, root!, true, period.from, period.to, 'LOTT')).betAmount,
      ).toBe(lott.reduce((s, x) => s + x.bet, 0n));
      expect(await agents.funding(f.merchantId, root!, false, period.from, period.to)).toEqual({
        depositAmount: team.reduce((s, x) => s + x.deposit, 0n),
        withdrawAmount: team.reduce((s, x) => s + x.withdraw, 0n),
      });
    }
    // Whole business days of UTC+7.
    const from = new Date(Math.floor((base + 7 * HOUR) / DAY) * DAY - 7 * HOUR);
    const to = new Date(from.getTime() + 13 * DAY);
    const days = await agents.personalDays(f.merchantId, root!, from, to, 420);
    for (let d = 0; d < 13; d++) {
      const period = {
        from: new Date(from.getTime() + d * DAY),
        to: new Date(from.getTime() + (d + 1) * DAY),
      };
      const day = new Date(period.from.getTime() + 7 * HOUR).toISOString().slice(0, 10);
      const expected = await referenceFigures(t.database.db, root!, ALL_GAMES, period);
      const of = (what: string) => days.filter((r) => r.day === day && r.what === what);
      expect(of('bet').reduce((s, r) => s + r.amount, 0n)).toBe(expected.bet);
      expect(of('bet').reduce((s, r) => s + r.n, 0)).toBe(expected.betCount);
      expect(of('win').reduce((s, r) => s + r.amount, 0n)).toBe(expected.payout);
      expect(of('deposit').reduce((s, r) => s + r.amount, 0n)).toBe(expected.deposit);
      expect(of('withdraw').reduce((s, r) => s + r.amount, 0n)).toBe(expected.withdraw);
    }
  });

  it('stay exact under concurrent settlements, vendor calls and approvals of the same members', async () => {
    const db = t.database.db;
    const c = await createFixture(db, 'demo', 3);
    const [a, b, m] = c.members as [number, number, number];
    const bets = await insertBets(
      db,
      c,
      Array.from({ length: 60 }, (_, i) => ({ member: c.members[i % 3]!, amount: 10 + i })),
    );
    const requests = await insertFunding(
      db,
      c,
      Array.from({ length: 12 }, (_, i) => ({
        member: c.members[i % 3]!,
        direction: 'DEPOSIT' as const,
        amount: 100 + i,
      })),
    );
    const now = new Date();
    await db.execute(sql`
      INSERT INTO ledger_accounts (merchant_id, currency, owner_kind, member_id, code, balance)
      SELECT ${c.merchantId}, 'THB', 'member', id, 'MAIN', 0 FROM members WHERE id IN (${a}, ${b}, ${m})`);
    // Each transaction locks the members' wallets (as the ledger does) before or after writing
    // events: totals folded at once would meet those locks in both orders and deadlock.
    const lockWallets = (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], ids: number[]) =>
      tx.execute(
        sql`SELECT id FROM ledger_accounts WHERE code = 'MAIN' AND member_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) ORDER BY id FOR UPDATE`,
      );
    const pause = (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) =>
      t.database.kind === 'postgres' ? tx.execute(sql`SELECT pg_sleep(0.01)`) : Promise.resolve();
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 12; i++) {
      work.push(
        db.transaction(async (tx) => {
          await insertCalls(tx, c, [
            { member: m, gameType: 'RNG', kind: 'debit', amount: 50 + i, at: now },
            { member: i % 2 ? a : b, gameType: 'LIVE', kind: 'credit', amount: 5, at: now },
          ]);
          await pause(tx);
          await lockWallets(tx, [m]);
        }),
        db.transaction(async (tx) => {
          await lockWallets(tx, [a, b, m]);
          await pause(tx);
          const mine = bets.slice(i * 5, i * 5 + 5);
          await settleBets(
            tx,
            (i % 2 ? mine : [...mine].reverse()).map((id) => ({ id, status: 'lost' as const, payout: 0 })),
            now,
          );
        }),
        db.transaction(async (tx) => {
          await lockWallets(tx, [c.members[i % 3]!]);
          await tx.execute(
            sql`UPDATE funding_requests SET status = 'APPROVED', decided_at = now() WHERE id = ${requests[i]!}`,
          );
          await pause(tx);
        }),
      );
    }
    await Promise.all(work);

    // The real vendor callbacks of one member at once: debits, credits and rollbacks of some debits.
    const token = await loginToken(t, 'demo002', 'demo1234');
    const { session, player } = await launch(t, token, await gameIdOf(t, 'demo', 'golden_koi'), {
      confirmTrans: 1,
    });
    const base = { sessionToken: session, playerId: player, currency: 'THB', gameCode: 'golden_koi' };
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => {
        const round = { ...base, roundId: `act-round-${i}` };
        if (i % 4 === 3)
          return seamless(t, 'LOTUS', 'rollback', {
            ...round,
            transactionId: `act-rb-${i}`,
            referenceTransactionId: `act-tx-${i - 3}`,
          });
        if (i % 4 === 2)
          return seamless(t, 'LOTUS', 'credit', { ...round, transactionId: `act-tx-${i}`, amount: '3.00' });
        return seamless(t, 'LOTUS', 'debit', { ...round, transactionId: `act-tx-${i}`, amount: '20.00' });
      }),
    );
    expect(answers.every((x) => x.status === 'OK' || x.status === 'DUPLICATE_CONFLICT')).toBe(true);
    await expectTotalsMatchReference({
      ...c,
      members: [...c.members, await memberIdOf(t, 'demo', 'demo002')],
    });
  }, 120_000);

  it('are rebuilt from the history by the backfill of migration 0012', async () => {
    const db = t.database.db;
    const chunks = fs
      .readFileSync(path.join(migrationsDir, '0012_activity_triggers.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .map((chunk) => chunk.replace(/^\s*(--[^\n]*\n\s*)*/, '').replace(/;\s*$/, ''))
      .filter((chunk) =>
        /^INSERT INTO (member_activity|member_activity_hours|merchant_activity_hours) /.test(chunk),
      );
    expect(chunks).toHaveLength(3);
    await db.execute(sql`TRUNCATE member_activity, member_activity_hours, merchant_activity_hours`);
    for (const chunk of chunks) await db.execute(sql.raw(chunk));
    await expectTotalsMatchReference(f);
  }, 120_000);
});
