import { useTranslation } from '../../../lib/i18n';

const TONE: Record<string, 'ok' | 'warn' | 'bad' | undefined> = {
  APPROVED: 'ok',
  COMPLETED: 'ok',
  A: 'ok',
  ACTIVE: 'ok',
  PENDING: 'warn',
  WAITING: 'warn',
  NOT_RECEIVED: 'warn',
  APPEALED: 'warn',
  REJECTED: 'bad',
  CANCELLED: 'bad',
  EXPIRED: 'bad',
  L: 'bad',
  LOCKED: 'bad',
};

/** A status word in its colour; the text key is adm_status_<STATUS>. */
export function StatusBadge({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation();
  const tone = TONE[status];
  return (
    <span
      className={tone ? `adm-badge adm-badge--${tone}` : 'adm-badge'}
      data-status={status}
      data-testid={testId}
    >
      {t(`adm_status_${status}`)}
    </span>
  );
}
