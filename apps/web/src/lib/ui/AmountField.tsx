import { FieldRow } from './FieldRow';
import { useTranslation } from '../i18n';

/**
 * An amount input: decimal keyboard on phones, an optional "all" button, the allowed range under
 * it and quick picks. Amounts stay text until sent, so nothing is rounded on the way.
 */
export function AmountField({
  label,
  value,
  onChange,
  error,
  hint,
  onAll,
  quick,
  testId = 'amount',
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  hint?: string | null;
  /** Fills in everything that may be spent. */
  onAll?: () => void;
  quick?: { value: string; label: string }[];
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="wallet-amount">
      <FieldRow
        label={label}
        required
        type="text"
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        testId={testId}
        trailing={
          onAll && (
            <button
              type="button"
              className="btn btn--ghost wallet-amount__all"
              onClick={onAll}
              data-testid={`${testId}-all`}
            >
              {t('wal_all')}
            </button>
          )
        }
      />
      {hint && (
        <p className="wallet-hint" data-testid={`${testId}-hint`}>
          {hint}
        </p>
      )}
      {quick && quick.length > 0 && (
        <div className="wallet-quick" data-testid={`${testId}-quick`}>
          {quick.map((item) => (
            <button
              key={item.value}
              type="button"
              className={`wallet-quick__chip${item.value === value ? ' wallet-quick__chip--on' : ''}`}
              onClick={() => onChange(item.value)}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
