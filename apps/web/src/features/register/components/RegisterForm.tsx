import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fillLimits, type LoginValue, type RegisterFieldSetting } from '@platform/shared';
import { dialogs } from '../../../lib/dialog-store';
import { getOrCreateDeviceId } from '../../../lib/device-id';
import { AFTER_PASSWORD_CHANGE, redirectAfterLogin } from '../../auth';
import { issueText } from '../../auth';
import { FIREBASE_PROVIDER_NAMES } from '../../auth';
import { ChangePasswordForm } from '../../account';
import { fetchMemberInfo, storeLoginSession } from '../../session';
import {
  checkAffiliate,
  clearPendingFirebaseSignIn,
  clearPendingTelegramAuth,
  clearReferralCode,
  fetchCountries,
  pendingFirebaseSignIn,
  pendingTelegramAuth,
  requestRegisterCode,
  storedReferralCode,
  submitRegistration,
} from '../api/register';
import { forgetLinkAffiliate } from '../affiliate-link';
import {
  CODE_KEY,
  checkField,
  cleanValue,
  formFields,
  submitProblem,
  type FieldIssue,
  type FormField,
  type RegisterFlags,
  type RegisterTab,
} from '../field-rules';
import { useCodeButton } from '../hooks/useCodeButton';
import { useLinkAffiliate } from '../hooks/useLinkAffiliate';
import { buildRegisterPayload } from '../payload';
import { serverMessage } from '../server-message';
import { AgreementDialog } from './AgreementDialog';
import { CaptchaImage, type CaptchaHandle } from './CaptchaImage';
import { FieldRow } from '../../../lib/ui/FieldRow';
import { useTranslation } from '../../../lib/i18n';

const AUTOCOMPLETE: Record<string, string> = {
  username: 'username',
  password: 'new-password',
  verifyPwd: 'new-password',
  paymentPassword: 'off',
  mobileNum: 'tel-national',
  email: 'email',
  nickname: 'nickname',
  payeeName: 'name',
  verificationCode: 'one-time-code',
  captcha: 'off',
};

const INPUT_TYPE: Record<FormField['kind'], string> = {
  text: 'text',
  password: 'password',
  confirm: 'password',
  tel: 'tel',
  email: 'email',
  captcha: 'text',
  code: 'text',
  country: 'text',
};

/** Placeholder text of a field: its rule, or "optional" for optional free text. */
function hintKey(field: FormField): string | null {
  switch (field.key) {
    case 'username':
      return 'reg_hint_username';
    case 'password':
    case 'paymentPassword':
      return 'acct_password_hint';
    case 'mobileNum':
      return 'reg_hint_mobile';
    case CODE_KEY:
      return 'reg_hint_code';
    case 'captcha':
      return 'reg_hint_captcha';
    case 'verifyPwd':
      return 'reg_hint_confirm';
    default:
      return field.required ? null : 'reg_optional';
  }
}

function alert(message: string, confirm: string): void {
  dialogs.open({ kind: 'warning', key: 'register', message, actions: [{ label: confirm, primary: true }] });
}

interface HeldLogin {
  value: LoginValue;
  usesDefaultPassword: boolean;
}

export function RegisterForm({
  settings,
  flags,
  tabs,
  merchantName,
}: {
  settings: readonly RegisterFieldSetting[];
  flags: RegisterFlags;
  tabs: readonly RegisterTab[];
  merchantName: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<RegisterTab>(tabs[0] ?? 'username');
  const [values, setValues] = useState<Record<string, string>>({});
  const [issues, setIssues] = useState<Record<string, FieldIssue | null>>({});
  const [agreed, setAgreed] = useState(true);
  const [termsOpen, setTermsOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [held, setHeld] = useState<HeldLogin | null>(null);
  const [telegram] = useState(pendingTelegramAuth);
  const [firebase] = useState(pendingFirebaseSignIn);
  const captcha = useRef<CaptchaHandle>(null);
  const inputs = useRef(new Map<string, HTMLInputElement | HTMLSelectElement>());
  const codeButton = useCodeButton();
  const link = useLinkAffiliate(settings);

  const fields = useMemo(
    () => formFields(settings, tab, flags).filter((f) => !(f.key === 'affiliateCode' && link.hidden)),
    [settings, tab, flags, link.hidden],
  );
  const shown = useMemo(
    () => (link.code ? { ...values, affiliateCode: link.code } : values),
    [values, link.code],
  );
  const wantsCountries = fields.some((f) => f.kind === 'country');
  const countries = useQuery({
    queryKey: ['system', 'country'],
    queryFn: fetchCountries,
    enabled: wantsCountries,
    staleTime: 10 * 60_000,
  });

  const closeTerms = useCallback(() => setTermsOpen(false), []);
  const acceptTerms = useCallback(() => setAgreed(true), []);
  const confirmLabel = t('in_increase_submit');
  const message = (issue: FieldIssue) => issueText(issue, (key) => t(key));
  const focus = (key: string) => inputs.current.get(key)?.focus();

  const setValue = (key: string, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // A field already marked is re-checked as the person types; a new password re-checks the confirmation.
    setIssues((current) => {
      const updated = { ...current };
      for (const field of fields) {
        const recheck = field.key === key || (key === 'password' && field.kind === 'confirm');
        if (recheck && current[field.key] !== undefined) updated[field.key] = checkField(field, next);
      }
      return updated;
    });
  };
  const blur = (field: FormField) =>
    setIssues((current) => ({ ...current, [field.key]: checkField(field, shown) }));

  const switchTab = (next: RegisterTab) => {
    if (next === tab) return;
    setTab(next);
    setIssues({});
  };

  const sendCode = async () => {
    const mobileField = fields.find((f) => f.key === 'mobileNum');
    if (!mobileField) return;
    const issue = checkField({ ...mobileField, required: true }, shown);
    if (issue) {
      setIssues((current) => ({ ...current, mobileNum: issue }));
      alert(t('br_enright_cphone'), confirmLabel);
      return;
    }
    codeButton.begin();
    try {
      const dialing = cleanValue({ kind: 'country', key: 'countryDialingCode' }, shown.countryDialingCode);
      const sent = await requestRegisterCode(
        cleanValue(mobileField, shown.mobileNum),
        dialing.replace(/^\+/, ''),
      );
      codeButton.sent(sent.expiredMinutes);
      focus(CODE_KEY);
    } catch {
      // The api client has shown the server's message; the button offers a new try.
      codeButton.reset();
    }
  };

  /**
   * Logged in: session stored, member info fetched, on to the configured next page, else /;
   * after the forced password change to /index.
   */
  const finish = async (value: LoginValue, afterPasswordChange = false) => {
    clearPendingTelegramAuth();
    clearPendingFirebaseSignIn();
    clearReferralCode();
    forgetLinkAffiliate();
    storeLoginSession(value);
    try {
      await queryClient.fetchQuery({ queryKey: ['member', 'info', value.token], queryFn: fetchMemberInfo });
    } catch {
      // The header fetches it again; the registration itself succeeded.
    }
    const next = afterPasswordChange
      ? AFTER_PASSWORD_CHANGE
      : (redirectAfterLogin(window.location.pathname, params.get('next')) ?? '/');
    void navigate(next, { replace: true });
    window.scrollTo(0, 0);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = submitProblem(fields, shown, agreed);
    if (problem) {
      if (problem.code !== 'in_register_agreed') {
        setIssues(Object.fromEntries(fields.map((f) => [f.key, checkField(f, shown)])));
        focus(problem.field);
      }
      alert(t(problem.code), confirmLabel);
      return;
    }
    setBusy(true);
    try {
      // A typed affiliate code is checked before anything is sent.
      const typedAffiliate = fields.some((f) => f.key === 'affiliateCode')
        ? (shown.affiliateCode ?? '').trim()
        : '';
      if (typedAffiliate && typedAffiliate !== link.code) {
        let failure: string | null = null;
        try {
          const result = await checkAffiliate(typedAffiliate, window.location.hostname);
          if (!result.valid) failure = t('affiliate.code.invalid');
        } catch (error) {
          failure = serverMessage(error, t);
        }
        if (failure) {
          alert(failure, confirmLabel);
          focus('affiliateCode');
          return;
        }
      }
      const submission = buildRegisterPayload({
        tab,
        fields,
        values: shown,
        referralCode: storedReferralCode(),
        linkAffiliateCode: link.code,
        telegramAuth: telegram,
        firebase,
        deviceId: getOrCreateDeviceId(),
        href: window.location.href,
        hostname: window.location.hostname,
      });
      let value: LoginValue;
      try {
        value = await submitRegistration(submission.call, submission.body);
      } catch (error) {
        // A captcha is used up by any attempt: a fresh one for the next.
        captcha.current?.refresh();
        setValues((current) => ({ ...current, captcha: '' }));
        alert(serverMessage(error, t), confirmLabel);
        return;
      }
      if (value.passwordExpired) {
        setHeld({ value, usesDefaultPassword: submission.usesDefaultPassword });
        return;
      }
      await finish(value);
    } finally {
      setBusy(false);
    }
  };

  if (held) {
    return (
      <div className="register-card" data-testid="register-set-password">
        <p className="register-card__lead">{t('reg_set_password_title')}</p>
        <p className="register-card__note">{t('reg_set_password_desc')}</p>
        <ChangePasswordForm
          usesDefaultPassword={held.usesDefaultPassword}
          token={held.value.token}
          submitLabel={t('reg_set_password_submit')}
          onChanged={() => finish({ ...held.value, passwordExpired: false }, true)}
        />
      </div>
    );
  }

  const renderField = (field: FormField) => {
    const issue = issues[field.key];
    const common = {
      label: t(`reg_label_${field.key}`, { defaultValue: field.key }),
      required: field.required,
      error: issue ? message(issue) : null,
      testId: `field-${field.key}`,
    };
    if (field.kind === 'country') {
      return (
        <div className={`form-row${issue ? ' form-row--error' : ''}`} key={field.key}>
          <label className="form-row__label" htmlFor="register-country">
            {common.label}
          </label>
          <div className="form-row__control">
            <select
              id="register-country"
              className="form-input"
              data-testid={common.testId}
              ref={(el) => {
                if (el) inputs.current.set(field.key, el);
              }}
              value={shown.countryDialingCode ?? ''}
              onChange={(e) => setValue(field.key, e.target.value)}
            >
              <option value="">{t('reg_country_none')}</option>
              {(countries.data ?? []).map((c) => (
                <option key={c.countryCode} value={c.countryDialingCode}>
                  {c.countryCode} +{c.countryDialingCode}
                </option>
              ))}
            </select>
          </div>
          {common.error && <p className="form-row__error">{common.error}</p>}
        </div>
      );
    }
    const hint = hintKey(field);
    const locked = field.key === 'affiliateCode' && Boolean(link.code);
    let trailing = null;
    if (field.kind === 'code') {
      trailing = (
        <button
          type="button"
          className="btn btn--ghost btn--sm code-button"
          disabled={codeButton.phase !== 'idle'}
          onClick={() => void sendCode()}
          data-testid="send-code"
        >
          {codeButton.phase === 'loading'
            ? t('loading')
            : codeButton.phase === 'counting'
              ? t('reg_code_wait', { seconds: codeButton.seconds })
              : t('reg_get_code')}
        </button>
      );
    } else if (field.kind === 'captcha') {
      trailing = <CaptchaImage ref={captcha} />;
    }
    return (
      <FieldRow
        key={field.key}
        {...common}
        type={INPUT_TYPE[field.kind]}
        inputMode={field.kind === 'tel' ? 'numeric' : undefined}
        autoComplete={AUTOCOMPLETE[field.key] ?? 'off'}
        placeholder={hint ? fillLimits(t(hint), field.min, field.max) : undefined}
        maxLength={field.max}
        value={shown[field.key] ?? ''}
        readOnly={locked}
        onChange={(e) => setValue(field.key, e.target.value)}
        onBlur={() => blur(field)}
        inputRef={(el) => {
          if (el) inputs.current.set(field.key, el);
        }}
        trailing={trailing}
      />
    );
  };

  return (
    <form
      className="register-card"
      onSubmit={(e) => void submit(e)}
      // Pressing a button must not blur the field first: the blur check's message would move the
      // button before the press ends and the click would be lost.
      onMouseDown={(e) => {
        if ((e.target as HTMLElement).closest('button, .register-terms')) e.preventDefault();
      }}
      noValidate
      data-testid="register-form"
      data-tab={tab}
    >
      {tabs.length > 1 && (
        <div className="register-tabs" role="tablist" aria-label={t('page_register')}>
          {tabs.map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              aria-selected={tab === option}
              className={`register-tabs__tab${tab === option ? ' register-tabs__tab--on' : ''}`}
              onClick={() => switchTab(option)}
              data-testid={`register-tab-${option}`}
            >
              {t(option === 'username' ? 'reg_tab_username' : 'reg_tab_phone')}
            </button>
          ))}
        </div>
      )}
      {telegram && (
        <p className="register-card__note register-card__note--telegram" data-testid="register-telegram">
          {t('reg_telegram_note')}
        </p>
      )}
      {firebase && (
        <p className="register-card__note" data-testid="register-firebase">
          {t('auth_firebase_register_note', { provider: FIREBASE_PROVIDER_NAMES[firebase.channel] })}
        </p>
      )}
      {tab === 'phone' && !fields.some((f) => f.key === 'password') && (
        <p className="register-card__note">{t('reg_default_password_note')}</p>
      )}
      <div className="register-fields">{fields.map(renderField)}</div>
      <div className="register-terms">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
            data-testid="register-agree"
          />
          <span>{t('reg_terms_agree')}</span>
        </label>{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => setTermsOpen(true)}
          data-testid="register-terms"
        >
          {t('reg_terms_title')}
        </button>
      </div>
      <button
        type="submit"
        className="btn btn--gold register-card__submit"
        disabled={busy}
        data-testid="register-submit"
      >
        {busy ? t('loading') : t('reg_submit')}
      </button>
      {termsOpen && (
        <AgreementDialog merchantName={merchantName} onAgree={acceptTerms} onClose={closeTerms} />
      )}
    </form>
  );
}
