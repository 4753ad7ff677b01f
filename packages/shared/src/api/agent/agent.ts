/*
 * The agent centre under /wps/agent (contracts/agent.ts documents each call and who may make it)
 * and the contract calls of the spec as relays /wps/relay/AGENT_<name>. Agent transfer to
 * downline is walletApi.transferToDownlines.
 */
import { endpoint } from '../../endpoint.js';
import {
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
} from '../../contracts/agent.js';

export const teamOverview = endpoint({
  method: 'GET',
  path: '/wps/agent/team/overview',
  auth: 'member',
  query: teamOverviewQuery,
  value: teamOverviewValue,
});
export const teamMembers = endpoint({
  method: 'GET',
  path: '/wps/agent/team/members',
  auth: 'member',
  query: teamMembersQuery,
  value: teamMembersValue,
});
export const personalStatement = endpoint({
  method: 'GET',
  path: '/wps/agent/statements/personal',
  auth: 'member',
  query: personalStatementQuery,
  value: personalStatementValue,
});
export const teamStatement = endpoint({
  method: 'GET',
  path: '/wps/agent/statements/team',
  auth: 'member',
  query: teamStatementQuery,
  value: teamStatementValue,
});
export const registerCodes = endpoint({
  method: 'GET',
  path: '/wps/agent/register/codes',
  auth: 'member',
  query: registerCodesQuery,
  value: registerCodesValue,
});
export const createRegisterCode = endpoint({
  method: 'POST',
  path: '/wps/agent/register/codes',
  auth: 'member',
  body: createRegisterCodeRequest,
  value: registerCodeItem,
});
export const updateRegisterCode = endpoint({
  method: 'PUT',
  path: '/wps/agent/register/codes/:codeId',
  auth: 'member',
  params: registerCodeParams,
  body: updateRegisterCodeRequest,
  value: registerCodeUpdateValue,
});
/** The code stops working; members already registered with it stay. */
export const deleteRegisterCode = endpoint({
  method: 'DELETE',
  path: '/wps/agent/register/codes/:codeId',
  auth: 'member',
  params: registerCodeParams,
  value: registerCodeUpdateValue,
});
/** Offers the agent made to its downlines. */
export const contracts = endpoint({
  method: 'GET',
  path: '/wps/agent/contracts',
  auth: 'member',
  query: agentContractsQuery,
  value: agentContractsValue,
});
export const offer = endpoint({
  method: 'POST',
  path: '/wps/agent/contracts/offer',
  auth: 'member',
  body: contractOfferRequest,
  value: contractView,
});
export const cancel = endpoint({
  method: 'POST',
  path: '/wps/agent/contracts/cancel',
  auth: 'member',
  body: agentContractCancelRequest,
  value: contractActionValue,
});
export const dividendRecords = endpoint({
  method: 'GET',
  path: '/wps/agent/records/dividend',
  auth: 'member',
  query: payoutRecordsQuery,
  value: payoutRecordsValue,
});
export const dailySalaryRecords = endpoint({
  method: 'GET',
  path: '/wps/agent/records/daily-salary',
  auth: 'member',
  query: payoutRecordsQuery,
  value: payoutRecordsValue,
});
export const hourSalaryRecords = endpoint({
  method: 'GET',
  path: '/wps/agent/records/hour-salary',
  auth: 'member',
  query: payoutRecordsQuery,
  value: payoutRecordsValue,
});
export const realTimeSalaryRecords = endpoint({
  method: 'GET',
  path: '/wps/agent/records/realtime-salary',
  auth: 'member',
  query: payoutRecordsQuery,
  value: payoutRecordsValue,
});
// The holder's contract calls, one relay path per kind (no body for getConsolidated).
export const consolidated = endpoint({
  method: 'POST',
  path: '/wps/relay/AGENT_getConsolidated',
  auth: 'member',
  value: consolidatedContractsValue,
});
export const processDividend = endpoint({
  method: 'POST',
  path: '/wps/relay/AGENT_processDividendReq',
  auth: 'member',
  body: processDividendRequest,
  value: contractActionValue,
});
/** Dividend by product type (type = productType). */
export const participation = endpoint({
  method: 'POST',
  path: '/wps/relay/AGENT_participation',
  auth: 'member',
  body: participationRequest,
  value: contractActionValue,
});
export const processDailySalary = endpoint({
  method: 'POST',
  path: '/wps/relay/AGENT_processDailySalary',
  /** AGENT_wage is the same call under another name. */
  aliases: ['/wps/relay/AGENT_wage'],
  auth: 'member',
  body: processDailySalaryRequest,
  value: contractActionValue,
});
export const processHourSalary = endpoint({
  method: 'POST',
  path: '/wps/relay/AGENT_processContractHourSalary',
  /** AGENT_hourSalary is the same call under another name (its clients send no productType). */
  aliases: ['/wps/relay/AGENT_hourSalary'],
  auth: 'member',
  body: processHourSalaryRequest,
  value: contractActionValue,
});
export const processRealTimeSalary = endpoint({
  method: 'POST',
  path: '/wps/relay/AGENT_processRealTimeSalaryContract',
  auth: 'member',
  body: processRealTimeSalaryRequest,
  value: contractActionValue,
});
