import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CHAT_VISITOR_TOKEN_HEADER,
  adminChatMessagesQuery,
  adminChatQuery,
  adminChatSendRequest,
  chatMessagesQuery,
  chatOpenRequest,
  chatReadRequest,
  chatSendRequest,
  chatUrlRequest,
  supportIdParam,
} from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import { requireMerchant } from '../../platform/http/request-context.js';
import { requestOrigin } from '../../platform/http/request-origin.js';
import type { SessionService } from '../session/session.service.js';
import type { AdminService } from '../admin/admin.service.js';
import type { ChatCustomer, ChatService } from './chat.service.js';
import { operatorOf } from '../admin/admin-guard.js';

export interface ChatRouteDeps {
  sessions: SessionService;
  admins: AdminService;
  chat: ChatService;
}

/** Per address, on top of the per-conversation and per-visitor limits of the service. */
const OPEN_RATE = { max: 30, timeWindow: 60_000 };
const SEND_RATE = { max: 60, timeWindow: 60_000 };
const VISITOR_HEADER = CHAT_VISITOR_TOKEN_HEADER.toLowerCase();

/** The built-in live chat: /wps/chat for customers, relays of the chat bubble, the desk under /admin/api/chat. */
export function registerChatRoutes(app: FastifyInstance, deps: ChatRouteDeps): void {
  const merchantOf = (request: FastifyRequest) => requireMerchant(request.merchant);
  const session = (request: FastifyRequest) =>
    deps.sessions.require(merchantOf(request), request.authToken, request.ip);
  const admin = (request: FastifyRequest) => operatorOf(request, deps.admins);
  /** A token in Authorization means a member (and must be valid); otherwise a visitor. */
  const customer = async (request: FastifyRequest): Promise<ChatCustomer> => {
    if (request.authToken) return { kind: 'member', session: await session(request) };
    const raw = request.headers[VISITOR_HEADER];
    const token = typeof raw === 'string' ? raw.trim() : '';
    return { kind: 'visitor', token: token && token.length <= 128 ? token : null };
  };
  const originOf = (request: FastifyRequest) => {
    const origin = requestOrigin(request);
    if (!origin) throw new AppError('request.invalid', 'Host');
    return origin;
  };

  app.post('/wps/chat/open', { config: { rateLimit: OPEN_RATE } }, async (request) => {
    const input = chatOpenRequest.parse(request.body ?? {});
    return deps.chat.open(merchantOf(request), await customer(request), input, {
      ip: request.ip,
      language: request.language,
    });
  });
  app.get('/wps/chat/messages', async (request) => {
    const query = chatMessagesQuery.parse(request.query);
    return deps.chat.messages(merchantOf(request), await customer(request), query);
  });
  app.post('/wps/chat/messages', { config: { rateLimit: SEND_RATE } }, async (request) => {
    const input = chatSendRequest.parse(request.body);
    return deps.chat.send(merchantOf(request), await customer(request), input);
  });
  app.post('/wps/chat/read', async (request) => {
    const { conversationId } = chatReadRequest.parse(request.body);
    return deps.chat.read(merchantOf(request), await customer(request), conversationId);
  });

  for (const method of ['GET', 'POST'] as const) {
    const input = (request: FastifyRequest) => (method === 'GET' ? request.query : (request.body ?? {}));
    app.route({
      method,
      url: '/wps/relay/MCSFE_getChatUrl',
      handler: async (request) => {
        const body = chatUrlRequest.parse(input(request));
        const current = await session(request);
        return deps.chat.chatUrl(merchantOf(request), current, body, originOf(request), request.language);
      },
    });
    app.route({
      method,
      url: '/wps/relay/MCSFE_getChatPermission',
      handler: async (request) => deps.chat.permission(merchantOf(request), await session(request)),
    });
    app.route({
      method,
      url: '/wps/relay/MCSFE_getChatMessage',
      handler: async (request) => deps.chat.unread(merchantOf(request), await session(request)),
    });
  }

  app.get('/admin/api/chat/conversations', async (request) => {
    const query = adminChatQuery.parse(request.query);
    return deps.chat.desk(merchantOf(request), await admin(request), query);
  });
  app.get('/admin/api/chat/conversations/:id/messages', async (request) => {
    const { id } = supportIdParam.parse(request.params);
    const query = adminChatMessagesQuery.parse(request.query);
    return deps.chat.deskMessages(merchantOf(request), await admin(request), id, query);
  });
  app.post('/admin/api/chat/conversations/:id/messages', async (request) => {
    const { id } = supportIdParam.parse(request.params);
    const input = adminChatSendRequest.parse(request.body);
    return deps.chat.reply(merchantOf(request), await admin(request), id, input);
  });
  app.post('/admin/api/chat/conversations/:id/close', async (request) => {
    const { id } = supportIdParam.parse(request.params);
    return deps.chat.close(merchantOf(request), await admin(request), id);
  });
}
