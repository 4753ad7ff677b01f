import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/rows.js';
import { ALL_GAMES, figuresOf, type Figures, type Period } from './activity-totals.js';

/**
 * Writes events straight into the event tables (the triggers under test see every statement),
 * at chosen times, and computes what the old per-request aggregates answered, as the reference.
 */
export interface Fixture {
  merchantId: number;
  members: number[];
  /** Vendor id per game type. */
  vendors: Record<string, number>;
  sessions: Map<number, number>;
  issueId: number;
  orders: Map<number, number>;
}

const one = async <T>(db: DbOrTx, query: SQL): Promise<T> => rowsOf<T>(await db.execute(query))[0]!;
export const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Members (the first the upline of the others), two vendors, a game session each and a lottery order each. */
export async function createFixture(db: DbOrTx, merchantCode: string, memberCount: number): Promise<Fixture> {
  const tag = randomBytes(3).toString('hex');
  const { id: merchantId } = await one<{ id: number }>(
    db,
    sql`SELECT id FROM merchants WHERE code = ${merchantCode}`,
  );
  const members: number[] = [];
  for (let i = 0; i < memberCount; i++) {
    const row = await one<{ id: string }>(
      db,
      sql`INSERT INTO members (merchant_id, username, password_hash, referral_code, upline_id, created_at)
          VALUES (${merchantId}, ${`act${tag}${i}`}, 'x', ${`ACT${tag}${i}`.toUpperCase()},
                  ${members[0] ?? null}, now() - interval '400 days')
          RETURNING id`,
    );
    members.push(Number(row.id));
  }
  const vendors: Record<string, number> = {};
  for (const type of ['LIVE', 'LOTT', 'RNG']) {
    const row = await one<{ id: string }>(
      db,
      sql`INSERT INTO game_vendors (merchant_id, code, display_name, game_type, secret, adapter)
          VALUES (${merchantId}, ${`ACT_${tag}_${type}`}, ${type}, ${type}, 'secret', 'lotus') RETURNING id`,
    );
    vendors[type] = Number(row.id);
  }
  const sessions = new Map<number, number>();
  const orders = new Map<number, number>();
  const game = await one<{ id: string }>(
    db,
    sql`SELECT id FROM lottery_games WHERE merchant_id = ${merchantId} ORDER BY id LIMIT 1`,
  );
  const issue = await one<{ id: string }>(
    db,
    sql`INSERT INTO lottery_issues (merchant_id, game_id, numero, open_at, lock_at, draw_at, seed, seed_hash, status)
        VALUES (${merchantId}, ${game.id}, ${`ACT-${tag}`}, now(), now(), now(), 's', 'h', 'drawn') RETURNING id`,
  );
  for (const member of members) {
    const session = await one<{ id: string }>(
      db,
      sql`INSERT INTO game_sessions (merchant_id, member_id, vendor_id, token_hash, currency, wallet_code, expires_at)
          VALUES (${merchantId}, ${member}, ${vendors.RNG!}, ${randomBytes(32).toString('hex')}, 'THB', 'MAIN', now())
          RETURNING id`,
    );
    sessions.set(member, Number(session.id));
    const order = await one<{ id: string }>(
      db,
      sql`INSERT INTO lottery_orders (merchant_id, member_id, game_id, order_number, numero, total_amount, wallet, currency)
          VALUES (${merchantId}, ${member}, ${game.id}, ${`ACT-${tag}-${member}`}, ${`ACT-${tag}`}, 0, 'LOTT', 'THB')
          RETURNING id`,
    );
    orders.set(member, Number(order.id));
  }
  return { merchantId, members, vendors, sessions, issueId: Number(issue.id), orders };
}

let line = 0;
let txCounter = 0;

export interface BetSpec {
  member: number;
  amount: number;
  status?: 'pending' | 'won' | 'lost' | 'cancelled' | 'voided';
  payout?: number;
  settledAt?: Date | null;
}

/** Lottery bets, one multi-row INSERT; answers their ids. */
export async function insertBets(db: DbOrTx, f: Fixture, bets: BetSpec[]): Promise<number[]> {
  const values = bets.map(
    (
      b,
    ) => sql`(${f.merchantId}, ${b.member}, ${f.orders.get(b.member)!}, ${f.issueId}, ${++line}, 'SUM_BSOE', 'B',
               'Y', 1, 1950, 1, ${b.amount}, ${b.payout ?? 0}, 0, 'LOTT', 'THB', ${b.status ?? 'pending'},
               ${b.settledAt ? iso(b.settledAt) : null}::timestamptz)`,
  );
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO lottery_bets (merchant_id, member_id, order_id, issue_id, line, play_type, content, money_mode,
                                multiple, prize_group, tickets, amount, payout, hold_transfer_id, wallet, currency,
                                status, settled_at)
      VALUES ${sql.join(values, sql`, `)} RETURNING id`),
  );
  return rows.map((r) => Number(r.id));
}

/** Settles pending bets with one multi-row UPDATE ... FROM, as lottery settlement does. */
export async function settleBets(
  db: DbOrTx,
  outcomes: { id: number; status: 'won' | 'lost' | 'voided' | 'cancelled'; payout: number }[],
  at: Date,
): Promise<void> {
  const values = outcomes.map((o) => sql`(${o.id}::bigint, ${o.status}::varchar, ${o.payout}::bigint)`);
  await db.execute(sql`
    UPDATE lottery_bets AS b SET status = v.status, payout = v.payout, settled_at = ${iso(at)}
      FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, status, payout)
     WHERE b.id = v.id AND b.status = 'pending'`);
}

export interface CallSpec {
  member: number;
  gameType: string;
  kind: 'debit' | 'credit' | 'rollback';
  amount: number;
  state?: 'done' | 'rolled_back' | 'cancelled';
  at: Date;
}

/** Vendors' seamless calls, one multi-row INSERT; answers their ids. */
export async function insertCalls(db: DbOrTx, f: Fixture, calls: CallSpec[]): Promise<number[]> {
  const values = calls.map(
    (
      c,
    ) => sql`(${f.merchantId}, ${f.vendors[c.gameType]!}, ${`act-${++txCounter}`}, ${c.kind}, ${c.state ?? 'done'},
               ${c.member}, ${f.sessions.get(c.member)!}, 'MAIN', 'THB', ${`r-${txCounter}`}, 'g', ${c.amount}, 'h',
               '{"status":"OK","balance":null,"currency":"THB"}'::jsonb, ${iso(c.at)})`,
  );
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO seamless_transactions (merchant_id, vendor_id, transaction_id, kind, state, member_id, session_id,
                                         wallet_code, currency, round_id, game_code, amount, request_hash, response,
                                         created_at)
      VALUES ${sql.join(values, sql`, `)} RETURNING id`),
  );
  return rows.map((r) => Number(r.id));
}

export interface FundingSpec {
  member: number;
  direction: 'DEPOSIT' | 'WITHDRAW';
  amount: number;
  status?: 'PENDING' | 'APPROVED' | 'REJECTED';
  decidedAt?: Date | null;
}

export async function insertFunding(db: DbOrTx, f: Fixture, requests: FundingSpec[]): Promise<number[]> {
  const values = requests.map(
    (
      r,
    ) => sql`(${f.merchantId}, ${r.member}, ${r.direction}, 'BANK', 'THB', ${r.amount}, ${r.status ?? 'PENDING'},
               ${r.decidedAt ? iso(r.decidedAt) : null}::timestamptz, ${`act-f-${++txCounter}`}, 'h')`,
  );
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO funding_requests (merchant_id, member_id, direction, method, currency, amount, status, decided_at,
                                    idempotency_key, request_hash)
      VALUES ${sql.join(values, sql`, `)} RETURNING id`),
  );
  return rows.map((r) => Number(r.id));
}

const FIGURES = sql.raw(`
  coalesce(sum(bet), 0)::text AS bet, coalesce(sum(bet_count), 0)::text AS bet_count,
  coalesce(sum(payout), 0)::text AS payout, coalesce(sum(payout_count), 0)::text AS payout_count,
  coalesce(sum(deposit), 0)::text AS deposit, coalesce(sum(deposit_count), 0)::text AS deposit_count,
  coalesce(sum(withdraw), 0)::text AS withdraw, coalesce(sum(withdraw_count), 0)::text AS withdraw_count`);

/**
 * The old aggregates over the event tables, as the promotion rules, agent statements and reports
 * computed them per request: settled lottery bets (LOTT), vendors' calls that stood (by the
 * vendor's game type), approved funding (everything only).
 */
function events(filter: { member?: number; merchantId?: number; currency?: string }, period: Period): SQL {
  const where = (alias: string) =>
    sql.join(
      [
        filter.member !== undefined ? sql`${sql.raw(alias)}.member_id = ${filter.member}` : sql`true`,
        filter.merchantId !== undefined
          ? sql`${sql.raw(alias)}.merchant_id = ${filter.merchantId}`
          : sql`true`,
        filter.currency !== undefined ? sql`${sql.raw(alias)}.currency = ${filter.currency}` : sql`true`,
      ],
      sql` AND `,
    );
  return sql`(
    SELECT 'lottery' AS source, 'LOTT' AS game_type, b.settled_at AS at, b.amount AS bet, 1 AS bet_count,
           b.payout, 0 AS payout_count, 0 AS deposit, 0 AS deposit_count, 0 AS withdraw, 0 AS withdraw_count
      FROM lottery_bets b
     WHERE ${where('b')} AND b.status IN ('won', 'lost')
       AND b.settled_at >= ${iso(period.from)} AND b.settled_at < ${iso(period.to)}
    UNION ALL
    SELECT 'game', v.game_type, t.created_at,
           CASE WHEN t.kind = 'debit' THEN t.amount ELSE 0 END, CASE WHEN t.kind = 'debit' THEN 1 ELSE 0 END,
           CASE WHEN t.kind = 'credit' THEN t.amount ELSE 0 END, CASE WHEN t.kind = 'credit' THEN 1 ELSE 0 END,
           0, 0, 0, 0
      FROM seamless_transactions t JOIN game_vendors v ON v.id = t.vendor_id
     WHERE ${where('t')} AND t.state = 'done' AND t.kind IN ('debit', 'credit')
       AND t.created_at >= ${iso(period.from)} AND t.created_at < ${iso(period.to)}
    UNION ALL
    SELECT 'funding', '', f.decided_at, 0, 0, 0, 0,
           CASE WHEN f.direction = 'DEPOSIT' THEN f.amount ELSE 0 END, CASE WHEN f.direction = 'DEPOSIT' THEN 1 ELSE 0 END,
           CASE WHEN f.direction = 'WITHDRAW' THEN f.amount ELSE 0 END, CASE WHEN f.direction = 'WITHDRAW' THEN 1 ELSE 0 END
      FROM funding_requests f
     WHERE ${where('f')} AND f.status = 'APPROVED'
       AND f.decided_at >= ${iso(period.from)} AND f.decided_at < ${iso(period.to)}
  )`;
}

export async function referenceFigures(
  db: DbOrTx,
  member: number,
  series: string,
  period: Period,
): Promise<Figures> {
  const filter = series === ALL_GAMES ? sql`true` : sql`e.game_type = ${series}`;
  const [row] = rowsOf<Parameters<typeof figuresOf>[0]>(
    await db.execute(sql`SELECT ${FIGURES} FROM ${events({ member }, period)} e WHERE ${filter}`),
  );
  return figuresOf(row!);
}

/** A merchant's figures per UTC+7 day, source and game type, as the reports summed them. */
export async function referenceMerchantDays(
  db: DbOrTx,
  merchantId: number,
  currency: string,
  period: Period,
) {
  const rows = rowsOf<Parameters<typeof figuresOf>[0] & { day: string; source: string; game_type: string }>(
    await db.execute(sql`
      SELECT to_char((e.at AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD') AS day, e.source, e.game_type,
             ${FIGURES}
        FROM ${events({ merchantId, currency }, period)} e
       GROUP BY 1, 2, 3`),
  );
  return rows.map((r) => ({ ...figuresOf(r), day: r.day, source: r.source, gameType: r.game_type }));
}

/** The old mission ranking: members by settled bets in the period, rank with ties broken by id. */
export async function referenceRanking(db: DbOrTx, merchantId: number, period: Period) {
  const rows = rowsOf<{ member_id: string; bet: string; rank: number }>(
    await db.execute(sql`
      WITH bets AS (
        SELECT member_id, amount FROM lottery_bets
         WHERE merchant_id = ${merchantId} AND status IN ('won', 'lost')
           AND settled_at >= ${iso(period.from)} AND settled_at < ${iso(period.to)}
        UNION ALL
        SELECT member_id, amount FROM seamless_transactions
         WHERE merchant_id = ${merchantId} AND kind = 'debit' AND state = 'done'
           AND created_at >= ${iso(period.from)} AND created_at < ${iso(period.to)}
      )
      SELECT member_id::text, sum(amount)::text AS bet, rank() OVER (ORDER BY sum(amount) DESC, member_id)::int AS rank
        FROM bets GROUP BY member_id ORDER BY rank`),
  );
  return rows.map((r) => ({ memberId: Number(r.member_id), bet: BigInt(r.bet), rank: Number(r.rank) }));
}
