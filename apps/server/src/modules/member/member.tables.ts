import {
  pgTable,
  bigserial,
  bigint,
  integer,
  varchar,
  smallint,
  timestamp,
  text,
  jsonb,
  uniqueIndex,
  index,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { merchants } from '../settings/index.js';

/** Contact fields of the registration form that nothing else reads yet. */
export interface MemberContacts {
  qqNum?: string;
  line?: string;
  facebook?: string;
  whatsapp?: string;
  idNumber?: string;
  recommenderId?: string;
  linkId?: string;
  /** The agent registration code (agent_register_codes) the member signed up with. */
  registerCode?: string;
}

/**
 * How the stored password came about: set by the member, the well-known default of a phone
 * registration, or a temporary one sent by SMS. The last two must be changed at the next login.
 */
export type PasswordKind = 'set' | 'default' | 'temporary';

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
    passwordKind: varchar('password_kind', { length: 10 }).$type<PasswordKind>().notNull().default('set'),
    /** Profile icon index, 1..PROFILE_ICON_COUNT of the merchant. */
    avatar: smallint('avatar').notNull().default(1),
    payeeName: varchar('payee_name', { length: 80 }),
    paymentPasswordHash: text('payment_password_hash'),
    /** An agent's code that new members register under (upper case). */
    affiliateCode: varchar('affiliate_code', { length: 32 }),
    /** Every member's own code for member-to-member referral (upper case). */
    referralCode: varchar('referral_code', { length: 16 }),
    referrerId: bigint('referrer_id', { mode: 'number' }),
    contacts: jsonb('contacts').$type<MemberContacts>().notNull().default({}),
    registerIp: varchar('register_ip', { length: 45 }),
    registerDomain: varchar('register_domain', { length: 253 }),
    registerMethod: varchar('register_method', { length: 16 }),
  },
  (t) => [
    uniqueIndex('members_merchant_username_uq').on(t.merchantId, t.username),
    // Logins match usernames without regard to case, so two may not differ only by case.
    uniqueIndex('members_merchant_username_lower_uq').on(t.merchantId, sql`lower(${t.username})`),
    uniqueIndex('members_merchant_mobile_uq').on(t.merchantId, t.mobileNo),
    uniqueIndex('members_merchant_affiliate_uq').on(t.merchantId, t.affiliateCode),
    uniqueIndex('members_merchant_referral_uq').on(t.merchantId, t.referralCode),
  ],
);

/** Third-party sign-ins (Telegram user id, Firebase uid) bound to a member of the merchant. */
export const memberIdentities = pgTable(
  'member_identities',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    provider: varchar('provider', { length: 16 }).notNull(),
    subject: varchar('subject', { length: 128 }).notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_identities_pk').on(t.merchantId, t.provider, t.subject),
    index('member_identities_member_ix').on(t.memberId),
  ],
);

/** A member's answers to security questions, hashed as passwords are (argon2), never readable back. */
export const memberSecurityAnswers = pgTable(
  'member_security_answers',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    questionId: smallint('question_id').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    answerHash: text('answer_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_security_answers_pk').on(t.memberId, t.questionId)],
);
