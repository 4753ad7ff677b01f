import { formatCountdown, isDrawing } from '../countdown';
import { useTranslation } from '../../../lib/i18n';

/** A countdown's text: hh:mm:ss, or "Drawing…" from the close until the next issue is known. */
export function CountdownText({ remaining }: { remaining: number | null | undefined }) {
  const { t } = useTranslation();
  return <>{isDrawing(remaining) ? t('lot_bet_waiting') : formatCountdown(remaining)}</>;
}
