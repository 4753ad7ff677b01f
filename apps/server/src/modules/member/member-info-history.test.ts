import { afterAll, beforeAll, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken } from '../../platform/testing/accounts.js';
import { LifetimeFigures } from '../activity/index.js';
import { createFixture, insertBets, insertCalls, insertFunding } from '../activity/test-support.js';
import { rowsOf } from '../../platform/db/rows.js';
import { hashPassword } from './password.js';

const EVENT_TABLES = /lottery_bets|seamless_transactions|funding_requests|member_activity_hours/i;

let t: TestApp;

/** Every SQL text sent to the database while `work` runs, on PGlite or PostgreSQL. */
async function queriesOf(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const prototypes = [PGlite.prototype, pg.Client.prototype] as unknown as {
    query: (...args: unknown[]) => unknown;
  }[];
  const originals = prototypes.map((p) => p.query);
  prototypes.forEach((p, i) => {
    p.query = function (this: unknown, text: unknown, ...rest: unknown[]) {
      seen.push(typeof text === 'string' ? text : String((text as { text?: string } | null)?.text ?? text));
      return originals[i]!.call(this, text, ...rest);
    };
  });
  try {
    await work();
  } finally {
    prototypes.forEach((p, i) => (p.query = originals[i]!));
  }
  return seen;
}

/** A member of demo with `events` bets, vendor calls and deposits spread over 400 days. */
async function memberWithHistory(events: number): Promise<string> {
  const db = t.database.db;
  const f = await createFixture(db, 'demo', 1);
  const member = f.members[0]!;
  const at = (i: number) => new Date(Date.now() - ((i + 1) / events) * 400 * 86_400_000);
  const third = Math.ceil(events / 3);
  for (let i = 0; i < third; i += 200) {
    const n = Math.min(200, third - i);
    await insertBets(
      db,
      f,
      Array.from({ length: n }, (_, k) => ({
        member,
        amount: 500,
        status: 'lost' as const,
        settledAt: at(i + k),
      })),
    );
    await insertCalls(
      db,
      f,
      Array.from({ length: n }, (_, k) => ({
        member,
        gameType: 'RNG',
        kind: 'debit' as const,
        amount: 500,
        at: at(i + k),
      })),
    );
    await insertFunding(
      db,
      f,
      Array.from({ length: n }, (_, k) => ({
        member,
        direction: 'DEPOSIT' as const,
        amount: 100_000,
        status: 'APPROVED' as const,
        decidedAt: at(i + k),
      })),
    );
  }
  const password = 'history1';
  await db.execute(
    sql`UPDATE members SET password_hash = ${await hashPassword(password)} WHERE id = ${member}`,
  );
  const [row] = rowsOf<{ username: string }>(
    await db.execute(sql`SELECT username FROM members WHERE id = ${member}`),
  );
  return loginToken(t, row!.username, password);
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

it('member info costs the same queries, none over the history, for 10 or 3000 events', async () => {
  const short = await memberWithHistory(10);
  const long = await memberWithHistory(3000);
  const info = async (token: string) => {
    const res = body(await client(t).get('/wps/member/info', { token }));
    expect(res.success).toBe(true);
    return res.value;
  };
  // Warm: the first request of a member may load what later ones find cached.
  await info(short);
  await info(long);
  let shortInfo: { clubLabel: { rankLevel: number } | null } | undefined;
  let longInfo: typeof shortInfo;
  // The figures are kept in memory between events; measure the read that loads them.
  const forgetFigures = () => t.services.caches.invalidate(LifetimeFigures.NAME);
  await forgetFigures();
  const shortQueries = await queriesOf(async () => (shortInfo = await info(short)));
  await forgetFigures();
  const longQueries = await queriesOf(async () => (longInfo = await info(long)));
  expect(shortQueries.length).toBeGreaterThan(0);
  expect(longQueries.length).toBe(shortQueries.length);
  expect(longQueries.filter((q) => EVENT_TABLES.test(q))).toEqual([]);
  // The long history is really counted: it reaches a higher VIP rank.
  expect(longInfo!.clubLabel!.rankLevel).toBeGreaterThan(shortInfo!.clubLabel?.rankLevel ?? -1);
});
