import { z } from 'zod';
import { lazySchema } from '../lazy-schema.js';
import { amountInput, idempotencyKey, legacyWalletItem } from './wallet.js';

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
