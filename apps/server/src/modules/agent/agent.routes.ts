import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  agentContractCancelRequest,
  agentContractsQuery,
  contractOfferRequest,
  createRegisterCodeRequest,
  hourSalaryRequest,
  participationRequest,
  payoutRecordsQuery,
  personalStatementQuery,
  processDailySalaryRequest,
  processDividendRequest,
  processHourSalaryRequest,
  processRealTimeSalaryRequest,
  registerCodeParams,
  registerCodesQuery,
  teamMembersQuery,
  teamOverviewQuery,
  teamStatementQuery,
  updateRegisterCodeRequest,
  wageRequest,
  type ContractKind,
} from '@platform/shared';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { SessionService } from '../session/index.js';
import type { AgentService } from './agent.service.js';

export interface AgentRouteDeps {
  sessions: SessionService;
  agents: AgentService;
}

/** Per address and merchant: the agent centre's changes are few; reads are paged. */
const WRITE_RATE = { config: { rateLimit: { max: 60, timeWindow: 60_000 } } };

/**
 * Agent endpoints (contracts/agent.ts documents each). The spec's named contract calls are relay
 * routes /wps/relay/AGENT_<name>; the agent centre lives under /wps/agent. Agent transfer to
 * downline is POST /wps/agent/transfer/downline in the wallet routes.
 */
export function registerAgentRoutes(app: FastifyInstance, deps: AgentRouteDeps): void {
  const ctx = async (request: FastifyRequest) => {
    const merchant = requireMerchant(request.merchant);
    return { merchant, session: await deps.sessions.require(merchant, request.authToken, request.ip) };
  };
  const a = deps.agents;

  // Team and statements
  app.get('/wps/agent/team/overview', async (request) => {
    const query = teamOverviewQuery.parse(request.query);
    const { merchant, session } = await ctx(request);
    return a.overview(merchant, session, query);
  });
  app.get('/wps/agent/team/members', async (request) => {
    const query = teamMembersQuery.parse(request.query);
    const { merchant, session } = await ctx(request);
    return a.members(merchant, session, query);
  });
  app.get('/wps/agent/statements/personal', async (request) => {
    const query = personalStatementQuery.parse(request.query);
    const { merchant, session } = await ctx(request);
    return a.personalStatement(merchant, session, query);
  });
  app.get('/wps/agent/statements/team', async (request) => {
    const query = teamStatementQuery.parse(request.query);
    const { merchant, session } = await ctx(request);
    return a.teamStatement(merchant, session, query);
  });

  // Register codes and links
  app.get('/wps/agent/register/codes', async (request) => {
    const query = registerCodesQuery.parse(request.query);
    const { merchant, session } = await ctx(request);
    return a.registerCodes(merchant, session, query);
  });
  app.post('/wps/agent/register/codes', WRITE_RATE, async (request) => {
    const body = createRegisterCodeRequest.parse(request.body ?? {});
    const { merchant, session } = await ctx(request);
    return a.createRegisterCode(merchant, session, body);
  });
  app.put('/wps/agent/register/codes/:codeId', WRITE_RATE, async (request) => {
    const { codeId } = registerCodeParams.parse(request.params);
    const body = updateRegisterCodeRequest.parse(request.body ?? {});
    const { merchant, session } = await ctx(request);
    return a.updateRegisterCode(merchant, session, codeId, body);
  });
  app.delete('/wps/agent/register/codes/:codeId', WRITE_RATE, async (request) => {
    const { codeId } = registerCodeParams.parse(request.params);
    const { merchant, session } = await ctx(request);
    return a.updateRegisterCode(merchant, session, codeId, {}, true);
  });

  // Contracts the agent offers its downlines
  app.get('/wps/agent/contracts', async (request) => {
    const query = agentContractsQuery.parse(request.query);
    const { merchant, session } = await ctx(request);
    return a.agentContracts(merchant, session, query);
  });
  app.post('/wps/agent/contracts/offer', WRITE_RATE, async (request) => {
    const body = contractOfferRequest.parse(request.body);
    const { merchant, session } = await ctx(request);
    return a.offer(merchant, session, body);
  });
  app.post('/wps/agent/contracts/cancel', WRITE_RATE, async (request) => {
    const { contractId } = agentContractCancelRequest.parse(request.body);
    const { merchant, session } = await ctx(request);
    return { contract: await a.agentCancel(merchant, session, contractId) };
  });

  // Payout records
  const records: [string, ContractKind][] = [
    ['dividend', 'DIVIDEND'],
    ['daily-salary', 'DAILY_SALARY'],
    ['hour-salary', 'HOUR_SALARY'],
    ['realtime-salary', 'REALTIME_SALARY'],
  ];
  for (const [path, kind] of records) {
    app.get(`/wps/agent/records/${path}`, async (request) => {
      const query = payoutRecordsQuery.parse(request.query);
      const { merchant, session } = await ctx(request);
      return a.records(merchant, session, kind, query);
    });
  }

  // The holder's contract calls, one relay path per kind
  app.post('/wps/relay/AGENT_getConsolidated', async (request) => {
    const { merchant, session } = await ctx(request);
    return a.consolidated(merchant, session);
  });
  app.post('/wps/relay/AGENT_processDividendReq', WRITE_RATE, async (request) => {
    const body = processDividendRequest.parse(request.body);
    const { merchant, session } = await ctx(request);
    return a.answerDividend(merchant, session, body);
  });
  app.post('/wps/relay/AGENT_participation', WRITE_RATE, async (request) => {
    const body = participationRequest.parse(request.body);
    const { merchant, session } = await ctx(request);
    return a.answerDividend(merchant, session, { productType: body.type, status: body.status });
  });
  app.post('/wps/relay/AGENT_processDailySalary', WRITE_RATE, async (request) => {
    const body = processDailySalaryRequest.parse(request.body);
    const { merchant, session } = await ctx(request);
    return a.answer(merchant, session, 'DAILY_SALARY', body.id, body.status);
  });
  app.post('/wps/relay/AGENT_wage', WRITE_RATE, async (request) => {
    const body = wageRequest.parse(request.body);
    const { merchant, session } = await ctx(request);
    return a.answer(merchant, session, 'DAILY_SALARY', body.id, body.status);
  });
  app.post('/wps/relay/AGENT_processContractHourSalary', WRITE_RATE, async (request) => {
    const body = processHourSalaryRequest.parse(request.body);
    const { merchant, session } = await ctx(request);
    return a.answer(merchant, session, 'HOUR_SALARY', body.contractId, body.status);
  });
  app.post('/wps/relay/AGENT_hourSalary', WRITE_RATE, async (request) => {
    const body = hourSalaryRequest.parse(request.body);
    const { merchant, session } = await ctx(request);
    return a.answer(merchant, session, 'HOUR_SALARY', body.contractId, body.status);
  });
  app.post('/wps/relay/AGENT_processRealTimeSalaryContract', WRITE_RATE, async (request) => {
    const body = processRealTimeSalaryRequest.parse(request.body);
    const { merchant, session } = await ctx(request);
    return a.answer(merchant, session, 'REALTIME_SALARY', body.contractId, body.status);
  });
}
