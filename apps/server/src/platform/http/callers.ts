import type { EndpointAuth } from '@platform/shared';
import type { MerchantContext, MerchantDirectory } from '../../modules/settings/index.js';
import type { ReadOptions, SessionContext, SessionService } from '../../modules/session/index.js';
import { AppError } from './app-error.js';

const MERCHANT_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** The auth kinds that name members. */
export type MemberAuth = Extract<EndpointAuth, 'member' | 'member:any' | 'member?'>;

/**
 * Who stands behind a call, from what it carries: the merchant of a Merchant header and the member
 * of a token. The request hooks and the socket authenticator both ask this one resolver, so a
 * socket is never more permissive than the API and both refuse with the same codes.
 */
export class CallerResolver {
  constructor(
    private readonly directory: Pick<MerchantDirectory, 'byMerchantCode' | 'cachedByCode'>,
    private readonly sessions: Pick<
      SessionService,
      'resolve' | 'require' | 'resolveCached' | 'requireCached'
    >,
  ) {}

  /** The active merchant a Merchant header names; merchant.header.required or merchant.not.found otherwise. */
  async merchant(header: string | null | undefined): Promise<MerchantContext> {
    const code = merchantCode(header);
    return activeMerchant(await this.directory.byMerchantCode(code));
  }

  /**
   * merchant() from memory alone, without a promise: undefined when memory does not hold the
   * merchant (then ask merchant()). Refuses as merchant() does.
   */
  cachedMerchant(header: string | null | undefined): MerchantContext | undefined {
    const cached = this.directory.cachedByCode(merchantCode(header));
    return cached === undefined ? undefined : activeMerchant(cached);
  }

  /** member() from memory alone: undefined when memory cannot tell (then ask member()). */
  cachedMember(
    merchant: MerchantContext,
    token: string | null,
    ip: string | undefined,
    auth: MemberAuth,
  ): SessionContext | null | undefined {
    if (auth === 'member?') return token ? this.sessions.resolveCached(merchant, token, ip) : null;
    return this.sessions.requireCached(merchant, token, ip, {
      allowPasswordChangeOnly: auth === 'member:any',
    });
  }

  /**
   * The member session of a token as the auth kind takes it: `member` needs a full session,
   * `member:any` also takes one held to the forced password change, `member?` takes the session
   * when a valid token came and nobody otherwise. `ip` is checked when the merchant binds tokens
   * to the address they were issued to.
   */
  member(
    merchant: MerchantContext,
    token: string | null,
    ip: string | undefined,
    auth: 'member' | 'member:any',
    options?: ReadOptions,
  ): Promise<SessionContext>;
  member(
    merchant: MerchantContext,
    token: string | null,
    ip: string | undefined,
    auth: MemberAuth,
    options?: ReadOptions,
  ): Promise<SessionContext | null>;
  async member(
    merchant: MerchantContext,
    token: string | null,
    ip: string | undefined,
    auth: MemberAuth,
    options: ReadOptions = {},
  ): Promise<SessionContext | null> {
    if (auth === 'member?') return token ? this.sessions.resolve(merchant, token, ip, options) : null;
    return this.sessions.require(merchant, token, ip, {
      allowPasswordChangeOnly: auth === 'member:any',
      ...options,
    });
  }
}

function merchantCode(header: string | null | undefined): string {
  const code = header?.trim() ?? '';
  if (!code) throw new AppError('merchant.header.required');
  if (!MERCHANT_CODE.test(code)) throw new AppError('merchant.not.found');
  return code;
}

function activeMerchant(merchant: MerchantContext | null): MerchantContext {
  if (!merchant || !merchant.active) throw new AppError('merchant.not.found');
  return merchant;
}
