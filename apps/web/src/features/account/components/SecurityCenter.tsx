import { useMemberInfo } from '../../session';
import { PaymentPasswordCard } from '../../wallet';
import { useSecurityConfig } from '../hooks/useAccountData';
import { AuthenticatorCard } from './AuthenticatorCard';
import { ChangePasswordForm } from './ChangePasswordForm';
import { IconChooser } from './IconChooser';
import { MemberAvatar } from './MemberAvatar';
import { useTranslation } from '../../../lib/i18n';

/** A contact, "not bound" when the member has none, and a placeholder until that is known. */
function Contact({
  label,
  value,
  testId,
  known = true,
}: {
  label: string;
  value: string | null;
  testId: string;
  known?: boolean;
}) {
  const { t } = useTranslation();
  const shown = value ?? (known ? t('acct_not_bound') : '…');
  return (
    <div className="contact-row">
      <span className="contact-row__label">{label}</span>
      <span
        className={`contact-row__value${value ? '' : ' contact-row__value--none'}`}
        data-testid={testId}
        data-known={known || value !== null}
      >
        {shown}
      </span>
    </div>
  );
}

/** The member centre's default page: contacts, password, authenticator app and profile icon. */
export function SecurityCenter() {
  const { t } = useTranslation();
  const member = useMemberInfo();
  const config = useSecurityConfig();
  const info = member.data;
  const mobile = info?.profile.mobileNo ?? config.data?.bound.mobileNo ?? null;
  const email = info?.profile.email ?? config.data?.bound.email ?? null;
  // Either answer tells the contacts; before both are in, "not bound" would be a guess.
  const known = Boolean(info || config.data);

  return (
    <div className="security-center" data-testid="security-center">
      <section className="security-card security-card--profile">
        <MemberAvatar icon={info?.icon ?? 1} size={64} />
        <div className="security-profile">
          <strong className="security-profile__name">{info?.nickname ?? ''}</strong>
          <span className="security-profile__account" data-testid="security-account">
            {info?.account ?? ''}
          </span>
        </div>
        <div className="security-contacts">
          <Contact label={t('acct_mobile')} value={mobile} testId="security-mobile" known={known} />
          <Contact label={t('acct_email')} value={email} testId="security-email" known={known} />
          {config.data && (
            <Contact
              label={t('acct_payee_name')}
              value={config.data.bound.payeeName ? t('acct_bound') : null}
              testId="security-payee"
            />
          )}
        </div>
      </section>

      <section className="security-card" data-testid="password-card">
        <header className="security-card__head">
          <div>
            <h2 className="security-card__title">{t('acct_password_title')}</h2>
            <p className="security-card__desc">{t('acct_password_desc')}</p>
          </div>
        </header>
        <ChangePasswordForm />
      </section>

      <PaymentPasswordCard />

      {config.data ? (
        <AuthenticatorCard config={config.data} />
      ) : (
        <section className="security-card" aria-busy="true">
          <h2 className="security-card__title">{t('acct_ga_title')}</h2>
          <p className="security-card__desc">{config.isError ? t('network_error') : t('loading')}</p>
        </section>
      )}

      <IconChooser />
    </div>
  );
}
