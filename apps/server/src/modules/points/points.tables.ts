import {
  pgTable,
  bigserial,
  bigint,
  integer,
  varchar,
  boolean,
  timestamp,
  jsonb,
  uniqueIndex,
  index,
  check,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ContentTexts, MerchandiseImage, RedeemStatus, RedeemType } from '@platform/shared';
import { merchants } from '../settings/settings.tables.js';
import { members } from '../member/member.tables.js';
import { ledgerTransfers } from '../wallet/wallet.tables.js';

/**
 * The merchant's points program. Rates are stored in ten-thousandths (rate 1.5 -> 15000) so that
 * points are computed in integers. Only events at or after earnFrom earn points: history from
 * before the program started is not paid out retroactively.
 */
export const pointConfigs = pgTable(
  'point_configs',
  {
    merchantId: integer('merchant_id')
      .primaryKey()
      .references(() => merchants.id),
    exchangeRateE4: bigint('exchange_rate_e4', { mode: 'number' }).notNull(),
    liveBetE4: bigint('live_bet_e4', { mode: 'number' }).notNull().default(0),
    lottoBetE4: bigint('lotto_bet_e4', { mode: 'number' }).notNull().default(0),
    pvpBetE4: bigint('pvp_bet_e4', { mode: 'number' }).notNull().default(0),
    rngBetE4: bigint('rng_bet_e4', { mode: 'number' }).notNull().default(0),
    sportBetE4: bigint('sport_bet_e4', { mode: 'number' }).notNull().default(0),
    depositE4: bigint('deposit_e4', { mode: 'number' }).notNull().default(0),
    earnFrom: timestamp('earn_from', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check(
      'point_configs_rates_ck',
      sql`exchange_rate_e4 > 0 AND live_bet_e4 >= 0 AND lotto_bet_e4 >= 0 AND pvp_bet_e4 >= 0
          AND rng_bet_e4 >= 0 AND sport_bet_e4 >= 0 AND deposit_e4 >= 0`,
    ),
  ],
);

export const rewardTypes = pgTable(
  'reward_types',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    typeId: integer('type_id').notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    chineseName: varchar('chinese_name', { length: 64 }).notNull().default(''),
    i18nStr: varchar('i18n_str', { length: 2000 }),
  },
  (t) => [uniqueIndex('reward_types_uq').on(t.merchantId, t.typeId)],
);

/**
 * A reward of the points mall. Prices are minor units: pricePoints (points only, null when not
 * offered), mpPoints + mpMoney (points plus money, offered when displayPm). inventory is what can
 * still be redeemed: a redemption takes it with a conditional UPDATE, so it never goes below 0.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    typeId: integer('type_id').notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    /** Name and description in languages other than the merchant's default (which name and description hold). */
    texts: jsonb('texts').$type<ContentTexts<'name' | 'description'>>().notNull().default({}),
    pricePoints: bigint('price_points', { mode: 'bigint' }),
    mpPoints: bigint('mp_points', { mode: 'bigint' }),
    mpMoney: bigint('mp_money', { mode: 'bigint' }),
    displayPm: boolean('display_pm').notNull().default(false),
    inventory: integer('inventory').notNull(),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    description: varchar('description', { length: 4000 }).notNull().default(''),
    images: jsonb('images').$type<MerchandiseImage[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rewards_merchant_ix').on(t.merchantId, t.active, t.typeId, t.sortOrder),
    check('rewards_inventory_ck', sql`inventory >= 0 AND redeemed_count >= 0`),
    check(
      'rewards_prices_ck',
      sql`(price_points IS NULL OR price_points > 0) AND (mp_points IS NULL OR mp_points >= 0)
          AND (mp_money IS NULL OR mp_money >= 0)`,
    ),
  ],
);

/**
 * A redemption. The points (and for PM the money) are ledger holds until the merchant decides:
 * approve (A) posts them, reject (R) voids them and gives the quantity back to the inventory.
 */
export const rewardRedemptions = pgTable(
  'reward_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    rewardId: bigint('reward_id', { mode: 'number' })
      .notNull()
      .references(() => rewards.id),
    rewardName: varchar('reward_name', { length: 120 }).notNull(),
    redeemType: varchar('redeem_type', { length: 2 }).$type<RedeemType>().notNull(),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    money: bigint('money', { mode: 'bigint' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    pointsTransferId: bigint('points_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    moneyTransferId: bigint('money_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    status: varchar('status', { length: 1 }).$type<RedeemStatus>().notNull().default('P'),
    /** The member's idempotency key: a retried request answers the same record. */
    requestKey: varchar('request_key', { length: 120 }).notNull(),
    province: varchar('province', { length: 64 }),
    remarks: varchar('remarks', { length: 140 }),
    telphone: varchar('telphone', { length: 20 }),
    address: varchar('address', { length: 200 }),
    recipientName: varchar('recipient_name', { length: 64 }),
    line: varchar('line', { length: 64 }),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionRemarks: varchar('decision_remarks', { length: 140 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_redemptions_request_uq').on(t.merchantId, t.requestKey),
    index('reward_redemptions_member_ix').on(t.merchantId, t.memberId, t.createdAt),
    index('reward_redemptions_status_ix').on(t.merchantId, t.status, t.id),
    check('reward_redemptions_amounts_ck', sql`quantity > 0 AND points >= 0 AND money >= 0`),
    check('reward_redemptions_status_ck', sql`status IN ('P', 'R', 'A')`),
  ],
);

/**
 * One row per event that earns points (a settled lottery bet, a game vendor's debit, an approved
 * deposit). The unique (source, source_id) decides who pays: an event earns exactly once, however
 * many passes or nodes look at it. points may be 0 (rate 0 or a tiny stake): the row still marks
 * the event as done.
 */
export const pointEarnings = pgTable(
  'point_earnings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** LOTT (lottery_bets), GAME (seamless_transactions), DEP (funding_requests). */
    source: varchar('source', { length: 4 }).notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('point_earnings_source_uq').on(t.source, t.sourceId),
    index('point_earnings_member_ix').on(t.merchantId, t.memberId),
    check('point_earnings_points_ck', sql`points >= 0`),
  ],
);

/**
 * Events that became able to earn points and that no earning pass has looked at yet: queued by
 * triggers (migration 0014) in the transaction that settles a lottery bet, books a game vendor's
 * debit or approves a deposit, for merchants with a points program. A pass reads the queue, not
 * the history: it re-checks each entry against its event, books it (point_earnings) or drops it.
 * Derived rows written by triggers, without foreign keys, like the activity totals.
 */
export const pointEarningQueue = pgTable(
  'point_earning_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** LOTT (lottery_bets), GAME (seamless_transactions), DEP (funding_requests). */
    source: varchar('source', { length: 4 }).notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('point_earning_queue_source_uq').on(t.source, t.sourceId),
    index('point_earning_queue_member_ix').on(t.merchantId, t.memberId, t.id),
  ],
);
