/** /admin/api/agents: agents, their contracts and the payouts made; the house's offers to top agents. */
import { endpoint } from '../../endpoint.js';
import {
  adminAgentContract,
  adminAgentContractPageValue,
  adminAgentContractQuery,
  adminAgentPageValue,
  adminAgentPayoutPageValue,
  adminAgentPayoutQuery,
  adminAgentQuery,
  contractOfferRequest,
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
/**
 * The house offers a contract to a top agent (no upline), who answers it in the agent centre like
 * any offer. An offer of a kind, product and period the agent already holds revises that contract.
 */
export const offerContract = endpoint({
  method: 'POST',
  path: '/admin/api/agents/contracts',
  auth: 'operator',
  body: contractOfferRequest,
  value: adminAgentContract,
});
export const payouts = endpoint({
  method: 'GET',
  path: '/admin/api/agents/payouts',
  auth: 'operator',
  query: adminAgentPayoutQuery,
  value: adminAgentPayoutPageValue,
});
