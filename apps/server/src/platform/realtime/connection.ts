import { WebSocket, type RawData } from 'ws';
import type { ErrorCode } from '@platform/shared';
import type { AuthResult, ConnectCredentials, SocketIdentity } from './authenticator.js';
import type { ChannelHub, ChannelMembership, HubMessage } from './channel-hub.js';
import { encodeFrame, FrameDecoder, FrameError, type StompFrame, type StompHeaders } from './frame.js';
import { negotiateHeartBeat, parseHeartBeat } from './heartbeat.js';
import type { RealtimeLogger } from './logger.js';
import type { BrokerOptions } from './options.js';
import type { TimerWheel, WheelTask } from './timer-wheel.js';

export interface RealtimeStats {
  /** MESSAGE frames written to sockets since the node started. */
  messagesDelivered: number;
  /** Frames received from clients (SEND, SUBSCRIBE, heart-beats excluded). */
  framesReceived: number;
}

export interface ConnectionEnv {
  authenticate(
    merchant: string | undefined,
    credentials: ConnectCredentials,
    ip: string | undefined,
  ): Promise<AuthResult>;
  /** The bus channels of a destination for this socket, null when the ACL refuses it. */
  authorize(identity: SocketIdentity, destination: string): Promise<readonly string[] | null>;
  hub: ChannelHub;
  /** The broker's one timer for every socket's heart-beats, pings and deadlines. */
  timers: TimerWheel;
  logger: RealtimeLogger;
  options: BrokerOptions;
  /** CONNECT succeeded: identity is set from now on. */
  onConnected(connection: StompConnection): void;
  onClosed(connection: StompConnection): void;
  /** Counts of the node's sockets, for the metrics endpoint. */
  stats: RealtimeStats;
}

interface Subscription {
  id: string;
  destination: string;
  ack: string;
  membership: ChannelMembership;
  /**
   * What makes this subscription's MESSAGE frames differ from another socket's: sockets with
   * the same key (the usual case: every tab of every customer subscribes as sub-0) send the
   * very same bytes, encoded once per message.
   */
  frameKey: string;
}

type State = 'awaiting-connect' | 'connecting' | 'connected' | 'closed';

const OWNER = Symbol('stomp connection');
type OwnedSocket = WebSocket & { [OWNER]: StompConnection };

const ACK_MODES = new Set(['auto', 'client', 'client-individual']);
/** A STOMP frame is text: a shared Buffer goes out as a text WebSocket message, never copied. */
const AS_TEXT = { binary: false } as const;
const HEART_BEAT = Buffer.from('\n');
/**
 * Refusals of who the client is or what it may do close with 1008 (policy violation), protocol
 * faults with 1002, so a client can tell "log in again" from "fix the client" by close code too.
 */
const POLICY_CODES = new Set<ErrorCode>([
  'permission.denied',
  'merchant.header.required',
  'merchant.not.found',
  'login.not.session',
  'user.or.token.invalid',
  'token_ip_different',
  'function.not.available',
]);

/**
 * One client socket: STOMP state machine, subscriptions and timers. Listen-only: a client
 * connects, subscribes to topics the ACL allows and receives MESSAGE frames. Every protocol
 * or permission failure answers an ERROR frame and closes, as STOMP requires.
 */
export class StompConnection {
  private authenticated: SocketIdentity | null = null;
  private state: State = 'awaiting-connect';
  private readonly decoder: FrameDecoder;
  private readonly queue: StompFrame[] = [];
  private draining = false;
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly timers: WheelTask[] = [];
  private lastReceivedAt = Date.now();
  private cleanedUp = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly env: ConnectionEnv,
    private readonly ip: string | undefined,
    readonly id: string,
  ) {
    this.decoder = new FrameDecoder({
      maxFrameBytes: env.options.maxFrameBytes,
      maxHeaders: env.options.maxHeaders,
    });
    // Shared listeners that find their connection on the socket: four closures per socket less.
    (ws as OwnedSocket)[OWNER] = this;
    ws.on('message', StompConnection.onMessage);
    ws.on('pong', StompConnection.onPong);
    ws.on('close', StompConnection.onClose);
    ws.on('error', StompConnection.onError);
    this.timers.push(
      env.timers.once(env.options.connectTimeoutMs, () => {
        if (this.state === 'awaiting-connect' || this.state === 'connecting') {
          this.closeWithError('timeout_retry_please', 'no CONNECT frame in time');
        }
      }),
    );
  }

  private static onMessage(this: WebSocket, data: RawData): void {
    (this as OwnedSocket)[OWNER].onData(data);
  }

  private static onPong(this: WebSocket): void {
    (this as OwnedSocket)[OWNER].lastReceivedAt = Date.now();
  }

  private static onClose(this: WebSocket): void {
    (this as OwnedSocket)[OWNER].cleanup();
  }

  private static onError(this: WebSocket, err: Error): void {
    const connection = (this as OwnedSocket)[OWNER];
    connection.env.logger.debug({ err, connection: connection.id }, 'socket error');
    connection.cleanup();
    this.terminate();
  }

  /** Set once CONNECT succeeded. */
  get identity(): SocketIdentity | null {
    return this.authenticated;
  }

  get isOpen(): boolean {
    return this.state !== 'closed';
  }

  get subscriptionCount(): number {
    return this.subscriptions.size;
  }

  /** Sends ERROR, then closes; later frames from the client are ignored. */
  closeWithError(code: ErrorCode, detail: string, extra: StompHeaders = {}): void {
    if (this.state === 'closed') return;
    this.send(encodeFrame('ERROR', { message: code, 'content-type': 'text/plain', ...extra }, detail));
    this.close(POLICY_CODES.has(code) ? 1008 : 1002, code);
  }

  /**
   * Server shutdown: close code 1001 (going away) and no ERROR frame, so that clients simply
   * reconnect (to another node) instead of treating it as a refusal. Resolves once the socket is
   * gone: a client that does not answer the close handshake within graceMs is cut off, so that
   * the HTTP server, which waits for its upgraded sockets too, can finish closing.
   */
  shutdown(graceMs = 2_000): Promise<void> {
    const ws = this.ws;
    this.close(1001, 'server shutting down');
    if (ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => ws.terminate(), graceMs);
      timer.unref();
      ws.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  terminate(): void {
    this.cleanup();
    this.ws.terminate();
  }

  private close(code: number, reason: string): void {
    this.cleanup();
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) {
      this.ws.close(code, reason.slice(0, 120));
    }
  }

  private cleanup(): void {
    this.state = 'closed';
    if (this.cleanedUp) return;
    this.cleanedUp = true;
    for (const timer of this.timers) timer.cancel();
    this.timers.length = 0;
    for (const subscription of this.subscriptions.values()) subscription.membership.leave();
    this.subscriptions.clear();
    this.queue.length = 0;
    this.env.onClosed(this);
  }

  private send(data: string | Buffer): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    this.ws.send(data, AS_TEXT);
  }

  private onData(data: RawData): void {
    if (this.state === 'closed') return;
    this.lastReceivedAt = Date.now();
    let frames: StompFrame[];
    try {
      frames = this.decoder.push(toBuffer(data));
    } catch (error) {
      if (!(error instanceof FrameError))
        this.env.logger.error({ err: error, connection: this.id }, 'frame decoding failed');
      this.closeWithError(
        'request.invalid',
        error instanceof FrameError ? `malformed frame: ${error.message}` : 'malformed frame',
      );
      return;
    }
    if (frames.length === 0) return;
    if (this.queue.length + frames.length > this.env.options.maxQueuedFrames) {
      this.closeWithError('TOO_MANY_REQUESTS', 'too many frames pending');
      return;
    }
    this.queue.push(...frames);
    if (!this.draining) void this.drain();
  }

  /** Frames are handled strictly in order, even while CONNECT waits for the session check. */
  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0 && this.state !== 'closed') await this.handle(this.queue.shift()!);
    } catch (err) {
      this.env.logger.error({ err, connection: this.id }, 'STOMP frame handling failed');
      this.closeWithError('system.error', 'internal error');
    } finally {
      this.draining = false;
    }
  }

  private async handle(frame: StompFrame): Promise<void> {
    this.env.stats.framesReceived += 1;
    if (this.state === 'awaiting-connect') {
      if (frame.command === 'CONNECT' || frame.command === 'STOMP') return this.connect(frame);
      return this.closeWithError('request.invalid', 'the first frame must be CONNECT');
    }
    switch (frame.command) {
      case 'SUBSCRIBE':
        return this.subscribe(frame);
      case 'UNSUBSCRIBE':
        return this.unsubscribe(frame);
      case 'ACK':
      case 'NACK':
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        // Delivery is fire-and-forget; acknowledgements and transactions are accepted and ignored.
        return this.sendReceipt(frame);
      case 'DISCONNECT':
        this.sendReceipt(frame);
        return this.close(1000, 'disconnect');
      case 'SEND':
        return this.closeWithError('function.not.available', 'clients may not send', receiptOf(frame));
      case 'CONNECT':
      case 'STOMP':
        return this.closeWithError('request.invalid', 'already connected', receiptOf(frame));
      default:
        return this.closeWithError(
          'request.invalid',
          `unsupported command ${frame.command}`,
          receiptOf(frame),
        );
    }
  }

  private async connect(frame: StompFrame): Promise<void> {
    const versions = frame.headers['accept-version'];
    if (versions !== undefined && !versions.split(',').some((v) => v.trim() === '1.2')) {
      return this.closeWithError('request.invalid', 'supported protocol versions are 1.2', {
        version: '1.2',
      });
    }
    const clientBeat = parseHeartBeat(frame.headers['heart-beat']);
    if (!clientBeat) return this.closeWithError('request.invalid', 'invalid heart-beat header');

    this.state = 'connecting';
    const credentials: ConnectCredentials = {
      token: frame.headers.token,
      chatVisitor: headerOf(frame.headers, 'chat-visitor'),
      adminToken: headerOf(frame.headers, 'admin-token'),
      guest: headerOf(frame.headers, 'guest') === 'true',
    };
    const result = await this.env.authenticate(frame.headers.merchant, credentials, this.ip);
    if (this.state !== 'connecting') return;
    if (!result.ok) return this.closeWithError(result.code, result.code);

    this.authenticated = result.identity;
    this.state = 'connected';
    this.env.onConnected(this);
    // The CONNECT deadline is met.
    for (const timer of this.timers) timer.cancel();
    this.timers.length = 0;
    const beat = negotiateHeartBeat(clientBeat, this.env.options.heartBeat);
    this.send(
      encodeFrame('CONNECTED', {
        version: '1.2',
        'heart-beat': beat.header,
        server: this.env.options.serverName,
        session: this.id,
      }),
    );
    this.startHeartBeats(beat.outgoingMs, beat.incomingMs);
  }

  /**
   * Each repeating task starts at a random point of its first interval: sockets that connected
   * together (a reconnect storm) then do not beat together for ever after.
   */
  private startHeartBeats(outgoingMs: number, incomingMs: number): void {
    if (outgoingMs > 0) {
      // Sent even when messages flowed: skipping would stretch the gap towards the client's limit.
      this.every(outgoingMs, () => this.send(HEART_BEAT));
    }
    const fallbackMs = this.env.options.fallbackPingMs;
    if (incomingMs === 0 && fallbackMs > 0) {
      this.every(fallbackMs, () => {
        if (this.ws.readyState === WebSocket.OPEN) this.ws.ping();
      });
    }
    const livenessMs = incomingMs > 0 ? incomingMs : fallbackMs;
    if (livenessMs > 0) {
      this.every(Math.max(1, Math.floor(livenessMs / 2)), () => {
        if (Date.now() - this.lastReceivedAt > 2 * livenessMs) {
          this.env.logger.debug({ connection: this.id }, 'closing silent socket');
          this.terminate();
        }
      });
    }
  }

  private every(ms: number, task: () => void): void {
    this.timers.push(this.env.timers.every(ms, task, true));
  }

  private async subscribe(frame: StompFrame): Promise<void> {
    const { id, destination } = frame.headers;
    const ack = frame.headers.ack ?? 'auto';
    const receipt = receiptOf(frame);
    if (!id || !destination)
      return this.closeWithError('request.invalid', 'SUBSCRIBE needs id and destination', receipt);
    if (!ACK_MODES.has(ack))
      return this.closeWithError('request.invalid', `unsupported ack mode ${ack}`, receipt);
    if (this.subscriptions.has(id))
      return this.closeWithError('request.invalid', `subscription ${id} exists`, receipt);
    const channels = await this.env.authorize(this.authenticated!, destination);
    if (this.state !== 'connected') return;
    if (!channels) {
      return this.closeWithError(
        'permission.denied',
        `may not subscribe to ${destination.slice(0, 200)}`,
        receipt,
      );
    }
    if (this.subscriptions.size >= this.env.options.maxSubscriptions) {
      return this.closeWithError('request.invalid', 'too many subscriptions', receipt);
    }
    const subscription = { id, destination, ack, frameKey: `${ack}\n${id}\n${destination}` } as Subscription;
    // A message is published on one channel only, so listening on several never delivers it twice.
    subscription.membership = joinAll(
      channels.map((channel) =>
        this.env.hub.join(channel, (_payload, message) => this.deliver(subscription, message)),
      ),
    );
    this.subscriptions.set(id, subscription);
    if (receipt['receipt-id'] !== undefined) {
      // The receipt then means "messages published from now on reach you", which is what
      // a client that subscribes and immediately triggers an event needs.
      await settleWithin(subscription.membership.ready, this.env.options.receiptWaitMs);
      this.sendReceipt(frame);
    }
  }

  private unsubscribe(frame: StompFrame): void {
    const id = frame.headers.id;
    if (!id) return this.closeWithError('request.invalid', 'UNSUBSCRIBE needs id', receiptOf(frame));
    // An unknown id is not an error: the client may race a subscription the server already dropped.
    this.subscriptions.get(id)?.membership.leave();
    this.subscriptions.delete(id);
    this.sendReceipt(frame);
  }

  private sendReceipt(frame: StompFrame): void {
    const receipt = frame.headers.receipt;
    if (receipt !== undefined) this.send(encodeFrame('RECEIPT', { 'receipt-id': receipt }));
  }

  private deliver(subscription: Subscription, message: HubMessage): void {
    if (this.state !== 'connected') return;
    if (this.ws.bufferedAmount > this.env.options.maxBufferedBytes) {
      this.env.logger.warn({ connection: this.id }, 'dropping slow real-time consumer');
      this.terminate();
      return;
    }
    const encoded = (message.encoded ??= new Map());
    let frame = encoded.get(subscription.frameKey);
    if (!frame) {
      frame = encodeMessage(subscription, message);
      encoded.set(subscription.frameKey, frame);
    }
    this.env.stats.messagesDelivered += 1;
    this.send(frame);
  }
}

/** One membership standing for several: ready when all are, left all at once. */
function joinAll(memberships: readonly ChannelMembership[]): ChannelMembership {
  if (memberships.length === 1) return memberships[0]!;
  return {
    ready: Promise.all(memberships.map((m) => m.ready)).then(() => undefined),
    leave: () => {
      for (const membership of memberships) membership.leave();
    },
  };
}

/**
 * The MESSAGE frame of a message for a subscription. message-id names the message, not the
 * delivery (STOMP asks for an id unique per message), so that every socket with the same
 * subscription id and ack mode can share one encoding; acknowledgements are accepted and
 * ignored anyway.
 */
function encodeMessage(subscription: Subscription, message: HubMessage): Buffer {
  const messageId = `m-${message.id.toString(36)}`;
  const headers: StompHeaders = {
    subscription: subscription.id,
    'message-id': messageId,
    destination: subscription.destination,
    'content-type': 'application/json',
  };
  if (subscription.ack !== 'auto') headers.ack = messageId;
  return Buffer.from(encodeFrame('MESSAGE', headers, message.payload));
}

/** STOMP header names are case-sensitive; these two are documented as Chat-Visitor and Admin-Token. */
function headerOf(headers: StompHeaders, lowerName: string): string | undefined {
  for (const [name, value] of Object.entries(headers)) if (name.toLowerCase() === lowerName) return value;
  return undefined;
}

function receiptOf(frame: StompFrame): StompHeaders {
  const receipt = frame.headers.receipt;
  return receipt === undefined ? {} : { 'receipt-id': receipt };
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

async function settleWithin(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  try {
    await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
