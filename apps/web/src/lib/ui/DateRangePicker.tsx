import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { localeOf, useTranslation } from '../i18n';
import { useDismiss } from './use-dismiss';
import {
  addDays,
  dayOf,
  dayPickable,
  isFutureDay,
  lastDays,
  monthGrid,
  monthOf,
  rangeIssue,
  rangeOfClicks,
  shiftMonth,
  weekdayInitials,
  type Day,
  type DayRange,
  type RangeIssue,
} from '../date-range';

/** Quick choices, in days counted back from today; those longer than the limit are left out. */
const PRESETS = [
  { key: 'ag_date_today', days: 1, offset: 0 },
  { key: 'ag_date_yesterday', days: 1, offset: 1 },
  { key: 'ag_date_last7', days: 7, offset: 0 },
  { key: 'ag_date_last30', days: 30, offset: 0 },
] as const;

/**
 * The agent pages' date range: a button showing "yyyy-mm-dd ~ yyyy-mm-dd" that opens a calendar
 * and two typed fields. Days after today are disabled and a range never passes
 * `maxDays`; the range is handed up only when it is valid, so callers never query a bad one.
 */
export function DateRangePicker({
  value,
  onChange,
  maxDays,
  today: todayProp,
  testId = 'date-range',
}: {
  value: DayRange;
  onChange(range: DayRange): void;
  maxDays: number;
  /** The current day; tests pin it, the app uses the local calendar. */
  today?: Day;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const today = todayProp ?? dayOf(Date.now());
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(() => shiftMonth(value.end, 0));
  const [pendingStart, setPendingStart] = useState<Day | null>(null);
  const [typed, setTyped] = useState<DayRange>(value);
  const [issue, setIssue] = useState<RangeIssue | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const weekdays = useMemo(() => weekdayInitials(localeOf()), [i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps

  // Opening starts from the range in force, on the month of its end.
  useEffect(() => {
    if (!open) return;
    setTyped({ start: value.start, end: value.end });
    setIssue(null);
    setPendingStart(null);
    setMonth(shiftMonth(value.end, 0));
  }, [open, value.start, value.end]);

  useDismiss(open, rootRef, () => setOpen(false));

  const apply = (range: DayRange): boolean => {
    const problem = rangeIssue(range, today, maxDays);
    setIssue(problem);
    if (problem) return false;
    onChange(range);
    setOpen(false);
    return true;
  };

  const onDay = (day: Day) => {
    if (!pendingStart) {
      setPendingStart(day);
      setTyped({ start: day, end: day });
      return;
    }
    setPendingStart(null);
    apply(rangeOfClicks(pendingStart, day));
  };

  const onTyped = (event: FormEvent) => {
    event.preventDefault();
    apply({ start: typed.start.trim(), end: typed.end.trim() });
  };

  const grid = monthGrid(month);
  const canGoNext = monthOf(shiftMonth(month, 1)) <= monthOf(today);
  const inRange = (day: Day) =>
    pendingStart ? day === pendingStart : day >= value.start && day <= value.end;

  return (
    <div className="ag-range" ref={rootRef} data-testid={testId}>
      <button
        type="button"
        className="ag-range__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('ag_date_choose')}
        onClick={() => setOpen((was) => !was)}
        data-testid={`${testId}-open`}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="ag-range__icon">
          <path
            d="M5 6h14v14H5zM5 10h14M9 4v4M15 4v4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.7"
            strokeLinecap="round"
          />
        </svg>
        <span data-testid={`${testId}-value`}>
          {value.start} ~ {value.end}
        </span>
      </button>
      {open && (
        <div className="ag-range__panel" id={panelId} role="dialog" aria-label={t('ag_date_choose')}>
          <div className="ag-range__presets">
            {PRESETS.filter((p) => p.days <= maxDays).map((preset) => (
              <button
                key={preset.key}
                type="button"
                className="ag-chip"
                data-testid={`${testId}-preset-${preset.days}-${preset.offset}`}
                onClick={() => apply(lastDays(addDays(today, -preset.offset), preset.days))}
              >
                {t(preset.key)}
              </button>
            ))}
          </div>
          <div className="ag-range__month">
            <button
              type="button"
              className="ag-range__step"
              aria-label={t('ag_date_prev_month')}
              onClick={() => setMonth(shiftMonth(month, -1))}
              data-testid={`${testId}-prev-month`}
            >
              ‹
            </button>
            <span className="ag-range__month-name" data-testid={`${testId}-month`}>
              {monthOf(month)}
            </span>
            <button
              type="button"
              className="ag-range__step"
              aria-label={t('ag_date_next_month')}
              disabled={!canGoNext}
              onClick={() => setMonth(shiftMonth(month, 1))}
              data-testid={`${testId}-next-month`}
            >
              ›
            </button>
          </div>
          <div className="ag-range__grid" role="grid">
            {weekdays.map((name, i) => (
              <span key={i} className="ag-range__weekday" aria-hidden="true">
                {name}
              </span>
            ))}
            {grid.map((day, i) =>
              day ? (
                <button
                  key={day}
                  type="button"
                  className={`ag-range__day${inRange(day) ? ' ag-range__day--on' : ''}${
                    day === today ? ' ag-range__day--today' : ''
                  }`}
                  disabled={!dayPickable(day, today, maxDays, pendingStart)}
                  aria-label={day}
                  aria-pressed={inRange(day)}
                  data-day={day}
                  data-future={isFutureDay(day, today) || undefined}
                  onClick={() => onDay(day)}
                >
                  {Number(day.slice(8))}
                </button>
              ) : (
                <span key={`gap-${i}`} />
              ),
            )}
          </div>
          <form className="ag-range__typed" onSubmit={onTyped} noValidate>
            <input
              className="form-input ag-range__input"
              value={typed.start}
              placeholder="yyyy-mm-dd"
              inputMode="numeric"
              maxLength={10}
              aria-label={t('ag_date_start')}
              onChange={(event) => setTyped({ ...typed, start: event.target.value })}
              data-testid={`${testId}-start`}
            />
            <span aria-hidden="true">~</span>
            <input
              className="form-input ag-range__input"
              value={typed.end}
              placeholder="yyyy-mm-dd"
              inputMode="numeric"
              maxLength={10}
              aria-label={t('ag_date_end')}
              onChange={(event) => setTyped({ ...typed, end: event.target.value })}
              data-testid={`${testId}-end`}
            />
            <button type="submit" className="btn btn--gold btn--sm" data-testid={`${testId}-apply`}>
              {t('ag_apply')}
            </button>
          </form>
          <p
            className={`ag-range__hint${issue ? ' ag-range__hint--error' : ''}`}
            role={issue ? 'alert' : undefined}
            data-testid={`${testId}-hint`}
          >
            {issue
              ? t(issue, { days: maxDays })
              : t(pendingStart ? 'ag_date_pick_end' : 'ag_date_pick_start', { days: maxDays })}
          </p>
        </div>
      )}
    </div>
  );
}
