import { z } from 'zod';
import { lazySchema } from '../lazy-schema.js';
import { pageQuery } from './account.js';
import { ADMIN_ROLES } from './admin.js';
import { FRAUD_KINDS } from './fraud.js';

/**
 * Request and response shapes of the wallet: balances, transfers between wallets, to the upline
 * and to downlines, deposits, withdrawals, balance history, peer-to-peer payment confirmation
 * and the merchant's review of them. Amounts travel as decimal strings in major units ("1250.50");
 * requests may also send numbers. Requests are bounded here; the money rules live on the server.
 */

/** Code of the main wallet; every member has one. Vendor wallets have their own codes. */
export const MAIN_WALLET = 'MAIN';
/** typeId of the main wallet in GET /wps/v2/wallets/balance. */
export const MAIN_WALLET_TYPE_ID = 0;
/** Proof images of "not received": one JPG or PNG of at most this many bytes. */
export const PROOF_IMAGE_MAX_BYTES = 5_242_880;
/** Remarks of members and of the merchant. */
export const REMARK_MAX_LENGTH = 140;
/** Payment password length bounds. */
export const PAYMENT_PASSWORD_RULE = { min: 6, max: 16 } as const;
/** Agent-to-downline transfers in one request when AGENTRANSMULTDOWN3 is on. */
export const MAX_DOWNLINE_TRANSFERS = 20;
/** Header that carries an idempotency key (a body field requestId is accepted too). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Answer header set when a request replays an earlier one with the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

/** A client-chosen key that makes a money request safe to retry. */
export const idempotencyKey = lazySchema(() =>
  z.string().regex(/^[A-Za-z0-9_.:-]{8,64}$/, '8-64 of A-Z a-z 0-9 _ . : -'),
);

/** An amount as typed: decimal string or number; the server checks scale, sign and limits. */
export const amountInput = lazySchema(() => z.union([z.string().trim().min(1).max(24), z.number().finite()]));

const walletCode = lazySchema(() =>
  z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z0-9_]{1,16}$/)),
);
const optionalText = (max: number) => z.string().trim().max(max).nullish();
const password = lazySchema(() => z.string().max(128));

// ---- Balances -----------------------------------------------------------------------------------

export const balanceQuery = lazySchema(() =>
  z.object({
    typeId: z.coerce.number().int().min(0).max(999).default(MAIN_WALLET_TYPE_ID),
  }),
);

export const walletItem = lazySchema(() =>
  z.object({
    typeId: z.number(),
    code: z.string(),
    accountName: z.string(),
    displayName: z.string(),
    /** What may be spent: balance less held (pending withdrawals and payments). */
    availBalance: z.string(),
    balance: z.string(),
    heldBalance: z.string(),
  }),
);
export type WalletItem = z.infer<typeof walletItem>;

/** accountTypeId of the main wallet in balance[], as field clients look it up. */
export const FIELD_MAIN_ACCOUNT_TYPE_ID = 2;

/**
 * GET /wps/v2/wallets/balance: every wallet of the member in balance[] (main first; field clients
 * find the main one by accountTypeId 2, vendor wallets have no field account type), sumBalance
 * of all of them, availBalance of the wallet typeId asked for.
 */
export const balanceValue = lazySchema(() =>
  z.object({
    sumBalance: z.string(),
    balance: z.array(walletItem.extend({ accountTypeId: z.number().nullable() })),
    availBalance: z.string(),
    currency: z.string(),
    currencySymbol: z.string(),
    typeId: z.number(),
  }),
);
export type BalanceValue = z.infer<typeof balanceValue>;

/**
 * GET /wps/wallets/balance, the legacy call (2017 client, C# bot): every wallet in balances[] by
 * accountName (LOTT is the lottery wallet), amounts as numbers as those clients compute with them.
 */
export const legacyWalletItem = lazySchema(() =>
  z.object({
    typeId: z.number(),
    accountName: z.string(),
    displayName: z.string(),
    availBalance: z.number(),
    balance: z.number(),
  }),
);
export type LegacyWalletItem = z.infer<typeof legacyWalletItem>;

export const legacyBalanceValue = lazySchema(() =>
  z.object({
    balances: z.array(legacyWalletItem),
    sumBalance: z.number(),
    currency: z.string(),
  }),
);
export type LegacyBalanceValue = z.infer<typeof legacyBalanceValue>;

/** GET /wps/member/info/funds/consolidated. */
export const consolidatedFundsValue = lazySchema(() =>
  z.object({
    money: z.string(),
    sumBalance: z.string(),
    currency: z.string(),
    currencySymbol: z.string(),
    isSingle: z.boolean(),
    walletList: z.array(walletItem),
  }),
);
export type ConsolidatedFunds = z.infer<typeof consolidatedFundsValue>;

export const merchantWalletQuery = lazySchema(() =>
  z.object({ merchantCode: z.string().trim().max(32).nullish() }),
);

export const amountLimits = lazySchema(() => z.object({ min: z.string(), max: z.string() }));

/** The merchant wallet call: one wallet (isSingle) or a main wallet plus vendor wallets. */
export const merchantWalletValue = lazySchema(() =>
  z.object({
    merchantCode: z.string(),
    isSingle: z.boolean(),
    currency: z.string(),
    currencySymbol: z.string(),
    /** Decimals of the currency's minor unit. */
    scale: z.number(),
    wallets: z.array(z.object({ typeId: z.number(), code: z.string(), displayName: z.string() })),
    deposit: amountLimits,
    withdraw: amountLimits,
  }),
);
export type MerchantWallet = z.infer<typeof merchantWalletValue>;

// ---- Transfers ----------------------------------------------------------------------------------

/** transferFund page: between two of the member's own wallets (transfer-wallet merchants only). */
export const walletTransferRequest = lazySchema(() =>
  z.object({
    fromWallet: walletCode,
    toWallet: walletCode,
    amount: amountInput,
    requestId: idempotencyKey.nullish(),
  }),
);

/** Transfer to the upline agent (toUpline 1, isAgent not 2, AGETRANSFERUP3). */
export const uplineTransferRequest = lazySchema(() =>
  z.object({
    amount: amountInput,
    paymentPassword: password.nullish(),
    remarks: optionalText(REMARK_MAX_LENGTH),
    requestId: idempotencyKey.nullish(),
  }),
);

/** Agent to direct downlines; more than one only with AGENTRANSMULTDOWN3. All or nothing. */
export const downlineTransferRequest = lazySchema(() =>
  z.object({
    transfers: z
      .array(z.object({ username: z.string().trim().min(1).max(32), amount: amountInput }))
      .min(1)
      .max(MAX_DOWNLINE_TRANSFERS),
    paymentPassword: password.nullish(),
    remarks: optionalText(REMARK_MAX_LENGTH),
    requestId: idempotencyKey.nullish(),
  }),
);

export const TRANSFER_KINDS = [
  'wallet_transfer',
  'to_upline',
  'to_downline',
  'deposit',
  'withdrawal',
  'c2c_deposit',
  'c2c_withdrawal',
  'adjustment',
  'bet',
  'payout',
  'game_bet',
  'game_win',
  'game_refund',
  'agent_salary',
  'agent_dividend',
  'promotion_bonus',
  'rebate',
  // Points mall (contracts/points.ts): points movements, and the money side of PM redeems and conversions.
  'points_earn',
  'points_grant',
  'points_redeem',
  'points_convert',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export const transferValue = lazySchema(() =>
  z.object({
    transferId: z.number(),
    kind: z.string(),
    status: z.enum(['posted', 'pending', 'voided']),
    amount: z.string(),
    /** Available balance of the paying wallet right after this transfer. */
    balanceAfter: z.string(),
    createdAt: z.number(),
  }),
);
export type TransferValue = z.infer<typeof transferValue>;

export const downlineTransferValue = lazySchema(() =>
  z.object({
    transfers: z.array(transferValue.extend({ username: z.string() })),
  }),
);

// ---- Deposits and withdrawals ---------------------------------------------------------------------

export const FUNDING_METHODS = ['BANK', 'C2C'] as const;
export const FUNDING_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

export const depositRequest = lazySchema(() =>
  z.object({
    amount: amountInput,
    method: z.enum(FUNDING_METHODS).default('BANK'),
    /** One of the merchant's deposit methods (GET /wps/wallet/deposit-methods): the request is given one of its accounts. */
    methodId: z.coerce.number().int().positive().max(2_147_483_647).nullish(),
    payerName: optionalText(80),
    remarks: optionalText(REMARK_MAX_LENGTH),
    requestId: idempotencyKey.nullish(),
  }),
);

export const withdrawRequest = lazySchema(() =>
  z.object({
    amount: amountInput,
    method: z.enum(FUNDING_METHODS).default('BANK'),
    paymentPassword: password.nullish(),
    bankName: optionalText(60),
    accountNo: optionalText(34),
    remarks: optionalText(REMARK_MAX_LENGTH),
    requestId: idempotencyKey.nullish(),
  }),
);

/**
 * The deposit relays of current clients (POST /wps/relay/MCSFE_depositByQRImageUrl,
 * MCSFE_manualTransferByAccountName, MCSFE_depositVirtualWallet, MCSFE_depositByLaunchUrl,
 * ModuleId DPSTBAS3). Each asks for a deposit the merchant then decides, as ours do: the
 * bank and vendor fields say how the member pays and go with the request for the merchant.
 */
export const relayDepositRequest = lazySchema(() =>
  z.object({
    amount: amountInput,
    /** Whose wallet: the member's own; another name is refused. */
    targetUsername: optionalText(64),
    bankCode: optionalText(32),
    bankType: z.union([z.string().trim().max(32), z.number()]).nullish(),
    vendorId: z.union([z.string().trim().max(32), z.number()]).nullish(),
    mcsBankCode: optionalText(32),
    payeeName: optionalText(80),
    showQrImageOnly: z.union([z.boolean(), z.string().max(8), z.number()]).nullish(),
    requestId: idempotencyKey.nullish(),
  }),
);
export type RelayDepositRequest = z.infer<typeof relayDepositRequest>;

/** GET /wps/relay/MCSFE_getDepositSettings: whether and how much the member may deposit (decimal strings). */
export const depositSettingsValue = lazySchema(() =>
  z.object({
    allowDeposit: z.boolean(),
    totalDepositSuccessCount: z.number(),
    minimumAmount: z.string(),
    maximumAmount: z.string(),
    currency: z.string(),
  }),
);
/** GET /wps/relay/MCSFE_getWithdrawSettings?groupId=0 (one group per merchant: any groupId). */
export const withdrawSettingsValue = lazySchema(() =>
  z.object({
    allowWithdraw: z.boolean(),
    totalWithdrawSuccessCount: z.number(),
    minimumAmount: z.string(),
    maximumAmount: z.string(),
    currency: z.string(),
  }),
);
export const withdrawSettingsQuery = lazySchema(() =>
  z.object({
    groupId: z.coerce.number().int().min(0).max(1_000_000).optional(),
  }),
);

export const DEPOSIT_METHOD_KINDS = ['BANK_TRANSFER', 'QR_EWALLET', 'C2C'] as const;
export type DepositMethodKind = (typeof DEPOSIT_METHOD_KINDS)[number];

/** The receiving account a deposit was given, the reference to quote and until when to pay. */
export const depositPaymentInfo = lazySchema(() =>
  z.object({
    methodId: z.number(),
    methodName: z.string(),
    kind: z.enum(DEPOSIT_METHOD_KINDS),
    bankName: z.string(),
    accountName: z.string(),
    /** In full: the member pays into it. */
    accountNo: z.string(),
    hasQr: z.boolean(),
    reference: z.string(),
    expiresAt: z.number(),
    /** Pending and past expiresAt. */
    expired: z.boolean(),
    receiptUploaded: z.boolean(),
  }),
);
export type DepositPaymentInfo = z.infer<typeof depositPaymentInfo>;

export const fundingValue = lazySchema(() =>
  z.object({
    id: z.number(),
    direction: z.enum(['DEPOSIT', 'WITHDRAW']),
    method: z.enum(FUNDING_METHODS),
    amount: z.string(),
    currency: z.string(),
    status: z.enum(FUNDING_STATUSES),
    /** Bank account of a withdrawal, all but the last four digits masked. */
    accountNo: z.string().nullable(),
    bankName: z.string().nullable(),
    remarks: z.string().nullable(),
    /** The merchant's (or, for C2C, the agent's) reason; shown with a rejection. */
    decisionRemarks: z.string().nullable(),
    /** The peer-to-peer payment of a C2C request. */
    payDetailId: z.number().nullable(),
    createdAt: z.number(),
    decidedAt: z.number().nullable(),
    /** A deposit through one of the merchant's deposit methods: where and how to pay (absent otherwise). */
    payment: depositPaymentInfo.nullish(),
  }),
);
export type FundingValue = z.infer<typeof fundingValue>;

export const pagedValue = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ list: z.array(item), page: z.number(), size: z.number(), total: z.number() });

export const fundingListValue = lazySchema(() => pagedValue(fundingValue));

// ---- Balance history ------------------------------------------------------------------------------

export const historyQuery = lazySchema(() => pageQuery.extend({ wallet: walletCode.default(MAIN_WALLET) }));

export const historyEntry = lazySchema(() =>
  z.object({
    id: z.number(),
    transferId: z.number(),
    kind: z.string(),
    /** hold, release, post or direct. */
    event: z.string(),
    /** Signed change of the balance. */
    amount: z.string(),
    /** Signed change of the held amount. */
    heldAmount: z.string(),
    balanceAfter: z.string(),
    availBalanceAfter: z.string(),
    remarks: z.string().nullable(),
    createdAt: z.number(),
  }),
);
export const historyValue = lazySchema(() => pagedValue(historyEntry));

// ---- Payment password -----------------------------------------------------------------------------

export const paymentPasswordRequest = lazySchema(() =>
  z.object({
    /** The login password, proving the person at the keyboard owns the account. */
    password: password.nullish(),
    paymentPassword: password.nullish(),
    confirmPaymentPassword: password.nullish(),
  }),
);
export const paymentPasswordValue = lazySchema(() => z.object({ set: z.boolean() }));

// ---- Peer-to-peer payment confirmation ------------------------------------------------------------

export const C2C_ANSWERS = ['Y', 'N', 'A'] as const;
export type C2cAnswer = (typeof C2C_ANSWERS)[number];
/**
 * A payment's state. Y and A (the forced auto-confirmation) complete it; N disputes it
 * (NOT_RECEIVED) for the merchant to resolve. APPEALED is a dispute of the same kind that older
 * answers left; the merchant resolves it the same way. A payment nobody answers within the
 * merchant's confirmation window (24 hours unless the server is configured otherwise) EXPIRED:
 * the held money goes back to the payee and the request is rejected.
 */
export const C2C_STATUSES = [
  'WAITING',
  'COMPLETED',
  'NOT_RECEIVED',
  'APPEALED',
  'CANCELLED',
  'EXPIRED',
] as const;

export const paymentConfirmationQuery = lazySchema(() =>
  pageQuery.extend({
    status: z.enum(C2C_STATUSES).default('WAITING'),
  }),
);

/** One payment the caller (the payee) is asked to confirm. */
export const paymentConfirmationItem = lazySchema(() =>
  z.object({
    payDetailId: z.number(),
    /** DEPOSIT: a downline paid its agent; WITHDRAW: the agent paid out a downline's withdrawal. */
    type: z.enum(['DEPOSIT', 'WITHDRAW']),
    payerName: z.string(),
    /** Y when the payee forced the confirmation (answer A). */
    isAutoConfirmed: z.enum(['Y', 'N']),
    amount: z.string(),
    /** What is still due: the whole amount until the payment completes or is cancelled, then 0. */
    remainingAmount: z.string(),
    currency: z.string(),
    status: z.enum(C2C_STATUSES),
    createdAt: z.number(),
    answeredAt: z.number().nullable(),
  }),
);
export const paymentConfirmationListValue = lazySchema(() => pagedValue(paymentConfirmationItem));

/**
 * processC2CTransaction: Y money received (the held amount goes to the payer), N not received
 * (one proof image; the merchant decides), A auto-confirm forced (treated as received: the held
 * amount goes to the payer at once, and the item shows isAutoConfirmed Y). As JSON or
 * multipart/form-data; JSON may carry the image as base64 or a data: URL.
 */
export const processC2cRequest = lazySchema(() =>
  z.object({
    isMoneyReceived: z.enum(C2C_ANSWERS),
    payDetailId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    proofOfNotReceive: z.string().max(7_100_000).nullish(),
  }),
);
export const processC2cValue = lazySchema(() =>
  z.object({ payDetailId: z.number(), status: z.enum(C2C_STATUSES) }),
);

// ---- Real-time payloads ----------------------------------------------------------------------------

/** AGENT_TRANSFER_AGENT_TO_DOWNLINE and AGENT_TRANSFER_DOWNLINE_TO_AGENT. */
export interface AgentTransferEventData {
  amount: string;
  time: number;
  from: string;
  remarks: string | null;
}

/** PAYMENT_CONFIRMATION: a payment to confirm (to the payee) or its outcome (to the payer). */
export interface PaymentConfirmationEventData {
  payDetailId: number;
  type: 'DEPOSIT' | 'WITHDRAW';
  amount: string;
  status: (typeof C2C_STATUSES)[number];
  time: number;
}

// ---- Merchant back office -------------------------------------------------------------------------

export const adminLoginRequest = lazySchema(() =>
  z.object({
    username: z.string().trim().min(1).max(32),
    password: z.string().min(1).max(128),
  }),
);
export const adminLoginValue = lazySchema(() =>
  z.object({
    token: z.string(),
    username: z.string(),
    displayName: z.string(),
    role: z.enum(ADMIN_ROLES),
    merchantCode: z.string(),
    expiresAt: z.number(),
  }),
);

export const adminFundingQuery = lazySchema(() =>
  pageQuery.extend({
    status: z.enum(FUNDING_STATUSES).default('PENDING'),
  }),
);
export const adminFundingItem = lazySchema(() =>
  fundingValue.extend({
    memberId: z.number(),
    username: z.string(),
    payerName: z.string().nullable(),
    /** Full account number: the merchant pays out to it. */
    accountNo: z.string().nullable(),
    /**
     * A withdrawal held for a fraud review: the kinds of link that flagged the member when it was
     * asked for (absent or null otherwise). Approving it needs `reviewed`.
     */
    review: z.array(z.enum(FRAUD_KINDS)).nullish(),
  }),
);
export const adminFundingListValue = lazySchema(() => pagedValue(adminFundingItem));

export const adminDecisionRequest = lazySchema(() =>
  z.object({
    remarks: optionalText(REMARK_MAX_LENGTH),
    /** Approving a deposit whose payment time ran out needs the operator to say so. */
    acceptExpired: z.boolean().nullish(),
    /** Approving a withdrawal held for a fraud review needs the operator to say it was reviewed. */
    reviewed: z.boolean().nullish(),
  }),
);
export const adminRejectRequest = lazySchema(() =>
  z.object({
    remarks: z.string().trim().min(1).max(REMARK_MAX_LENGTH),
  }),
);

export const adminC2cQuery = lazySchema(() =>
  pageQuery.extend({
    status: z.enum(C2C_STATUSES).default('NOT_RECEIVED'),
  }),
);
export const adminC2cItem = lazySchema(() =>
  paymentConfirmationItem.extend({
    payer: z.string(),
    payee: z.string(),
    hasProof: z.boolean(),
    resolutionRemarks: z.string().nullable(),
  }),
);
export const adminC2cListValue = lazySchema(() => pagedValue(adminC2cItem));

/** PAY: the payer did pay, the held amount goes to the payer; CANCEL: it returns to the payee. */
export const adminC2cResolveRequest = lazySchema(() =>
  z.object({
    decision: z.enum(['PAY', 'CANCEL']),
    remarks: z.string().trim().min(1).max(REMARK_MAX_LENGTH),
  }),
);

export const ledgerSummaryValue = lazySchema(() =>
  z.object({
    currencies: z.array(
      z.object({
        currency: z.string(),
        /** Sum of every account; zero unless the ledger is broken. */
        sum: z.string(),
        memberTotal: z.string(),
        houseAccounts: z.array(z.object({ code: z.string(), balance: z.string() })),
        pendingTotal: z.string(),
      }),
    ),
  }),
);

// ---- Turnover before withdrawal -----------------------------------------------------------------

/** A deposit's or bonus's wagering requirement; MET and OPEN follow from the member's turnover. */
export const turnoverRequirementValue = lazySchema(() =>
  z.object({
    id: z.number(),
    source: z.enum(['DEPOSIT', 'BONUS']),
    /** funding:<request id> or bonus:<bonus id>. */
    reference: z.string(),
    /** The deposit or bonus, major units. */
    amount: z.string(),
    /** Turnover asked per unit of amount (1 = once). */
    multiple: z.number(),
    required: z.string(),
    achieved: z.string(),
    status: z.enum(['OPEN', 'MET', 'WAIVED']),
    createdAt: z.number(),
    waivedAt: z.number().nullable(),
    waiveRemarks: z.string().nullable(),
  }),
);
export type TurnoverRequirementValue = z.infer<typeof turnoverRequirementValue>;

/**
 * GET /wps/wallet/turnover (the member) and GET /admin/api/members/:id/turnover: what is left to
 * wager before a withdrawal is accepted (0.00: nothing), and the latest requirements.
 */
export const turnoverSummaryValue = lazySchema(() =>
  z.object({
    currency: z.string(),
    remaining: z.string(),
    /** Lifetime valid turnover: settled lottery bets and game vendors' debits that stood. */
    turnover: z.string(),
    requirements: z.array(turnoverRequirementValue),
  }),
);
export type TurnoverSummaryValue = z.infer<typeof turnoverSummaryValue>;

/** POST /admin/api/members/:id/turnover/:requirementId/waive {remarks}. */
export const turnoverWaiveParams = lazySchema(() =>
  z.object({
    id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    requirementId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  }),
);
export const turnoverWaiveRequest = lazySchema(() =>
  z.object({ remarks: z.string().trim().min(1).max(REMARK_MAX_LENGTH) }),
);

/** GET / PUT /admin/api/merchant/turnover: multiples of deposits and (by default) of bonuses. */
export const turnoverSettingsValue = lazySchema(() =>
  z.object({
    depositMultiple: z.number().min(0).max(100),
    bonusMultiple: z.number().min(0).max(100),
  }),
);
export type TurnoverSettingsValue = z.infer<typeof turnoverSettingsValue>;
