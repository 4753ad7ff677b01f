import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatConversation, ChatMessage, ChatStatus } from '@platform/shared';
import { ApiError } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { getMerchant } from '../../../lib/merchant';
import { useSession } from '../../../lib/session';
import { isTrialAccount } from '../../account';
import { fetchChatMessages, markChatRead, openChat, sendChatMessage } from '../api';
import { connectChatSocket } from './chat-socket';
import {
  lastMessageId,
  mergeMessages,
  newClientMessageId,
  parseChatFrame,
  type PendingMessage,
} from './chat-state';
import { readVisitorToken, saveVisitorToken } from './visitor-token';

export type ChatPhase = 'opening' | 'ready' | 'failed';

export interface LiveChat {
  phase: ChatPhase;
  /** Message key of the failure: in_please_information for trial accounts, else a generic one. */
  errorKey: string | null;
  conversation: ChatConversation | null;
  status: ChatStatus | null;
  agentName: string | null;
  messages: ChatMessage[];
  pending: PendingMessage[];
  connected: boolean;
  send(content: string): void;
  retry(message: PendingMessage): void;
  reopen(): void;
}

const PAGE_SIZE = 100;
const OFFLINE_POLL_MS = 5_000;
/** Safety net: pages of history fetched at most, so a broken server cannot loop the page. */
const MAX_PAGES = 20;

interface OpenedChat {
  opened: ChatConversation;
  visitor: string | null;
}

/**
 * Opens are shared while in flight: the hook's effect re-runs when the session settles, and a
 * second open without the first one's visitor token would start a conversation nobody owns.
 */
const openings = new Map<string, Promise<OpenedChat>>();

function openConversation(merchant: string, token: string | null): Promise<OpenedChat> {
  const key = `${merchant}|${token ?? ''}`;
  let opening = openings.get(key);
  if (!opening) {
    opening = openAndRemember(merchant, token).finally(() => openings.delete(key));
    openings.set(key, opening);
  }
  return opening;
}

async function openAndRemember(merchant: string, token: string | null): Promise<OpenedChat> {
  let visitor = token ? null : readVisitorToken(merchant);
  let opened: ChatConversation;
  try {
    opened = await openChat(visitor, { language: currentLanguage() });
  } catch (error) {
    // A visitor token the server no longer knows (data reset, other merchant): start afresh.
    if (!visitor || (error instanceof ApiError && error.code === 'in_please_information')) throw error;
    saveVisitorToken(merchant, null);
    visitor = null;
    opened = await openChat(null, { language: currentLanguage() });
  }
  if (!token && opened.visitorToken) {
    visitor = opened.visitorToken;
    saveVisitorToken(merchant, visitor);
  }
  return { opened, visitor };
}

/** The conversation of the built-in live chat for a member (session token) or a visitor. */
export function useLiveChat(): LiveChat {
  const { token, isAgent } = useSession();
  const merchant = getMerchant();
  const [phase, setPhase] = useState<ChatPhase>('opening');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [status, setStatus] = useState<ChatStatus | null>(null);
  const [agentName, setAgentName] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [connected, setConnected] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const messagesRef = useRef<ChatMessage[]>([]);
  const visitorRef = useRef<string | null>(null);
  const fetching = useRef<Promise<void> | null>(null);
  const again = useRef(false);

  const absorb = useCallback((incoming: ChatMessage[]) => {
    if (!incoming.length) return;
    const next = mergeMessages(messagesRef.current, incoming);
    messagesRef.current = next;
    setMessages(next);
    const latestAgent = [...incoming].reverse().find((m) => m.sender === 'AGENT');
    if (latestAgent) {
      setAgentName(latestAgent.senderName);
      setStatus((current) => (current === 'WAITING' ? 'ACTIVE' : current));
    }
  }, []);

  /** Fetches what came after the newest message held; overlapping calls coalesce into one more run. */
  const catchUp = useCallback(
    (conversationId: number) => {
      if (fetching.current) {
        again.current = true;
        return fetching.current;
      }
      const run = async () => {
        do {
          again.current = false;
          for (let page = 0; page < MAX_PAGES; page++) {
            const answer = await fetchChatMessages(visitorRef.current, {
              conversationId,
              afterId: lastMessageId(messagesRef.current),
              size: PAGE_SIZE,
            });
            absorb(answer.list);
            if (!answer.more || !answer.list.length) break;
          }
        } while (again.current);
      };
      fetching.current = run()
        .catch((error: unknown) => console.warn('[chat] fetch failed', error))
        .finally(() => {
          fetching.current = null;
        });
      return fetching.current;
    },
    [absorb],
  );

  useEffect(() => {
    let cancelled = false;
    setPhase('opening');
    setErrorKey(null);
    if (token && isTrialAccount(isAgent)) {
      setPhase('failed');
      setErrorKey('in_please_information');
      return;
    }
    const start = async () => {
      const { opened, visitor } = await openConversation(merchant, token);
      if (cancelled) return;
      visitorRef.current = visitor;
      messagesRef.current = [];
      setMessages([]);
      setPending([]);
      setConversation(opened);
      setStatus(opened.status);
      setAgentName(opened.agentName);
      await catchUp(opened.conversationId);
      if (!cancelled) setPhase('ready');
    };
    start().catch((error: unknown) => {
      if (cancelled) return;
      setPhase('failed');
      setErrorKey(
        error instanceof ApiError && error.code === 'in_please_information'
          ? 'in_please_information'
          : 'sup_chat_failed',
      );
    });
    return () => {
      cancelled = true;
    };
  }, [token, isAgent, merchant, attempt, catchUp]);

  const conversationId = conversation?.conversationId ?? null;
  useEffect(() => {
    if (conversationId === null) return;
    return connectChatSocket({
      merchant,
      conversationId,
      memberToken: token,
      visitorToken: visitorRef.current,
      onFrame: (body) => {
        const frame = parseChatFrame(body);
        if (frame.kind === 'message') absorb([frame.message]);
        if (frame.kind === 'conversation') {
          if (frame.status) setStatus(frame.status);
          if (frame.agentName !== undefined) setAgentName(frame.agentName);
        }
        // The frame may be one of several; the list answer is the full truth.
        void catchUp(conversationId);
      },
      onConnected: (isConnected) => {
        setConnected(isConnected);
        if (isConnected) void catchUp(conversationId);
      },
    });
  }, [conversationId, merchant, token, absorb, catchUp]);

  // Without a socket (proxy, broker restart) the page still hears the agent, only later.
  useEffect(() => {
    if (conversationId === null || connected) return;
    const timer = window.setInterval(() => void catchUp(conversationId), OFFLINE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [conversationId, connected, catchUp]);

  // Agent messages the customer can see now count as read.
  const lastAgentId = [...messages].reverse().find((m) => m.sender === 'AGENT')?.id ?? 0;
  useEffect(() => {
    if (conversationId === null || !lastAgentId) return;
    const mark = () => {
      if (document.visibilityState === 'visible')
        void markChatRead(visitorRef.current, conversationId).catch(() => undefined);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [conversationId, lastAgentId]);

  const deliver = useCallback(
    (item: PendingMessage) => {
      if (conversationId === null) return;
      sendChatMessage(visitorRef.current, {
        conversationId,
        content: item.content,
        clientMessageId: item.clientMessageId,
      })
        .then((stored) => {
          absorb([stored]);
          setPending((list) => list.filter((p) => p.clientMessageId !== item.clientMessageId));
        })
        .catch((error: unknown) => {
          console.warn('[chat] send failed', error);
          setPending((list) =>
            list.map((p) => (p.clientMessageId === item.clientMessageId ? { ...p, failed: true } : p)),
          );
          if (error instanceof ApiError && error.code === 'chat.closed') setStatus('CLOSED');
        });
    },
    [conversationId, absorb],
  );

  const send = useCallback(
    (content: string) => {
      const item: PendingMessage = {
        clientMessageId: newClientMessageId(),
        content: content.trim(),
        failed: false,
      };
      setPending((list) => [...list, item]);
      deliver(item);
    },
    [deliver],
  );

  const retry = useCallback(
    (item: PendingMessage) => {
      setPending((list) =>
        list.map((p) => (p.clientMessageId === item.clientMessageId ? { ...p, failed: false } : p)),
      );
      deliver(item);
    },
    [deliver],
  );

  const reopen = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    phase,
    errorKey,
    conversation,
    status,
    agentName,
    messages,
    pending,
    connected,
    send,
    retry,
    reopen,
  };
}
