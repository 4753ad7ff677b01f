import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, LoginValue } from '@platform/shared';
import { ApiError } from '../../../lib/api';
import { readRememberedLogin, saveRememberedLogin } from '../remembered-login';
import { freeplayLogin, login, sendLoginSms } from '../api/auth';
import { openForgot, setFirebaseBind, setTelegramBind, useAuthUi, type LoginMethod } from '../auth-store';
import { FIREBASE_PROVIDER_NAMES } from '../firebase/sign-in';
import { useCaptcha } from '../hooks/useCaptcha';
import { useCountdown } from '../hooks/useCountdown';
import { useCountries, useLoginFlags, useLoginRules } from '../hooks/useAuthSettings';
import { acceptLogin, refuseLogin, type AuthNavigator, type FlowDeps } from '../login-actions';
import {
  checkCode,
  checkCountryCode,
  checkLoginMobile,
  checkMobile,
  checkPassword,
  checkPasswordLogin,
  checkUsername,
  cleanUsername,
  issueText,
  type RuleIssue,
} from '../validation';
import { ChangePasswordView } from './ChangePasswordView';
import { AuthInput, AuthTabs, CaptchaInput, CodeInput, PasswordInput } from './fields';
import { FirebaseLogin } from './FirebaseLogin';
import { TelegramLogin } from './TelegramLogin';
import { useTranslation } from '../../../lib/i18n';

export type LoginTab = 'username' | 'sms' | 'mobileNum';

type FieldName = 'username' | 'password' | 'mobile' | 'country' | 'code' | 'captcha';

interface Values {
  username: string;
  password: string;
  mobile: string;
  country: string;
  code: string;
  captcha: string;
}

const EMPTY: Values = { username: '', password: '', mobile: '', country: '', code: '', captcha: '' };

const TAB_TEXT: Record<LoginTab, string> = {
  username: 'auth_tab_username',
  sms: 'auth_tab_sms',
  mobileNum: 'auth_tab_mobile',
};

/** Which tabs show: username always, SMS code and mobile number per flag. */
export function loginTabs(flags: { smsLogin: boolean; mobileLogin: boolean }): LoginTab[] {
  const tabs: LoginTab[] = ['username'];
  if (flags.smsLogin) tabs.push('sms');
  if (flags.mobileLogin) tabs.push('mobileNum');
  return tabs;
}

/**
 * The login box of the /login page and the login modal: tabs, captcha on
 * demand, SMS code with countdown, free play, Telegram, register and forgot-password links,
 * and the change-password view while a login is held for it.
 */
export function LoginBox({
  navigator,
  next,
  variant,
}: {
  navigator: AuthNavigator;
  next: string | null;
  variant: 'page' | 'modal';
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ui = useAuthUi();
  const flags = useLoginFlags();
  const rules = useLoginRules();
  const countries = useCountries();
  const tabs = loginTabs(flags);
  const [chosen, setChosen] = useState<LoginTab>('username');
  const tab = tabs.includes(chosen) ? chosen : 'username';
  // The last user (cookie, 1 day) starts the username field; the remember choice its box.
  const [remembered] = useState(readRememberedLogin);
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, username: remembered.lastUser }));
  const [rememberPassword, setRememberPassword] = useState(remembered.rememberPassword);
  const [issue, setIssue] = useState<{ field: FieldName | null; text: string; info?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const bindAuth = ui.telegramBind;
  const firebaseBind = ui.firebaseBind;
  const countdown = useCountdown();
  // The SMS tab always shows the captcha: the server wants one before it sends a code.
  const active = !ui.twoFactor && !ui.forgotOpen && !ui.bind;
  const captcha = useCaptcha({ visible: captchaNeeded || tab === 'sms', active });

  const refs = {
    username: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    mobile: useRef<HTMLInputElement>(null),
    country: useRef<HTMLSelectElement>(null),
    code: useRef<HTMLInputElement>(null),
    captcha: useRef<HTMLInputElement>(null),
  };

  const deps: FlowDeps = useMemo(() => ({ queryClient, navigator }), [queryClient, navigator]);
  const dialing = values.country || countries.data?.[0]?.countryDialingCode || '';

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (issue?.field === field) setIssue(null);
  };

  const fail = (field: FieldName | null, problem: RuleIssue) => {
    setIssue({ field, text: issueText(problem, t) });
    if (field) refs[field].current?.focus();
  };

  /** Switching the login type clears the fields and the countdown. */
  const selectTab = (next: LoginTab) => {
    if (next === tab) return;
    setChosen(next);
    setValues(EMPTY);
    setIssue(null);
    countdown.reset();
  };

  /** The captcha was checked (and so used up) by the server: a new image, an empty field. */
  const captchaUsed = () => {
    setValues((current) => ({ ...current, captcha: '' }));
    if (captcha.visible) captcha.renew();
  };

  const check = (): { field: FieldName | null; problem: RuleIssue } | null => {
    if (tab === 'username') {
      const empty = checkPasswordLogin(values.username, values.password);
      if (empty) return { field: cleanUsername(values.username) ? 'password' : 'username', problem: empty };
      const name = checkUsername(values.username, rules.username);
      if (name) return { field: 'username', problem: name };
      const password = checkPassword(values.password, rules.password);
      if (password) return { field: 'password', problem: password };
    } else if (tab === 'mobileNum') {
      if (!values.mobile.trim() || !values.password) {
        const field = values.mobile.trim() ? 'password' : 'mobile';
        return { field, problem: { key: 'in_incorrect_password' } };
      }
      const mobile = checkMobile(values.mobile, rules.mobile);
      if (mobile) return { field: 'mobile', problem: mobile };
      const country = checkCountryCode(dialing);
      if (country) return { field: 'country', problem: country };
      const password = checkPassword(values.password, rules.password);
      if (password) return { field: 'password', problem: password };
    } else {
      const mobile = checkLoginMobile(values.mobile, rules.mobile);
      if (mobile) return { field: 'mobile', problem: mobile };
      const country = checkCountryCode(dialing);
      if (country) return { field: 'country', problem: country };
      const code = checkCode(values.code);
      if (code) return { field: 'code', problem: code };
    }
    if (captchaNeeded && !values.captcha.trim())
      return { field: 'captcha', problem: { key: 'captcha_required' } };
    return null;
  };

  const run = async (method: LoginMethod, password: string | null, call: () => Promise<LoginValue>) => {
    setBusy(true);
    const carried = Boolean(values.captcha.trim());
    const rides = method === 'username' || method === 'mobileNum';
    const telegramAuth = rides ? bindAuth : null;
    const firebase = rides ? firebaseBind : null;
    const context = { method, password, next, telegramAuth, firebase };
    try {
      const value = await call();
      if (carried) captchaUsed();
      await acceptLogin(value, context, deps);
      if (method === 'username') saveRememberedLogin(cleanUsername(values.username), rememberPassword);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const { captcha: wanted } = refuseLogin(error, context);
      if (wanted) setCaptchaNeeded(true);
      if (carried || wanted) captchaUsed();
      if (error.code === 'captcha_required' || error.code === 'captcha_invalid')
        refs.captcha.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = check();
    if (problem) {
      fail(problem.field, problem.problem);
      return;
    }
    setIssue(null);
    const captchaValue = values.captcha.trim() || undefined;
    const telegramAuth = bindAuth ?? undefined;
    // A Firebase sign-in from the bind dialog rides along and is bound by this login.
    const firebaseFields = firebaseBind
      ? { firebaseChannel: firebaseBind.channel, firebaseIdToken: firebaseBind.idToken }
      : {};
    if (tab === 'username') {
      const body: LoginRequest = {
        type: 'username',
        username: cleanUsername(values.username),
        password: values.password,
        captcha: captchaValue,
        telegramAuth,
        ...firebaseFields,
      };
      void run('username', values.password, () => login(body));
    } else if (tab === 'mobileNum') {
      const body: LoginRequest = {
        type: 'mobileNum',
        mobileNum: values.mobile.trim(),
        countryDialingCode: dialing || undefined,
        password: values.password,
        captcha: captchaValue,
        telegramAuth,
        ...firebaseFields,
      };
      void run('mobileNum', values.password, () => login(body));
    } else {
      const body: LoginRequest = {
        type: 'sms',
        mobileNum: values.mobile.trim(),
        countryDialingCode: dialing || undefined,
        verificationCode: values.code.trim(),
        captcha: captchaValue,
      };
      void run('sms', null, () => login(body));
    }
  };

  const sendCode = async () => {
    const mobile = checkLoginMobile(values.mobile, rules.mobile);
    if (mobile) return fail('mobile', mobile);
    const country = checkCountryCode(dialing);
    if (country) return fail('country', country);
    if (!values.captcha.trim()) return fail('captcha', { key: 'captcha_required' });
    setIssue(null);
    setSending(true);
    try {
      const minutes = await sendLoginSms({
        mobileNum: values.mobile.trim(),
        countryDialingCode: dialing,
        captcha: values.captcha.trim(),
      });
      countdown.start(minutes);
      setIssue({ field: null, text: t('code_sent'), info: true });
      refs.code.current?.focus();
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.code === 'captcha_required' || error.code === 'captcha_invalid')
      )
        refs.captcha.current?.focus();
    } finally {
      setSending(false);
      captchaUsed();
    }
  };

  const freeplay = () => {
    if (busy) return;
    void run('freeplay', null, freeplayLogin);
  };

  if (ui.passwordChange) {
    return (
      <div className={`auth-box auth-box--${variant}`} data-testid="login-box">
        <ChangePasswordView held={ui.passwordChange} deps={deps} />
      </div>
    );
  }

  const countrySelect = (
    <select
      ref={refs.country}
      className="auth-select"
      aria-label={t('auth_country_code')}
      value={dialing}
      onChange={(event) => set('country')(event.target.value)}
      data-testid="login-country"
    >
      {(countries.data ?? []).map((entry) => (
        <option key={`${entry.countryCode}-${entry.countryDialingCode}`} value={entry.countryDialingCode}>
          +{entry.countryDialingCode}
        </option>
      ))}
      {!countries.data?.length && <option value="">+</option>}
    </select>
  );

  const isInfo = Boolean(issue?.info);
  return (
    <div className={`auth-box auth-box--${variant}`} data-testid="login-box" data-tab={tab}>
      <AuthTabs
        tabs={tabs}
        current={tab}
        label={(value) => t(TAB_TEXT[value])}
        onSelect={selectTab}
        testId="login-tab"
      />
      <form className="auth-form" onSubmit={submit} noValidate>
        {tab === 'username' ? (
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
            data-testid="login-username"
          />
        ) : (
          <div className={`auth-field auth-phone${issue?.field === 'mobile' ? ' auth-field--invalid' : ''}`}>
            <div className="auth-field__row">
              {countrySelect}
              <input
                ref={refs.mobile}
                className="auth-input"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder={t('auth_mobile')}
                aria-label={t('auth_mobile')}
                aria-invalid={issue?.field === 'mobile' || undefined}
                value={values.mobile}
                maxLength={32}
                onChange={(event) => set('mobile')(event.target.value)}
                data-testid="login-mobile"
              />
            </div>
          </div>
        )}
        {tab !== 'sms' && (
          <PasswordInput
            ref={refs.password}
            label={t('auth_password')}
            value={values.password}
            onValue={set('password')}
            invalid={issue?.field === 'password'}
            autoComplete={rememberPassword ? 'current-password' : 'off'}
            maxLength={128}
            data-testid="login-password"
          />
        )}
        {tab === 'username' && (
          <label className="checkbox auth-remember">
            <input
              type="checkbox"
              checked={rememberPassword}
              onChange={(e) => setRememberPassword(e.target.checked)}
              data-testid="login-remember"
            />
            <span>{t('auth_remember_password')}</span>
          </label>
        )}
        {captcha.visible && (
          <CaptchaInput
            ref={refs.captcha}
            captcha={captcha}
            value={values.captcha}
            onValue={set('captcha')}
            invalid={issue?.field === 'captcha'}
          />
        )}
        {tab === 'sms' && (
          <CodeInput
            ref={refs.code}
            label={t('auth_code')}
            value={values.code}
            onValue={set('code')}
            invalid={issue?.field === 'code'}
            testId="login-code"
            button={{
              seconds: countdown.seconds,
              sending,
              onClick: () => void sendCode(),
              testId: 'login-get-code',
            }}
          />
        )}
        {(bindAuth || firebaseBind) && (
          <p className="auth-note" data-testid="login-bind-note">
            {firebaseBind
              ? t('auth_bind_pending_firebase', { provider: FIREBASE_PROVIDER_NAMES[firebaseBind.channel] })
              : t('auth_bind_pending')}{' '}
            <button
              type="button"
              className="auth-link"
              onClick={() => {
                setTelegramBind(null);
                setFirebaseBind(null);
              }}
            >
              {t('auth_bind_drop')}
            </button>
          </p>
        )}
        {issue && (
          <p
            className={isInfo ? 'auth-info' : 'auth-error'}
            role={isInfo ? 'status' : 'alert'}
            data-testid={isInfo ? 'login-info' : 'login-error'}
          >
            {issue.text}
          </p>
        )}
        <button
          type="submit"
          className="btn btn--gold auth-submit"
          disabled={busy}
          data-testid="login-submit"
        >
          {busy ? t('auth_submitting') : t('auth_submit')}
        </button>
      </form>
      <div className="auth-links">
        <button type="button" className="auth-link" onClick={openForgot} data-testid="login-forgot">
          {t('auth_forgot')}
        </button>
        <span className="auth-links__register">
          {t('no_account')}{' '}
          <a
            href="/register"
            data-testid="to-register"
            onClick={(event) => {
              event.preventDefault();
              navigator.navigate('/register');
            }}
          >
            {t('register')}
          </a>
        </span>
      </div>
      {(flags.freeplay || flags.telegram || flags.firebase) && (
        <div className="auth-alt">
          <span className="auth-alt__or">{t('auth_or')}</span>
          {flags.freeplay && (
            <button
              type="button"
              className="btn btn--ghost auth-alt__btn"
              disabled={busy}
              onClick={freeplay}
              data-testid="login-freeplay"
            >
              {t('auth_free_play')}
            </button>
          )}
          {flags.telegram && <TelegramLogin deps={deps} next={next} />}
          {flags.firebase && <FirebaseLogin deps={deps} next={next} />}
        </div>
      )}
    </div>
  );
}
