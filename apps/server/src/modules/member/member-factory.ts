import { AppError } from '../../platform/http/app-error.js';
import { randomDigits, randomFrom } from '../../platform/random.js';
import type { MerchantContext } from '../settings/index.js';
import {
  uniqueViolation,
  type MemberRepository,
  type MemberRow,
  type NewMember,
} from './member.repository.js';
import type { PasswordKind } from './member.tables.js';
import { hashPassword } from './password.js';

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export type NewMemberInput = Omit<
  NewMember,
  'id' | 'merchantId' | 'username' | 'passwordHash' | 'passwordKind' | 'referralCode' | 'createdAt'
> & {
  /** Absent: generated from usernamePrefix (mobile, auto-username, trial and third-party accounts). */
  username?: string;
  usernamePrefix?: string;
  password: string;
  passwordKind?: PasswordKind;
  paymentPassword?: string | null;
};

/**
 * Creates members with a unique username and referral code, mapping the database's uniqueness
 * checks (which also settle races between two registrations) onto the catalogue's codes.
 */
export class MemberFactory {
  async create(
    repository: MemberRepository,
    merchant: MerchantContext,
    input: NewMemberInput,
  ): Promise<MemberRow> {
    const { username, usernamePrefix, password, passwordKind, paymentPassword, ...rest } = input;
    const passwordHash = await hashPassword(password);
    const paymentPasswordHash = paymentPassword ? await hashPassword(paymentPassword) : null;
    for (let attempt = 0; attempt < 5; attempt++) {
      // Generated names stay within the login rule (letters and digits, 6-13).
      const name = username ?? `${(usernamePrefix ?? 'u').slice(0, 3)}${randomDigits(9)}`;
      try {
        // Its own (sub)transaction, so a collision leaves an enclosing transaction usable for the retry.
        return await repository.transaction((r) =>
          r.insert({
            ...rest,
            merchantId: merchant.id,
            username: name,
            passwordHash,
            passwordKind: passwordKind ?? 'set',
            paymentPasswordHash,
            referralCode: randomFrom(REFERRAL_ALPHABET, 8),
          }),
        );
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === null) throw error;
        if (constraint.includes('mobile')) throw new AppError('mobile.exists');
        if (constraint.includes('username') && username !== undefined) throw new AppError('username.exists');
        // A generated username or referral code collided: draw again.
      }
    }
    throw new Error('could not draw a unique username or referral code');
  }
}
