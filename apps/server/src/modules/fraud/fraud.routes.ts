import type { FastifyInstance } from 'fastify';
import { adminFraudApi } from '@platform/shared';
import { serve } from '../../platform/http/serve.js';
import type { FraudService } from './fraud.service.js';

/** Fraud rules, link groups and flags in the back office (area fraud); the admin guard audits changes. */
export function registerFraudRoutes(app: FastifyInstance, deps: { fraud: FraudService }) {
  const fraud = deps.fraud;
  serve(app, adminFraudApi.rules, (c) => fraud.rules(c.merchant));
  serve(app, adminFraudApi.saveRules, (c) => fraud.saveRules(c.merchant, c.operator, c.body));
  serve(app, adminFraudApi.groups, (c) => fraud.groups(c.merchant, c.query));
  serve(app, adminFraudApi.member, (c) => fraud.member(c.merchant, c.params.id));
  serve(app, adminFraudApi.clear, (c) => fraud.clear(c.merchant, c.operator, c.params.id, c.body.remarks));
}
