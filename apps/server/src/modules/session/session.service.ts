import { randomBytes } from 'node:crypto';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionRevocations } from '../../platform/session-revocation.js';
import { hashToken } from '../../platform/tokens.js';
import type { MerchantContext } from '../settings/index.js';
import type { MemberRepository, MemberRow } from '../member/index.js';
import { SessionCache, type CachedSession } from './session-cache.js';
import type { SessionRepository } from './session.repository.js';

// Modules that still import it from here; its home is platform/tokens.ts.
export { hashToken };

/** full, or password: the member must change the password before doing anything else. */
export type SessionScope = 'full' | 'password';

/** fresh: read the database, not memory (the sockets' periodic re-check, a net for missed events). */
export interface ReadOptions {
  fresh?: boolean;
}

export interface SessionContext {
  merchantId: number;
  memberId: number;
  customerId: number;
  username: string;
  isAgent: number;
  tokenHash: string;
  scope: SessionScope;
  /** The device the session was issued to, when its client named one. */
  deviceId?: string | null;
}

/** Issues, resolves and revokes login tokens. Tokens are opaque random strings sent raw in Authorization. */
export class SessionService {
  constructor(
    private readonly repository: SessionRepository,
    /** Whose sessions these are: a session of a member no longer active stands for nobody. */
    private readonly members: Pick<MemberRepository, 'findById' | 'cachedById'>,
    private readonly ttlMs: number,
    private readonly revocations: SessionRevocations,
    private readonly now: () => Date = () => new Date(),
    /** Live sessions in memory; every call reads the database without one. */
    private readonly cache: SessionCache | null = null,
  ) {}

  get ttl(): number {
    return this.ttlMs;
  }

  async issue(
    member: MemberRow,
    ip: string,
    deviceId: string | null,
    source = 'web',
    scope: SessionScope = 'full',
  ): Promise<string> {
    const token = randomBytes(32).toString('hex');
    const now = this.now();
    await this.repository.insert({
      tokenHash: hashToken(token),
      merchantId: member.merchantId,
      memberId: member.id,
      ip,
      deviceId,
      source,
      scope,
      expiresAt: new Date(now.getTime() + this.ttlMs),
    });
    return token;
  }

  /** Null when the token is unknown, expired, revoked or belongs to another merchant. */
  async resolve(
    merchant: MerchantContext,
    token: string | null,
    ip?: string,
    options: ReadOptions = {},
  ): Promise<SessionContext | null> {
    if (!token || token.length > 512) return null;
    const tokenHash = hashToken(token);
    const session = await this.live(merchant.id, tokenHash, options);
    if (!this.isLive(session)) return null;
    const member = await this.members.findById(merchant.id, session.memberId, options);
    return this.contextOf(merchant, session, member, ip);
  }

  /**
   * resolve() answered from memory alone, without a promise: undefined when memory does not hold
   * the session or its member (then ask resolve()).
   */
  resolveCached(
    merchant: MerchantContext,
    token: string | null,
    ip?: string,
  ): SessionContext | null | undefined {
    if (!token || token.length > 512) return null;
    if (!this.cache) return undefined;
    const tokenHash = hashToken(token);
    const session = this.cache.entries.peek(SessionCache.key(merchant.id, tokenHash));
    if (session === undefined) return undefined;
    if (!this.isLive(session)) return null;
    const member = this.members.cachedById(merchant.id, session.memberId);
    if (member === undefined) return undefined;
    return this.contextOf(merchant, session, member, ip);
  }

  // Checked on every hit too: a kept session ends at its expiry to the millisecond.
  private isLive(session: CachedSession | null): session is CachedSession {
    return session !== null && session.expiresAt > this.now().getTime();
  }

  private contextOf(
    merchant: MerchantContext,
    session: CachedSession,
    member: MemberRow | null,
    ip: string | undefined,
  ): SessionContext | null {
    if (!member || member.status !== 'A') return null;
    if (ip !== undefined && merchant.extra.bindTokenToIp && session.ip !== ip) {
      throw new AppError('token_ip_different');
    }
    const { tokenHash } = session;
    return {
      merchantId: session.merchantId,
      memberId: member.id,
      customerId: member.id,
      username: member.username,
      isAgent: member.isAgent,
      tokenHash,
      scope: session.scope,
      deviceId: session.deviceId ?? null,
    };
  }

  private async live(
    merchantId: number,
    tokenHash: string,
    options: ReadOptions,
  ): Promise<CachedSession | null> {
    const load = async () => {
      const row = await this.repository.findLive(merchantId, tokenHash, this.now());
      const session = row && {
        merchantId: row.merchantId,
        memberId: row.memberId,
        tokenHash,
        ip: row.ip,
        deviceId: row.deviceId,
        expiresAt: row.expiresAt.getTime(),
        scope: row.scope === 'password' ? ('password' as const) : ('full' as const),
      };
      return {
        value: session,
        // A session held to a password change gets its full scope without a revocation event.
        keep: session?.scope === 'full',
        ...(session ? { expiresAt: session.expiresAt } : {}),
      };
    };
    if (!this.cache) return (await load()).value;
    return this.cache.entries.get(SessionCache.key(merchantId, tokenHash), load, options);
  }

  /**
   * The session of a request that needs login; the catalogue's codes when there is none.
   * A session that must change its password first answers PWDEXPFORCECHANGE3 everywhere
   * except where the caller allows it (password change, logout).
   */
  async require(
    merchant: MerchantContext,
    token: string | null,
    ip: string | undefined,
    options: { allowPasswordChangeOnly?: boolean } & ReadOptions = {},
  ): Promise<SessionContext> {
    if (!token) throw new AppError('login.not.session');
    const session = await this.resolve(merchant, token, ip, { fresh: options.fresh ?? false });
    return admit(session, options);
  }

  /** require() from memory alone, without a promise: undefined when memory cannot tell (then ask require()). */
  requireCached(
    merchant: MerchantContext,
    token: string | null,
    ip: string | undefined,
    options: { allowPasswordChangeOnly?: boolean } = {},
  ): SessionContext | undefined {
    if (!token) throw new AppError('login.not.session');
    const session = this.resolveCached(merchant, token, ip);
    return session === undefined ? undefined : admit(session, options);
  }

  /** After the forced password change the session may do everything again. */
  async lift(merchant: MerchantContext, session: SessionContext): Promise<void> {
    await this.repository.setScope(merchant.id, session.tokenHash, 'full');
  }

  /*
   * Each revocation is announced on the bus once written, so that every node closes the sockets
   * of the ended sessions at once instead of at its next re-check. See SessionRevocations for
   * why announcing inside a transaction that may still roll back is acceptable.
   */

  /** Every session of the member but this one (a password change keeps the session that made it). */
  async revokeOthers(merchant: MerchantContext, session: SessionContext): Promise<void> {
    await this.repository.revokeOthersOfMember(merchant.id, session.memberId, session.tokenHash, this.now());
    await this.revocations.publish({
      realm: 'member',
      merchantId: merchant.id,
      memberId: session.memberId,
      tokens: { kind: 'allExcept', tokenHash: session.tokenHash },
    });
  }

  /** DELETE /wps/session/logout: ends the session of the token sent, if any; true either way. */
  async logout(merchant: MerchantContext, token: string | null): Promise<true> {
    if (token) await this.revoke(merchant, token);
    return true;
  }

  /** DELETE /wps/session/logout/all: every session of the member, this one included. */
  async logoutEverywhere(merchant: MerchantContext, session: SessionContext): Promise<{ revoked: boolean }> {
    await this.revokeAll(merchant, session.memberId);
    return { revoked: true };
  }

  async revoke(merchant: MerchantContext, token: string): Promise<void> {
    const tokenHash = hashToken(token);
    const memberId = await this.repository.revoke(merchant.id, tokenHash, this.now());
    if (memberId === null) return;
    await this.revocations.publish({
      realm: 'member',
      merchantId: merchant.id,
      memberId,
      tokens: { kind: 'one', tokenHash },
    });
  }

  async revokeAll(merchant: MerchantContext, memberId: number): Promise<void> {
    await this.repository.revokeAllOfMember(merchant.id, memberId, this.now());
    await this.revocations.publish({
      realm: 'member',
      merchantId: merchant.id,
      memberId,
      tokens: { kind: 'all' },
    });
  }
}

/** What require() makes of a resolved session: the catalogue's codes when it does not admit the call. */
function admit(
  session: SessionContext | null,
  options: { allowPasswordChangeOnly?: boolean },
): SessionContext {
  if (!session) throw new AppError('user.or.token.invalid');
  if (session.scope === 'password' && !options.allowPasswordChangeOnly) {
    throw new AppError('PWDEXPFORCECHANGE3', undefined, { passwordExpired: true });
  }
  return session;
}
