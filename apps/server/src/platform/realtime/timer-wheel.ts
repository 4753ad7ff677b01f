/**
 * One Node timer for the periodic work of every socket of a broker (heart-beats, pings,
 * liveness checks, the CONNECT deadline). With a timer or three per socket, 10,000 sockets
 * keep 30,000 timers alive and fire them in bursts (sockets that connected together beat
 * together); here a task is an entry in a bucket of ticks, and the first run of a repeating
 * task may be spread over its interval so that the work is even over time.
 *
 * A one-shot task never runs early: due in d ms, it runs at the first tick at or after d ms. A
 * repeating task runs every interval give or take one tick (resolutionMs), which heart-beats
 * and liveness checks (they compare real times) tolerate.
 */
export interface WheelTask {
  /** Idempotent; a cancelled task is dropped when its bucket comes up. */
  cancel(): void;
}

/** A class rather than an object literal: no closure per task for cancel(). */
class Entry implements WheelTask {
  cancelled = false;

  constructor(
    readonly run: () => void,
    /** Ticks between runs; 0 for a one-shot task. */
    readonly everyTicks: number,
  ) {}

  cancel(): void {
    this.cancelled = true;
  }
}

export class TimerWheel {
  private readonly buckets = new Map<number, Entry[]>();
  private readonly origin = Date.now();
  /** The last tick whose bucket was run. */
  private current: number;
  private timer: NodeJS.Timeout | null = null;
  private size = 0;
  private stopped = false;

  constructor(
    readonly resolutionMs: number,
    /** A task that throws is reported here; the other tasks of its tick still run. */
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.current = this.tickAt(Date.now());
  }

  /** Scheduled entries, cancelled ones included until their bucket comes up. */
  get pending(): number {
    return this.size;
  }

  /** Runs `run` once, `delayMs` from now. */
  once(delayMs: number, run: () => void): WheelTask {
    return this.add(new Entry(run, 0), this.ticksFor(delayMs));
  }

  /**
   * Runs `run` every `intervalMs`. With `spread`, the first run comes at a random point of the
   * first interval instead of at its end, so that tasks created together do not run together.
   */
  every(intervalMs: number, run: () => void, spread = false): WheelTask {
    const everyTicks = this.ticksFor(intervalMs);
    const first = spread ? 1 + Math.floor(Math.random() * everyTicks) : everyTicks;
    return this.add(new Entry(run, everyTicks), first);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.buckets.clear();
    this.size = 0;
  }

  private ticksFor(ms: number): number {
    return Math.max(1, Math.ceil(ms / this.resolutionMs));
  }

  private tickAt(time: number): number {
    return Math.floor((time - this.origin) / this.resolutionMs);
  }

  private add(entry: Entry, inTicks: number): WheelTask {
    if (this.stopped) return entry;
    const now = this.tickAt(Date.now());
    if (!this.timer) {
      // Idle until now: nothing is due between the last tick run and this one.
      this.current = now;
      this.timer = setInterval(() => this.advance(), this.resolutionMs);
      this.timer.unref();
    }
    // +1: the current tick is partly over, and a task must never run early.
    this.place(entry, now + inTicks + 1);
    return entry;
  }

  private place(entry: Entry, tick: number): void {
    const bucket = this.buckets.get(tick);
    if (bucket) bucket.push(entry);
    else this.buckets.set(tick, [entry]);
    this.size++;
  }

  /** Runs every bucket up to now: a late interval (a busy event loop) catches up. */
  private advance(): void {
    const now = this.tickAt(Date.now());
    while (this.current < now && !this.stopped) {
      this.current++;
      const bucket = this.buckets.get(this.current);
      if (!bucket) continue;
      this.buckets.delete(this.current);
      this.size -= bucket.length;
      for (const entry of bucket) {
        if (entry.cancelled) continue;
        // From now rather than from the bucket's tick: after a stall a task runs once, not once
        // for every interval it missed.
        if (entry.everyTicks > 0) this.place(entry, now + entry.everyTicks);
        else entry.cancelled = true;
        try {
          entry.run();
        } catch (error) {
          this.onError(error);
        }
      }
    }
    if (this.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }
}
