import type { FieldError } from './validation';
import { CalendarButton } from './CalendarButton';
import { FieldFrame } from './fields';
import { useTranslation } from '../../../lib/i18n';

interface Bound {
  value: string;
  onChange: (value: string) => void;
  error?: FieldError | null;
}

interface TimeWindowProps {
  textPrefix: string;
  endHint?: boolean;
  start: Bound;
  end: Bound;
  testId: string;
}

/**
 * The form's value is a datetime-local string ("2026-11-27T08:30"); a person reads and types it
 * with a space ("2026-11-27 08:30"). Either is handed up in the datetime-local form.
 */
export function shownDateTime(value: string): string {
  return value.replace(/^(\d{4}-\d{2}-\d{2})T/, '$1 ');
}
export function typedDateTime(text: string): string {
  return text.trim().replace(/^(\d{4}-\d{2}-\d{2})\s+/, '$1T');
}
/** The value with its day replaced by a picked one; the time kept, or midnight when there is none. */
export function withDay(value: string, day: string): string {
  const time = /T(\d{2}:\d{2})$/.exec(value)?.[1] ?? '00:00';
  return `${day}T${time}`;
}

/**
 * A local date and time, typed (24-hour clock, so it reads the same in every language) or with
 * its day picked in a calendar that speaks the operator's language, unlike the browser's own
 * date-time widget.
 */
function DateTimeField({
  label,
  bound,
  hint,
  testId,
}: {
  label: string;
  bound: Bound;
  hint?: string;
  testId: string;
}) {
  return (
    <FieldFrame label={label} error={bound.error} hint={hint} testId={testId}>
      {(id, describedBy) => (
        <span className="adm-date">
          <input
            id={id}
            className="adm-input adm-date__input adm-date__input--time"
            value={shownDateTime(bound.value)}
            placeholder="yyyy-mm-dd hh:mm"
            inputMode="numeric"
            maxLength={16}
            aria-invalid={bound.error ? true : undefined}
            aria-describedby={describedBy}
            data-testid={testId}
            onChange={(e) => bound.onChange(typedDateTime(e.target.value))}
          />
          <CalendarButton
            value={bound.value.slice(0, 10)}
            onPick={(day) => bound.onChange(withDay(bound.value, day))}
            testId={testId}
          />
        </span>
      )}
    </FieldFrame>
  );
}

/**
 * From and until of a window (maintenance, a notice's or a promotion's run) as local date-times.
 * Labels are the texts `<textPrefix>start`, `<textPrefix>end` and, unless `endHint` is false,
 * `<textPrefix>end_hint` under the end (what an empty end means). Test ids: `<testId>-start`, `-end`.
 */
export function TimeWindowFields({ textPrefix, endHint = true, start, end, testId }: TimeWindowProps) {
  const { t } = useTranslation();
  return (
    <>
      <DateTimeField label={t(`${textPrefix}start`)} bound={start} testId={`${testId}-start`} />
      <DateTimeField
        label={t(`${textPrefix}end`)}
        bound={end}
        hint={endHint ? t(`${textPrefix}end_hint`) : undefined}
        testId={`${testId}-end`}
      />
    </>
  );
}
