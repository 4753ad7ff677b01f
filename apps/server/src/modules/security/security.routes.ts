import type { FastifyInstance } from 'fastify';
import { securityApi } from '@platform/shared';
import { serve } from '../../platform/http/serve.js';
import type { TwoFactorService } from './two-factor.service.js';

const ENROL_RATE = { rateLimit: { max: 10, timeWindow: 60_000 } };

export function registerSecurityRoutes(app: FastifyInstance, deps: { twoFactor: TwoFactorService }): void {
  serve(app, securityApi.config, (c) => deps.twoFactor.config(c.merchant, c.session));
  serve(app, securityApi.startTotp, (c) => deps.twoFactor.startTotp(c.merchant, c.session), ENROL_RATE);
  serve(
    app,
    securityApi.confirmTotp,
    (c) => deps.twoFactor.confirmTotp(c.merchant, c.session, c.body.code),
    ENROL_RATE,
  );
  serve(
    app,
    securityApi.disableTotp,
    (c) => deps.twoFactor.disableTotp(c.merchant, c.session, c.body.code),
    ENROL_RATE,
  );
}
