import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SecurityConfig } from '@platform/shared';
import { FieldRow } from '../../../lib/ui/FieldRow';
import {
  confirmAuthenticator,
  disableAuthenticator,
  startAuthenticator,
  type TotpStart,
} from '../api/account';
import { ACCOUNT_KEYS } from '../hooks/useAccountData';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/i18n';

const CODE = /^\d{6}$/;

/** Authenticator app (ga): enrol with a QR code and a first code, or switch off with a current code. */
export function AuthenticatorCard({ config }: { config: SecurityConfig }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { token } = useSession();
  const [enrolment, setEnrolment] = useState<TotpStart | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const enabled = config.enrolment.ga === 'ENABLED';

  const stored = (next: SecurityConfig) => queryClient.setQueryData(ACCOUNT_KEYS.security(token), next);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // The api client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => {
      setCode('');
      setCodeError(null);
      setEnrolment(await startAuthenticator());
    });

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!CODE.test(typed)) {
      setCodeError(t('acct_ga_code_format'));
      return;
    }
    setCodeError(null);
    void run(async () => {
      try {
        stored(enabled ? await disableAuthenticator(typed) : await confirmAuthenticator(typed));
        setEnrolment(null);
        setDisabling(false);
      } finally {
        setCode('');
      }
    });
  };

  const codeForm = (submitLabel: string) => (
    <form className="account-form account-form--inline" onSubmit={submitCode} noValidate>
      <FieldRow
        label={t('acct_ga_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        error={codeError}
        testId="ga-code"
      />
      <div className="account-form__actions">
        <button type="submit" className="btn btn--gold" disabled={busy} data-testid="ga-submit">
          {submitLabel}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={busy}
          onClick={() => {
            setEnrolment(null);
            setDisabling(false);
            setCode('');
            setCodeError(null);
          }}
        >
          {t('cancel')}
        </button>
      </div>
    </form>
  );

  return (
    <section className="security-card" data-testid="ga-card" data-state={config.enrolment.ga}>
      <header className="security-card__head">
        <div>
          <h2 className="security-card__title">{t('acct_ga_title')}</h2>
          <p className="security-card__desc">{t('acct_ga_desc')}</p>
        </div>
        <span className={`status-pill${enabled ? ' status-pill--on' : ''}`} data-testid="ga-status">
          {enabled ? t('acct_ga_enabled') : t('acct_ga_disabled')}
        </span>
      </header>

      {!enabled && !enrolment && (
        <div className="security-card__actions">
          {config.enrolment.ga === 'PENDING' && <p className="security-card__note">{t('acct_ga_pending')}</p>}
          <button
            type="button"
            className="btn btn--gold"
            disabled={busy}
            onClick={() => void start()}
            data-testid="ga-start"
          >
            {config.enrolment.ga === 'PENDING' ? t('acct_ga_restart') : t('acct_ga_enable')}
          </button>
        </div>
      )}

      {!enabled && enrolment && (
        <div className="ga-enrol" data-testid="ga-enrol">
          <ol className="ga-enrol__steps">
            <li>{t('acct_ga_step_install')}</li>
            <li>{t('acct_ga_step_scan')}</li>
            <li>{t('acct_ga_step_code')}</li>
          </ol>
          <div className="ga-enrol__body">
            <img
              className="ga-enrol__qr"
              src={enrolment.qrCode}
              alt={t('acct_ga_qr_alt')}
              width={180}
              height={180}
              data-testid="ga-qr"
            />
            <div className="ga-enrol__secret">
              <span>{t('acct_ga_secret')}</span>
              <code data-testid="ga-secret">{enrolment.secret}</code>
            </div>
          </div>
          {codeForm(t('acct_ga_confirm'))}
        </div>
      )}

      {enabled && !disabling && (
        <div className="security-card__actions">
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => setDisabling(true)}
            data-testid="ga-disable"
          >
            {t('acct_ga_disable')}
          </button>
        </div>
      )}
      {enabled && disabling && codeForm(t('acct_ga_disable'))}
    </section>
  );
}
