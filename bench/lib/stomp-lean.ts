import WebSocket from 'ws';

/**
 * A lean STOMP 1.2 client side for many sockets in one process: raw `ws` sockets, frames written
 * by hand, no client library, one shared timer for all heart-beats. It speaks what the web app's
 * @stomp/stompjs client speaks (CONNECT with the member token and heart-beat 10000,10000,
 * SUBSCRIBE with a receipt, an EOL every 10 s) at a few hundred bytes per socket, so that
 * 10,000 of them fit next to the server on a 2-core machine.
 */

/** Wall-clock milliseconds with sub-millisecond precision, comparable between processes. */
export function nowMs(): number {
  return performance.timeOrigin + performance.now();
}

/**
 * Push payloads carry `bench:<seq>:<sentAtMs>` in the remarks of a DEPOSIT message; the
 * clients read it without parsing the JSON.
 */
const MARK = '"remarks":"bench:';

export function benchRemarks(seq: number, sentAtMs: number): string {
  return `bench:${seq}:${sentAtMs}`;
}

export function markOf(frame: string): { seq: number; sentAtMs: number } | null {
  const at = frame.indexOf(MARK);
  if (at < 0) return null;
  const start = at + MARK.length;
  const colon = frame.indexOf(':', start);
  const end = frame.indexOf('"', colon);
  if (colon < 0 || end < 0) return null;
  return { seq: Number(frame.slice(start, colon)), sentAtMs: Number(frame.slice(colon + 1, end)) };
}

export interface LeanTarget {
  url: string;
  merchant: string;
  token: string;
  destination: string;
  /** Source address on the loopback (127.0.0.x), to spread sockets over more port ranges. */
  localAddress?: string;
}

export interface Arrival {
  count: number;
  sentAtMs: number;
  firstAtMs: number;
  lastAtMs: number;
  /** Receive time minus send time of every socket that got it, when the crowd keeps them. */
  latencies?: number[];
}

const HEART_BEAT_MS = 10_000;
/** Heart-beats go out from one timer, a slice of the sockets per tick. */
const BEAT_TICK_MS = 100;

/** Many sockets of one or more targets; counts what arrives, per push sequence number. */
export class LeanStompCrowd {
  readonly sockets: WebSocket[] = [];
  readonly arrivals = new Map<number, Arrival>();
  /** Latency samples (receive time minus the server's send time) when recording. */
  readonly latencies: number[] = [];
  recordLatency = false;
  /** Keep every socket's latency of each push (for pushes to the whole crowd). */
  keepArrivalLatencies = false;
  subscribed = 0;
  errors: string[] = [];
  private unexpectedCloses = 0;
  private closing = false;
  private beatCursor = 0;
  private lastBeatAt = performance.now();
  private readonly beatTimer: NodeJS.Timeout;

  constructor() {
    // Each socket beats every HEART_BEAT_MS: a fixed share of them every tick, never all at once.
    this.beatTimer = setInterval(() => this.beat(), BEAT_TICK_MS);
  }

  get unexpectedCloseCount(): number {
    return this.unexpectedCloses;
  }

  /** Opens `count` sockets, at most `concurrency` handshakes at a time; resolves when all are subscribed. */
  async open(target: LeanTarget, count: number, concurrency = 100): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < count) {
        next++;
        await this.openOne(target);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  }

  private openOne(target: LeanTarget): Promise<void> {
    return new Promise((resolve) => {
      const ws = new WebSocket(target.url, ['v12.stomp'], {
        perMessageDeflate: false,
        localAddress: target.localAddress,
      });
      let state: 'connecting' | 'subscribing' | 'ready' | 'failed' = 'connecting';
      const fail = (why: string) => {
        if (state === 'failed') return;
        if (state !== 'ready') resolve();
        state = 'failed';
        if (this.errors.length < 20) this.errors.push(why);
        else this.errors[19] = `… and more (${why})`;
      };
      ws.on('open', () => {
        this.sockets.push(ws);
        ws.send(
          `CONNECT\naccept-version:1.2\nhost:localhost\nmerchant:${target.merchant}\n` +
            `token:${target.token}\nheart-beat:${HEART_BEAT_MS},${HEART_BEAT_MS}\n\n\0`,
        );
      });
      ws.on('message', (data: Buffer) => {
        const at = nowMs();
        // Heart-beat EOLs and single frames are all this client ever receives.
        if (data.length === 1) return;
        const text = data.toString('latin1');
        if (text.startsWith('MESSAGE')) {
          const mark = markOf(text);
          if (mark) this.arrived(mark.seq, mark.sentAtMs, at);
        } else if (text.startsWith('CONNECTED')) {
          state = 'subscribing';
          ws.send(`SUBSCRIBE\nid:sub-0\ndestination:${target.destination}\nreceipt:r\n\n\0`);
        } else if (text.startsWith('RECEIPT') && state === 'subscribing') {
          state = 'ready';
          this.subscribed++;
          resolve();
        } else if (text.startsWith('ERROR')) {
          fail(`ERROR frame: ${/message:([^\n]*)/.exec(text)?.[1] ?? text.slice(0, 80)}`);
        }
      });
      ws.on('error', (error) => fail(`socket error: ${error.message}`));
      ws.on('close', (code) => {
        if (!this.closing) {
          this.unexpectedCloses++;
          fail(`closed by the server (${code})`);
        }
      });
    });
  }

  private arrived(seq: number, sentAtMs: number, at: number): void {
    if (this.recordLatency) this.latencies.push(at - sentAtMs);
    const arrival = this.arrivals.get(seq);
    if (arrival) {
      arrival.count++;
      arrival.lastAtMs = at;
      arrival.latencies?.push(at - sentAtMs);
    } else {
      const latencies = this.keepArrivalLatencies ? [at - sentAtMs] : undefined;
      this.arrivals.set(seq, { count: 1, sentAtMs, firstAtMs: at, lastAtMs: at, latencies });
    }
  }

  private beat(): void {
    const now = performance.now();
    const elapsed = now - this.lastBeatAt;
    this.lastBeatAt = now;
    const n = this.sockets.length;
    if (n === 0) return;
    // By the time elapsed, with a margin: a tick that comes late (a busy process) must not
    // stretch any socket's gap towards the server's limit of twice the interval.
    const share = Math.min(n, Math.ceil((n * elapsed * 1.25) / HEART_BEAT_MS));
    for (let i = 0; i < share; i++) {
      this.beatCursor = (this.beatCursor + 1) % n;
      const ws = this.sockets[this.beatCursor]!;
      if (ws.readyState === WebSocket.OPEN) ws.send('\n');
    }
  }

  close(): void {
    this.closing = true;
    clearInterval(this.beatTimer);
    for (const ws of this.sockets) ws.terminate();
    this.sockets.length = 0;
  }
}
