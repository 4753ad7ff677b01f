import {
  pgTable,
  bigserial,
  bigint,
  integer,
  varchar,
  smallint,
  boolean,
  text,
  timestamp,
  uniqueIndex,
  index,
  primaryKey,
  check,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { merchants } from '../settings/settings.tables.js';
import { members } from '../member/member.tables.js';

export type IssueStatus = 'open' | 'drawn' | 'settled' | 'voided';
export type BetStatus = 'pending' | 'won' | 'lost' | 'cancelled' | 'voided';

/**
 * A lottery game of a merchant, configured as data: how it draws (kind), its schedule (an issue
 * every interval_seconds from day_offset_seconds after UTC midnight, betting closing
 * lock_seconds before each draw) and the prize group its odds are computed with.
 */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    code: varchar('code', { length: 32 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    remark: varchar('remark', { length: 64 }).notNull(),
    groupId: integer('group_id').notNull(),
    groupCode: varchar('group_code', { length: 16 }).notNull(),
    labelName: varchar('label_name', { length: 32 }).notNull(),
    /** 1 traditional, 2 entertainment. */
    lottoMode: smallint('lotto_mode').notNull().default(1),
    intervalSeconds: integer('interval_seconds').notNull(),
    lockSeconds: integer('lock_seconds').notNull(),
    dayOffsetSeconds: integer('day_offset_seconds').notNull().default(0),
    prizeGroup: integer('prize_group').notNull().default(1950),
    defaultPlayType: varchar('default_play_type', { length: 24 }).notNull(),
    webIconUrl: varchar('web_icon_url', { length: 255 }),
    liveVideo: boolean('live_video').notNull().default(false),
    /** Higher first in the popular list. */
    popularity: integer('popularity').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('lottery_games_code_uq').on(t.merchantId, t.code),
    check('lottery_games_prize_group_ck', sql`prize_group BETWEEN 1700 AND 2000`),
    check(
      'lottery_games_schedule_ck',
      sql`interval_seconds > 0 AND lock_seconds >= 0 AND lock_seconds < interval_seconds`,
    ),
  ],
);

/**
 * One issue (numero) of a game. The seed is chosen when the row is created and only its hash is
 * shown until the draw; win_no is computed from it (lottery-fairness) and never written otherwise.
 */
export const lotteryIssues = pgTable(
  'lottery_issues',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryGames.id),
    numero: varchar('numero', { length: 20 }).notNull(),
    openAt: timestamp('open_at', { withTimezone: true }).notNull(),
    lockAt: timestamp('lock_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    seed: varchar('seed', { length: 64 }).notNull(),
    seedHash: varchar('seed_hash', { length: 64 }).notNull(),
    winNo: varchar('win_no', { length: 200 }),
    status: varchar('status', { length: 8 }).$type<IssueStatus>().notNull().default('open'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_issues_numero_uq').on(t.gameId, t.numero),
    index('lottery_issues_due_ix').on(t.status, t.drawAt),
    index('lottery_issues_game_draw_ix').on(t.gameId, t.drawAt),
  ],
);

/** A betting slip as placed: one order number for its lines, over one issue or a chase of several. */
export const lotteryOrders = pgTable(
  'lottery_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryGames.id),
    orderNumber: varchar('order_number', { length: 32 }).notNull(),
    /** The member's idempotency key (Idempotency-Key header or requestId) and what it asked for. */
    requestId: varchar('request_id', { length: 64 }),
    requestHash: varchar('request_hash', { length: 64 }),
    numero: varchar('numero', { length: 20 }).notNull(),
    chaseIssues: integer('chase_issues').notNull().default(1),
    stopOnWin: boolean('stop_on_win').notNull().default(false),
    totalAmount: bigint('total_amount', { mode: 'bigint' }).notNull(),
    wallet: varchar('wallet', { length: 16 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lottery_orders_number_uq').on(t.merchantId, t.orderNumber),
    uniqueIndex('lottery_orders_request_uq').on(t.merchantId, t.memberId, t.requestId),
    index('lottery_orders_member_ix').on(t.memberId, t.createdAt),
  ],
);

/**
 * One line of an order on one issue, with the ledger hold that reserves its stake. Settlement
 * changes status from pending exactly once, in the same transaction that posts the hold (and
 * pays a prize), so a crash leaves either both or neither.
 */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryOrders.id),
    issueId: bigint('issue_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryIssues.id),
    line: smallint('line').notNull(),
    playType: varchar('play_type', { length: 24 }).notNull(),
    content: text('content').notNull(),
    moneyMode: varchar('money_mode', { length: 1 }).notNull(),
    multiple: integer('multiple').notNull(),
    prizeGroup: integer('prize_group').notNull(),
    tickets: integer('tickets').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }).notNull(),
    /** Wallet and currency the stake was held from and a prize is paid to. */
    wallet: varchar('wallet', { length: 16 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 10 }).$type<BetStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_bets_line_uq').on(t.orderId, t.issueId, t.line),
    index('lottery_bets_issue_ix').on(t.issueId, t.status, t.id),
    // A member's bets settled in part of an hour (activity totals of a period that starts or ends mid-hour).
    index('lottery_bets_member_settled_ix').on(t.memberId, t.settledAt),
    index('lottery_bets_won_ix')
      .on(t.merchantId, t.settledAt)
      .where(sql`status = 'won'`),
    check('lottery_bets_amount_ck', sql`amount > 0 AND payout >= 0`),
  ],
);

/**
 * The jackpot figure shown per merchant and currency: it starts at the merchant's configured
 * value and grows by a share of the stakes of every settled issue. It is a display pool, not
 * an account: no prize is paid from it.
 */
export const lotteryJackpots = pgTable(
  'lottery_jackpots',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    currency: varchar('currency', { length: 3 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.currency] })],
);

/**
 * House limits of a merchant's lottery: its default row (game_id 0, play_type ''), a game's row
 * (play_type '') or a play type's row of a game. Each limit is taken from the narrowest row that
 * sets it; null leaves it to the wider row. Amounts in minor units of the merchant's currency.
 * The liability cap, its mode and the alert threshold are read from game rows and the default.
 */
export const lotteryLimits = pgTable(
  'lottery_limits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** 0: every game of the merchant. */
    gameId: bigint('game_id', { mode: 'number' }).notNull().default(0),
    /** '': every play type. */
    playType: varchar('play_type', { length: 24 }).notNull().default(''),
    minStake: bigint('min_stake', { mode: 'bigint' }),
    maxStake: bigint('max_stake', { mode: 'bigint' }),
    maxMultiple: integer('max_multiple'),
    maxOrderPayout: bigint('max_order_payout', { mode: 'bigint' }),
    maxMemberIssuePayout: bigint('max_member_issue_payout', { mode: 'bigint' }),
    /** The most the house may owe on any one outcome of an open issue; null: no liability is kept. */
    liabilityCap: bigint('liability_cap', { mode: 'bigint' }),
    /** refuse: a bet over the cap is refused; cut: its multiple is lowered to what fits. */
    liabilityMode: varchar('liability_mode', { length: 8 }).notNull().default('refuse'),
    alertPercent: smallint('alert_percent').notNull().default(80),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lottery_limits_scope_uq').on(t.merchantId, t.gameId, t.playType),
    check('lottery_limits_mode_ck', sql`liability_mode IN ('refuse', 'cut')`),
    check('lottery_limits_alert_ck', sql`alert_percent BETWEEN 1 AND 100`),
    check(
      'lottery_limits_amounts_ck',
      sql`coalesce(min_stake, 1) > 0 AND coalesce(max_stake, 1) > 0 AND coalesce(max_multiple, 1) > 0
          AND coalesce(max_order_payout, 1) > 0 AND coalesce(max_member_issue_payout, 1) > 0
          AND coalesce(liability_cap, 1) > 0`,
    ),
  ],
);

/** A member's own lottery limits: each can only tighten the merchant's. */
export const lotteryMemberLimits = pgTable(
  'lottery_member_limits',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    maxStake: bigint('max_stake', { mode: 'bigint' }),
    maxMultiple: integer('max_multiple'),
    maxOrderPayout: bigint('max_order_payout', { mode: 'bigint' }),
    maxMemberIssuePayout: bigint('max_member_issue_payout', { mode: 'bigint' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lottery_member_limits_merchant_ix').on(t.merchantId)],
);

/**
 * The house's liability on each outcome of a position or combination of an open issue (see
 * lineExposure in packages/shared): what it pays if that outcome is drawn, over every pending
 * bet. A bet adds to its counters, row-locked, only while each stays within `cap` (the game's cap
 * when the row last grew); a cancelled or voided bet takes its part back; settlement drops the
 * issue's rows.
 */
export const lotteryLiability = pgTable(
  'lottery_liability',
  {
    issueId: bigint('issue_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryIssues.id),
    outcome: varchar('outcome', { length: 48 }).notNull(),
    liability: bigint('liability', { mode: 'bigint' }).notNull(),
    cap: bigint('cap', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.outcome] }),
    check('lottery_liability_ck', sql`liability >= 0`),
  ],
);

/** What a member's pending bets of an open issue can win at most, kept under its payout cap. */
export const lotteryMemberExposure = pgTable(
  'lottery_member_exposure',
  {
    issueId: bigint('issue_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryIssues.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    /** The member's cap when the row last grew. */
    cap: bigint('cap', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.memberId] }),
    check('lottery_member_exposure_ck', sql`payout >= 0`),
  ],
);

/**
 * A liability alert as it was pushed to the merchant's operators (an outcome of an open issue
 * passed its game's alert threshold), kept so that an operator who was not connected still sees
 * it; an operator acknowledges it (audited). Written in the bet's own transaction.
 */
export const lotteryRiskAlerts = pgTable(
  'lottery_risk_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    gameId: bigint('game_id', { mode: 'number' }).notNull(),
    gameCode: varchar('game_code', { length: 48 }).notNull(),
    numero: varchar('numero', { length: 32 }).notNull(),
    outcome: varchar('outcome', { length: 48 }).notNull(),
    liability: bigint('liability', { mode: 'bigint' }).notNull(),
    cap: bigint('cap', { mode: 'bigint' }).notNull(),
    percent: smallint('percent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedByAdminId: bigint('acknowledged_by_admin_id', { mode: 'number' }),
    acknowledgedBy: varchar('acknowledged_by', { length: 32 }),
  },
  (t) => [index('lottery_risk_alerts_merchant_ix').on(t.merchantId, t.id)],
);
