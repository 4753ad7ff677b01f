/**
 * The queue behind group commit: items that arrive while earlier batches are in flight form the
 * next batch, so that many requests share one statement and one commit. Items submitted in the
 * same turn of the event loop wait for each other; at most `inFlight` batches run at once, each of
 * at most `max` items, and two items of the same `keyOf` never share a batch (the later one waits
 * for the next). `run` answers every item of its batch and must not reject.
 */
export class GroupCommitQueue<W> {
  private readonly queue: W[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly options: {
      max: number;
      inFlight: number;
      keyOf: (item: W) => string;
      run: (batch: W[]) => Promise<void>;
    },
  ) {}

  push(item: W): void {
    this.queue.push(item);
    this.schedule();
  }

  /** Dispatches after the current turn, so that items submitted together share a batch. */
  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.options.inFlight || !this.queue.length) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.inFlight < this.options.inFlight && this.queue.length) {
      const batch = this.take();
      this.inFlight++;
      void this.options.run(batch).finally(() => {
        this.inFlight--;
        this.schedule();
      });
    }
  }

  private take(): W[] {
    const batch: W[] = [];
    const keys = new Set<string>();
    const later: W[] = [];
    while (this.queue.length && batch.length < this.options.max) {
      const item = this.queue.shift()!;
      const key = this.options.keyOf(item);
      if (keys.has(key)) later.push(item);
      else {
        keys.add(key);
        batch.push(item);
      }
    }
    this.queue.unshift(...later);
    return batch;
  }
}
