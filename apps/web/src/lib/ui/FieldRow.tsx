import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/** One labelled input of the account forms, with its error line and an optional trailing control. */
export function FieldRow({
  label,
  error,
  required,
  trailing,
  inputRef,
  testId,
  ...input
}: {
  label: string;
  error?: string | null;
  required?: boolean;
  trailing?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  testId?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div
      className={`form-row${error ? ' form-row--error' : ''}`}
      data-testid={testId ? `row-${testId}` : undefined}
    >
      <label className="form-row__label" htmlFor={id}>
        {label}
        {required && (
          <span className="form-row__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className="form-row__control">
        <input
          id={id}
          ref={inputRef}
          className="form-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          data-testid={testId}
          {...input}
        />
        {trailing}
      </div>
      {error && (
        <p
          className="form-row__error"
          id={errorId}
          role="alert"
          data-testid={testId ? `error-${testId}` : undefined}
        >
          {error}
        </p>
      )}
    </div>
  );
}
