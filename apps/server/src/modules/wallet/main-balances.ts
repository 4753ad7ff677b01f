import { minorToDecimal } from '@platform/shared';
import { inTransaction } from '../../platform/db/ambient.js';
import { GroupCommitQueue } from '../../platform/group-commit.js';
import type { MerchantContext } from '../settings/index.js';
import {
  mainWalletKey,
  type MainBalanceRepository,
  type MainWalletOwner,
} from './main-balance.repository.js';

interface Waiting {
  owner: MainWalletOwner;
  resolve: (available: bigint) => void;
  reject: (error: unknown) => void;
}

/** Members asked about in one statement at most. */
const BATCH_MAX = 256;
/** Statements in flight at once; the requests that arrive meanwhile form the next ones. */
const IN_FLIGHT = 2;

/**
 * The main wallet's available balance as member/info shows it (`money`), read from the ledger on
 * every request and never kept (decision 0008: balances are not cached).
 *
 * Requests that arrive together share one statement (the group-commit queue of the transfer and
 * bet batchers, here for reads): a request joins only a statement that has not started yet, so
 * what it answers was read after the request arrived and holds every change committed before it,
 * on whatever node. A lone request is read at once. Inside an ambient transaction the read joins
 * that transaction and is not shared.
 */
export class MainBalances {
  private readonly queue: GroupCommitQueue<Waiting>;
  private sequence = 0;

  constructor(private readonly repository: Pick<MainBalanceRepository, 'available'>) {
    this.queue = new GroupCommitQueue<Waiting>({
      max: BATCH_MAX,
      inFlight: IN_FLIGHT,
      // Reads do not conflict: every request may share any statement.
      keyOf: () => String(++this.sequence),
      run: (batch) => this.run(batch),
    });
  }

  /** Available minor units of the member's main wallet in the merchant's currency (0 before any money). */
  async availableMinor(
    merchant: Pick<MerchantContext, 'id' | 'currency'>,
    memberId: number,
  ): Promise<bigint> {
    const owner = { merchantId: merchant.id, currency: merchant.currency, memberId };
    if (inTransaction()) return (await this.repository.available([owner])).get(mainWalletKey(owner)) ?? 0n;
    return new Promise((resolve, reject) => this.queue.push({ owner, resolve, reject }));
  }

  /** The same as a decimal string in major units, as every balance travels on the wire ("1250.50"). */
  async available(merchant: Pick<MerchantContext, 'id' | 'currency'>, memberId: number): Promise<string> {
    return minorToDecimal(await this.availableMinor(merchant, memberId), merchant.currency);
  }

  private async run(batch: Waiting[]): Promise<void> {
    const owners = new Map<string, MainWalletOwner>();
    for (const { owner } of batch) owners.set(mainWalletKey(owner), owner);
    try {
      const found = await this.repository.available([...owners.values()]);
      for (const waiting of batch) waiting.resolve(found.get(mainWalletKey(waiting.owner)) ?? 0n);
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }
}
