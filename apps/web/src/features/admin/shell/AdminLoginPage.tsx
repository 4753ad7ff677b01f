import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { adminSessionApi } from '@platform/shared';
import { ApiError } from '../../../lib/api-client';
import { adminApi } from '../admin-api';
import { getAdminToken, setAdminToken } from '../admin-session';
import { safeNext } from '../admin-menu';
import { EditForm } from '../ui/EditForm';
import { TextField } from '../ui/fields';
import { checkAll, hasErrors, maxLength, required, type FieldError } from '../ui/validation';
import { AdminLanguageSwitch } from './AdminLanguageSwitch';
import { useTranslation } from '../../../lib/i18n';

/** The catalogue text of an error code in the operator's language, else the server's message. */
export function errorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError) {
    const own = t(error.code);
    if (own && own !== error.code) return own;
    if (error.message) return error.message;
  }
  return t('adm_unknown_error');
}

export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<'username' | 'password', FieldError>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const next = safeNext(params.get('next'));

  if (getAdminToken() && !busy) return <Navigate to={next} replace />;

  const submit = async () => {
    const found = checkAll(values, {
      username: [required, maxLength(32)],
      password: [required, maxLength(128)],
    });
    setErrors(found);
    if (hasErrors(found) || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await adminApi.call(
        adminSessionApi.login,
        { body: { username: values.username.trim(), password: values.password } },
        { alert: false },
      );
      setAdminToken(answer.token);
      queryClient.removeQueries({ queryKey: ['admin'] });
      void navigate(next, { replace: true });
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="adm adm-login">
      <div className="adm-login__lang">
        <AdminLanguageSwitch />
      </div>
      <EditForm
        className="adm-login__card"
        actionsClassName="adm-login__actions"
        onSubmit={() => void submit()}
        busy={busy}
        block
        submitLabel={busy ? t('adm_signing_in') : t('adm_sign_in')}
        submitTestId="adm-login-submit"
        testId="adm-login-form"
      >
        <h1 className="adm-login__title">{t('adm_login_title')}</h1>
        <p className="adm-login__subtitle">{t('adm_login_subtitle')}</p>
        <TextField
          label={t('adm_username')}
          value={values.username}
          onChange={(username) => setValues((v) => ({ ...v, username }))}
          error={errors.username}
          autoComplete="username"
          maxLength={32}
          testId="adm-login-username"
        />
        <TextField
          label={t('adm_password')}
          type="password"
          value={values.password}
          onChange={(password) => setValues((v) => ({ ...v, password }))}
          error={errors.password}
          autoComplete="current-password"
          maxLength={128}
          testId="adm-login-password"
        />
        {failure && (
          <p className="adm-login__failure" role="alert" data-testid="adm-login-error">
            {failure}
          </p>
        )}
      </EditForm>
    </div>
  );
}
