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
  check,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type {
  ComputationPeriod,
  ContractKind,
  ContractProductType,
  ContractStatus,
  PayoutStatus,
} from '@platform/shared';
import { merchants } from '../settings/settings.tables.js';
import { members } from '../member/member.tables.js';

/**
 * Registration codes of an agent (registerCenter). A visitor registering with one (affiliateCode
 * field or the link /register?affiliateCode=CODE) becomes a downline of the agent, as a member
 * (account_type 0) or a level-2 agent (2). Deleted codes keep their row so counts stay right.
 */
export const agentRegisterCodes = pgTable(
  'agent_register_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** Upper case; unique per merchant together with members.affiliate_code (checked on create). */
    code: varchar('code', { length: 16 }).notNull(),
    accountType: smallint('account_type').notNull().default(0),
    remark: varchar('remark', { length: 60 }),
    enabled: boolean('enabled').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_register_codes_code_uq').on(t.merchantId, t.code),
    index('agent_register_codes_agent_ix').on(t.merchantId, t.agentId, t.id),
    check('agent_register_codes_type_ck', sql`account_type IN (0, 2)`),
  ],
);

/**
 * A downline contract: offered by an agent (agent_id; null when the merchant offers it to a top
 * agent) to a direct downline (member_id, the holder who is paid). tiers hold the terms of the
 * kind (contracts/agent.ts); pending_tiers a revision of an active contract waiting for the
 * holder's A. Status moves only along agent-contract-rules.ts; every move is an event below.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: varchar('kind', { length: 16 }).$type<ContractKind>().notNull(),
    agentId: bigint('agent_id', { mode: 'number' }).references(() => members.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    productType: varchar('product_type', { length: 8 }).$type<ContractProductType>().notNull().default('ALL'),
    /** Dividends only; '' for salaries (kept non-null so the unique indexes below see it). */
    computationPeriod: varchar('computation_period', { length: 1 })
      .$type<ComputationPeriod | ''>()
      .notNull()
      .default(''),
    tiers: jsonb('tiers').$type<unknown[]>().notNull(),
    pendingTiers: jsonb('pending_tiers').$type<unknown[] | null>(),
    downlineHigherRate: boolean('downline_higher_rate').notNull().default(false),
    status: varchar('status', { length: 1 }).$type<ContractStatus>().notNull().default('P'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the holder accepted (V): payouts count periods from here on. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /**
     * The payout job has looked at everything before this instant (periods that ended, settled bets),
     * so a pass starts here however long the job was down: null until the first pass.
     */
    computedUntil: timestamp('computed_until', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agent_contracts_holder_ix').on(t.merchantId, t.memberId, t.kind, t.status),
    index('agent_contracts_agent_ix').on(t.merchantId, t.agentId, t.id),
    index('agent_contracts_active_ix')
      .on(t.kind, t.status)
      .where(sql`status = 'V'`),
    // At most one active contract and one open offer per holder, kind, product and period.
    uniqueIndex('agent_contracts_active_uq')
      .on(t.merchantId, t.memberId, t.kind, t.productType, t.computationPeriod)
      .where(sql`status = 'V'`),
    uniqueIndex('agent_contracts_open_uq')
      .on(t.merchantId, t.memberId, t.kind, t.productType, t.computationPeriod)
      .where(sql`status IN ('P', 'E')`),
    check('agent_contracts_status_ck', sql`status IN ('P', 'E', 'V', 'R', 'C')`),
    check(
      'agent_contracts_kind_ck',
      sql`kind IN ('DIVIDEND', 'DAILY_SALARY', 'HOUR_SALARY', 'REALTIME_SALARY')`,
    ),
  ],
);

/** Append-only history of a contract: offers, revisions, answers, expiry, replacement. */
export const agentContractEvents = pgTable(
  'agent_contract_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id),
    /** OFFER, REVISE, A, R, C, EXPIRE, REPLACED. */
    action: varchar('action', { length: 10 }).notNull(),
    fromStatus: varchar('from_status', { length: 1 }),
    toStatus: varchar('to_status', { length: 1 }).notNull(),
    /** The member who acted; null for the system (expiry) or the merchant. */
    actorId: bigint('actor_id', { mode: 'number' }).references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_contract_events_contract_ix').on(t.contractId, t.id)],
);

/**
 * What a job computed for one contract and one period (a business day, an hour, a dividend
 * period, or one settled bet for real-time salary). Unique per contract and period_key, and the
 * ledger transfer's idempotency key is built from the same pair, so a period is paid once however
 * often or on however many nodes the job runs. NOT_QUALIFIED rows (amount 0) close a period too.
 */
export const agentPayouts = pgTable(
  'agent_payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id),
    kind: varchar('kind', { length: 16 }).$type<ContractKind>().notNull(),
    /** The holder, who is paid. */
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The agent that offered the contract (null: the merchant). */
    agentId: bigint('agent_id', { mode: 'number' }).references(() => members.id),
    productType: varchar('product_type', { length: 8 }).$type<ContractProductType>().notNull(),
    periodKey: varchar('period_key', { length: 40 }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** Business day (UTC+7) of period_start, for date-range queries. */
    businessDay: varchar('business_day', { length: 10 }).notNull(),
    betAmount: bigint('bet_amount', { mode: 'bigint' }).notNull(),
    winAmount: bigint('win_amount', { mode: 'bigint' }).notNull(),
    netLoss: bigint('net_loss', { mode: 'bigint' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    tier: smallint('tier'),
    rateType: varchar('rate_type', { length: 1 }),
    rate: varchar('rate', { length: 16 }),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 14 }).$type<PayoutStatus>().notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_payouts_period_uq').on(t.contractId, t.periodKey),
    index('agent_payouts_member_ix').on(t.merchantId, t.memberId, t.kind, t.businessDay),
    index('agent_payouts_agent_ix').on(t.merchantId, t.agentId, t.kind, t.businessDay),
    check('agent_payouts_amount_ck', sql`amount >= 0`),
    check('agent_payouts_status_ck', sql`status IN ('PAID', 'NOT_QUALIFIED')`),
  ],
);
