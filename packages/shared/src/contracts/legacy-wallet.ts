import { z } from 'zod';
import { lazySchema } from '../lazy-schema.js';
import { DEPOSIT_METHOD_KINDS, amountInput, idempotencyKey, legacyWalletItem } from './wallet.js';

/**
 * The 500cai (2017) wallet calls: list, form-encoded transfers and lock checks. The field
 * reference names the calls but not their fields; these follow the sibling legacy balance call
 * (a wallet is named by its accountName, as in balances[], or by its typeId). Form bodies carry
 * every value as a string, hence the coercions.
 */

const accountName = lazySchema(() =>
  z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z0-9_]{1,16}$/)),
);
const typeId = lazySchema(() => z.coerce.number().int().min(0).max(999));

/** GET /wps/wallets: every wallet of the member, as in balances[] of GET /wps/wallets/balance. */
export const legacyWalletListValue = lazySchema(() => z.array(legacyWalletItem));

/** transferToMainWallet and transferFromMainWallet: the one wallet other than the main one. */
export const legacyMainTransferRequest = lazySchema(() =>
  z.object({
    amount: amountInput,
    accountName: accountName.nullish(),
    typeId: typeId.nullish(),
    requestId: idempotencyKey.nullish(),
  }),
);
export type LegacyMainTransferRequest = z.infer<typeof legacyMainTransferRequest>;

/** transferSubToSubWallet: between two wallets, neither of them necessarily the main one. */
export const legacySubTransferRequest = lazySchema(() =>
  z.object({
    amount: amountInput,
    fromAccountName: accountName.nullish(),
    fromTypeId: typeId.nullish(),
    toAccountName: accountName.nullish(),
    toTypeId: typeId.nullish(),
    requestId: idempotencyKey.nullish(),
  }),
);
export type LegacySubTransferRequest = z.infer<typeof legacySubTransferRequest>;

/**
 * Why money cannot move: the account is locked (status other than active), the session is a
 * trial one (it moves no money), or the merchant runs a single wallet (nothing to transfer).
 */
export const LOCK_REASONS = ['ACCOUNT_LOCKED', 'TRIAL_ACCOUNT', 'SINGLE_WALLET'] as const;
export type LockReason = (typeof LOCK_REASONS)[number];

/** GET /wps/wallets/lockStatus: whether the member's money is locked. */
export const lockStatusValue = lazySchema(() =>
  z.object({ locked: z.boolean(), reason: z.enum(LOCK_REASONS).nullable() }),
);
export type LockStatusValue = z.infer<typeof lockStatusValue>;

export const lockStatusByTypeQuery = lazySchema(() => z.object({ typeId: typeId.default(0) }));

/** GET /wps/wallets/lockStatusByType?typeId=: one wallet, with what is held in it (pending withdrawals, open bets). */
export const walletLockStatusValue = lazySchema(() =>
  z.object({
    typeId: z.number(),
    accountName: z.string(),
    locked: z.boolean(),
    reason: z.enum(LOCK_REASONS).nullable(),
    heldBalance: z.number(),
  }),
);
export type WalletLockStatusValue = z.infer<typeof walletLockStatusValue>;

// ---- Deposits, withdrawals and their reports (500cai) ---------------------------------------------

/** The legacy deposit paths: payment gateway, manual transfer, manual (other), QR. */
export const LEGACY_DEPOSIT_KINDS = ['pg', 'mt', 'ma', 'qr'] as const;
export type LegacyDepositKind = (typeof LEGACY_DEPOSIT_KINDS)[number];

/**
 * GET /wps/system/depositBanks and /withdrawBanks: the ways the member may pay in or be paid out
 * now, with the merchant's bounds (decimal strings, as the funding settings relays answer them).
 * We keep no list of banks: a way is our funding method (BANK to the merchant, C2C with the upline agent).
 */
export const fundingChannelsValue = lazySchema(() =>
  z.array(
    z.object({
      method: z.enum(['BANK', 'C2C']),
      minimumAmount: z.string(),
      maximumAmount: z.string(),
      currency: z.string(),
      /** A deposit method of the merchant (deposits only): send it as methodId to /wps/wallet/deposit. */
      methodId: z.number().optional(),
      kind: z.enum(DEPOSIT_METHOD_KINDS).optional(),
      name: z.string().optional(),
      /** The banks (or wallets) of the method's receiving accounts. */
      banks: z.array(z.string()).optional(),
    }),
  ),
);
export type FundingChannels = z.infer<typeof fundingChannelsValue>;

/**
 * Paging of the legacy report calls: ours (page from 1, size) or the Spring-style pageNo/pageSize
 * the 2017 client may send; bounded as every list of ours is.
 */
export const legacyPageQuery = lazySchema(() =>
  z
    .object({
      page: z.coerce.number().int().min(1).max(1000).optional(),
      size: z.coerce.number().int().min(1).max(50).optional(),
      pageNo: z.coerce.number().int().min(1).max(1000).optional(),
      pageSize: z.coerce.number().int().min(1).max(50).optional(),
    })
    .transform((q) => ({ page: q.page ?? q.pageNo ?? 1, size: q.size ?? q.pageSize ?? 10 })),
);

/**
 * GET /wps/member/bankCard: the member's bound withdrawal account, its number masked but for the
 * last four digits; null while none is bound.
 */
export const bankCardValue = lazySchema(() =>
  z
    .object({
      bankName: z.string(),
      accountNo: z.string(),
      accountName: z.string().nullable(),
      updatedAt: z.number(),
    })
    .nullable(),
);
export type BankCardValue = z.infer<typeof bankCardValue>;

/**
 * PUT /wps/member/bankCard (encrypted in the 2017 client): binds or replaces the account. It
 * decides where withdrawals go, so the payment password is asked as for a withdrawal. The
 * account holder may come as accountName or, as registration calls it, payeeName.
 */
export const bankCardRequest = lazySchema(() =>
  z.object({
    bankName: z.string().trim().min(1).max(60),
    accountNo: z.string().trim().min(1).max(34),
    accountName: z.string().trim().max(80).nullish(),
    payeeName: z.string().trim().max(80).nullish(),
    paymentPassword: z.string().max(128).nullish(),
  }),
);
export type BankCardRequest = z.infer<typeof bankCardRequest>;
