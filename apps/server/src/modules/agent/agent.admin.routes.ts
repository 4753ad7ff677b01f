import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminAgentContractQuery, adminAgentPayoutQuery, adminAgentQuery } from '@platform/shared';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { AdminService } from '../admin/index.js';
import type { AgentAdminService } from './agent-admin.service.js';
import { operatorOf } from '../admin/index.js';

export interface AgentAdminRouteDeps {
  admins: AdminService;
  agentAdmin: AgentAdminService;
}

/** /admin/api/agents: agents, their contracts and the payouts made (read-only). */
export function registerAgentAdminRoutes(app: FastifyInstance, deps: AgentAdminRouteDeps): void {
  const merchantOf = (request: FastifyRequest) => requireMerchant(request.merchant);
  const admin = (request: FastifyRequest) => operatorOf(request, deps.admins);
  const service = deps.agentAdmin;

  app.get('/admin/api/agents', async (request) => {
    const actor = await admin(request);
    return service.agents(merchantOf(request), actor, adminAgentQuery.parse(request.query));
  });
  app.get('/admin/api/agents/contracts', async (request) => {
    const actor = await admin(request);
    return service.contracts(merchantOf(request), actor, adminAgentContractQuery.parse(request.query));
  });
  app.get('/admin/api/agents/payouts', async (request) => {
    const actor = await admin(request);
    return service.payouts(merchantOf(request), actor, adminAgentPayoutQuery.parse(request.query));
  });
}
