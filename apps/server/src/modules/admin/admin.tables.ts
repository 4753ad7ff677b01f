import {
  pgTable,
  bigserial,
  bigint,
  integer,
  varchar,
  text,
  timestamp,
  uniqueIndex,
  index,
  jsonb,
  check,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AdminRole } from '@platform/shared';
import { merchants } from '../settings/index.js';

/** Back-office users. Each belongs to one merchant and sees nothing of any other. */
export const adminUsers = pgTable(
  'admin_users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    username: varchar('username', { length: 32 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    displayName: varchar('display_name', { length: 60 }).notNull(),
    /** What the operator may work on (ADMIN_ROLE_AREAS); users from before roles existed own the office. */
    role: varchar('role', { length: 12 }).$type<AdminRole>().notNull().default('OWNER'),
    /** A active, L locked; anything but A cannot log in. */
    status: varchar('status', { length: 1 }).$type<'A' | 'L'>().notNull().default('A'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('admin_users_merchant_username_uq').on(t.merchantId, t.username),
    check('admin_users_role_ck', sql`role IN ('OWNER', 'FINANCE', 'OPERATIONS', 'SUPPORT')`),
  ],
);

/** Back-office sessions; only a hash of the token is kept, as for member sessions. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    adminId: bigint('admin_id', { mode: 'number' })
      .notNull()
      .references(() => adminUsers.id),
    ip: varchar('ip', { length: 45 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('admin_sessions_admin_ix').on(t.adminId)],
);

export type AuditOutcome = 'OK' | 'DENIED';

/**
 * What operators did in the back office: every successful change, every login and every call
 * refused for the operator's role. Written by the central /admin/api hook, never by a module;
 * append-only. detail is the request body with secrets replaced (audit-detail.ts).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    adminId: bigint('admin_id', { mode: 'number' })
      .notNull()
      .references(() => adminUsers.id),
    /** Kept as it was at the time, so renaming or demoting an operator does not rewrite history. */
    username: varchar('username', { length: 32 }).notNull(),
    role: varchar('role', { length: 12 }).$type<AdminRole>().notNull(),
    /** METHOD and route pattern, e.g. "POST /admin/api/withdrawals/:id/approve". */
    action: varchar('action', { length: 160 }).notNull(),
    area: varchar('area', { length: 16 }),
    targetId: varchar('target_id', { length: 64 }),
    outcome: varchar('outcome', { length: 8 }).$type<AuditOutcome>().notNull().default('OK'),
    detail: jsonb('detail'),
    ip: varchar('ip', { length: 45 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_merchant_ix').on(t.merchantId, t.id),
    index('admin_audit_log_merchant_time_ix').on(t.merchantId, t.createdAt),
  ],
);
