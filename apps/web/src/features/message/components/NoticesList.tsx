import { useState } from 'react';
import { formatTime } from '../../../lib/ui/list-parts';
import { useNotices } from '../hooks/useMessages';
import { pageCount } from '../notice-pager';
import { NoticePager } from './NoticePager';
import { useTranslation } from '../../../lib/i18n';
import '../message.css';

const ANNOUNCEMENTS = ['PL'] as const;

/** The notice board: expandable announcements, 10 per page. */
export function NoticesList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const notices = useNotices(ANNOUNCEMENTS, page);
  const list = notices.data?.list ?? [];
  const pages = pageCount(notices.data?.total ?? 0);

  if (notices.isPending) return <p className="msg-empty">{t('loading')}</p>;
  if (notices.isError)
    return (
      <p className="msg-empty" role="alert">
        {t('msg_load_failed')}
      </p>
    );
  if (!list.length)
    return (
      <p className="msg-empty" data-testid="notices-empty">
        {t('in_no_data')}
      </p>
    );
  return (
    <div className="msg-notices" data-testid="notices-list" data-page={page}>
      <ul className="msg-list">
        {list.map((notice) => {
          const expanded = openId === notice.id;
          return (
            <li
              key={notice.id}
              className={`msg-item${expanded ? ' msg-item--open' : ''}`}
              data-testid="notice-item"
            >
              <button
                type="button"
                className="msg-item__head"
                aria-expanded={expanded}
                onClick={() => setOpenId(expanded ? null : notice.id)}
              >
                <span className="msg-item__title">{notice.title}</span>
                <span className="msg-item__time">{formatTime(notice.startTime)}</span>
              </button>
              {expanded && (
                <div
                  className="msg-item__content"
                  data-testid="notice-content"
                  // Sanitised HTML from the server (message contract).
                  dangerouslySetInnerHTML={{ __html: notice.content }}
                />
              )}
            </li>
          );
        })}
      </ul>
      <NoticePager
        page={page}
        pages={pages}
        onPage={(next) => {
          setPage(next);
          setOpenId(null);
        }}
      />
    </div>
  );
}
