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
      <label className="adm-field">
        <span className="adm-field__label">{t('adm_from')}</span>
        <input
          type="date"
          className="adm-input"
          value={value.from}
          max={value.to || undefined}
          data-testid={`${testId}-from`}
          onChange={(e) => onChange({ ...value, from: e.target.value })}
        />
      </label>
      <label className="adm-field">
        <span className="adm-field__label">{t('adm_to')}</span>
        <input
          type="date"
          className="adm-input"
          value={value.to}
          min={value.from || undefined}
          data-testid={`${testId}-to`}
          onChange={(e) => onChange({ ...value, to: e.target.value })}
        />
      </label>
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
