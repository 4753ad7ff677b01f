import type { FastifyInstance } from 'fastify';
import { supportAdminApi, supportApi } from '@platform/shared';
import { requestOrigin } from '../../platform/http/request-origin.js';
import { serve } from '../../platform/http/serve.js';
import type { SpeedTestService } from './speed-test.service.js';

const RESULT_RATE = { rateLimit: { max: 30, timeWindow: 60_000 } };

/** The speed-test post-back of a member's browser and the operator's tasks. */
export function registerSpeedTestRoutes(app: FastifyInstance, deps: { speedTests: SpeedTestService }): void {
  const speedTests = deps.speedTests;

  serve(
    app,
    supportApi.speedTestResult,
    (c) => speedTests.record(c.merchant, c.session, c.body),
    RESULT_RATE,
  );

  serve(app, supportAdminApi.sendSpeedTest, (c) =>
    speedTests.send(c.merchant, c.operator, c.body, requestOrigin(c.request)),
  );
  serve(app, supportAdminApi.speedTests, (c) => speedTests.list(c.merchant, c.operator, c.query));
}
