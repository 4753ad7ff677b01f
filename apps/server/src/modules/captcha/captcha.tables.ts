import { pgTable, integer, varchar, timestamp, index } from 'drizzle-orm/pg-core';
import { merchants } from '../settings/settings.tables.js';

/** Image captchas: only a keyed hash of the code is kept, and each is good for one check. */
export const captchas = pgTable(
  'captchas',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captchas_expires_ix').on(t.expiresAt)],
);
