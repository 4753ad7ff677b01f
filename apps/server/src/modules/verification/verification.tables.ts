import { pgTable, bigserial, integer, varchar, smallint, timestamp, text, index } from 'drizzle-orm/pg-core';
import { merchants } from '../settings/settings.tables.js';

/** One-time codes sent by SMS or e-mail; only a keyed hash of the code is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    channel: varchar('channel', { length: 8 }).notNull(),
    /** login (SMS login and two-factor), register, reset. */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    /** Mobile number (digits) or lower-case e-mail address. */
    recipient: varchar('recipient', { length: 254 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    ip: varchar('ip', { length: 45 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_lookup_ix').on(t.merchantId, t.channel, t.purpose, t.recipient)],
);

/** Messages the built-in SMS provider and the mailer without SMTP "send": read in development. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    channel: varchar('channel', { length: 8 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_recipient_ix').on(t.merchantId, t.channel, t.recipient)],
);
