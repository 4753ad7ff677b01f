import type { ErrorCode } from '@platform/shared';
import { AppError } from '../http/app-error.js';
import type { MerchantDirectory } from '../../modules/settings/merchant-directory.js';
import type { SessionService } from '../../modules/session/session.service.js';
import type { RealtimeLogger } from './logger.js';

/** Who a socket belongs to, fixed at CONNECT. */
export interface SocketIdentity {
  merchantId: number;
  merchantCode: string;
  customerId: number;
  /** Kept to re-check the session periodically; never logged. */
  token: string;
  /** Passed to the session check when the merchant binds tokens to an IP. */
  ip: string | undefined;
}

export type AuthResult = { ok: true; identity: SocketIdentity } | { ok: false; code: ErrorCode };

const MERCHANT_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** Same rules as the HTTP tenant and session checks, so a socket is never more permissive than the API. */
export class SocketAuthenticator {
  constructor(
    private readonly directory: MerchantDirectory,
    private readonly sessions: SessionService,
    private readonly logger: RealtimeLogger,
  ) {}

  async authenticate(
    merchantHeader: string | undefined,
    tokenHeader: string | undefined,
    ip?: string,
  ): Promise<AuthResult> {
    const code = merchantHeader?.trim() ?? '';
    if (!code) return { ok: false, code: 'merchant.header.required' };
    const token = tokenHeader?.trim() ?? '';
    if (!token) return { ok: false, code: 'login.not.session' };
    if (!MERCHANT_CODE.test(code)) return { ok: false, code: 'merchant.not.found' };
    try {
      const merchant = await this.directory.byMerchantCode(code);
      if (!merchant || !merchant.active) return { ok: false, code: 'merchant.not.found' };
      const session = await this.sessions.resolve(merchant, token, ip);
      if (!session) return { ok: false, code: 'user.or.token.invalid' };
      // A session held only to change an expired password may do nothing else, the socket included.
      if (session.scope === 'password') return { ok: false, code: 'PWDEXPFORCECHANGE3' };
      return {
        ok: true,
        identity: {
          merchantId: merchant.id,
          merchantCode: merchant.code,
          customerId: session.customerId,
          token,
          ip,
        },
      };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, code: error.code };
      this.logger.error({ err: error }, 'socket authentication failed');
      return { ok: false, code: 'system.error' };
    }
  }

  /**
   * True when the socket's session still stands, false when it has ended (logout, expiry,
   * block), null when that cannot be told right now (database down): a socket is not cut off
   * for an outage of ours.
   */
  async stillValid(identity: SocketIdentity): Promise<boolean | null> {
    const result = await this.authenticate(identity.merchantCode, identity.token, identity.ip);
    if (result.ok) return result.identity.customerId === identity.customerId;
    return result.code === 'system.error' ? null : false;
  }
}
