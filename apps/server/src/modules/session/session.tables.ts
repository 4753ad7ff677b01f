import { pgTable, bigserial, bigint, integer, varchar, timestamp, text, index } from 'drizzle-orm/pg-core';
import { merchants } from '../settings/index.js';
import { members } from '../member/index.js';

/** Login sessions. Only a hash of the token is stored, so a database leak yields no usable tokens. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    ip: varchar('ip', { length: 45 }).notNull(),
    deviceId: varchar('device_id', { length: 64 }),
    source: varchar('source', { length: 16 }).notNull().default('web'),
    /** 'full', or 'password' while the member must change the password before anything else. */
    scope: varchar('scope', { length: 16 }).notNull().default('full'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_member_ix').on(t.memberId)],
);

/** Key pairs shared by every API node (the RSA key of encrypted bodies must be the same on all). */
export const platformKeys = pgTable('platform_keys', {
  name: varchar('name', { length: 40 }).primaryKey(),
  privatePem: text('private_pem').notNull(),
  publicModulusHex: text('public_modulus_hex').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
