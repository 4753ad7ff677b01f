import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CHAT_MESSAGE_MAX, CHAT_STATUSES, type ChatMessage, type ChatStatus } from '@platform/shared';
import {
  lastMessageId,
  mergeMessages,
  newClientMessageId,
  parseChatFrame,
} from '../../support/chat/chat-state';
import { connectDeskSocket } from './admin-chat-socket';
import { chatDesk, pageCount } from './admin-support-api';
import { Pager } from './Pager';
import './admin-support.css';

const PAGE_SIZE = 20;

function conversationOfFrame(body: string): number | null {
  try {
    const parsed = JSON.parse(body) as { data?: { conversationId?: unknown } };
    return typeof parsed.data?.conversationId === 'number' ? parsed.data.conversationId : null;
  } catch {
    return null;
  }
}

/** The operator's live chat desk: conversations, the open one's messages, reply and close. */
export function ChatDeskPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ChatStatus | null>(null);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const messagesRef = useRef<ChatMessage[]>([]);
  const openRef = useRef<number | null>(null);
  const socket = useRef<ReturnType<typeof connectDeskSocket> | null>(null);

  const list = useQuery({
    queryKey: ['admin', 'chat', status, page],
    queryFn: () => chatDesk.conversations({ ...(status ? { status } : {}), page, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const refetchList = list.refetch;

  const loadMessages = useCallback(async (id: number) => {
    const answer = await chatDesk.messages(id, lastMessageId(messagesRef.current));
    if (openRef.current !== id) return;
    messagesRef.current = mergeMessages(messagesRef.current, answer.list);
    setMessages(messagesRef.current);
  }, []);

  useEffect(() => {
    const connection = connectDeskSocket((body) => {
      const frame = parseChatFrame(body);
      const conversationId =
        frame.kind === 'message' ? frame.message.conversationId : conversationOfFrame(body);
      if (conversationId !== null && conversationId === openRef.current) void loadMessages(conversationId);
      void refetchList();
    });
    socket.current = connection;
    return () => connection.close();
  }, [loadMessages, refetchList]);

  const open = (id: number) => {
    openRef.current = id;
    messagesRef.current = [];
    setMessages([]);
    setOpenId(id);
    socket.current?.watch(id);
    void loadMessages(id).then(() => refetchList());
  };

  const current = list.data?.list.find((c) => c.conversationId === openId) ?? null;
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!openId || !content || busy) return;
    setBusy(true);
    try {
      const stored = await chatDesk.reply(openId, content, newClientMessageId());
      messagesRef.current = mergeMessages(messagesRef.current, [stored]);
      setMessages(messagesRef.current);
      setDraft('');
      void refetchList();
    } finally {
      setBusy(false);
    }
  };
  const close = async () => {
    if (!openId) return;
    await chatDesk.close(openId);
    void refetchList();
  };

  return (
    <div className="sadm-desk" data-testid="admin-chat-desk">
      <aside className="sadm-desk__list">
        <div className="sadm-filters">
          {[null, ...CHAT_STATUSES].map((value) => (
            <button
              key={value ?? 'all'}
              type="button"
              className={`sadm-chip${status === value ? ' sadm-chip--on' : ''}`}
              onClick={() => {
                setStatus(value);
                setPage(1);
              }}
            >
              {value ? t(`sup_chat_status_${value}`) : t('sadm_all')}
            </button>
          ))}
        </div>
        {list.isError && <p role="alert">{t('sadm_failed')}</p>}
        {list.data?.list.length === 0 && <p className="sadm-muted">{t('sadm_nothing')}</p>}
        <ul>
          {list.data?.list.map((c) => (
            <li key={c.conversationId}>
              <button
                type="button"
                className={`sadm-conv${c.conversationId === openId ? ' sadm-conv--on' : ''}`}
                onClick={() => open(c.conversationId)}
                data-testid={`admin-conversation-${c.conversationId}`}
              >
                <span className="sadm-conv__name">
                  {c.account ?? c.customerName} ·{' '}
                  {t(c.customerType === 'MEMBER' ? 'sadm_member' : 'sadm_visitor')}
                </span>
                <span className="sadm-conv__last">{c.lastMessage?.content ?? ''}</span>
                <span className="sadm-conv__meta">
                  {t(`sup_chat_status_${c.status}`)}
                  {c.unread > 0 && <b className="sadm-badge">{t('sadm_unread', { count: c.unread })}</b>}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <Pager page={page} pages={pageCount(list.data)} onPage={setPage} />
      </aside>
      <section className="sadm-desk__chat">
        {!openId ? (
          <p className="sadm-muted">{t('sadm_pick')}</p>
        ) : (
          <>
            <header className="sadm-desk__head">
              <strong>{current?.account ?? current?.customerName ?? ''}</strong>
              {current && <span>{t(`sup_chat_status_${current.status}`)}</span>}
              {current && current.status !== 'CLOSED' && (
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => void close()}>
                  {t('sadm_close_chat')}
                </button>
              )}
            </header>
            <ol className="sadm-desk__messages">
              {messages.map((m) => (
                <li key={m.id} className={`sadm-msg sadm-msg--${m.sender.toLowerCase()}`}>
                  <span className="sadm-msg__who">
                    {m.senderName} · {new Date(m.createdAt).toLocaleTimeString()}
                  </span>
                  <span className="sadm-msg__text">{m.content}</span>
                </li>
              ))}
            </ol>
            {current?.status !== 'CLOSED' && (
              <form className="sadm-desk__reply" onSubmit={(event) => void send(event)}>
                <textarea
                  className="form-input"
                  rows={2}
                  maxLength={CHAT_MESSAGE_MAX}
                  value={draft}
                  placeholder={t('sadm_reply')}
                  onChange={(event) => setDraft(event.target.value)}
                  data-testid="admin-chat-reply"
                />
                <button type="submit" className="btn btn--gold btn--sm" disabled={busy || !draft.trim()}>
                  {t('sadm_send')}
                </button>
              </form>
            )}
          </>
        )}
      </section>
    </div>
  );
}
