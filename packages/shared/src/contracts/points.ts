import { z } from 'zod';
import { lazySchema } from '../lazy-schema.js';
import { REMARK_MAX_LENGTH, amountInput, idempotencyKey, pagedValue } from './wallet.js';
import { contentTextsSchema } from './content-texts.js';

/**
 * The points mall: points balance and config, reward
 * types and rewards, redemption (points, or points plus money), redeem records, conversion of
 * points to money and the points transaction list.
 *
 * Paths: every call answers under /wps/relay/MCSFE_<name> in the /wps envelope; redeem and
 * conversion bodies are encrypted (docs/decisions/0004). The merchant's back office answers under
 * /admin/api/points/... Points live in the same double-entry ledger as money, in the currency
 * POINTS_CURRENCY. Points and money travel as decimal strings in major units ("5000.00");
 * requests may also send numbers. Times are epoch milliseconds.
 */

/** Ledger currency code of points (2 decimals, see CURRENCY_SCALE in money.ts). */
export const POINTS_CURRENCY = 'PTS';
/** Page sizes the member screens use. */
export const REDEEM_PAGE_SIZE = 13;
export const POINT_TX_PAGE_SIZE = 12;
export const REWARD_FETCH_SIZE = 1000;
/** Points date ranges: at most 30 days; the end date is extended by this much (end of that day). */
export const POINT_RANGE_MAX_DAYS = 30;
export const POINT_RANGE_END_EXTENSION_MS = 86_399_000;
/** accountTypeId of the points account in getMemTransDet. */
export const POINT_ACCOUNT_TYPE_ID = 9;

/**
 * Points transaction types (txTypeId). The member screen sends excludeTxTypeIds=9203, which hides
 * the merchant's manual grants and adjustments.
 */
export const POINT_TX_TYPES = {
  EARN_BET: 9201,
  EARN_DEPOSIT: 9202,
  GRANT: 9203,
  REDEEM: 9204,
  REDEEM_RETURN: 9205,
  CONVERT: 9206,
} as const;
export type PointTxType = keyof typeof POINT_TX_TYPES;

export const REDEEM_TYPES = ['P', 'PM'] as const;
/** P points only; PM points plus money. */
export type RedeemType = (typeof REDEEM_TYPES)[number];
export const REDEEM_STATUSES = ['P', 'R', 'A'] as const;
/** P pending merchant approval, R rejected (points, money and inventory returned), A approved. */
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];
/** Image kinds of a reward: M main image, S small (card) image. */
export const REWARD_IMAGE_TYPES = ['M', 'S'] as const;
export type RewardImageType = (typeof REWARD_IMAGE_TYPES)[number];
/** Reward types 1, 2 and 3 have their own labels on the member screen. */
export const LABELLED_REWARD_TYPES = [1, 2, 3] as const;

const id = lazySchema(() => z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER));
const epochMs = lazySchema(() => z.coerce.number().int().min(0).max(8_640_000_000_000_000));
const optionalText = (max: number) => z.string().trim().max(max).nullish();
/** The payment password; the server asks for it whenever the merchant requires one (PAYMENTPASS3). */
const password = lazySchema(() => z.string().max(128).nullish());
const page = lazySchema(() => z.coerce.number().int().min(1).max(1000).default(1));

// ---- Balance and config -------------------------------------------------------------------------

/**
 * GET /wps/relay/MCSFE_pointBalance (login): the member's points. available = balance - held
 * (points of pending redemptions are held until the merchant decides).
 * POST /wps/relay/MCSFE_refreshPointBalance (login): first credits any points the member has
 * earned and not yet received (settled bets, approved deposits), then answers the same shape.
 */
export const pointBalanceValue = lazySchema(() =>
  z.object({
    balance: z.string(),
    held: z.string(),
    available: z.string(),
    currency: z.literal(POINTS_CURRENCY),
  }),
);
export type PointBalance = z.infer<typeof pointBalanceValue>;

/**
 * GET /wps/relay/MCSFE_getPointConfig (login optional). pointExchangeRate: points per 1 unit of
 * money when converting (points = rate x amount). The per-game rates are points per 1 unit of
 * settled stake of that game type; deposit is points per 1 unit of approved deposit.
 */
export const pointConfigValue = lazySchema(() =>
  z.object({
    pointExchangeRate: z.number(),
    liveBet: z.number(),
    lottoBet: z.number(),
    pvpBet: z.number(),
    rngBet: z.number(),
    sportBet: z.number(),
    deposit: z.number(),
  }),
);
export type PointConfig = z.infer<typeof pointConfigValue>;
const rate = lazySchema(() => z.coerce.number().finite().min(0).max(1_000_000));
/** PUT /admin/api/points/config: rates with at most 4 decimals; pointExchangeRate > 0. */
export const pointConfigRequest = lazySchema(() =>
  z.object({
    pointExchangeRate: rate.refine((v) => v > 0, 'must be > 0'),
    liveBet: rate,
    lottoBet: rate,
    pvpBet: rate,
    rngBet: rate,
    sportBet: rate,
    deposit: rate,
  }),
);

// ---- Reward types and rewards -------------------------------------------------------------------

/** GET /wps/relay/MCSFE_getRewardType (login optional): the merchant's reward types. */
export const rewardTypeValue = lazySchema(() =>
  z.object({
    typeId: z.number(),
    name: z.string(),
    chineseName: z.string(),
    /** JSON text of names by language code ({"en":"...","cn":"..."}), or null. */
    i18nStr: z.string().nullable(),
  }),
);
export type RewardType = z.infer<typeof rewardTypeValue>;
export const rewardTypeListValue = lazySchema(() => z.array(rewardTypeValue));

export const merchandiseImageValue = lazySchema(() =>
  z.object({
    type: z.enum(REWARD_IMAGE_TYPES),
    imageUrl: z.string(),
  }),
);
export type MerchandiseImage = z.infer<typeof merchandiseImageValue>;

/**
 * A reward. price is the points price of redeemType P (null when only PM is offered); the PM
 * price is mpPointAmount points plus mpMoneyAmount money, offered when displayPointMoneyAmt is Y.
 * inventory is what is left to redeem; adjustedCount how many were redeemed (pending + approved).
 */
export const rewardValue = lazySchema(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    price: z.string().nullable(),
    mpPointAmount: z.string().nullable(),
    mpMoneyAmount: z.string().nullable(),
    displayPointMoneyAmt: z.enum(['Y', 'N']),
    /** URL of the card image (the S image, else the M image). */
    imageLink: z.string(),
    inventory: z.number(),
    adjustedCount: z.number(),
    /** Plain text. */
    description: z.string(),
    type: z.number(),
    merchandiseImages: z.array(merchandiseImageValue),
  }),
);
export type Reward = z.infer<typeof rewardValue>;

/** GET /wps/relay/MCSFE_pointReward ?page&size&type (login optional): active rewards, by sort order. */
export const rewardListQuery = lazySchema(() =>
  z.object({
    page,
    size: z.coerce.number().int().min(1).max(REWARD_FETCH_SIZE).default(REWARD_FETCH_SIZE),
    type: z.coerce.number().int().min(0).max(999_999).nullish(),
  }),
);
export const rewardPageValue = lazySchema(() => pagedValue(rewardValue));
export type RewardPage = z.infer<typeof rewardPageValue>;

// ---- Redeem -------------------------------------------------------------------------------------

/**
 * POST /wps/relay/MCSFE_postRedeemPoint, encrypted body (login). quantity is clamped to
 * 1..inventory. The points (and for PM the money from MAIN) are held and the inventory reserved
 * until the merchant approves (A) or rejects (R, everything returned). Answers the RedeemRecord.
 */
export const redeemRequest = lazySchema(() =>
  z.object({
    rewardId: id,
    quantity: z.coerce.number().int().min(1).max(1_000_000),
    redeemType: z.enum(REDEEM_TYPES),
    password,
    province: optionalText(64),
    remarks: optionalText(REMARK_MAX_LENGTH),
    telphone: z
      .string()
      .trim()
      .regex(/^\d{0,20}$/, 'digits only')
      .nullish(),
    address: optionalText(200),
    name: optionalText(64),
    line: optionalText(64),
    requestId: idempotencyKey.nullish(),
  }),
);
export type RedeemRequest = z.infer<typeof redeemRequest>;

export const redeemRecordValue = lazySchema(() =>
  z.object({
    id: z.number(),
    dateRequested: z.number(),
    type: z.enum(REDEEM_TYPES),
    /** Reward name. */
    name: z.string(),
    quantity: z.number(),
    requiredPoint: z.string(),
    requiredMoney: z.string(),
    status: z.enum(REDEEM_STATUSES),
  }),
);
export type RedeemRecord = z.infer<typeof redeemRecordValue>;

/** GET /wps/relay/MCSFE_getRedeemPointList ?startDate&endDate&page&size&status (login), newest first. */
export const redeemListQuery = lazySchema(() =>
  z.object({
    startDate: epochMs.nullish(),
    endDate: epochMs.nullish(),
    page,
    size: z.coerce.number().int().min(1).max(50).default(REDEEM_PAGE_SIZE),
    status: z.enum(REDEEM_STATUSES).or(z.literal('')).nullish(),
  }),
);
export const redeemRecordPageValue = lazySchema(() => pagedValue(redeemRecordValue));
export type RedeemRecordPage = z.infer<typeof redeemRecordPageValue>;

// ---- Conversion ---------------------------------------------------------------------------------

/**
 * POST /wps/relay/MCSFE_postConvertPoint, encrypted body (login). amount is the money (major
 * units, at least 1) credited to MAIN; points = pointExchangeRate x amount are debited.
 */
export const convertPointRequest = lazySchema(() =>
  z.object({
    amount: amountInput,
    password,
    requestId: idempotencyKey.nullish(),
  }),
);
export const convertPointValue = lazySchema(() =>
  z.object({
    amount: z.string(),
    points: z.string(),
    pointBalance: z.string(),
    /** MAIN balance after the conversion. */
    balance: z.string(),
  }),
);
export type ConvertPointResult = z.infer<typeof convertPointValue>;

// ---- Points transactions ------------------------------------------------------------------------

/**
 * GET /wps/relay/MCSFE_getMemTransDet ?subordinateName&startTime&endTime&accountTypeId=9&size&page
 * &excludeTxTypeIds=9203 (login): the member's points movements, newest first. The range is at
 * most 30 days; endTime is extended by 86399000 ms. subordinateName, when given, must be the
 * member's own username. excludeTxTypeIds: comma-separated txTypeIds.
 */
export const pointTxQuery = lazySchema(() =>
  z.object({
    subordinateName: optionalText(32),
    startTime: epochMs,
    endTime: epochMs,
    accountTypeId: z.coerce.number().int().default(POINT_ACCOUNT_TYPE_ID),
    page,
    size: z.coerce.number().int().min(1).max(50).default(POINT_TX_PAGE_SIZE),
    excludeTxTypeIds: z
      .union([z.string().max(200), z.array(z.coerce.number().int()).max(20), z.number().int()])
      .nullish(),
  }),
);
export const pointTransactionValue = lazySchema(() =>
  z.object({
    id: z.number(),
    /** Reference of the event (bet, deposit, redeem record, conversion). */
    txId: z.string(),
    txTypeId: z.number(),
    txTimeInTimestamp: z.number(),
    /** Signed: positive credits the member. */
    amount: z.string(),
    /** Available points right after this movement. */
    currentAvailBalance: z.string(),
    nameCn: z.string(),
    nameEn: z.string(),
  }),
);
export type PointTransaction = z.infer<typeof pointTransactionValue>;
export const pointTransactionPageValue = lazySchema(() => pagedValue(pointTransactionValue));
export type PointTransactionPage = z.infer<typeof pointTransactionPageValue>;

// ---- Merchant back office -----------------------------------------------------------------------

/** GET /admin/api/points/redemptions ?status&page&size: redeem records with member and delivery. */
export const adminRedeemQuery = lazySchema(() =>
  z.object({
    status: z.enum(REDEEM_STATUSES).nullish(),
    /** Part of the member's username. */
    username: z.string().trim().max(32).optional(),
    rewardId: id.optional(),
    page,
    size: z.coerce.number().int().min(1).max(100).default(20),
  }),
);
export const adminRedeemRecordValue = lazySchema(() =>
  redeemRecordValue.extend({
    username: z.string(),
    rewardId: z.number(),
    province: z.string().nullable(),
    remarks: z.string().nullable(),
    telphone: z.string().nullable(),
    address: z.string().nullable(),
    recipientName: z.string().nullable(),
    line: z.string().nullable(),
    decidedAt: z.number().nullable(),
    decisionRemarks: z.string().nullable(),
  }),
);
export type AdminRedeemRecord = z.infer<typeof adminRedeemRecordValue>;
export const adminRedeemPageValue = lazySchema(() => pagedValue(adminRedeemRecordValue));
/** POST /admin/api/points/redemptions/:id/approve {} and /:id/reject {remarks}. */
export const adminRedeemDecision = lazySchema(() => z.object({ remarks: optionalText(REMARK_MAX_LENGTH) }));

/** GET /admin/api/points/reward-types; POST (create) and PUT /:typeId (update). */
export const adminRewardTypeRequest = lazySchema(() =>
  z.object({
    typeId: z.coerce.number().int().min(1).max(999_999),
    name: z.string().trim().min(1).max(64),
    chineseName: z.string().trim().max(64).default(''),
    i18nStr: z.string().max(2000).nullish(),
  }),
);

/**
 * GET /admin/api/points/rewards ?page&size (active and inactive); POST (create); PUT /:id (update);
 * DELETE /:id (deactivates). Image URLs: https, site-relative, or data:image/(png|jpeg|svg+xml).
 */
/** A reward's name and description in languages other than the merchant's default (name, description). */
const rewardTexts = lazySchema(() =>
  contentTextsSchema({ name: z.string().trim().max(120), description: z.string().max(4000) }),
);

export const adminRewardRequest = lazySchema(() =>
  z.object({
    name: z.string().trim().min(1).max(120),
    type: z.coerce.number().int().min(1).max(999_999),
    price: amountInput.nullish(),
    mpPointAmount: amountInput.nullish(),
    mpMoneyAmount: amountInput.nullish(),
    displayPointMoneyAmt: z.enum(['Y', 'N']).default('N'),
    inventory: z.coerce.number().int().min(0).max(1_000_000),
    description: z.string().max(4000).default(''),
    sortOrder: z.coerce.number().int().min(0).max(1_000_000).default(0),
    active: z.boolean().default(true),
    merchandiseImages: z
      .array(z.object({ type: z.enum(REWARD_IMAGE_TYPES), imageUrl: z.string().trim().min(1).max(60_000) }))
      .max(10)
      .default([]),
    texts: rewardTexts.optional(),
  }),
);
/** A reward as the back office sees it: with its switch, place in the mall and other languages' texts. */
export const adminRewardValue = lazySchema(() =>
  rewardValue.extend({
    active: z.boolean(),
    sortOrder: z.number(),
    texts: contentTextsSchema({ name: z.string(), description: z.string() }),
  }),
);
export type AdminReward = z.infer<typeof adminRewardValue>;
export const adminRewardPageValue = lazySchema(() => pagedValue(adminRewardValue));

/** GET /admin/api/points/rewards ?active (Y|N)&type&q (name)&page&size, newest first. */
export const adminRewardListQuery = lazySchema(() =>
  z.object({
    page,
    size: z.coerce.number().int().min(1).max(100).default(20),
    active: z.enum(['Y', 'N']).optional(),
    type: z.coerce.number().int().min(1).max(999_999).optional(),
    q: z.string().trim().max(60).optional(),
  }),
);
/**
 * PUT /admin/api/points/rewards/:id/inventory {inventory}: the stock left to redeem, set as
 * counted (redemptions take from it atomically, so the value written is the value that holds).
 */
export const adminRewardInventoryRequest = lazySchema(() =>
  z.object({
    inventory: z.number().int().min(0).max(1_000_000),
  }),
);
/** PUT /admin/api/points/rewards/:id/status {active}: shows or hides the reward in the mall. */
export const adminRewardStatusRequest = lazySchema(() => z.object({ active: z.boolean() }));
