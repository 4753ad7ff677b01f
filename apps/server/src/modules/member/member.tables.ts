import {
  pgTable,
  bigserial,
  integer,
  varchar,
  smallint,
  timestamp,
  text,
  uniqueIndex,
  index,
} from 'drizzle-orm/pg-core';
import { merchants } from '../settings/settings.tables.js';

export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    username: varchar('username', { length: 32 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    nickname: varchar('nickname', { length: 40 }),
    /** isAgent of the spec: 0 member, 1/2 agent levels, 4 (40, 41, 42) trial or demo. */
    isAgent: smallint('is_agent').notNull().default(0),
    toUpline: smallint('to_upline').notNull().default(0),
    uplineId: integer('upline_id'),
    status: varchar('status', { length: 1 }).notNull().default('A'),
    mobileNo: varchar('mobile_no', { length: 16 }),
    countryDialingCode: varchar('country_dialing_code', { length: 4 }),
    email: varchar('email', { length: 254 }),
    language: varchar('language', { length: 2 }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_merchant_username_uq').on(t.merchantId, t.username),
    index('members_merchant_mobile_ix').on(t.merchantId, t.mobileNo),
  ],
);
