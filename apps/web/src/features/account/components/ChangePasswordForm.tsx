import { useRef, useState, type FormEvent } from 'react';
import { fillLimits } from '@platform/shared';
import { dialogs } from '../../../lib/dialog-store';
import { ApiError } from '../../../lib/api';
import { FieldRow } from '../../../lib/ui/FieldRow';
import { usePasswordRule } from '../../register';
import { changePassword } from '../api/account';
import {
  PASSWORD_CHANGE_THROTTLE_MS,
  passwordChangeBody,
  passwordFormIssues,
  type PasswordForm,
  type PasswordFormIssues,
} from '../password-rules';
import { useTranslation } from '../../../lib/i18n';

const EMPTY: PasswordForm = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * Change password. With `usesDefaultPassword` the current-password field is not
 * asked: the well-known default is sent. `token` sends the change for a login not stored yet.
 */
export function ChangePasswordForm({
  usesDefaultPassword = false,
  token,
  onChanged,
  submitLabel,
}: {
  usesDefaultPassword?: boolean;
  token?: string;
  onChanged?: () => void | Promise<void>;
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  const rule = usePasswordRule();
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [issues, setIssues] = useState<PasswordFormIssues>({});
  const [busy, setBusy] = useState(false);
  const lastSentAt = useRef(0);

  const set = (key: keyof PasswordForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));
  const message = (key: keyof PasswordForm) => {
    const code = issues[key];
    return code ? fillLimits(t(code), rule.min, rule.max) : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = passwordFormIssues(form, rule, usesDefaultPassword);
    setIssues(found);
    if (Object.keys(found).length) return;
    // Throttled to one change every 3 s.
    const now = Date.now();
    if (busy || now - lastSentAt.current < PASSWORD_CHANGE_THROTTLE_MS) return;
    lastSentAt.current = now;
    setBusy(true);
    try {
      await changePassword(passwordChangeBody(form, usesDefaultPassword), token);
      setForm(EMPTY);
      dialogs.open({
        kind: 'info',
        key: 'password-changed',
        message: t('acct_password_changed'),
        actions: [{ label: t('in_increase_submit'), primary: true }],
      });
      await onChanged?.();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'old.password.incorrect')
        setIssues({ oldPassword: 'old.password.incorrect' });
    } finally {
      setBusy(false);
    }
  };

  const hint = fillLimits(t('acct_password_hint'), rule.min, rule.max);
  return (
    <form
      className="account-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="change-password-form"
    >
      {!usesDefaultPassword && (
        <FieldRow
          label={t('acct_old_password')}
          type="password"
          autoComplete="current-password"
          required
          value={form.oldPassword}
          onChange={set('oldPassword')}
          error={message('oldPassword')}
          maxLength={128}
          testId="old-password"
        />
      )}
      <FieldRow
        label={t('acct_new_password')}
        type="password"
        autoComplete="new-password"
        required
        placeholder={hint}
        value={form.newPassword}
        onChange={set('newPassword')}
        error={message('newPassword')}
        maxLength={128}
        testId="new-password"
      />
      <FieldRow
        label={t('acct_confirm_new_password')}
        type="password"
        autoComplete="new-password"
        required
        value={form.confirmNewPassword}
        onChange={set('confirmNewPassword')}
        error={message('confirmNewPassword')}
        maxLength={128}
        testId="confirm-new-password"
      />
      <button
        type="submit"
        className="btn btn--gold account-form__submit"
        disabled={busy}
        data-testid="change-password-submit"
      >
        {busy ? t('loading') : (submitLabel ?? t('acct_change_password_submit'))}
      </button>
    </form>
  );
}
