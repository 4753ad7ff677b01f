import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX, type ChatMessage } from '@platform/shared';
import { usePageTitle } from '../../../lib/ui/usePageTitle';
import { canSend, type PendingMessage } from './chat-state';
import { useLiveChat } from './useLiveChat';
import { useTranslation } from '../../../lib/i18n';
import '../support.css';

function timeOf(at: number): string {
  const date = new Date(at);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

function Bubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  if (message.sender === 'SYSTEM') {
    return (
      <li className="chat-msg chat-msg--system" data-testid="chat-message-system">
        {message.content}
      </li>
    );
  }
  const mine = message.sender === 'CUSTOMER';
  return (
    <li
      className={`chat-msg ${mine ? 'chat-msg--mine' : 'chat-msg--agent'}`}
      data-testid={mine ? 'chat-message-mine' : 'chat-message-agent'}
    >
      <span className="chat-msg__who">
        {mine ? t('sup_chat_you') : message.senderName} · {timeOf(message.createdAt)}
      </span>
      <span className="chat-msg__text">{message.content}</span>
    </li>
  );
}

function PendingBubble({ item, onRetry }: { item: PendingMessage; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="chat-msg chat-msg--mine chat-msg--pending" data-testid="chat-message-pending">
      <span className="chat-msg__text">{item.content}</span>
      {item.failed ? (
        <button type="button" className="chat-msg__retry" onClick={onRetry}>
          {t('sup_chat_not_sent')}
        </button>
      ) : (
        <span className="chat-msg__who">{t('sup_chat_sending')}</span>
      )}
    </li>
  );
}

/**
 * /livechat: the built-in chat as the customer-service pop-up (440 x 750) and the chat bubble's
 * frame show it, so it has no site header or footer of its own.
 */
export function LiveChatPage() {
  const { t } = useTranslation();
  usePageTitle(t('sup_chat_title'));
  const chat = useLiveChat();
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLOListElement>(null);

  const count = chat.messages.length + chat.pending.length;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  const sendable = canSend(draft, chat.status) && chat.phase === 'ready';
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!sendable) return;
    chat.send(draft);
    setDraft('');
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <div className="livechat" data-testid="livechat-page">
      <header className="livechat__head">
        <h1 className="livechat__title">{t('sup_chat_title')}</h1>
        {chat.status && (
          <span
            className={`livechat__status livechat__status--${chat.status.toLowerCase()}`}
            data-testid="chat-status"
          >
            {t(`sup_chat_status_${chat.status}`)}
          </span>
        )}
        {chat.agentName && (
          <span className="livechat__agent" data-testid="chat-agent">
            {t('sup_chat_agent', { name: chat.agentName })}
          </span>
        )}
      </header>

      {chat.phase === 'failed' ? (
        <div className="livechat__failed" role="alert" data-testid="chat-error">
          <p>{t(chat.errorKey ?? 'sup_chat_failed')}</p>
          {chat.errorKey !== 'in_please_information' && (
            <button type="button" className="btn btn--gold btn--sm" onClick={chat.reopen}>
              {t('sup_chat_retry')}
            </button>
          )}
        </div>
      ) : (
        <>
          {chat.phase === 'ready' && !chat.connected && chat.status !== 'CLOSED' && (
            <p className="livechat__notice">{t('sup_chat_reconnecting')}</p>
          )}
          <ol className="livechat__list" ref={listRef} data-testid="chat-messages" aria-live="polite">
            {chat.phase === 'ready' && count === 0 && (
              <li className="livechat__empty">{t('sup_chat_empty')}</li>
            )}
            {chat.messages.map((message) => (
              <Bubble key={message.id} message={message} />
            ))}
            {chat.pending.map((item) => (
              <PendingBubble key={item.clientMessageId} item={item} onRetry={() => chat.retry(item)} />
            ))}
          </ol>
          {chat.status === 'CLOSED' ? (
            <div className="livechat__closed" data-testid="chat-closed">
              <p>{t('sup_chat_status_CLOSED')}</p>
              <button type="button" className="btn btn--gold btn--sm" onClick={chat.reopen}>
                {t('sup_chat_restart')}
              </button>
            </div>
          ) : (
            <form className="livechat__composer" onSubmit={submit}>
              <textarea
                className="form-input livechat__input"
                value={draft}
                maxLength={CHAT_MESSAGE_MAX}
                rows={2}
                placeholder={t('sup_chat_placeholder')}
                aria-label={t('sup_chat_placeholder')}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onKey}
                disabled={chat.phase !== 'ready'}
                data-testid="chat-input"
              />
              <div className="livechat__actions">
                <span className="livechat__counter" data-testid="chat-counter">
                  {draft.length}/{CHAT_MESSAGE_MAX}
                </span>
                <button
                  type="submit"
                  className="btn btn--gold btn--sm"
                  disabled={!sendable}
                  data-testid="chat-send"
                >
                  {t('sup_chat_send')}
                </button>
              </div>
            </form>
          )}
        </>
      )}
    </div>
  );
}
