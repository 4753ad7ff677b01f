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
  primaryKey,
  index,
} from 'drizzle-orm/pg-core';
import { merchants } from '../settings/settings.tables.js';
import { members } from '../member/member.tables.js';

/**
 * Fixed-window counters shared by every API node: failed logins per username and per address,
 * code sending per recipient and per address. A row is reused when its window has passed.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    scope: varchar('scope', { length: 24 }).notNull(),
    key: varchar('key', { length: 128 }).notNull(),
    count: integer('count').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'rate_counters_pk', columns: [t.merchantId, t.scope, t.key] })],
);

/** Server-side keys (HMAC and encryption) that every API node must share. */
export const platformSecrets = pgTable('platform_secrets', {
  name: varchar('name', { length: 40 }).primaryKey(),
  secretHex: text('secret_hex').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Two-factor state of a member. The authenticator secret is stored sealed with a platform key;
 * the other methods are switched on by the merchant's back office.
 */
export const memberTwoFactor = pgTable('member_two_factor', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  totpPendingSecret: text('totp_pending_secret'),
  totpPendingAt: timestamp('totp_pending_at', { withTimezone: true }),
  /** Time step of the last accepted code, so a code is never accepted twice. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  smsRequired: boolean('sms_required').notNull().default(false),
  emailRequired: boolean('email_required').notNull().default(false),
  payeeNameRequired: boolean('payee_name_required').notNull().default(false),
});

/** A password (or SMS, Telegram, Firebase) login waiting for its second factor. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    ticketHash: varchar('ticket_hash', { length: 64 }).notNull().unique(),
    source: varchar('source', { length: 16 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_challenges_member_ix').on(t.memberId)],
);
