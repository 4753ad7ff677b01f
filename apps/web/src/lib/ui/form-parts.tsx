import { Link } from 'react-router';
import { FieldRow } from './FieldRow';
import { useTranslation } from '../i18n';

/** The optional remarks of a money request. */
export function RemarksField({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange(value: string): void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <FieldRow
      label={t('wal_remarks')}
      placeholder={t('wal_optional')}
      value={value}
      maxLength={140}
      onChange={(event) => onChange(event.target.value)}
      testId={testId}
    />
  );
}

/** The payment password of a payout, with the way to set one in the security centre. */
export function PaymentPasswordField({
  value,
  onChange,
  error,
  testId,
  manageTestId,
}: {
  value: string;
  onChange(value: string): void;
  error: string | null;
  testId: string;
  manageTestId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="wallet-password">
      <FieldRow
        label={t('wal_payment_password')}
        required
        type="password"
        autoComplete="off"
        value={value}
        maxLength={16}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        testId={testId}
      />
      <Link className="wallet-link" to="/member?page=securityCenter" data-testid={manageTestId}>
        {t('wal_payment_password_manage')}
      </Link>
    </div>
  );
}

/** The submit button of a money form; shows the loading text while the request runs. */
export function SubmitButton({ busy, label, testId }: { busy: boolean; label: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="btn btn--gold wallet-form__submit" disabled={busy} data-testid={testId}>
      {busy ? t('loading') : label}
    </button>
  );
}

/** Cancel and submit at the foot of a dialog's form; the submit shows the loading text while busy. */
export function FormActions({
  className,
  onCancel,
  submitLabel,
  busy,
  disabled = false,
  testId,
}: {
  className: string;
  onCancel(): void;
  submitLabel: string;
  busy: boolean;
  /** Besides while busy (sold out, nothing to send). */
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <button type="button" className="btn btn--ghost" onClick={onCancel}>
        {t('cancel')}
      </button>
      <button type="submit" className="btn btn--gold" disabled={busy || disabled} data-testid={testId}>
        {busy ? t('loading') : submitLabel}
      </button>
    </div>
  );
}
