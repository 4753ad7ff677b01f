import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminMessageRequest,
  adminOnlineMessageRequest,
  inboxQuery,
  markReadRequest,
  messageIdParam,
  noticeQuery,
} from '@platform/shared';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { SessionContext, SessionService } from '../session/session.service.js';
import type { AdminService } from '../admin/admin.service.js';
import type { MessageService } from './message.service.js';
import { operatorOf } from '../admin/admin-guard.js';

export interface MessageRouteDeps {
  sessions: SessionService;
  admins: AdminService;
  messages: MessageService;
}

/** Inbox, unread counts, notices and popups; the merchant's messages under /admin/api. */
export function registerMessageRoutes(app: FastifyInstance, deps: MessageRouteDeps): void {
  const merchantOf = (request: FastifyRequest) => requireMerchant(request.merchant);
  const session = (request: FastifyRequest) =>
    deps.sessions.require(merchantOf(request), request.authToken, request.ip);
  const maybeSession = async (request: FastifyRequest): Promise<SessionContext | null> => {
    if (!request.authToken) return null;
    return deps.sessions.require(merchantOf(request), request.authToken, request.ip).catch(() => null);
  };
  const admin = (request: FastifyRequest) => operatorOf(request, deps.admins);

  app.get('/wps/relay/MCSFE_getInboxMessages', async (request) =>
    deps.messages.inbox(merchantOf(request), await session(request), inboxQuery.parse(request.query)),
  );
  app.post('/wps/relay/MCSFE_getInboxMessages', async (request) =>
    deps.messages.inbox(merchantOf(request), await session(request), inboxQuery.parse(request.body ?? {})),
  );
  app.get('/wps/relay/MCSFE_getUnreadCounts', async (request) =>
    deps.messages.unreadCounts(merchantOf(request), await session(request)),
  );
  app.post('/wps/message/read', async (request) =>
    deps.messages.markRead(merchantOf(request), await session(request), markReadRequest.parse(request.body)),
  );
  app.get('/wps/message/:id', async (request) => {
    const { id } = messageIdParam.parse(request.params);
    return deps.messages.message(merchantOf(request), await session(request), id);
  });

  app.get('/wps/relay/MCSFE_notice', async (request) =>
    deps.messages.notices(merchantOf(request), noticeQuery.parse(request.query)),
  );
  app.post('/wps/relay/MCSFE_notice', async (request) =>
    deps.messages.notices(merchantOf(request), noticeQuery.parse(request.body ?? {})),
  );
  app.get('/wps/relay/MCSFE_noticeV2', async (request) =>
    deps.messages.noticeV2(
      merchantOf(request),
      noticeQuery.parse({ types: 'B,PL,PU,PR', ...(request.query as object) }),
    ),
  );
  app.get('/wps/notice/popups', async (request) =>
    deps.messages.popups(merchantOf(request), await maybeSession(request)),
  );

  app.post('/admin/api/messages', async (request) => {
    const input = adminMessageRequest.parse(request.body);
    return deps.messages.send(merchantOf(request), await admin(request), input);
  });
  app.post('/admin/api/online-messages', async (request) => {
    const input = adminOnlineMessageRequest.parse(request.body);
    return deps.messages.online(merchantOf(request), await admin(request), input);
  });
}
