import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { Bus } from '../bus.js';
import { decodeSessionRevoked, revokes, type SessionHolder } from '../session-revocation.js';
import { sessionHolderOf, type SocketAuthenticator } from './authenticator.js';
import { ChannelHub, type ChannelMembership } from './channel-hub.js';
import { SESSION_REVOKED_CHANNEL } from './channels.js';
import { StompConnection, type ConnectionEnv, type RealtimeStats } from './connection.js';
import type { RealtimeLogger } from './logger.js';
import type { BrokerOptions } from './options.js';
import { TimerWheel } from './timer-wheel.js';

export interface BrokerDeps {
  bus: Bus;
  authenticator: SocketAuthenticator;
  logger: RealtimeLogger;
  /**
   * The client address to check against a session bound to an IP. It must be computed the way
   * the HTTP layer computes request.ip (trusted proxies), otherwise bound sessions would be
   * refused; when absent the IP binding is not checked on sockets.
   */
  clientIp?: (request: IncomingMessage) => string | undefined;
}

const STOMP_SUBPROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'];

/**
 * Accepts WebSocket upgrades on one path and runs a StompConnection per socket. A socket whose
 * session is revoked (on any node) ends as soon as the revocation arrives over the bus; the
 * periodic re-check catches what that misses (a bus outage, a CONNECT that was being checked
 * while the revocation passed, an expiry).
 */
export class StompBroker {
  private readonly wss: WebSocketServer;
  private readonly hub: ChannelHub;
  private readonly timers: TimerWheel;
  private readonly connections = new Set<StompConnection>();
  /** Connected sockets by the session holder they belong to, so a revocation touches only those. */
  private readonly byHolder = new Map<string, Set<StompConnection>>();
  private readonly revocations: ChannelMembership;
  /** What every connection shares: created once, not per socket. */
  private readonly env: ConnectionEnv;
  private readonly sweepTimer: NodeJS.Timeout;
  private sweeping = false;
  private sequence = 0;
  private closed = false;

  constructor(
    private readonly deps: BrokerDeps,
    private readonly options: BrokerOptions,
  ) {
    this.hub = new ChannelHub(deps.bus, deps.logger);
    this.timers = new TimerWheel(wheelResolution(options), (err) =>
      deps.logger.error({ err }, 'socket timer task failed'),
    );
    this.wss = new WebSocketServer({
      noServer: true,
      clientTracking: false,
      maxPayload: options.maxFrameBytes,
      perMessageDeflate: false,
      // Browsers fail the handshake when they offered sub-protocols and none is echoed.
      handleProtocols: (offered) => STOMP_SUBPROTOCOLS.find((p) => offered.has(p)) ?? false,
    });
    this.wss.on('error', (err) => deps.logger.error({ err }, 'WebSocket server error'));
    this.env = {
      authenticate: (merchant, credentials, clientIp) =>
        deps.authenticator.authenticate(merchant, credentials, clientIp),
      authorize: (identity, destination) => deps.authenticator.authorize(identity, destination),
      hub: this.hub,
      timers: this.timers,
      logger: deps.logger,
      options,
      stats: this.stats,
      onConnected: (c) => this.index(c),
      onClosed: (c) => {
        this.connections.delete(c);
        this.unindex(c);
      },
    };
    this.revocations = this.hub.join(SESSION_REVOKED_CHANNEL, (message) => this.endRevoked(message));
    this.sweepTimer = setInterval(() => void this.revalidateSessions(), options.revalidateMs).unref();
  }

  /** Resolves once session revocations published from now on reach this node. */
  get ready(): Promise<void> {
    return this.revocations.ready;
  }

  /** Frames in and out since the node started (the connection count is connectionCount). */
  readonly stats: RealtimeStats = { messagesDelivered: 0, framesReceived: 0 };

  get connectionCount(): number {
    return this.connections.size;
  }

  /** Bus channels this node currently listens to. */
  get channelCount(): number {
    return this.hub.channelCount;
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (this.closed || pathOf(request.url) !== this.options.path) {
      socket.destroy();
      return;
    }
    socket.on('error', destroySocket);
    // Worked out now, so that nothing kept for the socket's lifetime holds on to the request.
    const ip = this.deps.clientIp?.(request);
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      const connection = new StompConnection(ws, this.env, ip, (++this.sequence).toString(36));
      this.connections.add(connection);
    });
  }

  private index(connection: StompConnection): void {
    const key = holderKeyOf(connection);
    if (key === null) return;
    const group = this.byHolder.get(key);
    if (group) group.add(connection);
    else this.byHolder.set(key, new Set([connection]));
  }

  private unindex(connection: StompConnection): void {
    const key = holderKeyOf(connection);
    const group = key === null ? undefined : this.byHolder.get(key);
    if (!group) return;
    group.delete(connection);
    if (group.size === 0) this.byHolder.delete(key!);
  }

  /** Closes this node's sockets of the sessions a revocation ended, as the re-check would. */
  private endRevoked(message: string): void {
    const event = decodeSessionRevoked(message);
    if (!event) {
      this.deps.logger.warn({ channel: SESSION_REVOKED_CHANNEL }, 'ignoring a malformed session revocation');
      return;
    }
    const subjectId = event.realm === 'member' ? event.memberId : event.adminId;
    const group = this.byHolder.get(holderKey(event.realm, event.merchantId, subjectId));
    if (!group) return;
    for (const connection of [...group]) {
      const holder = connection.identity && sessionHolderOf(connection.identity);
      if (holder && revokes(event, holder)) {
        connection.closeWithError('user.or.token.invalid', 'session ended');
      }
    }
  }

  /**
   * Ends sockets whose session was revoked or expired. One sweep for all sockets, one check
   * per distinct token (a customer's tabs share it), a few checks at a time.
   */
  async revalidateSessions(): Promise<void> {
    if (this.sweeping || this.closed) return;
    this.sweeping = true;
    try {
      const byToken = new Map<string, StompConnection[]>();
      for (const connection of this.connections) {
        const identity = connection.identity;
        if (!identity || !connection.isOpen) continue;
        const key = `${identity.merchantId}\n${identity.role}\n${identity.token}`;
        const group = byToken.get(key);
        if (group) group.push(connection);
        else byToken.set(key, [connection]);
      }
      const groups = [...byToken.values()];
      const worker = async () => {
        for (let group = groups.pop(); group; group = groups.pop()) {
          const valid = await this.deps.authenticator.stillValid(group[0]!.identity!);
          if (valid !== false) continue;
          for (const connection of group) connection.closeWithError('user.or.token.invalid', 'session ended');
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, this.options.revalidateConcurrency) }, worker));
    } catch (err) {
      this.deps.logger.error({ err }, 'socket session re-check failed');
    } finally {
      this.sweeping = false;
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.sweepTimer);
    const open = [...this.connections];
    const gone = Promise.all(open.map((connection) => connection.shutdown()));
    this.timers.stop();
    await this.hub.close();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    await gone;
  }
}

/**
 * A tenth of the shortest interval the options allow (negotiation only lengthens them), within
 * 5-250 ms: a 10 s heart-beat is then kept to within 250 ms, at four timer wake-ups a second
 * for the whole broker.
 */
function wheelResolution(options: BrokerOptions): number {
  const intervals = [
    options.heartBeat.sendMs,
    options.heartBeat.expectMs,
    options.fallbackPingMs,
    options.connectTimeoutMs,
  ].filter((ms) => ms > 0);
  const shortest = intervals.length ? Math.min(...intervals) : 10_000;
  return Math.min(250, Math.max(5, Math.floor(shortest / 10)));
}

/** A socket's error before and during the upgrade; one function for all sockets. */
function destroySocket(this: Duplex): void {
  this.destroy();
}

function holderKey(realm: SessionHolder['realm'], merchantId: number, subjectId: number): string {
  return `${realm}:${merchantId}:${subjectId}`;
}

function holderKeyOf(connection: StompConnection): string | null {
  const holder = connection.identity && sessionHolderOf(connection.identity);
  return holder ? holderKey(holder.realm, holder.merchantId, holder.subjectId) : null;
}

function pathOf(url: string | undefined): string {
  const end = url?.search(/[?#]/) ?? -1;
  return url === undefined ? '' : end < 0 ? url : url.slice(0, end);
}
