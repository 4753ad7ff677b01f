import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { CaptchaState } from '../hooks/useCaptcha';
import { useTranslation } from '../../../lib/i18n';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValue(value: string): void;
  invalid?: boolean;
  /** Shown under the input, e.g. what the field expects. */
  hint?: string;
  /** Rendered inside the input's row, after it (a button). */
  trailing?: ReactNode;
};

/** A labelled input of the auth forms; `invalid` highlights it (an empty required field, for one). */
export const AuthInput = forwardRef<HTMLInputElement, InputProps>(function AuthInput(
  { label, value, onValue, invalid, hint, trailing, className, ...rest },
  ref,
) {
  const id = useId();
  return (
    <div className={`auth-field${invalid ? ' auth-field--invalid' : ''}`}>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <div className="auth-field__row">
        <input
          ref={ref}
          id={id}
          className={`auth-input${className ? ` ${className}` : ''}`}
          placeholder={label}
          value={value}
          aria-invalid={invalid || undefined}
          onChange={(event) => onValue(event.target.value)}
          {...rest}
        />
        {trailing}
      </div>
      {hint && <p className="auth-field__hint">{hint}</p>}
    </div>
  );
});

/** A password input with a show/hide toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type' | 'trailing'>>(
  function PasswordInput(props, ref) {
    const { t } = useTranslation();
    const [shown, setShown] = useState(false);
    return (
      <AuthInput
        ref={ref}
        {...props}
        type={shown ? 'text' : 'password'}
        trailing={
          <button
            type="button"
            className="auth-field__toggle"
            aria-label={t(shown ? 'auth_hide_password' : 'auth_show_password')}
            aria-pressed={shown}
            onClick={() => setShown((value) => !value)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                fill="currentColor"
                d="M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7Zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"
              />
              {!shown && <path stroke="currentColor" strokeWidth="2" d="M4 4l16 16" />}
            </svg>
          </button>
        }
      />
    );
  },
);

/** The captcha input with its image; a click on the image asks for a new one (throttled). */
export const CaptchaInput = forwardRef<
  HTMLInputElement,
  { captcha: CaptchaState; value: string; onValue(value: string): void; invalid?: boolean; testId?: string }
>(function CaptchaInput({ captcha, value, onValue, invalid, testId = 'captcha' }, ref) {
  const { t } = useTranslation();
  return (
    <AuthInput
      ref={ref}
      label={t('auth_captcha')}
      value={value}
      onValue={onValue}
      invalid={invalid}
      maxLength={16}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      data-testid={`${testId}-input`}
      trailing={
        <button
          type="button"
          className="auth-captcha"
          title={t('auth_captcha_image')}
          aria-label={t('auth_captcha_image')}
          data-testid={`${testId}-image`}
          onClick={captcha.refreshByClick}
        >
          {captcha.image ? (
            <img src={captcha.image} alt="" width={120} height={40} />
          ) : (
            <span className="auth-captcha__placeholder">
              {captcha.failed ? '↻' : t('auth_captcha_loading')}
            </span>
          )}
        </button>
      }
    />
  );
});

/** The "get code" button: disabled while sending and during the countdown. */
export function CodeButton({
  seconds,
  sending,
  onClick,
  testId,
  label,
}: {
  seconds: number;
  sending: boolean;
  onClick(): void;
  testId: string;
  /** The idle text; "Get Code" unless given. */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="auth-code-btn"
      disabled={sending || seconds > 0}
      onClick={onClick}
      data-testid={testId}
    >
      {seconds > 0
        ? t('auth_code_wait', { seconds })
        : sending
          ? t('auth_captcha_loading')
          : (label ?? t('auth_get_code'))}
    </button>
  );
}

/** A one-time code input with its "get code" button (login by SMS, password reset). */
export const CodeInput = forwardRef<
  HTMLInputElement,
  {
    label: string;
    value: string;
    onValue(value: string): void;
    invalid?: boolean;
    testId: string;
    /** The button: its countdown, whether a code is being sent, what a click does. */
    button: { seconds: number; sending: boolean; onClick(): void; testId: string; label?: string };
  }
>(function CodeInput({ label, value, onValue, invalid, testId, button }, ref) {
  return (
    <AuthInput
      ref={ref}
      label={label}
      value={value}
      onValue={onValue}
      invalid={invalid}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={10}
      data-testid={testId}
      trailing={<CodeButton {...button} />}
    />
  );
});

/** The new password and its confirmation, as every password-setting form asks for them. */
export function NewPasswordFields({
  refs,
  values,
  onValue,
  invalidField,
  testId,
  autoFocus,
}: {
  refs: { next: Ref<HTMLInputElement>; confirm: Ref<HTMLInputElement> };
  values: { next: string; confirm: string };
  onValue(field: 'next' | 'confirm'): (value: string) => void;
  /** The field an issue points at, if any. */
  invalidField?: string | null;
  /** Prefix of the inputs' test ids: `${testId}-new`, `${testId}-confirm`. */
  testId: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        ref={refs.next}
        label={t('auth_new_password')}
        value={values.next}
        onValue={onValue('next')}
        invalid={invalidField === 'next'}
        autoComplete="new-password"
        maxLength={128}
        autoFocus={autoFocus}
        data-testid={`${testId}-new`}
      />
      <PasswordInput
        ref={refs.confirm}
        label={t('auth_confirm_password')}
        value={values.confirm}
        onValue={onValue('confirm')}
        invalid={invalidField === 'confirm'}
        autoComplete="new-password"
        maxLength={128}
        data-testid={`${testId}-confirm`}
      />
    </>
  );
}

/** Tabs as buttons; only the given ones show. */
export function AuthTabs<T extends string>({
  tabs,
  current,
  label,
  onSelect,
  testId,
}: {
  tabs: readonly T[];
  current: T;
  label(tab: T): string;
  onSelect(tab: T): void;
  testId: string;
}) {
  if (tabs.length < 2) return null;
  return (
    <div className="auth-tabs" role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === current}
          className={`auth-tab${tab === current ? ' auth-tab--active' : ''}`}
          data-testid={`${testId}-${tab}`}
          onClick={() => onSelect(tab)}
        >
          {label(tab)}
        </button>
      ))}
    </div>
  );
}
