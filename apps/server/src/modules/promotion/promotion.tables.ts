import { sql } from 'drizzle-orm';
import {
  pgTable,
  bigserial,
  bigint,
  integer,
  varchar,
  text,
  boolean,
  jsonb,
  timestamp,
  customType,
  uniqueIndex,
  index,
  check,
  primaryKey,
  smallint,
} from 'drizzle-orm/pg-core';
import type { ApplicationStatus, ContentTexts, PromotionType } from '@platform/shared';
import { merchants } from '../settings/settings.tables.js';
import { members } from '../member/member.tables.js';
import { ledgerTransfers } from '../wallet/wallet.tables.js';

export type PromotionTextField = 'title' | 'content' | 'imageUrl';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const promotionCategories = pgTable(
  'promotion_categories',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    name: varchar('name', { length: 60 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('promotion_categories_name_uq').on(t.merchantId, t.name)],
);

/**
 * A promotion of a merchant. Its rule is the type plus the columns that type reads: amounts in
 * minor units of the merchant's currency, percentages and multipliers in hundredths. content is
 * stored sanitised (and sanitised again when read, so a rule change protects old rows too).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    categoryId: bigint('category_id', { mode: 'number' }).references(() => promotionCategories.id),
    promotionType: varchar('promotion_type', { length: 16 }).$type<PromotionType>().notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    content: text('content').notNull(),
    /**
     * Title, content and picture (in place of the first of imageUrls) in languages other than the
     * merchant's default, which the row's columns hold.
     */
    texts: jsonb('texts').$type<ContentTexts<PromotionTextField>>().notNull().default({}),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    redirect: varchar('redirect', { length: 200 }),
    externalLink: varchar('external_link', { length: 500 }),
    linkedPromotionId: bigint('linked_promotion_id', { mode: 'number' }),
    remarkRequired: boolean('remark_required').notNull().default(false),
    imageRequired: boolean('image_required').notNull().default(false),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    currency: varchar('currency', { length: 3 }).notNull(),
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' }).notNull(),
    /** Turnover to wager = bonus x this / 100. */
    turnoverX100: integer('turnover_x100').notNull().default(100),
    /** TICKET: the code that claims it (upper case). */
    promoCode: varchar('promo_code', { length: 32 }),
    /** MISSION(_MANUAL): bet amount; REGISTER: deposits; SAVIOR: minimum net loss; REFERRAL: invitee deposits. */
    target: bigint('target', { mode: 'bigint' }),
    /** SAVIOR: share of the net loss paid, in hundredths of a percent. */
    rateX100: integer('rate_x100'),
    /** REGISTER: days after registration during which the newbie task counts. */
    withinDays: smallint('within_days'),
    /** A active, I inactive. */
    status: varchar('status', { length: 1 }).notNull().default('A'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promotions_merchant_ix').on(t.merchantId, t.status, t.promotionType),
    uniqueIndex('promotions_code_uq')
      .on(t.merchantId, t.promoCode)
      .where(sql`promo_code IS NOT NULL`),
    check('promotions_bonus_ck', sql`bonus_amount >= 0`),
  ],
);

/** RAFFLE: the windows in which a raffle can be claimed, once per member each. */
export const raffleSchedules = pgTable(
  'raffle_schedules',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('raffle_schedules_promotion_ix').on(t.promotionId, t.startAt)],
);

/** Applications of apply-type promotions (MANUAL, MISSION_MANUAL), decided by the merchant. */
export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    status: varchar('status', { length: 8 }).$type<ApplicationStatus>().notNull().default('PENDING'),
    remarks: varchar('remarks', { length: 140 }),
    imageCount: smallint('image_count').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull(),
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' }).notNull(),
    decisionRemarks: varchar('decision_remarks', { length: 140 }),
    decidedByAdminId: bigint('decided_by_admin_id', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live (pending or approved) application per member and promotion; a rejected one may be redone.
    uniqueIndex('promotion_applications_live_uq')
      .on(t.promotionId, t.memberId)
      .where(sql`status IN ('PENDING', 'APPROVED')`),
    index('promotion_applications_queue_ix').on(t.merchantId, t.status, t.id),
    index('promotion_applications_member_ix').on(t.memberId, t.id),
  ],
);

/** The images of an application, checked by content (jpg/png, <= 5 MB, at most 3). */
export const applicationImages = pgTable(
  'promotion_application_images',
  {
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => promotionApplications.id),
    position: smallint('position').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    contentType: varchar('content_type', { length: 16 }).notNull(),
    bytes: bytea('bytes').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.position] })],
);

/**
 * Every bonus paid (claims, approved applications, manual grants, rebates): bonus details. The
 * claim key is unique per merchant, so a reward is paid once however often it is claimed.
 */
export const promotionBonuses = pgTable(
  'promotion_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    promotionId: bigint('promotion_id', { mode: 'number' }).references(() => promotions.id),
    applicationId: bigint('application_id', { mode: 'number' }).references(() => promotionApplications.id),
    /** A promotion type, or REBATE. */
    source: varchar('source', { length: 16 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    claimKey: varchar('claim_key', { length: 120 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    turnoverRequired: bigint('turnover_required', { mode: 'bigint' }).notNull(),
    /** REBATE: bets settled before this time are paid. */
    coveredUntil: timestamp('covered_until', { withTimezone: true }),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    remarks: varchar('remarks', { length: 140 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_bonuses_claim_uq').on(t.merchantId, t.claimKey),
    index('promotion_bonuses_member_ix').on(t.memberId, t.createdAt),
    check('promotion_bonuses_amount_ck', sql`amount > 0 AND turnover_required >= 0`),
  ],
);

/** Manual rebate rates per game type, in hundredths of a percent of settled bets. */
export const rebateRates = pgTable(
  'rebate_rates',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    gameType: varchar('game_type', { length: 8 }).notNull(),
    rateX100: integer('rate_x100').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.gameType] }),
    check('rebate_rates_ck', sql`rate_x100 >= 0 AND rate_x100 <= 10000`),
  ],
);

/** VIP ranks (clubLabel). AUTO labels are reached by total approved deposits and settled bets. */
export const vipLabels = pgTable(
  'vip_labels',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    labelName: varchar('label_name', { length: 40 }).notNull(),
    type: varchar('type', { length: 8 }).$type<'AUTO' | 'MANUAL'>().notNull().default('AUTO'),
    color: varchar('color', { length: 16 }),
    rankLevel: smallint('rank_level').notNull(),
    depositRequired: bigint('deposit_required', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    betRequired: bigint('bet_required', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    benefits: text('benefits').notNull().default(''),
  },
  (t) => [uniqueIndex('vip_labels_rank_uq').on(t.merchantId, t.rankLevel)],
);
