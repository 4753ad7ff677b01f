import type { Bus } from './bus.js';
import { announceOnBus } from './bus-announce.js';
import { afterCommit } from './db/ambient.js';
import { SESSION_REVOKED_CHANNEL } from './realtime/channels.js';
import type { RealtimeLogger } from './realtime/logger.js';

/**
 * Which of a holder's sessions ended, by token hash (session.service's hashToken): one (a
 * logout), all (logout everywhere, password reset, lock) or all but the one that asked (a
 * password change keeps the session that made it).
 */
export type RevokedTokens =
  { kind: 'one'; tokenHash: string } | { kind: 'all' } | { kind: 'allExcept'; tokenHash: string };

/**
 * "These sessions have ended", published on SESSION_REVOKED_CHANNEL once the revocation is
 * written. A member's sessions (member id) or a back-office operator's (admin id), always
 * within one merchant.
 */
export type SessionRevoked =
  | { realm: 'member'; merchantId: number; memberId: number; tokens: RevokedTokens }
  | { realm: 'admin'; merchantId: number; adminId: number; tokens: RevokedTokens };

/** Something bound to one session: a socket, a cached session. */
export interface SessionHolder {
  realm: SessionRevoked['realm'];
  merchantId: number;
  /** The member id, or the operator's id for realm admin. */
  subjectId: number;
  tokenHash: string;
}

export function revokes(event: SessionRevoked, holder: SessionHolder): boolean {
  if (event.realm !== holder.realm || event.merchantId !== holder.merchantId) return false;
  const subjectId = event.realm === 'member' ? event.memberId : event.adminId;
  if (subjectId !== holder.subjectId) return false;
  switch (event.tokens.kind) {
    case 'one':
      return event.tokens.tokenHash === holder.tokenHash;
    case 'allExcept':
      return event.tokens.tokenHash !== holder.tokenHash;
    case 'all':
      return true;
  }
}

export function encodeSessionRevoked(event: SessionRevoked): string {
  return JSON.stringify(event);
}

const TOKEN_HASH = /^[0-9a-f]{64}$/;

/**
 * The event in a bus message, or null when it is not one. Messages come from other nodes (maybe
 * another version during a rolling deploy), so nothing is assumed about them.
 */
export function decodeSessionRevoked(message: string): SessionRevoked | null {
  let value: unknown;
  try {
    value = JSON.parse(message);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { realm, merchantId, memberId, adminId, tokens } = value as Record<string, unknown>;
  const parsedTokens = decodeTokens(tokens);
  if (!parsedTokens || !isId(merchantId)) return null;
  if (realm === 'member' && isId(memberId)) return { realm, merchantId, memberId, tokens: parsedTokens };
  if (realm === 'admin' && isId(adminId)) return { realm, merchantId, adminId, tokens: parsedTokens };
  return null;
}

function decodeTokens(value: unknown): RevokedTokens | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, tokenHash } = value as Record<string, unknown>;
  if (kind === 'all') return { kind };
  if (
    (kind === 'one' || kind === 'allExcept') &&
    typeof tokenHash === 'string' &&
    TOKEN_HASH.test(tokenHash)
  ) {
    return { kind, tokenHash };
  }
  return null;
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/**
 * Announces revocations on the bus once the transaction that wrote them has committed (at once
 * when there is none): a node that reloads the session on hearing the event must already find it
 * ended, and a revocation that rolled back closes nothing.
 *
 * A logout must not fail or hang because the bus is down: failures are logged, and the wait is
 * bounded (ioredis would otherwise hold the command through its reconnect attempts). Sockets
 * the event missed end at the broker's periodic re-check.
 */
export class SessionRevocations {
  private readonly listeners = new Set<(event: SessionRevoked) => void>();

  constructor(
    private readonly bus: Bus,
    private readonly logger: RealtimeLogger,
  ) {}

  async publish(event: SessionRevoked): Promise<void> {
    await afterCommit(() => this.announce(event));
  }

  /**
   * Hears every revocation: this node's own as soon as it has committed (before the bus, so the
   * next request here is refused even while the bus is slow), every node's over the bus. An event
   * may thus arrive twice; dropping what it ends is idempotent.
   */
  async listen(listener: (event: SessionRevoked) => void): Promise<() => Promise<void>> {
    this.listeners.add(listener);
    const unsubscribe = await this.bus.subscribe(SESSION_REVOKED_CHANNEL, (message) => {
      const event = decodeSessionRevoked(message);
      if (event) listener(event);
    });
    return async () => {
      this.listeners.delete(listener);
      await unsubscribe();
    };
  }

  private async announce(event: SessionRevoked): Promise<void> {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (err) {
        this.logger.error({ err, realm: event.realm }, 'session revocation listener failed');
      }
    }
    await announceOnBus(this.bus, SESSION_REVOKED_CHANNEL, encodeSessionRevoked(event), {
      logger: this.logger,
      what: 'session revocation',
      context: { realm: event.realm },
    });
  }
}
