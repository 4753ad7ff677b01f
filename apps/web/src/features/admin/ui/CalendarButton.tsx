import { useId, useMemo, useRef, useState } from 'react';
import {
  dayOf,
  isDay,
  monthGrid,
  noonOf,
  shiftMonth,
  weekdayInitials,
  type Day,
} from '../../../lib/date-range';
import { localeOf, useTranslation } from '../../../lib/i18n';
import { useDismiss } from '../../../lib/ui/use-dismiss';

/** The panel's width in CSS pixels (admin.css .adm-cal__panel). */
const PANEL_WIDTH = 264;

/** "2026年11月" / "November 2026": the month's name in the operator's language. */
export function monthTitle(monthStart: Day, locale: string): string {
  return noonOf(monthStart).toLocaleDateString(locale, { year: 'numeric', month: 'long' });
}

/** "2026年11月27日" / "27 Nov 2026": a whole day's full name, for screen readers and titles. */
export function dayTitle(day: Day, locale: string): string {
  return noonOf(day).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}

/**
 * A calendar button beside a typed day field. The browser's own date widget speaks the browser's
 * language, not the one the operator chose in the back office; this one names months and weekdays
 * in the operator's language. Days outside [min, max] cannot be picked.
 */
export function CalendarButton({
  value,
  onPick,
  min,
  max,
  testId,
}: {
  value: string;
  onPick: (day: Day) => void;
  min?: Day;
  max?: Day;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  // Opens under the field's start, or under the button's end where the window has no room for it.
  const [alignEnd, setAlignEnd] = useState(false);
  const today = dayOf(Date.now());
  const [month, setMonth] = useState(() => shiftMonth(isDay(value) ? value : today, 0));
  const rootRef = useRef<HTMLSpanElement>(null);
  const panelId = useId();
  const locale = localeOf();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the names change with the language
  const weekdays = useMemo(() => weekdayInitials(locale), [locale, i18n.language]);
  useDismiss(open, rootRef, () => setOpen(false));

  const toggle = () => {
    if (!open) {
      setMonth(shiftMonth(isDay(value) ? value : today, 0));
      const field = rootRef.current?.parentElement?.getBoundingClientRect();
      setAlignEnd(!!field && field.left + PANEL_WIDTH > window.innerWidth - 8);
    }
    setOpen(!open);
  };
  const pickable = (day: Day) => (!min || day >= min) && (!max || day <= max);
  const pick = (day: Day) => {
    onPick(day);
    setOpen(false);
  };

  return (
    <span className="adm-cal" ref={rootRef}>
      <button
        type="button"
        className="adm-cal__trigger"
        aria-label={t('adm_calendar_open')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        data-testid={`${testId}-calendar`}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" width="18" height="18">
          <path
            d="M5 6h14v14H5zM5 10h14M9 4v4M15 4v4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.7"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {open && (
        <div
          className={alignEnd ? 'adm-cal__panel adm-cal__panel--end' : 'adm-cal__panel'}
          id={panelId}
          role="dialog"
          aria-label={t('adm_calendar_open')}
          data-testid={`${testId}-calendar-panel`}
        >
          <div className="adm-cal__head">
            <button
              type="button"
              className="adm-cal__step"
              aria-label={t('adm_calendar_prev')}
              onClick={() => setMonth(shiftMonth(month, -1))}
              data-testid={`${testId}-calendar-prev`}
            >
              ‹
            </button>
            <span className="adm-cal__title" data-testid={`${testId}-calendar-month`}>
              {monthTitle(month, locale)}
            </span>
            <button
              type="button"
              className="adm-cal__step"
              aria-label={t('adm_calendar_next')}
              onClick={() => setMonth(shiftMonth(month, 1))}
              data-testid={`${testId}-calendar-next`}
            >
              ›
            </button>
          </div>
          <div className="adm-cal__grid" role="grid">
            {weekdays.map((name, i) => (
              <span key={i} className="adm-cal__weekday" aria-hidden="true">
                {name}
              </span>
            ))}
            {monthGrid(month).map((day, i) =>
              day ? (
                <button
                  key={day}
                  type="button"
                  className={`adm-cal__day${day === value ? ' adm-cal__day--on' : ''}${
                    day === today ? ' adm-cal__day--today' : ''
                  }`}
                  disabled={!pickable(day)}
                  aria-label={dayTitle(day, locale)}
                  aria-pressed={day === value}
                  data-day={day}
                  onClick={() => pick(day)}
                >
                  {Number(day.slice(8))}
                </button>
              ) : (
                <span key={`gap-${i}`} />
              ),
            )}
          </div>
          {pickable(today) && (
            <button
              type="button"
              className="adm-chip adm-cal__today"
              onClick={() => pick(today)}
              data-testid={`${testId}-calendar-today`}
            >
              {t('adm_range_today')}
            </button>
          )}
        </div>
      )}
    </span>
  );
}
