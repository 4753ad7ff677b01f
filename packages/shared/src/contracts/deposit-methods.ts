import { z } from 'zod';
import { lazySchema } from '../lazy-schema.js';
import { SHIPPED_LANGUAGES } from '../languages.js';
import { DEPOSIT_METHOD_KINDS, amountInput, fundingValue } from './wallet.js';

/**
 * The merchant's deposit methods and the accounts members pay into: what a member picks from,
 * the payment panel of one deposit, and the back office that sets them up. Amounts are decimal
 * strings in major units.
 */

/** QR images of receiving accounts: one PNG or JPEG of at most this many bytes. */
export const QR_IMAGE_MAX_BYTES = 1_048_576;
/** Minutes a member has to pay a deposit, bounds of the merchant's setting. */
export const DEPOSIT_EXPIRY_RULE = { min: 5, max: 1440, default: 30 } as const;

/** One method a member may deposit with now: enabled and with an account to pay into. */
export const depositMethodOption = lazySchema(() =>
  z.object({
    id: z.number(),
    kind: z.enum(DEPOSIT_METHOD_KINDS),
    name: z.string(),
    minimumAmount: z.string(),
    maximumAmount: z.string(),
    currency: z.string(),
  }),
);
export type DepositMethodOption = z.infer<typeof depositMethodOption>;

export const depositMethodsValue = lazySchema(() =>
  z.object({
    /** Minutes the member has to pay once a request is made. */
    expiryMinutes: z.number(),
    methods: z.array(depositMethodOption),
  }),
);

export const depositIdParams = lazySchema(() =>
  z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
);

/** The payment panel of one of the member's deposits, with the receiving account's QR image. */
export const depositPaymentValue = lazySchema(() =>
  fundingValue.extend({
    /** data: URL of the QR image of a QR method's account. */
    qrImage: z.string().nullable(),
  }),
);
export type DepositPaymentValue = z.infer<typeof depositPaymentValue>;

/** A receipt sent inside JSON (base64 or data: URL); a multipart file is the other way. */
export const depositReceiptRequest = lazySchema(() =>
  z.object({
    receipt: z.string().max(7_100_000).nullish(),
  }),
);

// ---- Back office ------------------------------------------------------------------------------

const names = lazySchema(() =>
  z.partialRecord(z.enum(SHIPPED_LANGUAGES), z.string().trim().max(60)).default({}),
);

export const adminDepositAccountItem = lazySchema(() =>
  z.object({
    id: z.number(),
    methodId: z.number(),
    bankName: z.string(),
    accountName: z.string(),
    accountNo: z.string(),
    enabled: z.boolean(),
    dailyCap: z.string().nullable(),
    sort: z.number(),
    /** data: URL of the account's QR image. */
    qrImage: z.string().nullable(),
  }),
);
export type AdminDepositAccountItem = z.infer<typeof adminDepositAccountItem>;

export const adminDepositMethodItem = lazySchema(() =>
  z.object({
    id: z.number(),
    kind: z.enum(DEPOSIT_METHOD_KINDS),
    name: z.string(),
    names: z.partialRecord(z.enum(SHIPPED_LANGUAGES), z.string()),
    minimumAmount: z.string(),
    maximumAmount: z.string(),
    enabled: z.boolean(),
    sort: z.number(),
    accounts: z.array(adminDepositAccountItem),
  }),
);
export type AdminDepositMethodItem = z.infer<typeof adminDepositMethodItem>;

export const adminDepositMethodsValue = lazySchema(() =>
  z.object({
    expiryMinutes: z.number(),
    currency: z.string(),
    list: z.array(adminDepositMethodItem),
  }),
);

export const adminDepositMethodRequest = lazySchema(() =>
  z.object({
    kind: z.enum(DEPOSIT_METHOD_KINDS),
    name: z.string().trim().min(1).max(60),
    names,
    minimumAmount: amountInput,
    maximumAmount: amountInput,
    enabled: z.boolean().default(true),
    sort: z.coerce.number().int().min(0).max(999).default(0),
  }),
);

export const adminDepositAccountRequest = lazySchema(() =>
  z.object({
    bankName: z.string().trim().min(1).max(60),
    accountName: z.string().trim().min(1).max(80),
    accountNo: z.string().trim().min(1).max(40),
    enabled: z.boolean().default(true),
    dailyCap: amountInput.nullish(),
    sort: z.coerce.number().int().min(0).max(999).default(0),
    /** A new QR image (base64 or data: URL); null removes it, absent keeps it. */
    qrImage: z.string().max(1_500_000).nullish(),
  }),
);

export const adminDepositAccountParams = lazySchema(() =>
  z.object({
    id: z.coerce.number().int().positive().max(2_147_483_647),
    accountId: z.coerce.number().int().positive().max(2_147_483_647),
  }),
);

export const adminDepositSettingsRequest = lazySchema(() =>
  z.object({
    expiryMinutes: z.coerce.number().int().min(DEPOSIT_EXPIRY_RULE.min).max(DEPOSIT_EXPIRY_RULE.max),
  }),
);
