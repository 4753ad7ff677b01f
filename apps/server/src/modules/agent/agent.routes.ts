import type { FastifyInstance } from 'fastify';
import { agentApi, legacyAgentApi, legacyReportApi, legacySiteApi } from '@platform/shared';
import { serve } from '../../platform/http/serve.js';
import type { AgentService } from './agent.service.js';
import type { DownlineAccounts } from './downline-accounts.js';
import type { LegacyAgentCentre } from './legacy-agent-centre.js';

export interface AgentRouteDeps {
  agents: AgentService;
  downlineAccounts: DownlineAccounts;
  legacyAgents: LegacyAgentCentre;
}

/** Per address and merchant: the agent centre's changes are few; reads are paged. */
const WRITE_RATE = { rateLimit: { max: 60, timeWindow: 60_000 } };

/**
 * Agent endpoints (agentApi; contracts/agent.ts documents each). Agent transfer to downline is
 * served with the wallet routes.
 */
export function registerAgentRoutes(app: FastifyInstance, deps: AgentRouteDeps): void {
  const a = deps.agents;

  // The 500cai agent opening an account under itself.
  serve(
    app,
    legacySiteApi.createDownline,
    (c) => deps.downlineAccounts.create(c.merchant, c.session, c.body, c.client),
    WRITE_RATE,
  );

  // The 500cai agent centre: ours, through its paths.
  const legacy = deps.legacyAgents;
  serve(app, legacyAgentApi.announcements, (c) =>
    legacy.announcements(c.merchant, c.session, c.query, c.client.language),
  );
  serve(app, legacyAgentApi.globalRebateSettings, (c) => legacy.rebateSettings(c.merchant, c.session));
  serve(app, legacyAgentApi.downlineRebates, (c) => a.agentContracts(c.merchant, c.session, c.query));
  serve(app, legacyAgentApi.downlines, (c) => a.members(c.merchant, c.session, c.query));
  serve(
    app,
    legacyAgentApi.createAffiliateUrl,
    (c) => a.createRegisterCode(c.merchant, c.session, c.body),
    WRITE_RATE,
  );
  serve(app, legacyAgentApi.affiliateUrls, (c) => a.registerCodes(c.merchant, c.session, c.query));
  serve(
    app,
    legacyAgentApi.deleteAffiliateUrl,
    (c) => a.updateRegisterCode(c.merchant, c.session, c.query.affiUrlId, {}, true),
    WRITE_RATE,
  );
  serve(app, legacyAgentApi.registeredAffiliates, (c) =>
    legacy.registeredAffiliates(c.merchant, c.session, c.query),
  );
  serve(app, legacyAgentApi.transferEnabled, (c) => legacy.transferEnabled(c.merchant, c.session));
  serve(
    app,
    legacyAgentApi.promoteDownlineToAgent,
    (c) => legacy.promote(c.merchant, c.session, c.body),
    WRITE_RATE,
  );

  // The 500cai reports: our team statement of the products each names, our own statements.
  serve(app, legacyReportApi.downlineTransaction, (c) => a.teamStatement(c.merchant, c.session, c.query));
  serve(app, legacyReportApi.downlineLottoPnl, (c) =>
    a.teamStatement(c.merchant, c.session, c.query, ['LOTT']),
  );
  serve(app, legacyReportApi.teamPvpFishingPnl, (c) =>
    a.teamStatement(c.merchant, c.session, c.query, ['PVP', 'FISH']),
  );
  serve(app, legacyReportApi.teamPvpRngBetting, (c) =>
    a.teamStatement(c.merchant, c.session, c.query, ['PVP', 'RNG']),
  );
  serve(app, legacyReportApi.income, (c) => a.personalStatement(c.merchant, c.session, c.query));
  serve(app, legacyReportApi.commission, (c) =>
    a.records(c.merchant, c.session, c.query.kind, c.query.query),
  );
  serve(app, legacyReportApi.personalPvpFishingPnl, (c) =>
    a.productPnl(c.merchant, c.session, ['PVP', 'FISH'], c.query),
  );

  // Team and statements
  serve(app, agentApi.teamOverview, (c) => a.overview(c.merchant, c.session, c.query));
  serve(app, agentApi.teamMembers, (c) => a.members(c.merchant, c.session, c.query));
  serve(app, agentApi.personalStatement, (c) => a.personalStatement(c.merchant, c.session, c.query));
  serve(app, agentApi.teamStatement, (c) => a.teamStatement(c.merchant, c.session, c.query));

  // Register codes and links
  serve(app, agentApi.registerCodes, (c) => a.registerCodes(c.merchant, c.session, c.query));
  serve(
    app,
    agentApi.createRegisterCode,
    (c) => a.createRegisterCode(c.merchant, c.session, c.body),
    WRITE_RATE,
  );
  serve(
    app,
    agentApi.updateRegisterCode,
    (c) => a.updateRegisterCode(c.merchant, c.session, c.params.codeId, c.body),
    WRITE_RATE,
  );
  serve(
    app,
    agentApi.deleteRegisterCode,
    (c) => a.updateRegisterCode(c.merchant, c.session, c.params.codeId, {}, true),
    WRITE_RATE,
  );

  // Contracts the agent offers its downlines
  serve(app, agentApi.contracts, (c) => a.agentContracts(c.merchant, c.session, c.query));
  serve(app, agentApi.offer, (c) => a.offer(c.merchant, c.session, c.body), WRITE_RATE);
  serve(
    app,
    agentApi.cancel,
    async (c) => ({ contract: await a.agentCancel(c.merchant, c.session, c.body.contractId) }),
    WRITE_RATE,
  );

  // Payout records
  serve(app, agentApi.dividendRecords, (c) => a.records(c.merchant, c.session, 'DIVIDEND', c.query));
  serve(app, agentApi.dailySalaryRecords, (c) => a.records(c.merchant, c.session, 'DAILY_SALARY', c.query));
  serve(app, agentApi.hourSalaryRecords, (c) => a.records(c.merchant, c.session, 'HOUR_SALARY', c.query));
  serve(app, agentApi.realTimeSalaryRecords, (c) =>
    a.records(c.merchant, c.session, 'REALTIME_SALARY', c.query),
  );

  // The holder's contract calls, one relay path per kind
  serve(app, agentApi.consolidated, (c) => a.consolidated(c.merchant, c.session));
  serve(app, agentApi.processDividend, (c) => a.answerDividend(c.merchant, c.session, c.body), WRITE_RATE);
  serve(
    app,
    agentApi.participation,
    (c) => a.answerDividend(c.merchant, c.session, { productType: c.body.type, status: c.body.status }),
    WRITE_RATE,
  );
  serve(
    app,
    agentApi.processDailySalary,
    (c) => a.answer(c.merchant, c.session, 'DAILY_SALARY', c.body.id, c.body.status),
    WRITE_RATE,
  );
  serve(
    app,
    agentApi.processHourSalary,
    (c) => a.answer(c.merchant, c.session, 'HOUR_SALARY', c.body.contractId, c.body.status),
    WRITE_RATE,
  );
  serve(
    app,
    agentApi.processRealTimeSalary,
    (c) => a.answer(c.merchant, c.session, 'REALTIME_SALARY', c.body.contractId, c.body.status),
    WRITE_RATE,
  );
}
