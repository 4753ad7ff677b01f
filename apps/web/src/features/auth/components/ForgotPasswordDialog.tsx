import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api';
import { serverMessage } from '../../register';
import { forgotByEmail, forgotBySms, resetWithCode, type ResetCodeSent } from '../api/auth';
import { closeForgot } from '../auth-store';
import { useLoginRules } from '../hooks/useAuthSettings';
import { useCaptcha } from '../hooks/useCaptcha';
import { useCountdown } from '../hooks/useCountdown';
import {
  checkAccount,
  checkCode,
  checkEmail,
  checkLoginMobile,
  checkPasswordChange,
  cleanUsername,
  issueText,
} from '../validation';
import { AuthInput, AuthTabs, CaptchaInput, CodeInput, NewPasswordFields } from './fields';
import { Modal } from '../../../lib/ui/Modal';
import { useTranslation } from '../../../lib/i18n';

type Way = 'email' | 'sms';
type Step = 'ask' | 'reset' | 'done';
type Field = 'username' | 'email' | 'mobile' | 'captcha' | 'code' | 'next' | 'confirm';

/** The field a server refusal is about, so that it is highlighted and focused. */
const FIELD_OF_ERROR: Readonly<Record<string, Field>> = {
  in_account_incorrect: 'username',
  in_email_incorrect: 'email',
  br_enright_cphone: 'mobile',
  captcha_required: 'captcha',
  captcha_invalid: 'captcha',
  enter_verification_code: 'code',
  'verification.code.invalid': 'code',
  'verification.attempts.exceeded': 'code',
  in_password_incorrect: 'next',
  inconsistent_twice: 'confirm',
};

const EMPTY = { username: '', email: '', mobile: '', captcha: '', code: '', next: '', confirm: '' };

/**
 * Forgot password: username and the bound e-mail (form-encoded) or mobile number,
 * with the image captcha, ask for a reset code; the code, a new password and its confirmation
 * then set the password through /wps/member/password/verification. Nothing about the account
 * changes before that. Another code needs a new captcha, once the resend countdown is over.
 */
export function ForgotPasswordDialog() {
  const { t } = useTranslation();
  const rules = useLoginRules();
  const [way, setWay] = useState<Way>('email');
  const [step, setStep] = useState<Step>('ask');
  const [values, setValues] = useState(EMPTY);
  const [issue, setIssue] = useState<{ field: Field | null; text: string; info?: boolean } | null>(null);
  const [sent, setSent] = useState<ResetCodeSent | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha({ visible: step === 'ask' });
  const countdown = useCountdown();
  const refs = {
    username: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    mobile: useRef<HTMLInputElement>(null),
    captcha: useRef<HTMLInputElement>(null),
    code: useRef<HTMLInputElement>(null),
    next: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };
  // The field to focus once the step it belongs to has rendered.
  const [focusAfterRender, setFocusAfterRender] = useState<Field | null>(null);
  useEffect(() => {
    if (!focusAfterRender) return;
    refs[focusAfterRender].current?.focus();
    setFocusAfterRender(null);
    // The refs object is rebuilt each render but its refs are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusAfterRender, step]);

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (issue?.field === field || (field === 'next' && issue?.field === 'confirm')) setIssue(null);
  };
  const fail = (field: Field, text: string) => {
    setIssue({ field, text });
    refs[field].current?.focus();
  };
  const refused = (error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    const field = FIELD_OF_ERROR[error.code] ?? null;
    setIssue({ field, text: serverMessage(error, t) });
    if (field) refs[field].current?.focus();
  };
  /** The server checked the captcha (and so used it up), or will want a new one next time. */
  const newCaptcha = () => {
    setValues((current) => ({ ...current, captcha: '' }));
    captcha.renew();
  };

  const selectWay = (next: Way) => {
    if (next === way) return;
    setWay(next);
    if (step !== 'ask') newCaptcha();
    setStep('ask');
    setSent(null);
    setIssue(null);
    countdown.reset();
  };

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const account = checkAccount(values.username);
    if (account) return fail('username', issueText(account, t));
    const username = cleanUsername(values.username);
    if (way === 'email') {
      const email = checkEmail(values.email, rules.emailPattern);
      if (email) return fail('email', issueText(email, t));
    } else {
      const mobile = checkLoginMobile(values.mobile, rules.mobile);
      if (mobile) return fail('mobile', issueText(mobile, t));
    }
    const typed = values.captcha.trim();
    if (!typed) return fail('captcha', issueText({ key: 'captcha_required' }, t));
    setBusy(true);
    setIssue(null);
    try {
      const answer =
        way === 'email'
          ? await forgotByEmail({ username, email: values.email.trim(), captcha: typed })
          : await forgotBySms({ username, mobileNumber: values.mobile.trim(), captcha: typed });
      setSent(answer);
      countdown.startSeconds(answer.resendSeconds);
      setValues((current) => ({ ...current, captcha: '', code: '' }));
      setStep('reset');
      setFocusAfterRender('code');
    } catch (error) {
      newCaptcha();
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  /** Another code: back to the request with the fields kept and a new captcha to type. */
  const resend = () => {
    newCaptcha();
    setStep('ask');
    setIssue({ field: null, text: t('auth_forgot_new_captcha'), info: true });
    setFocusAfterRender('captcha');
  };

  const reset = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const code = checkCode(values.code);
    if (code) return fail('code', issueText(code, t));
    const problem = checkPasswordChange({
      newPassword: values.next,
      confirmNewPassword: values.confirm,
      rule: rules.password,
    });
    if (problem)
      return fail(problem.key === 'in_confirmation_correct' ? 'confirm' : 'next', issueText(problem, t));
    setBusy(true);
    setIssue(null);
    try {
      await resetWithCode({
        username: cleanUsername(values.username),
        verificationCode: values.code.trim(),
        newPassword: values.next,
        confirmNewPassword: values.confirm,
        ...(way === 'email' ? { email: values.email.trim() } : { mobileNumber: values.mobile.trim() }),
      });
      setStep('done');
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const message = issue && (
    <p
      className={issue.info ? 'auth-info' : 'auth-error'}
      role={issue.info ? 'status' : 'alert'}
      data-testid={issue.info ? 'forgot-info' : 'forgot-error'}
    >
      {issue.text}
    </p>
  );

  return (
    <Modal
      title={t('auth_forgot_title')}
      onClose={closeForgot}
      testId="forgot-dialog"
      closeLabel={t('close')}
    >
      {step !== 'done' && (
        <AuthTabs
          tabs={['email', 'sms'] as const}
          current={way}
          label={(tab) => t(tab === 'email' ? 'auth_forgot_by_email' : 'auth_forgot_by_sms')}
          onSelect={selectWay}
          testId="forgot-tab"
        />
      )}
      {step === 'ask' && (
        <form className="auth-form" onSubmit={(event) => void ask(event)} noValidate>
          <AuthInput
            ref={refs.username}
            label={t('auth_username')}
            value={values.username}
            onValue={set('username')}
            invalid={issue?.field === 'username'}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            data-testid="forgot-username"
          />
          {way === 'email' ? (
            <AuthInput
              ref={refs.email}
              label={t('auth_email')}
              value={values.email}
              onValue={set('email')}
              invalid={issue?.field === 'email'}
              type="email"
              autoComplete="email"
              maxLength={254}
              data-testid="forgot-email"
            />
          ) : (
            <AuthInput
              ref={refs.mobile}
              label={t('auth_mobile')}
              value={values.mobile}
              onValue={set('mobile')}
              invalid={issue?.field === 'mobile'}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={32}
              data-testid="forgot-mobile"
            />
          )}
          <CaptchaInput
            ref={refs.captcha}
            captcha={captcha}
            value={values.captcha}
            onValue={set('captcha')}
            invalid={issue?.field === 'captcha'}
            testId="forgot-captcha"
          />
          {message}
          <button
            type="submit"
            className="btn btn--gold auth-submit"
            disabled={busy}
            data-testid="forgot-submit"
          >
            {t('auth_forgot_send')}
          </button>
        </form>
      )}
      {step === 'reset' && (
        <form className="auth-form" onSubmit={(event) => void reset(event)} noValidate>
          <p className="auth-info" role="status" data-testid="forgot-sent">
            {way === 'email'
              ? t('auth_forgot_email_sent', { minutes: sent?.expiredMinutes ?? 30 })
              : t('auth_forgot_sms_sent', { minutes: sent?.expiredMinutes ?? 5 })}
          </p>
          <CodeInput
            ref={refs.code}
            label={t('auth_reset_code')}
            value={values.code}
            onValue={set('code')}
            invalid={issue?.field === 'code'}
            testId="forgot-code"
            button={{
              seconds: countdown.seconds,
              sending: false,
              onClick: resend,
              testId: 'forgot-resend',
              label: t('auth_forgot_resend'),
            }}
          />
          <NewPasswordFields
            refs={refs}
            values={values}
            onValue={set}
            invalidField={issue?.field}
            testId="forgot"
          />
          {message}
          <button
            type="submit"
            className="btn btn--gold auth-submit"
            disabled={busy}
            data-testid="forgot-reset"
          >
            {t('auth_reset_submit')}
          </button>
        </form>
      )}
      {step === 'done' && (
        <div className="auth-form">
          <p className="auth-info" role="status" data-testid="forgot-done">
            {t('auth_reset_done')}
          </p>
          <button
            type="button"
            className="btn btn--gold auth-submit"
            onClick={closeForgot}
            data-testid="forgot-back"
          >
            {t('auth_back_to_login')}
          </button>
        </div>
      )}
    </Modal>
  );
}
