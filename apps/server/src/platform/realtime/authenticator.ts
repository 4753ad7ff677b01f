import type { ErrorCode } from '@platform/shared';
import { AppError } from '../http/app-error.js';
import type { CallerResolver } from '../http/callers.js';
import type { MerchantContext } from '../../modules/settings/index.js';
import { hashToken } from '../tokens.js';
import type { SessionHolder } from '../session-revocation.js';
import { authorizeDestination, type ChatWatchCheck, type SocketRole } from './acl.js';
import type { RealtimeLogger } from './logger.js';

/** Who a socket belongs to, fixed at CONNECT. */
export interface SocketIdentity {
  merchantId: number;
  merchantCode: string;
  role: SocketRole;
  /** The member; 0 for visitors and operators, who have no user topic. */
  customerId: number;
  /** A visitor's only conversation. */
  conversationId: number | null;
  /** An operator's id. */
  adminId: number | null;
  /** The credential of the role (member token, visitor token, admin token), kept to re-check it; never logged. */
  token: string;
  /** hashToken(token): how a session revocation names the sessions it ends. */
  tokenHash: string;
  /** Passed to the session check when the merchant binds tokens to an IP. */
  ip: string | undefined;
}

/** The session a socket stands on, as revocations name it; null for visitors, who hold none. */
export function sessionHolderOf(identity: SocketIdentity): SessionHolder | null {
  const { merchantId, tokenHash } = identity;
  if (identity.role === 'member')
    return { realm: 'member', merchantId, subjectId: identity.customerId, tokenHash };
  if (identity.role === 'admin' && identity.adminId !== null) {
    return { realm: 'admin', merchantId, subjectId: identity.adminId, tokenHash };
  }
  return null;
}

/**
 * The CONNECT headers that say who the client is: token (member), Chat-Visitor, Admin-Token;
 * `guest` asks, without a credential, for the public topics only.
 */
export interface ConnectCredentials {
  token?: string;
  chatVisitor?: string;
  adminToken?: string;
  guest?: boolean;
}

/** What the live-chat module answers for sockets that are not members' (see modules/support). */
export interface ChatSocketAccess extends ChatWatchCheck {
  /** The conversation a visitor token stands for, null when unknown. */
  visitorConversation(merchant: MerchantContext, visitorToken: string): Promise<number | null>;
  /** The operator behind a back-office token of this merchant, null when none. */
  adminOf(merchant: MerchantContext, adminToken: string): Promise<number | null>;
}

export type AuthResult = { ok: true; identity: SocketIdentity } | { ok: false; code: ErrorCode };

const MAX_CREDENTIAL = 512;

/**
 * The merchant and the member are found by the resolver the HTTP hooks use, so a socket is never
 * more permissive than the API.
 */
export class SocketAuthenticator {
  constructor(
    private readonly callers: Pick<CallerResolver, 'merchant' | 'member'>,
    private readonly logger: RealtimeLogger,
    /** Without it only members may connect (visitor and operator sockets are refused). */
    private readonly chat: ChatSocketAccess | null = null,
  ) {}

  /**
   * A member token wins over the other credentials, so a member socket behaves exactly as it
   * did before visitors and operators could connect.
   */
  async authenticate(
    merchantHeader: string | undefined,
    credentials: string | ConnectCredentials | undefined,
    ip?: string,
    options: { fresh?: boolean } = {},
  ): Promise<AuthResult> {
    const given = typeof credentials === 'object' ? credentials : { token: credentials };
    const code = merchantHeader?.trim() ?? '';
    if (!code) return { ok: false, code: 'merchant.header.required' };
    const token = given.token?.trim() ?? '';
    const adminToken = given.adminToken?.trim() ?? '';
    const visitorToken = given.chatVisitor?.trim() ?? '';
    // A guest is only who names no credential at all and says so: a bare CONNECT is still refused.
    const guest = Boolean(given.guest) && !token && !adminToken && !visitorToken;
    const role: SocketRole = token
      ? 'member'
      : adminToken && this.chat
        ? 'admin'
        : guest
          ? 'guest'
          : 'visitor';
    const credential = role === 'member' ? token : role === 'admin' ? adminToken : visitorToken;
    if (role !== 'guest' && (!credential || (role !== 'member' && !this.chat))) {
      return { ok: false, code: 'login.not.session' };
    }
    try {
      const merchant = await this.callers.merchant(code);
      if (role === 'guest') {
        return {
          ok: true,
          identity: {
            merchantId: merchant.id,
            merchantCode: merchant.code,
            role,
            customerId: 0,
            conversationId: null,
            adminId: null,
            token: '',
            tokenHash: '',
            ip,
          },
        };
      }
      if (credential.length > MAX_CREDENTIAL) return { ok: false, code: 'user.or.token.invalid' };
      const base = {
        merchantId: merchant.id,
        merchantCode: merchant.code,
        token: credential,
        tokenHash: hashToken(credential),
        ip,
      };
      if (role === 'admin') {
        const adminId = await this.chat!.adminOf(merchant, credential);
        if (adminId === null) return { ok: false, code: 'user.or.token.invalid' };
        return {
          ok: true,
          identity: { ...base, role, customerId: 0, conversationId: null, adminId },
        };
      }
      if (role === 'visitor') {
        const conversationId = await this.chat!.visitorConversation(merchant, credential);
        if (conversationId === null) return { ok: false, code: 'user.or.token.invalid' };
        return { ok: true, identity: { ...base, role, customerId: 0, conversationId, adminId: null } };
      }
      // A session held only to change an expired password may do nothing else, the socket included.
      const session = await this.callers.member(merchant, credential, ip, 'member', options);
      return {
        ok: true,
        identity: { ...base, role, customerId: session.customerId, conversationId: null, adminId: null },
      };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, code: error.code };
      this.logger.error({ err: error }, 'socket authentication failed');
      return { ok: false, code: 'system.error' };
    }
  }

  /** The bus channels of a SUBSCRIBE destination for this socket, or null when refused. */
  authorize(identity: SocketIdentity, destination: string): Promise<readonly string[] | null> {
    return authorizeDestination(identity, destination, this.chat);
  }

  /**
   * True when the socket's session still stands, false when it has ended (logout, expiry,
   * block), null when that cannot be told right now (database down): a socket is not cut off
   * for an outage of ours.
   */
  async stillValid(identity: SocketIdentity): Promise<boolean | null> {
    const credentials: ConnectCredentials =
      identity.role === 'admin'
        ? { adminToken: identity.token }
        : identity.role === 'visitor'
          ? { chatVisitor: identity.token }
          : identity.role === 'guest'
            ? { guest: true }
            : { token: identity.token };
    // From the database: this re-check is the net for revocations whose event never arrived.
    const result = await this.authenticate(identity.merchantCode, credentials, identity.ip, { fresh: true });
    if (result.ok) {
      const now = result.identity;
      return (
        now.role === identity.role &&
        now.customerId === identity.customerId &&
        now.conversationId === identity.conversationId &&
        now.adminId === identity.adminId
      );
    }
    return result.code === 'system.error' ? null : false;
  }
}
