import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '@platform/shared';
import type { FormField } from '../register';
import { rankProgressRatio } from './api/account';
import { iconCount } from './components/IconChooser';
import { isTrialAccount, memberPageOf, pageOffered } from './member-pages';
import { passwordChangeBody, passwordFormIssues } from './password-rules';

const RULE: FormField = { key: 'password', kind: 'password', required: true, min: 6, max: 16, pattern: '*' };

describe('password change rules', () => {
  it('the new password follows the rule, the confirmation equals it, the old one is needed', () => {
    expect(
      passwordFormIssues({ oldPassword: '', newPassword: 'abc', confirmNewPassword: 'abc' }, RULE, false),
    ).toEqual({
      oldPassword: 'not_empty',
      newPassword: 'in_password_incorrect',
    });
    expect(
      passwordFormIssues(
        { oldPassword: 'old1234', newPassword: 'new12345', confirmNewPassword: 'new1234' },
        RULE,
        false,
      ),
    ).toEqual({ confirmNewPassword: 'in_confirmation_correct' });
    expect(
      passwordFormIssues(
        { oldPassword: 'old1234', newPassword: 'new12345', confirmNewPassword: 'new12345' },
        RULE,
        false,
      ),
    ).toEqual({});
  });

  it('applies the merchant pattern', () => {
    const lettersAndDigits = { ...RULE, pattern: '^(?=.*[a-z])(?=.*\\d)[a-z\\d]+$' };
    expect(
      passwordFormIssues(
        { oldPassword: 'x', newPassword: 'onlyletters', confirmNewPassword: 'onlyletters' },
        lettersAndDigits,
        false,
      ),
    ).toEqual({ newPassword: 'in_password_incorrect' });
  });

  it('with the default password in force the old one is not asked and the default is sent', () => {
    const form = { oldPassword: '', newPassword: 'new12345', confirmNewPassword: 'new12345' };
    expect(passwordFormIssues(form, RULE, true)).toEqual({});
    expect(passwordChangeBody(form, true)).toEqual({
      oldPassword: DEFAULT_PASSWORD,
      newPassword: 'new12345',
      confirmNewPassword: 'new12345',
    });
    expect(passwordChangeBody({ ...form, oldPassword: 'mine123' }, false).oldPassword).toBe('mine123');
  });
});

describe('rank progress', () => {
  it('is completed over expected, full without a label', () => {
    const progress = (completed: number, expected: number, labelId: number | null) => ({
      currentProgress: { completedConditions: completed, totalExpectedConditions: expected },
      playerRankProgress: { labelId },
    });
    expect(rankProgressRatio(undefined)).toBeNull();
    expect(rankProgressRatio(progress(0, 0, null))).toBe(1);
    expect(rankProgressRatio(progress(1, 4, 3))).toBe(0.25);
    expect(rankProgressRatio(progress(9, 4, 3))).toBe(1);
    expect(rankProgressRatio(progress(2, 0, 3))).toBe(1);
  });
});

describe('member pages', () => {
  it('opens the security centre by default and maps task lists to the reward centre', () => {
    expect(memberPageOf(null)).toBe('securityCenter');
    expect(memberPageOf('nonsense')).toBe('securityCenter');
    expect(memberPageOf('withdraw')).toBe('withdraw');
    expect(memberPageOf('signInTask')).toBe('rewardCenter');
  });

  it('trial accounts are 4, 40, 41 and 42', () => {
    expect([4, 40, 41, 42].every(isTrialAccount)).toBe(true);
    expect([0, 1, 2, null, undefined].some(isTrialAccount)).toBe(false);
  });

  it('a page behind a flag is offered only when the flag is on', () => {
    expect(pageOffered('depositv2', new Set(['DEPOSIT']))).toBe(true);
    expect(pageOffered('depositv2', new Set())).toBe(false);
    expect(pageOffered('securityCenter', new Set())).toBe(true);
    expect(pageOffered('messageV2', null)).toBe(true);
  });

  it('icon count: server first, then settings, else 9', () => {
    expect(iconCount(12, 9)).toBe(12);
    expect(iconCount(undefined, 6)).toBe(6);
    expect(iconCount(0, undefined)).toBe(9);
  });
});
