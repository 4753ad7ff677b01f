import { useState } from 'react';
import { Modal } from '../../../lib/ui/Modal';
import { useSession } from '../../../lib/session';
import { AUTH_STORAGE_KEYS, readFlag, writeFlag } from '../../auth';
import { popupsAfterLogin } from '../../auth';
import { usePopupList } from '../../message';
import { useTranslation } from '../../../lib/i18n';

/**
 * The publicity popup after login: a first login shows the
 * entries with execution A or F, later logins only A, one per page. Closing sets the session's
 * publicity-close flag, so it does not come back in this session.
 */
export function PublicityPopup() {
  const { t } = useTranslation();
  const { token } = useSession();
  const popups = usePopupList();
  const [closed, setClosed] = useState(() => readFlag(AUTH_STORAGE_KEYS.publicityClosed));
  const [index, setIndex] = useState(0);
  if (!token || !popups.data || closed || readFlag(AUTH_STORAGE_KEYS.publicityClosed)) return null;
  const entries = popupsAfterLogin(popups.data.list, {
    firstLogin: popups.data.firstLogin || readFlag(AUTH_STORAGE_KEYS.firstLogin),
    closed: false,
  });
  if (!entries.length) return null;
  const current = Math.min(index, entries.length - 1);
  const entry = entries[current]!;
  const close = () => {
    writeFlag(AUTH_STORAGE_KEYS.publicityClosed, true);
    setClosed(true);
  };
  return (
    <Modal size="medium" title={entry.title} onClose={close} closeLabel={t('close')} testId="publicity-popup">
      <div className="pr-popup" data-id={entry.id} data-execution={entry.execution}>
        {entry.imageUrl && <img className="pr-popup__image" src={entry.imageUrl} alt="" />}
        <div
          className="pr-popup__content"
          // Sanitised HTML from the server (message contract).
          dangerouslySetInnerHTML={{ __html: entry.content }}
        />
        {entries.length > 1 && (
          <div className="pr-popup__pager" data-testid="publicity-pager">
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={current === 0}
              onClick={() => setIndex(current - 1)}
            >
              {t('pr_prev')}
            </button>
            <span data-testid="publicity-page">
              {current + 1} / {entries.length}
            </span>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={current >= entries.length - 1}
              onClick={() => setIndex(current + 1)}
              data-testid="publicity-next"
            >
              {t('pr_next')}
            </button>
          </div>
        )}
        <button
          type="button"
          className="btn btn--gold pr-popup__ok"
          onClick={close}
          data-testid="publicity-close"
        >
          {t('pr_popup_ok')}
        </button>
      </div>
    </Modal>
  );
}
