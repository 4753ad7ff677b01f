import { endpoint } from '../endpoint.js';
import {
  adminAgentContractPageValue,
  adminAgentContractQuery,
  adminAgentPageValue,
  adminAgentPayoutPageValue,
  adminAgentPayoutQuery,
  adminAgentQuery,
  agentContractCancelRequest,
  agentContractsQuery,
  agentContractsValue,
  consolidatedContractsValue,
  contractActionValue,
  contractOfferRequest,
  contractView,
  createRegisterCodeRequest,
  participationRequest,
  payoutRecordsQuery,
  payoutRecordsValue,
  personalStatementQuery,
  personalStatementValue,
  processDailySalaryRequest,
  processDividendRequest,
  processHourSalaryRequest,
  processRealTimeSalaryRequest,
  registerCodeItem,
  registerCodeParams,
  registerCodesQuery,
  registerCodesValue,
  registerCodeUpdateValue,
  teamMembersQuery,
  teamMembersValue,
  teamOverviewQuery,
  teamOverviewValue,
  teamStatementQuery,
  teamStatementValue,
  updateRegisterCodeRequest,
} from '../contracts/agent.js';

/*
 * The agent centre under /wps/agent (contracts/agent.ts documents each call and who may make it)
 * and the contract calls of the spec as relays /wps/relay/AGENT_<name>. Agent transfer to
 * downline is walletApi.transferToDownlines.
 */
export const agentApi = {
  teamOverview: endpoint({
    method: 'GET',
    path: '/wps/agent/team/overview',
    auth: 'member',
    query: teamOverviewQuery,
    value: teamOverviewValue,
  }),
  teamMembers: endpoint({
    method: 'GET',
    path: '/wps/agent/team/members',
    auth: 'member',
    query: teamMembersQuery,
    value: teamMembersValue,
  }),
  personalStatement: endpoint({
    method: 'GET',
    path: '/wps/agent/statements/personal',
    auth: 'member',
    query: personalStatementQuery,
    value: personalStatementValue,
  }),
  teamStatement: endpoint({
    method: 'GET',
    path: '/wps/agent/statements/team',
    auth: 'member',
    query: teamStatementQuery,
    value: teamStatementValue,
  }),
  registerCodes: endpoint({
    method: 'GET',
    path: '/wps/agent/register/codes',
    auth: 'member',
    query: registerCodesQuery,
    value: registerCodesValue,
  }),
  createRegisterCode: endpoint({
    method: 'POST',
    path: '/wps/agent/register/codes',
    auth: 'member',
    body: createRegisterCodeRequest,
    value: registerCodeItem,
  }),
  updateRegisterCode: endpoint({
    method: 'PUT',
    path: '/wps/agent/register/codes/:codeId',
    auth: 'member',
    params: registerCodeParams,
    body: updateRegisterCodeRequest,
    value: registerCodeUpdateValue,
  }),
  /** The code stops working; members already registered with it stay. */
  deleteRegisterCode: endpoint({
    method: 'DELETE',
    path: '/wps/agent/register/codes/:codeId',
    auth: 'member',
    params: registerCodeParams,
    value: registerCodeUpdateValue,
  }),
  /** Offers the agent made to its downlines. */
  contracts: endpoint({
    method: 'GET',
    path: '/wps/agent/contracts',
    auth: 'member',
    query: agentContractsQuery,
    value: agentContractsValue,
  }),
  offer: endpoint({
    method: 'POST',
    path: '/wps/agent/contracts/offer',
    auth: 'member',
    body: contractOfferRequest,
    value: contractView,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/wps/agent/contracts/cancel',
    auth: 'member',
    body: agentContractCancelRequest,
    value: contractActionValue,
  }),
  dividendRecords: endpoint({
    method: 'GET',
    path: '/wps/agent/records/dividend',
    auth: 'member',
    query: payoutRecordsQuery,
    value: payoutRecordsValue,
  }),
  dailySalaryRecords: endpoint({
    method: 'GET',
    path: '/wps/agent/records/daily-salary',
    auth: 'member',
    query: payoutRecordsQuery,
    value: payoutRecordsValue,
  }),
  hourSalaryRecords: endpoint({
    method: 'GET',
    path: '/wps/agent/records/hour-salary',
    auth: 'member',
    query: payoutRecordsQuery,
    value: payoutRecordsValue,
  }),
  realTimeSalaryRecords: endpoint({
    method: 'GET',
    path: '/wps/agent/records/realtime-salary',
    auth: 'member',
    query: payoutRecordsQuery,
    value: payoutRecordsValue,
  }),

  // The holder's contract calls, one relay path per kind (no body for getConsolidated).
  consolidated: endpoint({
    method: 'POST',
    path: '/wps/relay/AGENT_getConsolidated',
    auth: 'member',
    value: consolidatedContractsValue,
  }),
  processDividend: endpoint({
    method: 'POST',
    path: '/wps/relay/AGENT_processDividendReq',
    auth: 'member',
    body: processDividendRequest,
    value: contractActionValue,
  }),
  /** Dividend by product type (type = productType). */
  participation: endpoint({
    method: 'POST',
    path: '/wps/relay/AGENT_participation',
    auth: 'member',
    body: participationRequest,
    value: contractActionValue,
  }),
  processDailySalary: endpoint({
    method: 'POST',
    path: '/wps/relay/AGENT_processDailySalary',
    /** AGENT_wage is the same call under another name. */
    aliases: ['/wps/relay/AGENT_wage'],
    auth: 'member',
    body: processDailySalaryRequest,
    value: contractActionValue,
  }),
  processHourSalary: endpoint({
    method: 'POST',
    path: '/wps/relay/AGENT_processContractHourSalary',
    /** AGENT_hourSalary is the same call under another name (its clients send no productType). */
    aliases: ['/wps/relay/AGENT_hourSalary'],
    auth: 'member',
    body: processHourSalaryRequest,
    value: contractActionValue,
  }),
  processRealTimeSalary: endpoint({
    method: 'POST',
    path: '/wps/relay/AGENT_processRealTimeSalaryContract',
    auth: 'member',
    body: processRealTimeSalaryRequest,
    value: contractActionValue,
  }),
};

/** /admin/api/agents: agents, their contracts and the payouts made (read-only). */
export const agentAdminApi = {
  agents: endpoint({
    method: 'GET',
    path: '/admin/api/agents',
    auth: 'operator',
    query: adminAgentQuery,
    value: adminAgentPageValue,
  }),
  contracts: endpoint({
    method: 'GET',
    path: '/admin/api/agents/contracts',
    auth: 'operator',
    query: adminAgentContractQuery,
    value: adminAgentContractPageValue,
  }),
  payouts: endpoint({
    method: 'GET',
    path: '/admin/api/agents/payouts',
    auth: 'operator',
    query: adminAgentPayoutQuery,
    value: adminAgentPayoutPageValue,
  }),
};
