import { MAIN_WALLET, MAIN_WALLET_TYPE_ID, majorToMinor } from '@platform/shared';
import type { CacheInvalidations } from '../../platform/cache-invalidation.js';
import { afterCommit } from '../../platform/db/ambient.js';
import { MemoryCache } from '../../platform/memory-cache.js';
import type { MerchantContext } from '../settings/index.js';
import type { WalletRepository } from './wallet.repository.js';

const SETUP_CACHE = 'wallet-setup';
const MAX_MERCHANTS = 10_000;

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

/**
 * A merchant's wallets and limits. A merchant without wallet settings runs one wallet. Every
 * bet and wallet page asks, so the answer is kept in memory per merchant (and currency, which
 * the limits' defaults depend on) until changed() is called by whatever writes the settings or
 * the vendor wallets (only the seed, before the platform serves, does today).
 */
export class WalletSetupService {
  private readonly setups = new MemoryCache<WalletSetup>(SETUP_CACHE, MAX_MERCHANTS);

  constructor(
    private readonly repository: WalletRepository,
    /** Other nodes' caches; without it (a lone process) changes are applied here only. */
    private readonly invalidations: CacheInvalidations | null = null,
  ) {
    invalidations?.register(this.setups);
  }

  of(merchant: MerchantContext): Promise<WalletSetup> {
    return this.setups.get(`${merchant.id}:${merchant.currency}`, async () => ({
      value: await this.load(merchant),
      keep: true,
    }));
  }

  /** The merchant's wallet settings or vendor wallets changed; call in the writing unit of work. */
  async changed(): Promise<void> {
    if (this.invalidations) return this.invalidations.invalidate(SETUP_CACHE);
    await afterCommit(() => this.setups.invalidateAll());
  }

  private async load(merchant: MerchantContext): Promise<WalletSetup> {
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
