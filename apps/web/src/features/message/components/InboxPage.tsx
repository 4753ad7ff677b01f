import { useState } from 'react';
import type { InboxMessage } from '@platform/shared';
import { formatTime } from '../../../lib/ui/list-parts';
import { markRead } from '../api/message';
import { requestUnreadRefresh, useInbox, useUnreadCounts } from '../hooks/useMessages';
import { pageCount } from '../notice-pager';
import { NoticePager } from './NoticePager';
import { NoticesList } from './NoticesList';
import { useTranslation } from '../../../lib/i18n';
import '../message.css';

type Filter = 'all' | 'N' | 'Y';
const FILTERS: Filter[] = ['all', 'N', 'Y'];
const INBOX_PAGE_SIZE = 10;

function MessageItem({
  message,
  open,
  onToggle,
}: {
  message: InboxMessage;
  open: boolean;
  onToggle: () => void;
}) {
  const unread = message.read === 'N';
  return (
    <li
      className={`msg-item${open ? ' msg-item--open' : ''}${unread ? ' msg-item--unread' : ''}`}
      data-testid="inbox-item"
      data-id={message.id}
      data-read={message.read}
    >
      <button type="button" className="msg-item__head" aria-expanded={open} onClick={onToggle}>
        {unread && <span className="msg-item__dot" aria-hidden="true" />}
        <span className="msg-item__title">{message.title}</span>
        <span className="msg-item__time">{formatTime(message.sendTime)}</span>
      </button>
      {open && (
        <div
          className="msg-item__content"
          data-testid="inbox-content"
          // Sanitised HTML from the server (message contract).
          dangerouslySetInnerHTML={{ __html: message.content }}
        />
      )}
    </li>
  );
}

function Inbox() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const inbox = useInbox(page, filter === 'all' ? null : filter, INBOX_PAGE_SIZE);
  const unread = useUnreadCounts().data?.inbox ?? inbox.data?.unread ?? 0;
  const list = inbox.data?.list ?? [];

  const toggle = async (message: InboxMessage) => {
    const opening = openId !== message.id;
    setOpenId(opening ? message.id : null);
    if (opening && message.read === 'N') {
      try {
        await markRead({ ids: [message.id] });
      } finally {
        requestUnreadRefresh();
      }
    }
  };
  const readAll = async () => {
    setBusy(true);
    try {
      await markRead({ all: true });
    } finally {
      setBusy(false);
      requestUnreadRefresh();
    }
  };

  return (
    <div className="msg-inbox" data-testid="inbox">
      <div className="msg-toolbar">
        <div className="msg-filters" role="group" aria-label={t('msg_filter')}>
          {FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              className={`msg-filters__chip${filter === value ? ' msg-filters__chip--on' : ''}`}
              aria-pressed={filter === value}
              data-testid={`inbox-filter-${value}`}
              onClick={() => {
                setFilter(value);
                setPage(1);
                setOpenId(null);
              }}
            >
              {t(`msg_filter_${value}`)}
            </button>
          ))}
        </div>
        <span className="msg-unread" data-testid="inbox-unread">
          {t('msg_unread_count', { n: unread })}
        </span>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={busy || unread === 0}
          onClick={() => void readAll()}
          data-testid="inbox-read-all"
        >
          {t('msg_read_all')}
        </button>
      </div>
      {inbox.isPending ? (
        <p className="msg-empty">{t('loading')}</p>
      ) : inbox.isError ? (
        <p className="msg-empty" role="alert">
          {t('msg_load_failed')}
        </p>
      ) : list.length === 0 ? (
        <p className="msg-empty" data-testid="inbox-empty">
          {t('in_no_data')}
        </p>
      ) : (
        <ul className="msg-list">
          {list.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              open={openId === message.id}
              onToggle={() => void toggle(message)}
            />
          ))}
        </ul>
      )}
      <NoticePager page={page} pages={pageCount(inbox.data?.total ?? 0, INBOX_PAGE_SIZE)} onPage={setPage} />
    </div>
  );
}

/** messageV2: the inbox and the notice board as two tabs of one member-centre page. */
export function InboxPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'inbox' | 'notices'>('inbox');
  return (
    <div className="msg-page">
      <div className="msg-tabs" role="tablist">
        {(['inbox', 'notices'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            className={`msg-tabs__tab${tab === value ? ' msg-tabs__tab--on' : ''}`}
            data-testid={`msg-tab-${value}`}
            onClick={() => setTab(value)}
          >
            {t(`msg_tab_${value}`)}
          </button>
        ))}
      </div>
      {tab === 'inbox' ? <Inbox /> : <NoticesList />}
    </div>
  );
}
