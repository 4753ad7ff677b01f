import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  CHAT_MESSAGE_MAX,
  CHAT_STATUSES,
  supportAdminApi,
  type AdminChatConversation,
  type ChatMessage,
  type ChatStatus,
} from '@platform/shared';
import { lastMessageId, mergeMessages, newClientMessageId } from '../../support';
import { PageHead, Tabs } from '../core/PageHead';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Pager } from '../ui/PagedTable';
import { formatDateTime } from '../ui/format';
import { notify } from '../ui/notify';
import { pageCount } from '../ui/paging';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { useAdminList } from '../ui/use-admin-list';
import { connectDeskSocket } from './admin-chat-socket';
import { chatDesk } from './admin-support-api';
import { conversationOfFrame, customerLabel } from './chat-desk-logic';
import { useTranslation } from '../../../lib/i18n';
import './admin-support.css';

type StatusFilter = 'ALL' | ChatStatus;

/** While the socket is down the desk polls often; while it is up, rarely, in case a frame was lost. */
const POLL_OFFLINE_MS = 5_000;
const POLL_ONLINE_MS = 30_000;

const STATUS_TONE: Record<ChatStatus, string> = {
  WAITING: 'adm-badge adm-badge--warn',
  ACTIVE: 'adm-badge adm-badge--ok',
  CLOSED: 'adm-badge',
};

function ChatStatusBadge({ status }: { status: ChatStatus }) {
  const { t } = useTranslation();
  return (
    <span className={STATUS_TONE[status]} data-status={status} data-testid="admin-chat-status">
      {t(`sadm_status_${status}`)}
    </span>
  );
}

function ConversationItem({
  conversation: c,
  selected,
  onOpen,
}: {
  conversation: AdminChatConversation;
  selected: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className={selected ? 'sadm-conv sadm-conv--on' : 'sadm-conv'}
        aria-current={selected ? 'true' : undefined}
        onClick={onOpen}
        data-testid="admin-conversation"
        data-conversation={c.conversationId}
        data-status={c.status}
        data-unread={c.unread}
      >
        <span className="sadm-conv__top">
          <span className="sadm-conv__name">{customerLabel(c)}</span>
          <span className="adm-muted">{t(c.customerType === 'MEMBER' ? 'sadm_member' : 'sadm_visitor')}</span>
          {c.unread > 0 && (
            <b className="sadm-unread" data-testid="admin-conversation-unread">
              {t('sadm_unread', { count: c.unread })}
            </b>
          )}
        </span>
        <span className="sadm-conv__last">{c.lastMessage?.content ?? '\u00a0'}</span>
        <span className="sadm-conv__meta">
          <ChatStatusBadge status={c.status} />
          <span className="adm-muted">{formatDateTime(c.updatedAt)}</span>
        </span>
      </button>
    </li>
  );
}

/**
 * The operator's live chat desk: conversations with their unread counts and status, the open
 * one's messages, reply and close. New conversations and customer messages arrive over the
 * socket; a quiet poll covers the time the socket is down.
 */
export function ChatDeskPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const [connected, setConnected] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const [opened, setOpened] = useState<AdminChatConversation | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [messagesFailed, setMessagesFailed] = useState(false);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const messagesRef = useRef<ChatMessage[]>([]);
  const openRef = useRef<number | null>(null);
  const loading = useRef<{ running: boolean; again: boolean }>({ running: false, again: false });
  const socket = useRef<ReturnType<typeof connectDeskSocket> | null>(null);
  const scroller = useRef<HTMLOListElement | null>(null);

  const list = useAdminList(
    supportAdminApi.chatDesk,
    { status: status === 'ALL' ? undefined : status },
    { quiet: true, refetchInterval: connected ? POLL_ONLINE_MS : POLL_OFFLINE_MS },
  );
  const refetchList = list.refetch;

  // Reading the messages marks them read on the server; frames of both topics may ask at once,
  // so calls are serialised and a request during a call runs once more afterwards.
  const loadMessages = useCallback(async (id: number, quiet = true) => {
    if (loading.current.running) {
      loading.current.again = true;
      return;
    }
    loading.current.running = true;
    try {
      do {
        loading.current.again = false;
        const answer = await chatDesk.messages(id, lastMessageId(messagesRef.current), quiet);
        if (openRef.current !== id) return;
        messagesRef.current = mergeMessages(messagesRef.current, answer.list);
        setMessages(messagesRef.current);
        setMessagesFailed(false);
      } while (loading.current.again && openRef.current === id);
    } catch {
      if (openRef.current === id) setMessagesFailed(true);
    } finally {
      loading.current.running = false;
    }
  }, []);

  useEffect(() => {
    const connection = connectDeskSocket((body) => {
      const conversationId = conversationOfFrame(body);
      if (conversationId !== null && conversationId === openRef.current)
        void loadMessages(conversationId).then(() => refetchList());
      else void refetchList();
    }, setConnected);
    socket.current = connection;
    return () => connection.close();
  }, [loadMessages, refetchList]);

  // The fallback poll of the open conversation follows the list's rhythm.
  useEffect(() => {
    if (openId === null) return;
    const timer = window.setInterval(
      () => void loadMessages(openId),
      connected ? POLL_ONLINE_MS : POLL_OFFLINE_MS,
    );
    return () => window.clearInterval(timer);
  }, [openId, connected, loadMessages]);

  // Keep the newest message in view.
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, openId]);

  const open = (conversation: AdminChatConversation) => {
    const id = conversation.conversationId;
    openRef.current = id;
    messagesRef.current = [];
    loading.current.again = false;
    setMessages([]);
    setMessagesFailed(false);
    setDraft('');
    setOpenId(id);
    setOpened(conversation);
    socket.current?.watch(id);
    void loadMessages(id, false).then(() => refetchList());
  };
  const back = () => {
    openRef.current = null;
    setOpenId(null);
    setOpened(null);
    socket.current?.watch(null);
  };

  // The list row is fresher than the copy taken when the conversation was opened.
  const current = list.rows?.find((c) => c.conversationId === openId) ?? opened;
  const closed = current?.status === 'CLOSED';

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const content = draft.trim();
    if (openId === null || !content || busy || closed) return;
    setBusy(true);
    try {
      const stored = await chatDesk.reply(openId, content, newClientMessageId());
      if (openRef.current === openId) {
        messagesRef.current = mergeMessages(messagesRef.current, [stored]);
        setMessages(messagesRef.current);
        setDraft('');
      }
      void refetchList();
    } catch {
      // The admin client has shown why; the draft stays for another try.
    } finally {
      setBusy(false);
    }
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };
  const close = async () => {
    if (openId === null) return;
    const answer = await chatDesk.close(openId);
    setOpened((value) => (value ? { ...value, status: answer.status } : value));
    notify.success(t('sadm_chat_closed'));
    await Promise.all([loadMessages(openId), refetchList()]);
  };

  const statusOptions = (['ALL', ...CHAT_STATUSES] as const).map((value) => ({
    value,
    label: value === 'ALL' ? t('sadm_all') : t(`sadm_status_${value}`),
  }));

  let conversations;
  if (!list.rows && list.isError)
    conversations = <ErrorState onRetry={() => void list.refetch()} testId="admin-chat-list-error" />;
  else if (!list.rows) conversations = <LoadingState />;
  else if (list.rows.length === 0)
    conversations = <EmptyState message={t('sadm_no_conversations')} testId="admin-chat-list-empty" />;
  else
    conversations = (
      <ul className="sadm-conv-list" data-testid="admin-conversations">
        {list.rows.map((c) => (
          <ConversationItem
            key={c.conversationId}
            conversation={c}
            selected={c.conversationId === openId}
            onOpen={() => open(c)}
          />
        ))}
      </ul>
    );

  return (
    <section className="adm-page" data-testid="admin-chat-desk">
      <PageHead
        title={t('sadm_chat_title')}
        sub={t('sadm_desk_sub')}
        actions={
          <span
            className={connected ? 'adm-badge adm-badge--ok' : 'adm-badge adm-badge--warn'}
            data-testid="admin-chat-live"
            data-connected={connected ? 'true' : 'false'}
          >
            {t(connected ? 'sadm_live' : 'sadm_offline')}
          </span>
        }
      />
      <div className={openId === null ? 'sadm-desk' : 'sadm-desk sadm-desk--open'}>
        <aside className="sadm-desk__list adm-card" aria-label={t('sadm_conversations')}>
          <Tabs
            value={status}
            options={statusOptions}
            onChange={setStatus}
            label={t('sadm_conversations')}
            testId="admin-chat-filter"
          />
          <div className="sadm-desk__scroll">{conversations}</div>
          <Pager
            page={list.page}
            pages={pageCount(list.total, list.size)}
            total={list.total}
            size={list.size}
            onPage={list.setPage}
            testId="admin-chat-pager"
          />
        </aside>
        <section className="sadm-desk__chat adm-card" data-testid="admin-chat-pane">
          {openId === null || !current ? (
            <EmptyState message={t('sadm_pick')} testId="admin-chat-pick" />
          ) : (
            <>
              <header className="sadm-desk__head">
                <button
                  type="button"
                  className="adm-btn adm-btn--ghost adm-btn--sm sadm-desk__back"
                  onClick={back}
                  data-testid="admin-chat-back"
                >
                  ← {t('sadm_back')}
                </button>
                <div className="sadm-desk__who">
                  <strong data-testid="admin-chat-customer">{customerLabel(current)}</strong>
                  <span className="adm-muted">
                    {t(current.customerType === 'MEMBER' ? 'sadm_member' : 'sadm_visitor')}
                  </span>
                  <ChatStatusBadge status={current.status} />
                </div>
                {!closed && (
                  <button
                    type="button"
                    className="adm-btn adm-btn--ghost adm-btn--sm"
                    onClick={() => setConfirmClose(true)}
                    data-testid="admin-chat-close"
                  >
                    {t('sadm_close_chat')}
                  </button>
                )}
              </header>
              <ol className="sadm-desk__messages" ref={scroller} data-testid="admin-chat-messages">
                {messages.length === 0 && !messagesFailed && (
                  <li className="adm-muted sadm-msg--system">{t('sadm_no_messages')}</li>
                )}
                {messages.map((m) => (
                  <li
                    key={m.id}
                    className={`sadm-msg sadm-msg--${m.sender.toLowerCase()}`}
                    data-testid={`admin-chat-message-${m.sender.toLowerCase()}`}
                  >
                    <span className="sadm-msg__who">
                      {m.senderName} · {formatDateTime(m.createdAt)}
                    </span>
                    <span className="sadm-msg__text">{m.content}</span>
                  </li>
                ))}
              </ol>
              {messagesFailed && (
                <ErrorState onRetry={() => void loadMessages(openId, false)} testId="admin-chat-error" />
              )}
              {!closed && (
                <form className="sadm-desk__reply" onSubmit={(event) => void send(event)}>
                  <textarea
                    className="adm-input adm-textarea"
                    rows={2}
                    maxLength={CHAT_MESSAGE_MAX}
                    value={draft}
                    placeholder={t('sadm_reply')}
                    aria-label={t('sadm_reply')}
                    title={t('sadm_send_hint')}
                    onChange={(event) => setDraft(event.target.value)}
                    onKeyDown={onKey}
                    data-testid="admin-chat-reply"
                  />
                  <button
                    type="submit"
                    className="adm-btn adm-btn--primary"
                    disabled={busy || !draft.trim()}
                    data-testid="admin-chat-send"
                  >
                    {t('sadm_send')}
                  </button>
                </form>
              )}
            </>
          )}
        </section>
      </div>
      {confirmClose && (
        <ConfirmDialog
          title={t('sadm_close_title')}
          message={t('sadm_close_text')}
          confirmLabel={t('sadm_close_chat')}
          danger
          onConfirm={close}
          onClose={() => setConfirmClose(false)}
          testId="admin-chat-close-confirm"
        />
      )}
    </section>
  );
}
