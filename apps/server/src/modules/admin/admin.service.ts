import { randomBytes } from 'node:crypto';
import {
  ADMIN_ROLE_AREAS,
  type AdminRole,
  type AdminSessionValue,
  type ValueOf,
  type adminSessionApi,
} from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionRevocations } from '../../platform/session-revocation.js';
import { hashToken } from '../../platform/tokens.js';
import type { MerchantContext } from '../settings/index.js';
import { NO_PUBLISHED_PASSWORDS, type PublishedPasswords, type Throttle } from '../security/index.js';
import { hashPassword, verifyPassword } from '../member/index.js';
import type { AdminActor } from '../wallet/index.js';
import type { AdminRepository } from './admin.repository.js';

/** Back-office sessions last a working day. */
const ADMIN_TOKEN_TTL_MS = 8 * 60 * 60 * 1000;
const MAX_FAILURES = 5;
const FAILURE_WINDOW_MS = 15 * 60_000;

export interface AdminContext extends AdminActor {
  username: string;
  displayName: string;
  role: AdminRole;
  tokenHash: string;
}

/** Logs back-office users in and resolves their tokens, always within one merchant. */
export class AdminService {
  /** Verified against when the username is unknown, so timing does not tell names apart. */
  private readonly decoy: Promise<string> = hashPassword(randomBytes(16).toString('hex'));

  constructor(
    private readonly repository: AdminRepository,
    private readonly throttle: Throttle,
    private readonly revocations: SessionRevocations,
    private readonly published: PublishedPasswords = NO_PUBLISHED_PASSWORDS,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The answer of the login, and the operator it logged in (whom the audit entry of the login names). */
  async login(
    merchant: MerchantContext,
    username: string,
    password: string,
    ip: string,
  ): Promise<{ answer: ValueOf<typeof adminSessionApi.login>; operator: AdminContext }> {
    const key = username.toLowerCase();
    if ((await this.throttle.count(merchant, 'admin_login', key, FAILURE_WINDOW_MS)) >= MAX_FAILURES) {
      throw new AppError('TOO_MANY_REQUESTS');
    }
    const user = await this.repository.findUser(merchant.id, username);
    const ok = await verifyPassword(user?.passwordHash ?? (await this.decoy), password);
    const refused = !!user && ok && this.published.refuses(merchant, 'operator', user.username, password);
    if (!user || !ok || refused || user.status !== 'A') {
      await this.throttle.hit(merchant, 'admin_login', key, FAILURE_WINDOW_MS);
      throw new AppError('login.failed');
    }
    await this.throttle.reset(merchant, 'admin_login', key);
    const token = randomBytes(32).toString('hex');
    const tokenHash = hashToken(token);
    const now = this.now();
    const expiresAt = new Date(now.getTime() + ADMIN_TOKEN_TTL_MS);
    await this.repository.insertSession({
      tokenHash,
      merchantId: merchant.id,
      adminId: user.id,
      ip,
      expiresAt,
    });
    await this.repository.touchLogin(user.id, now);
    return {
      answer: {
        token,
        username: user.username,
        displayName: user.displayName,
        role: user.role,
        merchantCode: merchant.code,
        expiresAt: expiresAt.getTime(),
      },
      operator: {
        adminId: user.id,
        merchantId: user.merchantId,
        username: user.username,
        displayName: user.displayName,
        role: user.role,
        tokenHash,
      },
    };
  }

  /** The admin behind a token of this merchant; the member-session codes when there is none. */
  async require(merchant: MerchantContext, token: string | null): Promise<AdminContext> {
    if (!token) throw new AppError('login.not.session');
    if (token.length > 512) throw new AppError('user.or.token.invalid');
    const tokenHash = hashToken(token);
    const row = await this.repository.findLive(merchant.id, tokenHash, this.now());
    if (!row) throw new AppError('user.or.token.invalid');
    return {
      adminId: row.user.id,
      merchantId: row.user.merchantId,
      username: row.user.username,
      displayName: row.user.displayName,
      role: row.user.role,
      tokenHash,
    };
  }

  /** GET /admin/api/session: who is logged in and which areas the menu offers. */
  sessionValue(merchant: MerchantContext, admin: AdminContext): AdminSessionValue {
    return {
      username: admin.username,
      displayName: admin.displayName,
      role: admin.role,
      areas: [...ADMIN_ROLE_AREAS[admin.role]],
      merchantCode: merchant.code,
      merchantName: merchant.name,
      currency: merchant.currency,
      languages: merchant.languages,
      defaultLanguage: merchant.defaultLanguage,
    };
  }

  async logout(merchant: MerchantContext, admin: AdminContext): Promise<{ loggedOut: boolean }> {
    await this.repository.revoke(merchant.id, admin.tokenHash, this.now());
    // The operator's sockets on every node end now, not at their next session re-check.
    await this.revocations.publish({
      realm: 'admin',
      merchantId: merchant.id,
      adminId: admin.adminId,
      tokens: { kind: 'one', tokenHash: admin.tokenHash },
    });
    return { loggedOut: true };
  }
}
