import { MAIN_WALLET, MAIN_WALLET_TYPE_ID, majorToMinor } from '@platform/shared';
import type { MerchantContext } from '../settings/index.js';
import type { WalletRepository } from './wallet.repository.js';

export interface WalletDefinition {
  typeId: number;
  code: string;
  displayName: string;
}

export interface WalletSetup {
  isSingle: boolean;
  /** The main wallet first; vendor wallets follow unless the merchant runs a single wallet. */
  wallets: WalletDefinition[];
  deposit: { min: bigint; max: bigint };
  withdraw: { min: bigint; max: bigint };
}

/** Limits of a merchant that configured none, in major units of its currency. */
const DEFAULT_LIMITS = { deposit: [100, 500_000], withdraw: [100, 200_000] } as const;

export const MAIN_WALLET_DEFINITION: WalletDefinition = {
  typeId: MAIN_WALLET_TYPE_ID,
  code: MAIN_WALLET,
  displayName: 'Main Wallet',
};

/** A merchant's wallets and limits. A merchant without wallet settings runs one wallet. */
export class WalletSetupService {
  constructor(private readonly repository: WalletRepository) {}

  async of(merchant: MerchantContext): Promise<WalletSetup> {
    const settings = await this.repository.settings(merchant.id);
    const isSingle = settings?.isSingle ?? true;
    const vendors = isSingle ? [] : await this.repository.vendors(merchant.id);
    const c = merchant.currency;
    return {
      isSingle,
      wallets: [
        MAIN_WALLET_DEFINITION,
        ...vendors.map((v) => ({ typeId: v.typeId, code: v.code, displayName: v.displayName })),
      ],
      deposit: {
        min: settings?.depositMin ?? majorToMinor(DEFAULT_LIMITS.deposit[0], c),
        max: settings?.depositMax ?? majorToMinor(DEFAULT_LIMITS.deposit[1], c),
      },
      withdraw: {
        min: settings?.withdrawMin ?? majorToMinor(DEFAULT_LIMITS.withdraw[0], c),
        max: settings?.withdrawMax ?? majorToMinor(DEFAULT_LIMITS.withdraw[1], c),
      },
    };
  }
}
