import { pgTable, bigint, integer, varchar, timestamp, index, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Running totals of what members did, kept by database triggers (migration 0012) in the
 * transaction of the event that changes them, so that no request sums a member's history:
 *
 * - bet / bet_count: settled lottery bets (won or lost) and game vendors' debits that stood;
 * - payout / payout_count: their prizes (lottery payout; vendor credits, counted per credit);
 * - deposit, withdraw (and counts): funding requests the merchant approved.
 *
 * A lottery bet counts at settled_at, a vendor's call at created_at, a funding request at
 * decided_at. The triggers stage each statement's changes (activity_pending, not in this schema)
 * and fold them into these tables when the transaction commits, after every other lock it took.
 * The rows are derived from the event rows and written only by the fold: they have no foreign
 * keys, so the fold locks nothing outside these tables (a key check would share-lock the member).
 */
function figures() {
  return {
    bet: bigint('bet', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    betCount: bigint('bet_count', { mode: 'number' }).notNull().default(0),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payoutCount: bigint('payout_count', { mode: 'number' }).notNull().default(0),
    deposit: bigint('deposit', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    depositCount: bigint('deposit_count', { mode: 'number' }).notNull().default(0),
    withdraw: bigint('withdraw', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    withdrawCount: bigint('withdraw_count', { mode: 'number' }).notNull().default(0),
  };
}

/**
 * A member's lifetime totals (VIP ranks, referral deposits). The fold locks these rows first, in
 * member order, which also serialises every change of that member's hourly rows.
 */
export const memberActivity = pgTable(
  'member_activity',
  {
    memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    ...figures(),
    /** Latest hour with a bet: who can be in a ranking of a period. */
    lastBetHour: timestamp('last_bet_hour', { withTimezone: true }),
  },
  (t) => [index('member_activity_bettors_ix').on(t.merchantId, t.lastBetHour)],
);

/**
 * Cumulative totals of a member up to the end of each hour with activity (UTC hours), per game
 * type ('LOTT' holds the platform's lottery and LOTT vendors) and over everything ('*', which
 * alone carries deposits and withdrawals). The totals of any period are two look-ups: the last
 * row before its end minus the last row before its start, plus the events of a partial first or
 * last hour read from the event tables (activity_before in migration 0012).
 */
export const memberActivityHours = pgTable(
  'member_activity_hours',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    gameType: varchar('game_type', { length: 8 }).notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    ...figures(),
  },
  (t) => [primaryKey({ name: 'member_activity_hours_pk', columns: [t.memberId, t.gameType, t.hour] })],
);

/**
 * What a merchant's members did in each hour (not cumulative), per currency and source:
 * 'lottery' (the platform's lottery, game type LOTT), 'game' (vendors, by their game type) and
 * 'funding' (game type ''). The back office's daily reports read these instead of the events.
 */
export const merchantActivityHours = pgTable(
  'merchant_activity_hours',
  {
    merchantId: integer('merchant_id').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    source: varchar('source', { length: 8 }).notNull(),
    gameType: varchar('game_type', { length: 8 }).notNull(),
    ...figures(),
  },
  (t) => [
    primaryKey({
      name: 'merchant_activity_hours_pk',
      columns: [t.merchantId, t.currency, t.hour, t.source, t.gameType],
    }),
  ],
);
