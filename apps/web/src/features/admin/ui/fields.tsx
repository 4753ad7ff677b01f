import { useId, type ReactNode, type InputHTMLAttributes, type SelectHTMLAttributes } from 'react';
import type { FieldError } from './validation';
import { useTranslation } from '../../../lib/i18n';

interface FieldFrameProps {
  label: string;
  error?: FieldError | null;
  hint?: string;
  testId: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}

/** Label, control and its message; the message names the field for screen readers too. */
export function FieldFrame({ label, error, hint, testId, children }: FieldFrameProps) {
  const { t } = useTranslation();
  const id = useId();
  const messageId = `${id}-msg`;
  const hasMessage = Boolean(error || hint);
  return (
    <div className={error ? 'adm-field adm-field--error' : 'adm-field'}>
      <label className="adm-field__label" htmlFor={id}>
        {label}
      </label>
      {children(id, hasMessage ? messageId : undefined)}
      {error ? (
        <span className="adm-field__error" id={messageId} role="alert" data-testid={`error-${testId}`}>
          {t(error.key, error.values)}
        </span>
      ) : hint ? (
        <span className="adm-field__hint" id={messageId}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: FieldError | null;
  hint?: string;
  testId: string;
};

export function TextField({ label, value, onChange, error, hint, testId, ...rest }: InputProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} testId={testId}>
      {(id, describedBy) => (
        <input
          {...rest}
          id={id}
          className="adm-input"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={testId}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  value,
  onChange,
  error,
  hint,
  testId,
  rows = 3,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: FieldError | null;
  hint?: string;
  testId: string;
  rows?: number;
  maxLength?: number;
}) {
  return (
    <FieldFrame label={label} error={error} hint={hint} testId={testId}>
      {(id, describedBy) => (
        <textarea
          id={id}
          className="adm-input adm-textarea"
          value={value}
          rows={rows}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={testId}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FieldFrame>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'id'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: FieldError | null;
  testId: string;
};

export function SelectField({ label, value, onChange, options, error, testId, ...rest }: SelectProps) {
  return (
    <FieldFrame label={label} error={error} testId={testId}>
      {(id, describedBy) => (
        <select
          {...rest}
          id={id}
          className="adm-input"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={testId}
          onChange={(e) => onChange(e.target.value)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  testId,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
  disabled?: boolean;
}) {
  return (
    <label className="adm-check">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        data-testid={testId}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

/** A choice among codes shown as they are (types, positions, languages). */
export function CodeSelectField<C extends string>({
  label,
  codes,
  value,
  onChange,
  testId,
}: {
  label: string;
  codes: readonly C[];
  value: C;
  onChange: (value: C) => void;
  testId: string;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      options={codes.map((code) => ({ value: code, label: code }))}
      onChange={(code) => onChange(code as C)}
      testId={testId}
    />
  );
}
