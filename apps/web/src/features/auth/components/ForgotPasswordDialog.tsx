import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { forgotByEmail, forgotBySms, resetWithCode } from '../api/auth';
import { closeForgot } from '../auth-store';
import { useLoginRules } from '../hooks/useAuthSettings';
import {
  checkAccount,
  checkCode,
  checkEmail,
  checkLoginMobile,
  checkPasswordChange,
  cleanUsername,
  issueText,
} from '../validation';
import { AuthInput, AuthTabs, PasswordInput } from './fields';
import { Modal } from '../../../lib/ui/Modal';

type Way = 'email' | 'sms';
type Step = 'ask' | 'reset' | 'sent' | 'done';
type Field = 'username' | 'email' | 'mobile' | 'code' | 'next' | 'confirm';

/**
 * Forgot password (spec 2, 3, 5): by e-mail (form-encoded username and e-mail), after which the
 * e-mailed code sets a new password through /wps/member/password/verification; or by SMS,
 * which sends a temporary password to the bound number that must be changed at the next login.
 */
export function ForgotPasswordDialog() {
  const { t } = useTranslation();
  const rules = useLoginRules();
  const [way, setWay] = useState<Way>('email');
  const [step, setStep] = useState<Step>('ask');
  const [values, setValues] = useState({
    username: '',
    email: '',
    mobile: '',
    code: '',
    next: '',
    confirm: '',
  });
  const [issue, setIssue] = useState<{ field: Field | null; text: string } | null>(null);
  const [minutes, setMinutes] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = {
    username: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    mobile: useRef<HTMLInputElement>(null),
    code: useRef<HTMLInputElement>(null),
    next: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (issue?.field === field || (field === 'next' && issue?.field === 'confirm')) setIssue(null);
  };
  const fail = (field: Field, text: string) => {
    setIssue({ field, text });
    refs[field].current?.focus();
  };

  const selectWay = (next: Way) => {
    setWay(next);
    setStep('ask');
    setIssue(null);
  };

  const attempt = async (call: () => Promise<void>) => {
    setBusy(true);
    setIssue(null);
    try {
      await call();
    } catch (error) {
      // The api client showed the server's message.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  };

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const account = checkAccount(values.username);
    if (account) return fail('username', issueText(account, t));
    const username = cleanUsername(values.username);
    if (way === 'email') {
      const email = checkEmail(values.email, rules.emailPattern);
      if (email) return fail('email', issueText(email, t));
      void attempt(async () => {
        setMinutes(await forgotByEmail(username, values.email.trim()));
        setStep('reset');
      });
    } else {
      const mobile = checkLoginMobile(values.mobile, rules.mobile);
      if (mobile) return fail('mobile', issueText(mobile, t));
      void attempt(async () => {
        await forgotBySms(username, values.mobile.trim());
        setStep('sent');
      });
    }
  };

  const reset = (event: FormEvent) => {
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
    void attempt(async () => {
      await resetWithCode({
        username: cleanUsername(values.username),
        verificationCode: values.code.trim(),
        newPassword: values.next,
        confirmNewPassword: values.confirm,
      });
      setStep('done');
    });
  };

  const error = issue && (
    <p className="auth-error" role="alert" data-testid="forgot-error">
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
      <AuthTabs
        tabs={['email', 'sms'] as const}
        current={way}
        label={(tab) => t(tab === 'email' ? 'auth_forgot_by_email' : 'auth_forgot_by_sms')}
        onSelect={selectWay}
        testId="forgot-tab"
      />
      {step === 'ask' && (
        <form className="auth-form" onSubmit={ask} noValidate>
          <AuthInput
            ref={refs.username}
            label={t('auth_username')}
            value={values.username}
            onValue={set('username')}
            invalid={issue?.field === 'username'}
            autoComplete="username"
            autoCapitalize="none"
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
              maxLength={32}
              data-testid="forgot-mobile"
            />
          )}
          {error}
          <button
            type="submit"
            className="btn btn--gold auth-submit"
            disabled={busy}
            data-testid="forgot-submit"
          >
            {t(way === 'email' ? 'auth_forgot_send_email' : 'auth_forgot_send_sms')}
          </button>
        </form>
      )}
      {step === 'reset' && (
        <form className="auth-form" onSubmit={reset} noValidate>
          <p className="auth-info" role="status" data-testid="forgot-sent">
            {t('auth_forgot_email_sent', { minutes: minutes ?? 30 })}
          </p>
          <AuthInput
            ref={refs.code}
            label={t('auth_reset_code')}
            value={values.code}
            onValue={set('code')}
            invalid={issue?.field === 'code'}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={10}
            data-testid="forgot-code"
          />
          <PasswordInput
            ref={refs.next}
            label={t('auth_new_password')}
            value={values.next}
            onValue={set('next')}
            invalid={issue?.field === 'next'}
            autoComplete="new-password"
            maxLength={128}
            data-testid="forgot-new"
          />
          <PasswordInput
            ref={refs.confirm}
            label={t('auth_confirm_password')}
            value={values.confirm}
            onValue={set('confirm')}
            invalid={issue?.field === 'confirm'}
            autoComplete="new-password"
            maxLength={128}
            data-testid="forgot-confirm"
          />
          {error}
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
      {(step === 'sent' || step === 'done') && (
        <div className="auth-form">
          <p className="auth-info" role="status" data-testid="forgot-done">
            {t(step === 'sent' ? 'auth_forgot_sms_sent' : 'auth_reset_done')}
          </p>
          <button type="button" className="btn btn--gold auth-submit" onClick={closeForgot}>
            {t('auth_back_to_login')}
          </button>
        </div>
      )}
    </Modal>
  );
}
