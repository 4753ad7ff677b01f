import { PAYMENT_PASSWORD_RULE } from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import type { FeatureFlags } from '../settings/index.js';
import type { Throttle } from '../security/index.js';
import type { MemberRepository } from '../member/index.js';
import { hashPassword, verifyPassword } from '../member/index.js';
import type { WalletRepository } from './wallet.repository.js';

/** Wrong payment (or, when setting one, login) passwords a member may enter per window. */
const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;
const SCOPE = 'pay_password';

/**
 * The payment password that guards money leaving a member (withdrawals, transfers to other
 * members) while the merchant has PAYMENTPASS3 on. Wrong answers are counted per member across
 * API nodes; after five in fifteen minutes even the right one is refused for the rest of the window.
 */
export class PaymentPasswords {
  constructor(
    private readonly members: MemberRepository,
    private readonly wallets: WalletRepository,
    private readonly flags: FeatureFlags,
    private readonly throttle: Throttle,
  ) {}

  async verify(
    merchant: MerchantContext,
    memberId: number,
    password: string | null | undefined,
  ): Promise<void> {
    if (!(await this.flags.isOn(merchant, 'PAYMENTPASS3'))) return;
    const member = await this.members.findById(merchant.id, memberId);
    if (!member) throw new AppError('user.or.token.invalid');
    if (!member.paymentPasswordHash) throw new AppError('payment.password.not.set');
    if (!password) throw new AppError('not_empty', undefined, { field: 'paymentPassword' });
    await this.check(merchant, memberId, member.paymentPasswordHash, password, 'payment.password.incorrect');
  }

  /** Sets or replaces the payment password; the login password proves who is asking. */
  async set(
    merchant: MerchantContext,
    memberId: number,
    input: {
      password?: string | null;
      paymentPassword?: string | null;
      confirmPaymentPassword?: string | null;
    },
  ): Promise<{ set: boolean }> {
    const member = await this.members.findById(merchant.id, memberId);
    if (!member) throw new AppError('user.or.token.invalid');
    if (!input.password) throw new AppError('not_empty', undefined, { field: 'password' });
    const next = input.paymentPassword ?? '';
    const { min, max } = PAYMENT_PASSWORD_RULE;
    if (next.length < min || next.length > max) {
      throw AppError.limited('payment.password.format', 'paymentPassword', min, max);
    }
    if (next !== (input.confirmPaymentPassword ?? '')) {
      throw new AppError('inconsistent_twice', undefined, { field: 'confirmPaymentPassword' });
    }
    await this.check(merchant, memberId, member.passwordHash, input.password, 'old.password.incorrect');
    await this.wallets.setPaymentPasswordHash(merchant.id, memberId, await hashPassword(next));
    return { set: true };
  }

  private async check(
    merchant: MerchantContext,
    memberId: number,
    hash: string,
    password: string,
    wrong: 'payment.password.incorrect' | 'old.password.incorrect',
  ): Promise<void> {
    const key = String(memberId);
    if ((await this.throttle.count(merchant, SCOPE, key, WINDOW_MS)) >= MAX_FAILURES) {
      throw new AppError('payment.password.locked');
    }
    if (await verifyPassword(hash, password)) return;
    await this.throttle.hit(merchant, SCOPE, key, WINDOW_MS);
    throw new AppError(wrong);
  }
}
