import type { FastifyInstance } from 'fastify';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { SessionService } from '../session/session.service.js';
import type { MemberService } from './member.service.js';

export function registerMemberRoutes(
  app: FastifyInstance,
  deps: { sessions: SessionService; members: MemberService },
) {
  app.get('/wps/member/info', async (request) => {
    const merchant = requireMerchant(request.merchant);
    const session = await deps.sessions.require(merchant, request.authToken, request.ip);
    return deps.members.info(merchant, session);
  });
}
