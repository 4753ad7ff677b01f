import {
  pgTable,
  bigserial,
  bigint,
  integer,
  varchar,
  smallint,
  boolean,
  jsonb,
  timestamp,
  uniqueIndex,
  index,
  primaryKey,
  check,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { GameClassify, GameType, SeamlessResponse } from '@platform/shared';
import { merchants } from '../settings/settings.tables.js';
import { members } from '../member/member.tables.js';

/**
 * How a vendor's money moves. seamless: the vendor's callbacks debit and credit the member's
 * main wallet. transfer: on a transfer-wallet merchant the member's vendor wallet (wallet_code)
 * pays, filled from MAIN at launch (confirmTrans) and emptied back at game logout; on a
 * single-wallet merchant a transfer vendor behaves as seamless.
 */
export type VendorMode = 'seamless' | 'transfer';
/** Which launch adapter builds the vendor's URLs (vendor-adapter.ts). */
export type AdapterKind = 'lotus' | 'url-template' | 'lottery';
export type SeamlessKind = 'debit' | 'credit' | 'rollback';
/**
 * done: answered and booked. rolled_back: a debit a later rollback reversed. cancelled: a debit
 * that never arrived but was rolled back, kept so the debit is refused if it comes late. held: a
 * credit above the vendor's win caps, answered OK to the vendor but not paid until an operator
 * approves it (then done) or rejects it (rejected).
 */
export type SeamlessState = 'done' | 'rolled_back' | 'cancelled' | 'held' | 'rejected';
/** Why a credit was held for review instead of paid: above the vendor's cap per round or per day. */
export type HoldReason = 'ROUND' | 'DAY';

/** A game vendor of a merchant, shown as a card (accountTypeName = code). */
export const gameVendors = pgTable(
  'game_vendors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    code: varchar('code', { length: 40 }).notNull(),
    displayName: varchar('display_name', { length: 60 }).notNull(),
    gameType: varchar('game_type', { length: 8 }).$type<GameType>().notNull(),
    smallIcon: varchar('small_icon', { length: 255 }),
    largeIcon: varchar('large_icon', { length: 255 }),
    sort: integer('sort').notNull().default(0),
    /** 'game' when the card launches card_game_code directly, 'VASSALAGE' when it opens the list. */
    cardKind: varchar('card_kind', { length: 10 })
      .$type<'game' | 'VASSALAGE'>()
      .notNull()
      .default('VASSALAGE'),
    cardGameCode: varchar('card_game_code', { length: 64 }),
    mode: varchar('mode', { length: 8 }).$type<VendorMode>().notNull().default('seamless'),
    walletCode: varchar('wallet_code', { length: 16 }),
    /** Key of the HMAC-SHA256 signature on the vendor's seamless-wallet callbacks. */
    secret: varchar('secret', { length: 128 }).notNull(),
    adapter: varchar('adapter', { length: 16 }).$type<AdapterKind>().notNull(),
    /** url-template adapter: the launch URL with {token}, {game}, {lang}, {player}, {currency} placeholders. */
    launchUrlTemplate: varchar('launch_url_template', { length: 500 }),
    trialUrlTemplate: varchar('trial_url_template', { length: 500 }),
    enabled: boolean('enabled').notNull().default(true),
    /** A credit (one round's payout) above this is held for review; null: no cap. Minor units. */
    maxWinPerRound: bigint('max_win_per_round', { mode: 'bigint' }),
    /** A credit that takes a member's net win of the business day (UTC+7) with this vendor above this is held. */
    maxDailyWin: bigint('max_daily_win', { mode: 'bigint' }),
  },
  (t) => [
    uniqueIndex('game_vendors_code_uq').on(t.merchantId, t.code),
    check('game_vendors_mode_ck', sql`mode IN ('seamless', 'transfer')`),
    check('game_vendors_card_ck', sql`card_kind IN ('game', 'VASSALAGE')`),
  ],
);

/** A vendor's maintenance: launches inside [start_at, end_at) answer vendor_under_maintenance. */
export const gameVendorMaintenance = pgTable(
  'game_vendor_maintenance',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    vendorId: bigint('vendor_id', { mode: 'number' })
      .notNull()
      .references(() => gameVendors.id),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    message: varchar('message', { length: 255 }).notNull().default(''),
  },
  (t) => [
    index('game_vendor_maintenance_ix').on(t.vendorId, t.endAt),
    check('game_vendor_maintenance_ck', sql`end_at > start_at`),
  ],
);

/** A game of a vendor. game_code is the vendor's own id of the game; id is ours (gameId on the wire). */
export const games = pgTable(
  'games',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    vendorId: bigint('vendor_id', { mode: 'number' })
      .notNull()
      .references(() => gameVendors.id),
    nodeId: integer('node_id').notNull(),
    gameCode: varchar('game_code', { length: 64 }).notNull(),
    displayName: varchar('display_name', { length: 80 }).notNull(),
    /** Names per language code (CN, EN, ...); display_name when a language has none. */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    gameType: varchar('game_type', { length: 8 }).$type<GameType>().notNull(),
    gameClassify: varchar('game_classify', { length: 2 }).$type<GameClassify>(),
    icon: varchar('icon', { length: 255 }),
    /** Minor units of the merchant's currency. */
    minBet: bigint('min_bet', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    minLineNum: integer('min_line_num').notNull().default(0),
    /** 0 means a demo is offered. */
    supportPlay: smallint('support_play').notNull().default(1),
    freeplay: smallint('freeplay').notNull().default(0),
    hot: boolean('hot').notNull().default(false),
    hotSort: integer('hot_sort').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    roomId: varchar('room_id', { length: 64 }),
    appNewWindow: boolean('app_new_window').notNull().default(false),
    /** LOTT and ELOTT games: the platform lottery's game code the launch opens (null: the lobby). */
    lottoGameCode: varchar('lotto_game_code', { length: 32 }),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('games_code_uq').on(t.vendorId, t.gameCode),
    uniqueIndex('games_node_uq').on(t.vendorId, t.nodeId),
    index('games_merchant_ix').on(t.merchantId, t.gameType, t.sort),
  ],
);

export const gameFavourites = pgTable(
  'game_favourites',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);

export const gameRecentPlays = pgTable(
  'game_recent_plays',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('game_recent_plays_ix').on(t.memberId, t.lastPlayedAt),
  ],
);

/**
 * A launch: the token handed to the vendor (stored hashed) names the merchant, member, vendor,
 * currency and the wallet the vendor's callbacks move money on. Trial launches have no member
 * and never move money.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    vendorId: bigint('vendor_id', { mode: 'number' })
      .notNull()
      .references(() => gameVendors.id),
    gameId: bigint('game_id', { mode: 'number' }).references(() => games.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    walletCode: varchar('wallet_code', { length: 16 }).notNull(),
    trial: boolean('trial').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_sessions_token_uq').on(t.tokenHash),
    index('game_sessions_member_ix').on(t.memberId, t.endedAt),
    check('game_sessions_member_ck', sql`trial OR member_id IS NOT NULL`),
  ],
);

/**
 * Every seamless-wallet call that was booked, with the answer it got: a repeat of a
 * transactionId answers the stored response (same request) or DUPLICATE_CONFLICT.
 */
export const seamlessTransactions = pgTable(
  'seamless_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    vendorId: bigint('vendor_id', { mode: 'number' })
      .notNull()
      .references(() => gameVendors.id),
    transactionId: varchar('transaction_id', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<SeamlessKind>().notNull(),
    state: varchar('state', { length: 12 }).$type<SeamlessState>().notNull().default('done'),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => gameSessions.id),
    walletCode: varchar('wallet_code', { length: 16 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    roundId: varchar('round_id', { length: 64 }).notNull(),
    gameCode: varchar('game_code', { length: 64 }).notNull(),
    /** Minor units; 0 for a losing round's credit or a cancelled debit. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    referenceTransactionId: varchar('reference_transaction_id', { length: 64 }),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    response: jsonb('response').$type<SeamlessResponse>().notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A held credit: which cap it crossed, and who decided it when. */
    holdReason: varchar('hold_reason', { length: 8 }).$type<HoldReason>(),
    reviewedByAdminId: bigint('reviewed_by_admin_id', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('seamless_transactions_held_ix')
      .on(t.merchantId, t.id)
      .where(sql`hold_reason IS NOT NULL`),
    uniqueIndex('seamless_transactions_uq').on(t.merchantId, t.vendorId, t.transactionId),
    // A member's calls in part of an hour (activity totals of a period that starts or ends mid-hour).
    index('seamless_transactions_member_ix').on(t.memberId, t.createdAt),
    index('seamless_transactions_wins_ix')
      .on(t.merchantId, t.createdAt)
      .where(sql`kind = 'credit' AND amount > 0`),
    check('seamless_transactions_amount_ck', sql`amount >= 0`),
  ],
);

/**
 * What a member staked with and was paid by one vendor on one business day (UTC+7), kept in the transaction of
 * each seamless booking (debits add to staked, their rollbacks take it back, paid credits add to
 * paid), so the daily win cap reads one row. Locked by every credit of that member, vendor and day.
 */
export const gameMemberDays = pgTable(
  'game_member_days',
  {
    vendorId: bigint('vendor_id', { mode: 'number' })
      .notNull()
      .references(() => gameVendors.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    day: varchar('day', { length: 10 }).notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    staked: bigint('staked', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    paid: bigint('paid', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ name: 'game_member_days_pk', columns: [t.vendorId, t.memberId, t.day] })],
);
