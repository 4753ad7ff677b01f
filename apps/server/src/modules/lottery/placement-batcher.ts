import { GroupCommitQueue } from '../../platform/group-commit.js';
import type { OrderPlacement } from './lottery.repository.js';

interface Waiting {
  placement: OrderPlacement;
  resolve: (placed: boolean) => void;
}

/** Orders at most in one statement. */
const BATCH_MAX = 32;
/** Batch statements in flight at once; orders that arrive meanwhile form the next ones. */
const IN_FLIGHT = 3;

/**
 * Group commit of lottery orders. Orders placed while earlier batches are in flight are placed
 * together by one statement (LotteryRepository.placeOrders), so that many bets share one commit
 * and one run of the statement triggers. Nobody is answered before that statement committed.
 *
 * `place` answers whether the batch placed the order; when it did not (an issue not created yet,
 * a closed issue, too little money, a used key, a batch that failed, or no other order to share a
 * batch with) nothing of it was written, and the caller places it alone, which tells why.
 */
export class PlacementBatcher {
  private readonly queue: GroupCommitQueue<Waiting>;

  constructor(private readonly placeAll: (orders: OrderPlacement[]) => Promise<boolean[]>) {
    this.queue = new GroupCommitQueue({
      max: BATCH_MAX,
      inFlight: IN_FLIGHT,
      // One order per member account: its held amount is locked once.
      keyOf: ({ placement: p }) => `${p.merchantId}|${p.memberId}|${p.wallet}|${p.currency}`,
      run: (batch) => this.run(batch),
    });
  }

  place(placement: OrderPlacement): Promise<boolean> {
    return new Promise((resolve) => this.queue.push({ placement, resolve }));
  }

  private async run(batch: Waiting[]): Promise<void> {
    // Alone, the order's own statement is the cheaper one.
    if (batch.length < 2) {
      for (const waiting of batch) waiting.resolve(false);
      return;
    }
    let placed: boolean[];
    try {
      placed = await this.placeAll(batch.map((w) => w.placement));
    } catch {
      // Each order placed alone meets whatever failed the batch, if it concerns it.
      placed = batch.map(() => false);
    }
    batch.forEach((waiting, i) => waiting.resolve(placed[i] === true));
  }
}
