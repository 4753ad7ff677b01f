import type { FieldError } from './validation';
import { TextField } from './fields';

interface Bound {
  value: string;
  onChange: (value: string) => void;
  error?: FieldError | null;
}

/**
 * From and until of a window (maintenance, a notice's or a promotion's run) as local date-times;
 * the end may stay empty when `endHint` says what that means. Test ids: `<testId>-start`, `-end`.
 */
export function TimeWindowFields({
  startLabel,
  endLabel,
  endHint,
  start,
  end,
  testId,
}: {
  startLabel: string;
  endLabel: string;
  endHint?: string;
  start: Bound;
  end: Bound;
  testId: string;
}) {
  return (
    <>
      <TextField label={startLabel} type="datetime-local" {...start} testId={`${testId}-start`} />
      <TextField label={endLabel} type="datetime-local" {...end} hint={endHint} testId={`${testId}-end`} />
    </>
  );
}
