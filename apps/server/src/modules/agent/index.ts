/** Agents: downlines, dividend and salary contracts, their periodic payouts. */
export { AgentService } from './agent.service.js';
export { AgentPayouts } from './payouts.js';
export { registerAgentRoutes } from './agent.routes.js';
export { AgentAdminService } from './agent-admin.service.js';
export { registerAgentAdminRoutes } from './agent.admin.routes.js';
export { AgentScheduler } from './scheduler.js';
export { AgentRepository } from './agent.repository.js';
export { addDays, businessDay, dayStart } from './periods.js';
export { DownlineAccounts } from './downline-accounts.js';
export { LegacyAgentCentre } from './legacy-agent-centre.js';
