import { useEffect, useState } from 'react';
import { isDay } from '../../../lib/date-range';
import { CalendarButton } from './CalendarButton';
import { dayOffset } from './format';
import { useTranslation } from '../../../lib/i18n';

export interface DayRange {
  from: string;
  to: string;
}

/** The last `days` days up to today, e.g. 7 → today and the six days before. */
export function lastDays(days: number, today: Date = new Date()): DayRange {
  return { from: dayOffset(-(days - 1), today), to: dayOffset(0, today) };
}

const PRESETS = [
  { days: 1, key: 'adm_range_today' },
  { days: 7, key: 'adm_range_7' },
  { days: 14, key: 'adm_range_14' },
  { days: 30, key: 'adm_range_30' },
] as const;

/**
 * A day typed as yyyy-mm-dd or picked in the calendar. What is typed is handed up only once it
 * is a whole day (or empty), so a half-typed date never reaches a query.
 */
function DayInput({
  label,
  value,
  onChange,
  min,
  max,
  testId,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  min?: string;
  max?: string;
  testId: string;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const valid = draft === '' || isDay(draft);
  return (
    <label className="adm-field">
      <span className="adm-field__label">{label}</span>
      <span className="adm-date">
        <input
          className="adm-input adm-date__input"
          value={draft}
          placeholder="yyyy-mm-dd"
          inputMode="numeric"
          maxLength={10}
          aria-invalid={valid ? undefined : true}
          data-testid={testId}
          onChange={(e) => {
            const next = e.target.value.trim();
            setDraft(next);
            if (next === '' || isDay(next)) onChange(next);
          }}
        />
        <CalendarButton value={value} onPick={onChange} min={min} max={max} testId={testId} />
      </span>
    </label>
  );
}

/** Two day fields and a few common ranges; days are YYYY-MM-DD in the operator's time zone. */
export function DateRangePicker({
  value,
  onChange,
  testId = 'adm-range',
  presets = true,
}: {
  value: DayRange;
  onChange: (next: DayRange) => void;
  testId?: string;
  presets?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="adm-range" data-testid={testId}>
      <DayInput
        label={t('adm_from')}
        value={value.from}
        max={value.to || undefined}
        testId={`${testId}-from`}
        onChange={(from) => onChange({ ...value, from })}
      />
      <DayInput
        label={t('adm_to')}
        value={value.to}
        min={value.from || undefined}
        testId={`${testId}-to`}
        onChange={(to) => onChange({ ...value, to })}
      />
      {presets && (
        <div className="adm-range__presets">
          {PRESETS.map((p) => (
            <button
              key={p.days}
              type="button"
              className="adm-chip"
              data-testid={`${testId}-preset-${p.days}`}
              onClick={() => onChange(lastDays(p.days))}
            >
              {t(p.key)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
