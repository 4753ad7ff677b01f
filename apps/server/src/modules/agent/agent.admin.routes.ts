import type { FastifyInstance } from 'fastify';
import { agentAdminApi } from '@platform/shared';
import { serve } from '../../platform/http/serve.js';
import type { AgentAdminService } from './agent-admin.service.js';

export interface AgentAdminRouteDeps {
  agentAdmin: AgentAdminService;
}

/** /admin/api/agents: agents, their contracts and the payouts made; the house's offers to top agents. */
export function registerAgentAdminRoutes(app: FastifyInstance, deps: AgentAdminRouteDeps): void {
  const service = deps.agentAdmin;
  serve(app, agentAdminApi.agents, (c) => service.agents(c.merchant, c.operator, c.query));
  serve(app, agentAdminApi.contracts, (c) => service.contracts(c.merchant, c.operator, c.query));
  serve(app, agentAdminApi.offerContract, (c) => service.offerContract(c.merchant, c.operator, c.body));
  serve(app, agentAdminApi.payouts, (c) => service.payouts(c.merchant, c.operator, c.query));
}
