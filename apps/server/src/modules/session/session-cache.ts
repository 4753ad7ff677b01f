import { MemoryCache } from '../../platform/memory-cache.js';
import { revokes, type SessionRevocations, type SessionRevoked } from '../../platform/session-revocation.js';

/** What a request needs of a live full session; the member behind it is read (and cached) apart. */
export interface CachedSession {
  merchantId: number;
  memberId: number;
  tokenHash: string;
  ip: string;
  /** The device the session was issued to (fraud signals of what it does). */
  deviceId?: string | null;
  /** Only full sessions are kept; the scope travels so that a load answers it too. */
  scope: 'full' | 'password';
  /** Epoch milliseconds; checked on every hit. */
  expiresAt: number;
}

const MAX_SESSIONS = 50_000;

/**
 * Live full sessions by token. An entry ends with its expiry or with a revocation event (logout,
 * lock, password change or reset, operator action) heard from this node or any other. Sessions
 * held to a forced password change are never kept: their scope changes without a revocation.
 */
export class SessionCache {
  readonly entries = new MemoryCache<CachedSession | null>('session', MAX_SESSIONS);
  private stopListening: (() => Promise<void>) | null = null;

  static key(merchantId: number, tokenHash: string): string {
    return `${merchantId}:${tokenHash}`;
  }

  async start(revocations: SessionRevocations): Promise<void> {
    this.stopListening = await revocations.listen((event) => this.drop(event));
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
  }

  drop(event: SessionRevoked): void {
    if (event.realm !== 'member') return;
    if (event.tokens.kind === 'one') {
      this.entries.invalidate(SessionCache.key(event.merchantId, event.tokens.tokenHash));
      return;
    }
    this.entries.invalidateWhere(
      (_key, session) =>
        session !== null &&
        revokes(event, {
          realm: 'member',
          merchantId: session.merchantId,
          subjectId: session.memberId,
          tokenHash: session.tokenHash,
        }),
    );
  }
}
