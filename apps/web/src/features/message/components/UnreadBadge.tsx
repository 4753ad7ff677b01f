import { useUnreadCounts } from '../hooks/useMessages';
import { useTranslation } from '../../../lib/i18n';
import '../message.css';

/** The unread inbox count next to the inbox entry of the info bar; nothing when none or unknown. */
export function UnreadBadge() {
  const { t } = useTranslation();
  const count = useUnreadCounts().data?.inbox ?? 0;
  if (count <= 0) return null;
  return (
    <span className="msg-badge" data-testid="unread-badge" aria-label={t('msg_unread_count', { n: count })}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
