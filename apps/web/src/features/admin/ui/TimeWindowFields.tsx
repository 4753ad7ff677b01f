import type { FieldError } from './validation';
import { TextField } from './fields';
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
 * From and until of a window (maintenance, a notice's or a promotion's run) as local date-times.
 * Labels are the texts `<textPrefix>start`, `<textPrefix>end` and, unless `endHint` is false,
 * `<textPrefix>end_hint` under the end (what an empty end means). Test ids: `<testId>-start`, `-end`.
 */
export function TimeWindowFields({ textPrefix, endHint = true, start, end, testId }: TimeWindowProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t(`${textPrefix}start`)}
        type="datetime-local"
        {...start}
        testId={`${testId}-start`}
      />
      <TextField
        label={t(`${textPrefix}end`)}
        type="datetime-local"
        {...end}
        hint={endHint ? t(`${textPrefix}end_hint`) : undefined}
        testId={`${testId}-end`}
      />
    </>
  );
}
