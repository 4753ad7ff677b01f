import { useState, type FormEvent } from 'react';
import { PAYMENT_PASSWORD_RULE, fillLimits } from '@platform/shared';
import { ApiError } from '../../../lib/api';
import { dialogs } from '../../../lib/dialog-store';
import { useFlagsOn } from '../../../lib/settings/useFlagsOn';
import { FieldRow } from '../../../lib/ui/FieldRow';
import { setPaymentPassword } from '../api/wallet';
import { useTranslation } from '../../../lib/i18n';

interface Form {
  password: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}
type Issues = Partial<Record<keyof Form, string>>;
const EMPTY: Form = { password: '', paymentPassword: '', confirmPaymentPassword: '' };

/** The checks the server makes too, so the person learns of a slip before sending. */
export function paymentPasswordIssues(form: Form): Partial<Record<keyof Form, string>> {
  const issues: Partial<Record<keyof Form, string>> = {};
  const { min, max } = PAYMENT_PASSWORD_RULE;
  if (!form.password) issues.password = 'not_empty';
  if (form.paymentPassword.length < min || form.paymentPassword.length > max)
    issues.paymentPassword = 'payment.password.format';
  if (form.confirmPaymentPassword !== form.paymentPassword)
    issues.confirmPaymentPassword = 'inconsistent_twice';
  return issues;
}

/**
 * Security centre card: sets or replaces the payment password that guards withdrawals and
 * transfers to other members. The login password proves who is asking.
 */
export function PaymentPasswordCard() {
  const { t } = useTranslation();
  const flagsOn = useFlagsOn();
  const [form, setForm] = useState<Form>(EMPTY);
  const [issues, setIssues] = useState<Issues>({});
  const [busy, setBusy] = useState(false);
  if (flagsOn && !flagsOn.has('PAYMENTPASS3')) return null;

  const { min, max } = PAYMENT_PASSWORD_RULE;
  const text = (code: string | undefined) => (code ? fillLimits(t(code), min, max) : null);
  const set = (key: keyof Form) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [key]: event.target.value }));
    setIssues((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = paymentPasswordIssues(form);
    setIssues(found);
    if (Object.keys(found).length || busy) return;
    setBusy(true);
    try {
      await setPaymentPassword(form);
      setForm(EMPTY);
      dialogs.open({
        kind: 'info',
        key: 'payment-password-set',
        message: t('wal_payment_password_saved'),
        actions: [{ label: t('in_increase_submit'), primary: true }],
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'old.password.incorrect')
        setIssues({ password: 'old.password.incorrect' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="security-card" data-testid="payment-password-card">
      <header className="security-card__head">
        <div>
          <h2 className="security-card__title">{t('wal_payment_password')}</h2>
          <p className="security-card__desc">{t('wal_payment_password_desc')}</p>
        </div>
      </header>
      <form className="account-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <FieldRow
          label={t('wal_login_password')}
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
          value={form.password}
          onChange={set('password')}
          error={text(issues.password)}
          testId="pp-login-password"
        />
        <FieldRow
          label={t('wal_new_payment_password')}
          type="password"
          autoComplete="new-password"
          required
          maxLength={max}
          placeholder={fillLimits(t('wal_payment_password_hint'), min, max)}
          value={form.paymentPassword}
          onChange={set('paymentPassword')}
          error={text(issues.paymentPassword)}
          testId="pp-new"
        />
        <FieldRow
          label={t('wal_confirm_payment_password')}
          type="password"
          autoComplete="new-password"
          required
          maxLength={max}
          value={form.confirmPaymentPassword}
          onChange={set('confirmPaymentPassword')}
          error={text(issues.confirmPaymentPassword)}
          testId="pp-confirm"
        />
        <button
          type="submit"
          className="btn btn--gold account-form__submit"
          disabled={busy}
          data-testid="pp-submit"
        >
          {busy ? t('loading') : t('wal_payment_password_save')}
        </button>
      </form>
    </section>
  );
}
