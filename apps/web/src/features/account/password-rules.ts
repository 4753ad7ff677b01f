import { DEFAULT_PASSWORD } from '@platform/shared';
import { checkPasswordChange } from '../auth';
import type { FormField } from '../register';
import type { PasswordChange } from './api/account';

/** Password changes are sent at most once per this many milliseconds. */
export const PASSWORD_CHANGE_THROTTLE_MS = 3_000;

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export type PasswordFormIssues = Partial<Record<keyof PasswordForm, string>>;

/**
 * The change-password check: the new password follows the merchant's rule
 * (in_password_incorrect), the confirmation equals it (in_confirmation_correct), and the current
 * password is given unless the default password stands in for it.
 */
export function passwordFormIssues(
  form: PasswordForm,
  rule: FormField,
  usesDefaultPassword: boolean,
): PasswordFormIssues {
  const issues: PasswordFormIssues = {};
  if (!usesDefaultPassword && !form.oldPassword) issues.oldPassword = 'not_empty';
  const issue = checkPasswordChange({
    newPassword: form.newPassword,
    confirmNewPassword: form.confirmNewPassword,
    rule: { min: rule.min, max: rule.max, pattern: rule.pattern },
  });
  if (issue?.key === 'in_password_incorrect') issues.newPassword = issue.key;
  else if (issue) issues.confirmNewPassword = issue.key;
  return issues;
}

/** The body sent: with the default password in force, that default is the old password. */
export function passwordChangeBody(form: PasswordForm, usesDefaultPassword: boolean): PasswordChange {
  return {
    oldPassword: usesDefaultPassword ? DEFAULT_PASSWORD : form.oldPassword,
    newPassword: form.newPassword,
    confirmNewPassword: form.confirmNewPassword,
  };
}
