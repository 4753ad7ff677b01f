import {
  pgTable,
  bigserial,
  bigint,
  integer,
  varchar,
  smallint,
  boolean,
  timestamp,
  customType,
  uniqueIndex,
  index,
  check,
  jsonb,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { merchants } from '../settings/settings.tables.js';
import { members } from '../member/member.tables.js';

/** Raw bytes; PGlite answers Uint8Array and pg a Buffer, both read back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export type OwnerKind = 'member' | 'house';
export type TransferStatus = 'posted' | 'pending' | 'voided';

/**
 * One account of the double-entry ledger: a member's wallet (MAIN or a vendor wallet) or one of
 * the merchant's house accounts. balance moves only with posted transfers; held is the sum of
 * the account's pending debits, so a member may spend balance - held. Member accounts can
 * never go below zero (the check is the last line of defence behind the service's own check);
 * house accounts may, which is where the money the members hold comes from.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    currency: varchar('currency', { length: 3 }).notNull(),
    ownerKind: varchar('owner_kind', { length: 6 }).$type<OwnerKind>().notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    /** Wallet code of a member account (MAIN, LOTT, ...) or the name of a house account (CASH). */
    code: varchar('code', { length: 16 }).notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    held: bigint('held', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Bumped by every change, so a reader can tell two states of the account apart. */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_member_uq')
      .on(t.merchantId, t.currency, t.memberId, t.code)
      .where(sql`owner_kind = 'member'`),
    uniqueIndex('ledger_accounts_house_uq')
      .on(t.merchantId, t.currency, t.code)
      .where(sql`owner_kind = 'house'`),
    index('ledger_accounts_member_ix').on(t.memberId),
    check(
      'ledger_accounts_owner_ck',
      sql`(owner_kind = 'member' AND member_id IS NOT NULL) OR (owner_kind = 'house' AND member_id IS NULL)`,
    ),
    check('ledger_accounts_held_ck', sql`held >= 0`),
    check('ledger_accounts_no_overdraft_ck', sql`owner_kind = 'house' OR balance >= held`),
  ],
);

/**
 * Every movement of money: from the debit account to the credit account of the same merchant
 * and currency. Rows are never deleted and their amounts never change; a pending transfer (a
 * hold) changes status exactly once, to posted or voided. The idempotency key is unique per
 * merchant and request_hash fingerprints what was asked, so a replay can be told from a
 * different request that reuses a key.
 *
 * No foreign keys, for the reason ledger_entries has none: the trigger ledger_transfers_check
 * (migration 0017) checks each statement's new rows at once, and more strictly: both accounts
 * exist and belong to the transfer's merchant and currency (the accounts' own foreign key ties
 * them to the merchant). An account that transfers name cannot be deleted
 * (ledger_accounts_keep_transfers).
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' }).notNull(),
    creditAccountId: bigint('credit_account_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: varchar('status', { length: 8 }).$type<TransferStatus>().notNull(),
    kind: varchar('kind', { length: 24 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 120 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    reference: varchar('reference', { length: 64 }),
    remarks: varchar('remarks', { length: 140 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ledger_transfers_idempotency_uq').on(t.merchantId, t.idempotencyKey),
    index('ledger_transfers_debit_ix').on(t.debitAccountId),
    index('ledger_transfers_credit_ix').on(t.creditAccountId),
    check('ledger_transfers_amount_ck', sql`amount > 0`),
    check('ledger_transfers_accounts_ck', sql`debit_account_id <> credit_account_id`),
    check('ledger_transfers_status_ck', sql`status IN ('posted', 'pending', 'voided')`),
  ],
);

/**
 * Balance history: one row per account per change (a posting, a hold, a release), with the
 * account's balance and held amount right after it. Append-only.
 *
 * No foreign keys: a settlement writes thousands of entries per statement, and three row-by-row
 * key checks per entry cost three times the insert itself. The trigger ledger_entries_check
 * (migration 0016) checks each inserted statement's rows at once, and more strictly: every entry
 * belongs to an existing transfer of its merchant and to one of that transfer's two accounts
 * (which the transfer's own foreign keys tie to real accounts). A transfer with entries cannot be
 * deleted (ledger_transfers_keep_entries).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    /** hold, release (a voided hold), post (a posted hold) or direct (posted at once). */
    event: varchar('event', { length: 8 }).notNull(),
    balanceDelta: bigint('balance_delta', { mode: 'bigint' }).notNull(),
    heldDelta: bigint('held_delta', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    heldAfter: bigint('held_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_ix').on(t.accountId, t.id),
    index('ledger_entries_transfer_ix').on(t.transferId),
  ],
);

/** How a merchant runs wallets and the bounds of its deposits and withdrawals (minor units). */
export const walletSettings = pgTable('wallet_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  /** One wallet per member (isSingle); otherwise a main wallet plus the vendor wallets below. */
  isSingle: boolean('is_single').notNull().default(true),
  depositMin: bigint('deposit_min', { mode: 'bigint' }).notNull(),
  depositMax: bigint('deposit_max', { mode: 'bigint' }).notNull(),
  withdrawMin: bigint('withdraw_min', { mode: 'bigint' }).notNull(),
  withdrawMax: bigint('withdraw_max', { mode: 'bigint' }).notNull(),
  /** How long a deposit's receiving account and reference stay valid for the member to pay. */
  depositExpiryMinutes: smallint('deposit_expiry_minutes').notNull().default(30),
});

/** Vendor wallets of a transfer-wallet merchant; typeId 0 is always the main wallet. */
export const walletVendors = pgTable(
  'wallet_vendors',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    code: varchar('code', { length: 16 }).notNull(),
    typeId: smallint('type_id').notNull(),
    displayName: varchar('display_name', { length: 40 }).notNull(),
    sort: smallint('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('wallet_vendors_pk').on(t.merchantId, t.code),
    uniqueIndex('wallet_vendors_type_uq').on(t.merchantId, t.typeId),
    check('wallet_vendors_type_ck', sql`type_id > 0`),
  ],
);

export type FundingDirection = 'DEPOSIT' | 'WITHDRAW';
export type FundingMethod = 'BANK' | 'C2C';
export type FundingStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/**
 * Deposit and withdrawal requests. A bank deposit moves no money until the merchant approves
 * it; a withdrawal holds the amount at once (transfer_id), posted on approval, voided on
 * rejection. C2C requests are settled between the member and the upline agent (c2c_payments).
 */
export const fundingRequests = pgTable(
  'funding_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    direction: varchar('direction', { length: 8 }).$type<FundingDirection>().notNull(),
    method: varchar('method', { length: 4 }).$type<FundingMethod>().notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: varchar('status', { length: 8 }).$type<FundingStatus>().notNull().default('PENDING'),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    payerName: varchar('payer_name', { length: 80 }),
    bankName: varchar('bank_name', { length: 60 }),
    accountNo: varchar('account_no', { length: 34 }),
    memberRemarks: varchar('member_remarks', { length: 140 }),
    decisionRemarks: varchar('decision_remarks', { length: 140 }),
    decidedByAdminId: bigint('decided_by_admin_id', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    idempotencyKey: varchar('idempotency_key', { length: 120 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    /** A deposit through one of the merchant's deposit methods: the method, the account it was given to pay into. */
    depositMethodId: integer('deposit_method_id').references(() => depositMethods.id),
    depositAccountId: integer('deposit_account_id').references(() => depositAccounts.id),
    /** The short code the member quotes with the payment, unique per merchant. */
    referenceCode: varchar('reference_code', { length: 12 }),
    /** Until when the receiving account is the member's to pay into; later the request shows as expired. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * A withdrawal held for a fraud review: the kinds of link that flagged the member when it was
     * asked for. The operator must say it was reviewed to approve it.
     */
    reviewKinds: text('review_kinds').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('funding_requests_idempotency_uq').on(t.merchantId, t.idempotencyKey),
    uniqueIndex('funding_requests_reference_uq').on(t.merchantId, t.referenceCode),
    index('funding_requests_account_ix').on(t.depositAccountId, t.createdAt),
    index('funding_requests_member_ix').on(t.memberId, t.id),
    // A member's decisions in part of an hour (activity totals of a period that starts or ends mid-hour).
    index('funding_requests_member_decided_ix').on(t.memberId, t.decidedAt),
    index('funding_requests_queue_ix').on(t.merchantId, t.direction, t.status, t.id),
    check('funding_requests_amount_ck', sql`amount > 0`),
  ],
);

export type DepositMethodKind = 'BANK_TRANSFER' | 'QR_EWALLET' | 'C2C';

/**
 * The ways a merchant takes deposits (bank transfer, QR code / e-wallet, C2C): the name members
 * see (per language, falling back to name), the bounds of one request, and the rotation counter
 * that hands each new request the next of the method's receiving accounts.
 */
export const depositMethods = pgTable(
  'deposit_methods',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: varchar('kind', { length: 16 }).$type<DepositMethodKind>().notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: smallint('sort').notNull().default(0),
    /** Requests assigned so far; the next one goes to account number rotation mod n. */
    rotation: bigint('rotation', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deposit_methods_merchant_ix').on(t.merchantId, t.sort, t.id),
    check('deposit_methods_bounds_ck', sql`min_amount > 0 AND max_amount >= min_amount`),
  ],
);

/** The merchant's accounts members pay into, per deposit method, with an optional QR image. */
export const depositAccounts = pgTable(
  'deposit_accounts',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    methodId: integer('method_id')
      .notNull()
      .references(() => depositMethods.id),
    bankName: varchar('bank_name', { length: 60 }).notNull(),
    accountName: varchar('account_name', { length: 80 }).notNull(),
    accountNo: varchar('account_no', { length: 40 }).notNull(),
    qrContentType: varchar('qr_content_type', { length: 16 }),
    qrImage: bytea('qr_image'),
    enabled: boolean('enabled').notNull().default(true),
    /** Most the account takes in a day (open and approved requests); null: no cap. */
    dailyCap: bigint('daily_cap', { mode: 'bigint' }),
    sort: smallint('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deposit_accounts_method_ix').on(t.methodId, t.sort, t.id)],
);

/** The receipt image a member uploads for a deposit (replaced while the request is pending). */
export const depositReceipts = pgTable('deposit_receipts', {
  fundingRequestId: bigint('funding_request_id', { mode: 'number' })
    .primaryKey()
    .references(() => fundingRequests.id),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  contentType: varchar('content_type', { length: 16 }).notNull(),
  bytes: bytea('bytes').notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type C2cStatus = 'WAITING' | 'COMPLETED' | 'NOT_RECEIVED' | 'APPEALED' | 'CANCELLED' | 'EXPIRED';

/**
 * A peer-to-peer payment (payDetail): the payer sends money outside the platform and the payee
 * confirms it arrived. Against it the payee's balance is held for the payer (transfer_id), posted
 * when the payee answers Y or A (forced auto-confirmation), left to the merchant when the payee
 * answers N (with proof), and released back to the payee when nobody answers in time (EXPIRED).
 */
export const c2cPayments = pgTable(
  'c2c_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    fundingRequestId: bigint('funding_request_id', { mode: 'number' })
      .notNull()
      .references(() => fundingRequests.id),
    payerId: bigint('payer_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    payeeId: bigint('payee_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    currency: varchar('currency', { length: 3 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    status: varchar('status', { length: 12 }).$type<C2cStatus>().notNull().default('WAITING'),
    /** The payee forced the confirmation (answer A) instead of confirming receipt (Y). */
    autoConfirmed: boolean('auto_confirmed').notNull().default(false),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedByAdminId: bigint('resolved_by_admin_id', { mode: 'number' }),
    resolutionRemarks: varchar('resolution_remarks', { length: 140 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('c2c_payments_request_uq').on(t.fundingRequestId),
    index('c2c_payments_payee_ix').on(t.merchantId, t.payeeId, t.status, t.id),
    index('c2c_payments_queue_ix').on(t.merchantId, t.status, t.id),
  ],
);

/** The one image a payee sends with "not received". */
export const c2cProofs = pgTable('c2c_proofs', {
  paymentId: bigint('payment_id', { mode: 'number' })
    .primaryKey()
    .references(() => c2cPayments.id),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  contentType: varchar('content_type', { length: 16 }).notNull(),
  bytes: bytea('bytes').notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The bank account a member binds for withdrawals (500cai GET|PUT /wps/member/bankCard): one per
 * member, replaced as a whole. A withdrawal that names no account pays out to it.
 */
export const memberBankCards = pgTable('member_bank_cards', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  bankName: varchar('bank_name', { length: 60 }).notNull(),
  accountNo: varchar('account_no', { length: 34 }).notNull(),
  accountName: varchar('account_name', { length: 80 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TurnoverSource = 'DEPOSIT' | 'BONUS';
export type TurnoverStatus = 'OPEN' | 'WAIVED';

/**
 * How much a merchant's members must wager before a withdrawal: a deposit's amount x
 * deposit_x100 / 100, a bonus's amount x bonus_x100 / 100 (a promotion's own multiple
 * overrides the bonus default). A merchant without a row asks for nothing.
 */
export const turnoverSettings = pgTable('turnover_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  depositX100: integer('deposit_x100').notNull().default(0),
  bonusX100: integer('bonus_x100').notNull().default(0),
});

/**
 * A member's wagering before withdrawal, as a running total: target is the value of the
 * member's lifetime valid turnover (member_activity.bet: settled lottery bets and vendor debits
 * that stood) at which every open requirement is met. Remaining = max(0, target - bet), two
 * rows read, whatever the history. The row is locked by every change and by withdrawals.
 */
export const memberTurnover = pgTable('member_turnover', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  target: bigint('target', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
});

/**
 * One wagering requirement of a deposit or a bonus. Requirements queue up: this one is worked
 * off while the member's lifetime turnover runs from start_bet to start_bet + required, so its
 * achieved part is clamp(bet - start_bet, 0, required). Waiving one takes its unmet part out of
 * the queue (later requirements move forward by it).
 */
export const turnoverRequirements = pgTable(
  'turnover_requirements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    source: varchar('source', { length: 8 }).$type<TurnoverSource>().notNull(),
    /** What it came from: funding:<request id>, bonus:<bonus id>; unique per merchant. */
    reference: varchar('reference', { length: 64 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The deposit or bonus amount, minor units. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    multipleX100: integer('multiple_x100').notNull(),
    required: bigint('required', { mode: 'bigint' }).notNull(),
    startBet: bigint('start_bet', { mode: 'bigint' }).notNull(),
    status: varchar('status', { length: 8 }).$type<TurnoverStatus>().notNull().default('OPEN'),
    waivedByAdminId: bigint('waived_by_admin_id', { mode: 'number' }),
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    waiveRemarks: varchar('waive_remarks', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('turnover_requirements_ref_uq').on(t.merchantId, t.reference),
    index('turnover_requirements_member_ix').on(t.memberId, t.id),
    check('turnover_requirements_ck', sql`required > 0 AND start_bet >= 0 AND status IN ('OPEN', 'WAIVED')`),
  ],
);
