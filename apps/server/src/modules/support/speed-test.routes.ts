import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminSpeedTestQuery, adminSpeedTestRequest, speedTestResultRequest } from '@platform/shared';
import { requireMerchant } from '../../platform/http/request-context.js';
import { requestOrigin } from '../../platform/http/request-origin.js';
import type { SessionService } from '../session/session.service.js';
import type { AdminService } from '../admin/admin.service.js';
import type { SpeedTestService } from './speed-test.service.js';
import { operatorOf } from '../admin/admin-guard.js';

export interface SpeedTestRouteDeps {
  sessions: SessionService;
  admins: AdminService;
  speedTests: SpeedTestService;
}

const RESULT_RATE = { max: 30, timeWindow: 60_000 };

/** The speed-test post-back of a member's browser and the operator's tasks. */
export function registerSpeedTestRoutes(app: FastifyInstance, deps: SpeedTestRouteDeps): void {
  const merchantOf = (request: FastifyRequest) => requireMerchant(request.merchant);
  const admin = (request: FastifyRequest) => operatorOf(request, deps.admins);

  app.post('/wps/system/speedTest/result', { config: { rateLimit: RESULT_RATE } }, async (request) => {
    const input = speedTestResultRequest.parse(request.body);
    const session = await deps.sessions.require(merchantOf(request), request.authToken, request.ip);
    return deps.speedTests.record(merchantOf(request), session, input);
  });

  app.post('/admin/api/customer-service/speed-tests', async (request) => {
    const input = adminSpeedTestRequest.parse(request.body);
    return deps.speedTests.send(merchantOf(request), await admin(request), input, requestOrigin(request));
  });
  app.get('/admin/api/customer-service/speed-tests', async (request) => {
    const query = adminSpeedTestQuery.parse(request.query);
    return deps.speedTests.list(merchantOf(request), await admin(request), query);
  });
}
