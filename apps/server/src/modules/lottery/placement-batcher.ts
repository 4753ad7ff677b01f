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
  private readonly queue: Waiting[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(private readonly placeAll: (orders: OrderPlacement[]) => Promise<boolean[]>) {}

  place(placement: OrderPlacement): Promise<boolean> {
    return new Promise((resolve) => {
      this.queue.push({ placement, resolve });
      this.schedule();
    });
  }

  /** Dispatches after the current turn, so that orders placed together share a batch. */
  private schedule(): void {
    if (this.scheduled || this.inFlight >= IN_FLIGHT || !this.queue.length) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.inFlight < IN_FLIGHT && this.queue.length) {
      const batch = this.take();
      if (batch.length < 2) {
        // Alone, the order's own statement is the cheaper one.
        for (const waiting of batch) waiting.resolve(false);
        continue;
      }
      this.inFlight++;
      void this.run(batch).finally(() => {
        this.inFlight--;
        this.schedule();
      });
    }
  }

  /** The next batch: one order per member account (its held amount is locked once). */
  private take(): Waiting[] {
    const batch: Waiting[] = [];
    const accounts = new Set<string>();
    const later: Waiting[] = [];
    while (this.queue.length && batch.length < BATCH_MAX) {
      const waiting = this.queue.shift()!;
      const { merchantId, memberId, wallet, currency } = waiting.placement;
      const account = `${merchantId}|${memberId}|${wallet}|${currency}`;
      if (accounts.has(account)) later.push(waiting);
      else {
        accounts.add(account);
        batch.push(waiting);
      }
    }
    this.queue.unshift(...later);
    return batch;
  }

  private async run(batch: Waiting[]): Promise<void> {
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
