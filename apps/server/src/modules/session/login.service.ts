import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/merchant-context.js';
import type { MemberRepository } from '../member/member.repository.js';
import { verifyPassword, hashPassword } from '../member/password.js';
import type { SessionService } from './session.service.js';

export interface LoginResult {
  token: string;
  id: number;
  customerId: number;
  userName: string;
  customerName: string;
  nickname: string | null;
  customerType: number;
  isAgent: number;
  toUpline: number;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  captcha: boolean;
}

// Verifying against a real hash for unknown usernames keeps response time from revealing which names exist.
const decoyHash = hashPassword('decoy-password-for-timing');

export class LoginService {
  constructor(
    private readonly members: MemberRepository,
    private readonly sessions: SessionService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async loginWithPassword(
    merchant: MerchantContext,
    username: string,
    password: string,
    client: { ip: string; deviceId: string | null },
  ): Promise<LoginResult> {
    const member = await this.members.findByUsername(merchant.id, username.trim());
    const ok = member
      ? await verifyPassword(member.passwordHash, password)
      : await verifyPassword(await decoyHash, password);
    if (!member || !ok) throw new AppError('login.failed');
    if (member.status !== 'A') throw new AppError('account.locked');
    const token = await this.sessions.issue(member, client.ip, client.deviceId);
    const firstTimeLogin = member.lastLoginAt === null;
    await this.members.touchLastLogin(merchant.id, member.id, this.now());
    return {
      token,
      id: member.id,
      customerId: member.id,
      userName: member.username,
      customerName: member.username,
      nickname: member.nickname,
      customerType: member.isAgent,
      isAgent: member.isAgent,
      toUpline: member.toUpline,
      firstTimeLogin,
      passwordExpired: false,
      captcha: false,
    };
  }
}
