import { useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { LoginVerificationRequest, TwoFactorMethod } from '@platform/shared';
import { ApiError } from '../../../lib/api';
import { sendLoginEmail, sendLoginSms, verifyLogin } from '../api/auth';
import { closeTwoFactor, type PendingTwoFactor } from '../auth-store';
import { useCaptcha } from '../hooks/useCaptcha';
import { useCountdown } from '../hooks/useCountdown';
import { useLoginRules } from '../hooks/useAuthSettings';
import { acceptLogin, type FlowDeps } from '../login-actions';
import { CODE_FIELDS, failedField, firstEmptyField, twoFactorTabs, type TwoFactorField } from '../login-flow';
import { checkEmail, checkLoginMobile, issueText } from '../validation';
import { AuthInput, AuthTabs, CaptchaInput, CodeButton } from './fields';
import { Modal } from '../../../lib/ui/Modal';
import { useTranslation } from '../../../lib/i18n';

type Values = Record<TwoFactorField | 'captcha', string>;
const EMPTY: Values = {
  payeeName: '',
  mobileNum: '',
  verificationCode: '',
  authCode: '',
  email: '',
  captcha: '',
};

/** How long the success text shows before the login completes. */
const SUCCESS_PAUSE_MS = 900;

/**
 * The two-factor modal: a tab per required method; the SMS and e-mail tabs
 * send a code (behind a captcha, as the server wants); the answer goes with the ticket of
 * login_verify_required.
 */
export function TwoFactorModal({ pending, deps }: { pending: PendingTwoFactor; deps: FlowDeps }) {
  const { t } = useTranslation();
  const rules = useLoginRules();
  const tabs = useMemo(() => twoFactorTabs(pending.challenge), [pending.challenge]);
  const [method, setMethod] = useState<TwoFactorMethod>(tabs[0] ?? 'G');
  const [values, setValues] = useState<Values>(EMPTY);
  const [invalid, setInvalid] = useState<TwoFactorField | 'captcha' | null>(null);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [passed, setPassed] = useState(false);
  const countdown = useCountdown();
  const sendsCode = method === 'S' || method === 'E';
  const captcha = useCaptcha({ visible: sendsCode });
  const refs: Record<TwoFactorField | 'captcha', RefObject<HTMLInputElement | null>> = {
    payeeName: useRef<HTMLInputElement>(null),
    mobileNum: useRef<HTMLInputElement>(null),
    verificationCode: useRef<HTMLInputElement>(null),
    authCode: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    captcha: useRef<HTMLInputElement>(null),
  };

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (invalid === field) setInvalid(null);
  };

  const mark = (field: TwoFactorField | 'captcha', text?: string) => {
    setInvalid(field);
    setMessage(text ? { text, ok: false } : null);
    // After the re-render, so a field that just appeared can take the focus.
    setTimeout(() => refs[field].current?.focus(), 0);
  };

  const selectMethod = (next: TwoFactorMethod) => {
    if (next === method) return;
    setMethod(next);
    setValues(EMPTY);
    setInvalid(null);
    setMessage(null);
    countdown.reset();
  };

  const sendCode = async () => {
    if (method === 'S') {
      const problem = checkLoginMobile(values.mobileNum, rules.mobile);
      if (problem) return mark('mobileNum', issueText(problem, t));
    } else {
      const problem = checkEmail(values.email, rules.emailPattern);
      if (problem) return mark('email', issueText(problem, t));
    }
    if (!values.captcha.trim()) return mark('captcha', t('captcha_required'));
    setSending(true);
    setMessage(null);
    try {
      const minutes =
        method === 'S'
          ? await sendLoginSms({ mobileNum: values.mobileNum.trim(), captcha: values.captcha.trim() })
          : await sendLoginEmail({ email: values.email.trim(), captcha: values.captcha.trim() });
      countdown.start(minutes);
      setMessage({ text: t('code_sent'), ok: true });
      refs.verificationCode.current?.focus();
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.code === 'captcha_required' || error.code === 'captcha_invalid')
      )
        mark('captcha');
    } finally {
      setSending(false);
      setValues((current) => ({ ...current, captcha: '' }));
      captcha.renew();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || passed) return;
    const empty = firstEmptyField(method, values);
    if (empty) return mark(empty, t('not_empty'));
    const body: LoginVerificationRequest = {
      ticket: pending.challenge.ticket,
      username: pending.challenge.userName,
      method,
    };
    if (method === 'P') body.payeeName = values.payeeName.trim();
    if (method === 'G') body.authCode = values.authCode.trim();
    if (method === 'S') {
      body.mobileNum = values.mobileNum.trim();
      body.verificationCode = values.verificationCode.trim();
    }
    if (method === 'E') {
      body.email = values.email.trim();
      body.verificationCode = values.verificationCode.trim();
    }
    setBusy(true);
    setMessage(null);
    try {
      const value = await verifyLogin(body);
      setPassed(true);
      setMessage({ text: t('login_2fa_pass'), ok: true });
      await new Promise((resolve) => setTimeout(resolve, SUCCESS_PAUSE_MS));
      closeTwoFactor();
      await acceptLogin(value, pending, deps);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The server message was alerted by the api client.
      if (error.code === 'login_verify_expired') {
        closeTwoFactor();
        return;
      }
      setValues((current) => {
        const cleared = { ...current };
        for (const field of CODE_FIELDS) cleared[field] = '';
        return cleared;
      });
      mark(failedField(method));
    } finally {
      setBusy(false);
    }
  };

  const fieldProps = (field: TwoFactorField) => ({
    ref: refs[field],
    value: values[field],
    onValue: set(field),
    invalid: invalid === field,
    'data-testid': `twofa-${field}`,
  });

  return (
    <Modal
      size="wide"
      title={t('auth_2fa_title')}
      onClose={passed ? undefined : closeTwoFactor}
      testId="twofa-modal"
      closeLabel={t('close')}
    >
      <p className="auth-note">{t('auth_2fa_intro', { name: pending.challenge.userName })}</p>
      <AuthTabs
        tabs={tabs}
        current={method}
        label={(tab) => t(`auth_2fa_tab_${tab}`)}
        onSelect={selectMethod}
        testId="twofa-tab"
      />
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        {method === 'P' && (
          <AuthInput
            {...fieldProps('payeeName')}
            label={t('auth_2fa_payee')}
            hint={t('auth_2fa_payee_hint')}
            maxLength={80}
            autoComplete="name"
          />
        )}
        {method === 'G' && (
          <AuthInput
            {...fieldProps('authCode')}
            label={t('auth_2fa_authcode')}
            hint={t('auth_2fa_authcode_hint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
          />
        )}
        {method === 'S' && (
          <AuthInput
            {...fieldProps('mobileNum')}
            label={t('auth_mobile')}
            hint={t('auth_2fa_mobile_hint')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={32}
          />
        )}
        {method === 'E' && (
          <AuthInput
            {...fieldProps('email')}
            label={t('auth_2fa_email')}
            hint={t('auth_2fa_email_hint')}
            type="email"
            autoComplete="email"
            maxLength={254}
          />
        )}
        {sendsCode && (
          <>
            <CaptchaInput
              ref={refs.captcha}
              captcha={captcha}
              value={values.captcha}
              onValue={set('captcha')}
              invalid={invalid === 'captcha'}
              testId="twofa-captcha"
            />
            <AuthInput
              {...fieldProps('verificationCode')}
              label={t('auth_code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={10}
              trailing={
                <CodeButton
                  seconds={countdown.seconds}
                  sending={sending}
                  onClick={() => void sendCode()}
                  testId="twofa-send-code"
                />
              }
            />
          </>
        )}
        {message && (
          <p
            className={message.ok ? 'auth-info' : 'auth-error'}
            role={message.ok ? 'status' : 'alert'}
            data-testid={message.ok ? 'twofa-info' : 'twofa-error'}
          >
            {message.text}
          </p>
        )}
        <button
          type="submit"
          className="btn btn--gold auth-submit"
          disabled={busy || passed}
          data-testid="twofa-submit"
        >
          {t('auth_2fa_submit')}
        </button>
      </form>
    </Modal>
  );
}
