import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_VISITOR_TOKEN_HEADER, legacyMessageApi, supportAdminApi, supportApi } from '@platform/shared';
import { requestOrigin } from '../../platform/http/request-origin.js';
import { serve } from '../../platform/http/serve.js';
import type { ChatCustomer, ChatService } from './chat.service.js';
import { memberIfToken } from './token-member.js';

/** Per address, on top of the per-conversation and per-visitor limits of the service. */
const OPEN_RATE = { rateLimit: { max: 30, timeWindow: 60_000 } };
const SEND_RATE = { rateLimit: { max: 60, timeWindow: 60_000 } };
const VISITOR_HEADER = CHAT_VISITOR_TOKEN_HEADER.toLowerCase();

/** A token in Authorization means a member (and must be valid); otherwise a visitor. */
function customerOf(request: FastifyRequest): ChatCustomer {
  const session = memberIfToken(request);
  if (session) return { kind: 'member', session };
  const raw = request.headers[VISITOR_HEADER];
  const token = typeof raw === 'string' ? raw.trim() : '';
  return { kind: 'visitor', token: token && token.length <= 128 ? token : null };
}

/** The built-in live chat: /wps/chat for customers, relays of the chat bubble, the desk under /admin/api/chat. */
export function registerChatRoutes(app: FastifyInstance, deps: { chat: ChatService }): void {
  const chat = deps.chat;

  serve(
    app,
    supportApi.openChat,
    (c) => chat.open(c.merchant, customerOf(c.request), c.body, c.client),
    OPEN_RATE,
  );
  serve(app, supportApi.chatMessages, (c) => chat.messages(c.merchant, customerOf(c.request), c.query));
  serve(
    app,
    supportApi.sendChatMessage,
    (c) => chat.send(c.merchant, customerOf(c.request), c.body),
    SEND_RATE,
  );
  serve(app, supportApi.readChat, (c) => chat.read(c.merchant, customerOf(c.request), c.body.conversationId));

  serve(app, supportApi.chatUrl, (c) =>
    chat.chatUrl(c.merchant, c.session, c.body, requestOrigin(c.request), c.client.language),
  );
  serve(app, supportApi.chatUrlByGet, (c) =>
    chat.chatUrl(c.merchant, c.session, c.query, requestOrigin(c.request), c.client.language),
  );
  serve(app, supportApi.chatPermission, (c) => chat.permission(c.merchant, c.session));
  serve(app, supportApi.chatPermissionByGet, (c) => chat.permission(c.merchant, c.session));
  serve(app, supportApi.chatUnread, (c) => chat.unread(c.merchant, c.session));
  serve(app, supportApi.chatUnreadByGet, (c) => chat.unread(c.merchant, c.session));

  // The 500cai mailbox's outgoing side: what a member writes reaches the desk as chat.
  serve(app, legacyMessageApi.recipients, (c) => chat.recipients(c.merchant, c.session));
  serve(app, legacyMessageApi.send, (c) => chat.mail(c.merchant, c.session, c.body, c.client), SEND_RATE);
  serve(app, legacyMessageApi.outbox, (c) => chat.outbox(c.merchant, c.session, c.query));
  serve(app, legacyMessageApi.deleteOutbox, (c) =>
    chat.deleteSent(c.merchant, c.session, c.query.messageIds),
  );

  serve(app, supportAdminApi.chatDesk, (c) => chat.desk(c.merchant, c.operator, c.query));
  serve(app, supportAdminApi.chatDeskMessages, (c) =>
    chat.deskMessages(c.merchant, c.operator, c.params.id, c.query),
  );
  serve(app, supportAdminApi.chatReply, (c) => chat.reply(c.merchant, c.operator, c.params.id, c.body));
  serve(app, supportAdminApi.chatClose, (c) => chat.close(c.merchant, c.operator, c.params.id));
}
