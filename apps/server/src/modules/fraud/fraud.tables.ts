import {
  pgTable,
  bigserial,
  bigint,
  integer,
  varchar,
  smallint,
  boolean,
  timestamp,
  text,
  uniqueIndex,
  index,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { FraudKind } from '@platform/shared';
import { merchants } from '../settings/index.js';
import { members } from '../member/index.js';

/**
 * A merchant's fraud rules: which links are looked for, their thresholds, and whether a flagged
 * member's withdrawals wait for review. A merchant without a row runs none (the defaults below).
 */
export const fraudRules = pgTable('fraud_rules', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  device: boolean('device').notNull().default(false),
  ipRange: boolean('ip_range').notNull().default(false),
  ipWindowDays: smallint('ip_window_days').notNull().default(7),
  payee: boolean('payee').notNull().default(false),
  bankAccount: boolean('bank_account').notNull().default(false),
  promotion: boolean('promotion').notNull().default(false),
  promotionAccounts: smallint('promotion_accounts').notNull().default(3),
  promotionNewDays: smallint('promotion_new_days').notNull().default(7),
  reviewWithdrawals: boolean('review_withdrawals').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a member was seen with, one row per merchant, kind, value and member, written as members
 * register, log in, bind cards, withdraw and claim (see FraudService). Members sharing a row's
 * kind and value are looked up by the unique index; linked_at is set once a rule links the row,
 * and the linked rows of one kind and value are a link group.
 */
export const fraudSignals = pgTable(
  'fraud_signals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: varchar('kind', { length: 16 }).$type<FraudKind>().notNull(),
    /** Normalised: a device id, an address range, a payee name, an account number, promotion:device. */
    value: varchar('value', { length: 100 }).notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fraud_signals_value_uq').on(t.merchantId, t.kind, t.value, t.memberId),
    index('fraud_signals_member_ix').on(t.memberId),
    index('fraud_signals_linked_ix')
      .on(t.merchantId, t.linkedAt)
      .where(sql`linked_at IS NOT NULL`),
  ],
);

export type FraudFlagStatus = 'FLAGGED' | 'CLEARED';

/**
 * A member's fraud flag: set when one of its signals is linked, cleared by an operator (who and
 * why kept here and in the audit log). A later new link flags the member again.
 */
export const fraudFlags = pgTable(
  'fraud_flags',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    status: varchar('status', { length: 8 }).$type<FraudFlagStatus>().notNull(),
    /** The kinds of link behind the flag. */
    kinds: text('kinds').array().$type<FraudKind[]>().notNull(),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }).notNull(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    clearedByAdminId: bigint('cleared_by_admin_id', { mode: 'number' }),
    clearedBy: varchar('cleared_by', { length: 32 }),
    remarks: varchar('remarks', { length: 200 }),
  },
  (t) => [index('fraud_flags_merchant_ix').on(t.merchantId, t.status)],
);
