/** /admin/api/agents: agents, their contracts and the payouts made (read-only). */
import { endpoint } from '../../endpoint.js';
import {
  adminAgentContractPageValue,
  adminAgentContractQuery,
  adminAgentPageValue,
  adminAgentPayoutPageValue,
  adminAgentPayoutQuery,
  adminAgentQuery,
} from '../../contracts/agent.js';

export const agents = endpoint({
  method: 'GET',
  path: '/admin/api/agents',
  auth: 'operator',
  query: adminAgentQuery,
  value: adminAgentPageValue,
});
export const contracts = endpoint({
  method: 'GET',
  path: '/admin/api/agents/contracts',
  auth: 'operator',
  query: adminAgentContractQuery,
  value: adminAgentContractPageValue,
});
export const payouts = endpoint({
  method: 'GET',
  path: '/admin/api/agents/payouts',
  auth: 'operator',
  query: adminAgentPayoutQuery,
  value: adminAgentPayoutPageValue,
});
