import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api';
import { changePassword, dropHeldLogin } from '../api/auth';
import { releasePasswordChange, type HeldPasswordChange } from '../auth-store';
import { useLoginRules } from '../hooks/useAuthSettings';
import { completeLogin, type FlowDeps } from '../login-actions';
import { PASSWORD_CHANGE_MS, createThrottle } from '../throttle';
import { checkPasswordChange, issueText } from '../validation';
import { NewPasswordFields, PasswordInput } from './fields';
import { useTranslation } from '../../../lib/i18n';

type Field = 'old' | 'next' | 'confirm';

/**
 * The forced password change: new password and confirmation; the old password is
 * the one typed at login, or the well-known default when the login had none. When neither is
 * known (a reload) or the default was wrong, the old password is asked for. Throttled to once
 * per 3 s; on success the login completes and the person goes to /index.
 */
export function ChangePasswordView({ held, deps }: { held: HeldPasswordChange; deps: FlowDeps }) {
  const { t } = useTranslation();
  const rules = useLoginRules();
  const throttle = useRef(createThrottle(PASSWORD_CHANGE_MS));
  const [askOld, setAskOld] = useState(held.oldPassword === null);
  const [values, setValues] = useState({ old: '', next: '', confirm: '' });
  const [issue, setIssue] = useState<{ field: Field | null; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const refs = {
    old: useRef<HTMLInputElement>(null),
    next: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Changing the password re-triggers the confirmation check.
    if (issue?.field === field || (field === 'next' && issue?.field === 'confirm')) setIssue(null);
  };

  const fail = (field: Field | null, text: string) => {
    setIssue({ field, text });
    if (field) refs[field].current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || done) return;
    if (askOld && !values.old) return fail('old', t('in_incorrect_password'));
    const problem = checkPasswordChange({
      newPassword: values.next,
      confirmNewPassword: values.confirm,
      rule: rules.password,
    });
    if (problem) {
      const field = problem.key === 'in_confirmation_correct' ? 'confirm' : 'next';
      return fail(field, issueText(problem, t));
    }
    if (!throttle.current.tryRun()) return fail(null, t('auth_cpw_wait'));
    setIssue(null);
    setBusy(true);
    try {
      await changePassword(
        {
          oldPassword: askOld ? values.old : (held.oldPassword ?? ''),
          newPassword: values.next,
          confirmNewPassword: values.confirm,
        },
        held.login.token,
      );
      setDone(true);
      await completeLogin({ ...held.login, passwordExpired: false }, deps, {
        next: null,
        afterPasswordChange: true,
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === 'old.password.incorrect') {
        // The assumed default was not it (or the typed one changed meanwhile): ask for it.
        setAskOld(true);
        setValues((current) => ({ ...current, old: '' }));
        setTimeout(() => refs.old.current?.focus(), 0);
      } else if (error.code === 'in_confirmation_correct') {
        refs.confirm.current?.focus();
      } else if (error.code === 'in_password_incorrect' || error.code === 'password.unchanged') {
        refs.next.current?.focus();
      }
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    void dropHeldLogin(held.login.token);
    releasePasswordChange();
  };

  return (
    <form
      className="auth-form auth-cpw"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="change-password"
    >
      <h2 className="auth-heading">{t('auth_cpw_title')}</h2>
      <p className="auth-note">{t('auth_cpw_intro')}</p>
      {askOld && (
        <PasswordInput
          ref={refs.old}
          label={t('auth_old_password')}
          value={values.old}
          onValue={set('old')}
          invalid={issue?.field === 'old'}
          autoComplete="current-password"
          maxLength={128}
          data-testid="cpw-old"
        />
      )}
      <NewPasswordFields
        refs={refs}
        values={values}
        onValue={set}
        invalidField={issue?.field}
        testId="cpw"
        autoFocus
      />
      {issue && (
        <p className="auth-error" role="alert" data-testid="cpw-error">
          {issue.text}
        </p>
      )}
      {done && (
        <p className="auth-info" role="status" data-testid="cpw-done">
          {t('auth_cpw_done')}
        </p>
      )}
      <button
        type="submit"
        className="btn btn--gold auth-submit"
        disabled={busy || done}
        data-testid="cpw-submit"
      >
        {t('auth_cpw_submit')}
      </button>
      <button type="button" className="auth-link auth-link--center" onClick={cancel} disabled={busy || done}>
        {t('auth_back_to_login')}
      </button>
    </form>
  );
}
