import { z } from 'zod';
import { BUSINESS_DAY_UTC_OFFSET_MINUTES } from '../business-time.js';
import { lazySchema } from '../lazy-schema.js';
import { pageQuery } from './account.js';
import { pagedValue } from './wallet.js';

/**
 * Request and response shapes of the agent area: team, downline registration codes, statements,
 * the four kinds of downline contracts (dividend, daily salary, hourly salary, real-time salary)
 * with their lifecycle, and the records of what the scheduled jobs computed and paid.
 *
 * Every call is an envelope call with the Merchant header and the member's token. Amounts travel
 * as decimal strings in major units ("1250.50"). Percent rates travel as decimal strings of
 * percent with at most 2 decimals ("1.25" is 1.25 %; the server keeps them as hundredths of a
 * percent, "a percentage of 100x" of the spec). Dates are yyyy-mm-dd business days of the
 * platform (UTC+7, see AGENT_DAY_UTC_OFFSET_MINUTES); a range may not lie in the future nor span
 * more than AGENT_MAX_RANGE_DAYS days (the server checks "not in the future").
 *
 * Who may call what (enforced by the server):
 * - isAgent 1 and 2 are agents: the agent centre (team, members, statements, records, register
 *   codes, offers, transfer to downline). 2 may not transfer to its upline (wallet module).
 * - isAgent 0 is a member: only the contract calls (answer offers made to it, getConsolidated).
 * - isAgent 4, 40, 41, 42 are trial accounts: agent-centre reads answer in_please_account, contract
 *   and money actions answer in_need_true_account. 41 and 42 still see the Agent menu entry.
 * - An agent sees only its own downline tree of its own merchant (resource downline.not.found).
 *
 * Agent transfer to downline is POST /wps/agent/transfer/downline of the wallet contract
 * (downlineTransferRequest / downlineTransferValue in wallet.ts; AGENTRANSMULTDOWN3 for several
 * downlines); it pushes AGENT_TRANSFER_AGENT_TO_DOWNLINE to each downline.
 */

/** isAgent values of agents (agent centre and its actions). */
export const AGENT_ACCOUNT_TYPES: readonly number[] = [1, 2];
/** isAgent values that see the Agent menu entry. Trial ones (41, 42) are then refused. */
export const AGENT_MENU_TYPES: readonly number[] = [1, 2, 41, 42];
/** Business days and hours of agent periods are the platform's (business-time.ts). */
export const AGENT_DAY_UTC_OFFSET_MINUTES = BUSINESS_DAY_UTC_OFFSET_MINUTES;
/** Longest date range of any agent query, in days (both ends included). */
export const AGENT_MAX_RANGE_DAYS = 31;
/** Tiers per contract. */
export const CONTRACT_MAX_TIERS = 10;
/** Highest percent rate of any tier (salary and dividend). */
export const CONTRACT_MAX_PERCENT = '100.00';
/** Register codes one agent may hold. */
export const MAX_REGISTER_CODES = 20;
/** An offer not answered within this many days turns from P to E (it may still be answered). */
export const OFFER_EXPIRY_DAYS = 7;

export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY_SALARY', 'HOUR_SALARY', 'REALTIME_SALARY'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/**
 * Stored status of a contract: P pending offer, E pending offer past OFFER_EXPIRY_DAYS,
 * V active (accepted), R rejected, C cancelled (by either side, or replaced by a newer contract).
 */
export const CONTRACT_STATUSES = ['P', 'E', 'V', 'R', 'C'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
/**
 * Action sent as `status` in the contract calls: A accept, R reject, C cancel. P and E allow A
 * or R; V allows C, or A which accepts the agent's revised terms (pendingTiers) of the active
 * contract (without a revision, A on V just confirms and changes nothing).
 */
export const CONTRACT_ACTIONS = ['A', 'R', 'C'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** Product types a contract may count; ALL counts every product. */
export const CONTRACT_PRODUCT_TYPES = [
  'ALL',
  'LIVE',
  'RNG',
  'CONS',
  'SPORTS',
  'LOTT',
  'FISH',
  'ELOTT',
  'PVP',
  'ESPORTS',
] as const;
export type ContractProductType = (typeof CONTRACT_PRODUCT_TYPES)[number];

/**
 * Dividend computation periods: D a business day, W Monday to Sunday, H half a month (1-15 and
 * 16 to the end), M a calendar month.
 */
export const COMPUTATION_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type ComputationPeriod = (typeof COMPUTATION_PERIODS)[number];

/** F: a fixed amount per period; P: percent of the period's bet volume. */
export const RATE_TYPES = ['F', 'P'] as const;
export type RateType = (typeof RATE_TYPES)[number];

/** Y/N flags of the spec. */
export const yesNo = lazySchema(() => z.enum(['Y', 'N']));

// ---- Common inputs ---------------------------------------------------------------------------------

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
export const agentDate = lazySchema(() =>
  z.string().trim().regex(DATE, 'yyyy-mm-dd').refine(isRealDate, 'not a date'),
);

/** Days between two yyyy-mm-dd dates, both ends included. */
export function daysInRange(startDate: string, endDate: string): number {
  return (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000 + 1;
}

/** startDate..endDate, both optional (default: today); start <= end, at most AGENT_MAX_RANGE_DAYS. */
export const dateRangeQuery = lazySchema(() =>
  z
    .object({ startDate: agentDate.optional(), endDate: agentDate.optional() })
    .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
      message: 'startDate after endDate',
      path: ['startDate'],
    })
    .refine(
      (q) => !q.startDate || !q.endDate || daysInRange(q.startDate, q.endDate) <= AGENT_MAX_RANGE_DAYS,
      {
        message: `at most ${AGENT_MAX_RANGE_DAYS} days`,
        path: ['endDate'],
      },
    ),
);

// Fields, not a schema: a function so that they are built with the schemas that use them.
const rangeFields = () => ({ startDate: agentDate.optional(), endDate: agentDate.optional() });
const checkRange = <T extends { startDate?: string | undefined; endDate?: string | undefined }>(q: T) =>
  (!q.startDate || !q.endDate || q.startDate <= q.endDate) &&
  (!q.startDate || !q.endDate || daysInRange(q.startDate, q.endDate) <= AGENT_MAX_RANGE_DAYS);
const RANGE_MESSAGE = { message: `startDate <= endDate, at most ${AGENT_MAX_RANGE_DAYS} days` };

const username = lazySchema(() => z.string().trim().min(1).max(32));
const searchText = lazySchema(() => z.string().trim().max(32).optional());
/** A percent with at most 2 decimals between 0 and 100 ("0.5", "12.25"). */
export const percentInput = lazySchema(() =>
  z
    .union([z.string().trim().max(8), z.number().finite()])
    .transform(String)
    .pipe(z.string().regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, 'percent 0-100, 2 decimals')),
);
/** An amount in major units, at most 2 decimals, bounded. */
export const amountLimitInput = lazySchema(() =>
  z
    .union([z.string().trim().max(16), z.number().finite()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'amount >= 0, 2 decimals')),
);
const count = lazySchema(() => z.coerce.number().int().min(0).max(100_000));
const id = lazySchema(() => z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER));

export interface Paged<T> {
  list: T[];
  page: number;
  size: number;
  total: number;
}

// ---- Team ------------------------------------------------------------------------------------------

/** GET /wps/agent/team/overview?startDate&endDate (agentTeamOverview). Team = the agent and its whole downline tree. */
export const teamOverviewQuery = dateRangeQuery;
/** What the agent centre reports of play and money over a range, for a member or a team. */
const teamFigures = lazySchema(() =>
  z.object({
    betCount: z.number(),
    /** Settled lottery stakes plus game bets. */
    betAmount: z.string(),
    /** Lottery prizes plus game wins. */
    winAmount: z.string(),
    /** betAmount - winAmount: what was lost (the house's gross). */
    profit: z.string(),
    depositAmount: z.string(),
    withdrawAmount: z.string(),
  }),
);

export const teamOverviewValue = lazySchema(() =>
  teamFigures.extend({
    startDate: z.string(),
    endDate: z.string(),
    /** Members below the agent, every level. */
    teamSize: z.number(),
    directMembers: z.number(),
    /** Registered within the range. */
    newMembers: z.number(),
    /** Team members (the agent included) with at least one settled bet in the range. */
    activeMembers: z.number(),
    /** Sum of every wallet of the team's members (the agent excluded), now. */
    teamBalance: z.string(),
    /** Salaries and dividends paid to the agent in the range. */
    salaryAmount: z.string(),
    dividendAmount: z.string(),
    currency: z.string(),
  }),
);
export type TeamOverviewValue = z.infer<typeof teamOverviewValue>;

/** GET /wps/agent/team/members?username&directOnly&page&size: the agent's downline, searchable. */
export const teamMembersQuery = lazySchema(() =>
  pageQuery.extend({
    /** Part of a username (case-insensitive). */
    username: searchText,
    /** true: direct downlines only. */
    directOnly: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((v) => v === 'true' || v === '1'),
  }),
);
export const teamMemberItem = lazySchema(() =>
  z.object({
    customerId: z.number(),
    username: z.string(),
    nickname: z.string().nullable(),
    isAgent: z.number(),
    /** 1 = direct downline of the caller, 2 = its downline, ... */
    level: z.number(),
    uplineUsername: z.string().nullable(),
    directDownlines: z.number(),
    /** MAIN wallet balance (available). */
    balance: z.string(),
    status: z.string(),
    createdAt: z.number(),
    lastLoginAt: z.number().nullable(),
  }),
);
export type TeamMemberItem = z.infer<typeof teamMemberItem>;
export const teamMembersValue = lazySchema(() => pagedValue(teamMemberItem));
export type TeamMembersValue = z.infer<typeof teamMembersValue>;

// ---- Statements --------------------------------------------------------------------------------------

/** GET /wps/agent/statements/personal?startDate&endDate&page&size (personalHistoryCopy): the caller's own days, newest first. */
export const personalStatementQuery = lazySchema(() =>
  pageQuery.extend(rangeFields()).refine(checkRange, RANGE_MESSAGE),
);
export const personalStatementItem = lazySchema(() =>
  teamFigures.extend({
    date: z.string(),
    /** Salaries (daily, hourly, real-time) and dividends paid to the caller. */
    salaryAmount: z.string(),
    dividendAmount: z.string(),
    /** Agent transfers received from the upline / sent to downlines. */
    transferIn: z.string(),
    transferOut: z.string(),
  }),
);
export type PersonalStatementItem = z.infer<typeof personalStatementItem>;
export const personalStatementValue = lazySchema(() =>
  pagedValue(personalStatementItem).extend({ currency: z.string() }),
);
export type PersonalStatementValue = z.infer<typeof personalStatementValue>;

/** GET /wps/agent/statements/team?startDate&endDate&username&page&size (palStatementsAgentCopy): one row per team member with activity, most bets first. */
export const teamStatementQuery = lazySchema(() =>
  pageQuery.extend({ ...rangeFields(), username: searchText }).refine(checkRange, RANGE_MESSAGE),
);
export const teamStatementItem = lazySchema(() =>
  teamFigures.extend({
    customerId: z.number(),
    username: z.string(),
    level: z.number(),
  }),
);
export type TeamStatementItem = z.infer<typeof teamStatementItem>;
export const teamStatementValue = lazySchema(() =>
  pagedValue(teamStatementItem).extend({
    /** Totals over every matching row (not only this page). */
    totals: teamFigures,
    currency: z.string(),
  }),
);
export type TeamStatementValue = z.infer<typeof teamStatementValue>;

// ---- Register codes and links (registerCenter) -----------------------------------------------------

/** GET /wps/agent/register/codes?page&size. */
export const registerCodesQuery = pageQuery;
/**
 * POST /wps/agent/register/codes: a new code (generated by the server, 8 characters). Members who
 * register with it (affiliateCode field, or the link registerPath) become downlines of the agent,
 * as members (accountType 0) or agents of level 2 (accountType 2; only an isAgent 1 agent may).
 */
export const createRegisterCodeRequest = lazySchema(() =>
  z.object({
    accountType: z.union([z.literal(0), z.literal(2)]).default(0),
    remark: z.string().trim().max(60).nullish(),
  }),
);
/** PUT /wps/agent/register/codes/{codeId}: switch on/off or change the remark. */
export const updateRegisterCodeRequest = lazySchema(() =>
  z
    .object({
      enabled: z.boolean().optional(),
      remark: z.string().trim().max(60).nullish(),
    })
    .refine((v) => v.enabled !== undefined || v.remark !== undefined, { message: 'enabled or remark' }),
);
/** DELETE /wps/agent/register/codes/{codeId}: the code stops working (members already registered stay). */
export const registerCodeParams = lazySchema(() => z.object({ codeId: id }));
export const registerCodeItem = lazySchema(() =>
  z.object({
    codeId: z.number(),
    code: z.string(),
    accountType: z.union([z.literal(0), z.literal(2)]),
    remark: z.string().nullable(),
    enabled: z.boolean(),
    /** Members registered with this code. */
    registrations: z.number(),
    /** Path of the registration link on any of the merchant's domains: /register?affiliateCode=CODE. */
    registerPath: z.string(),
    createdAt: z.number(),
  }),
);
export type RegisterCodeItem = z.infer<typeof registerCodeItem>;
export const registerCodesValue = lazySchema(() => pagedValue(registerCodeItem));
export type RegisterCodesValue = z.infer<typeof registerCodesValue>;
/** PUT and DELETE /wps/agent/register/codes/{codeId}. */
export const registerCodeUpdateValue = lazySchema(() =>
  z.object({ codeId: z.number(), deleted: z.boolean() }),
);

// ---- Contract terms ---------------------------------------------------------------------------------

/** Dividend tier: qualifies when the team's bets, net loss and active members reach it. */
export const dividendTier = lazySchema(() =>
  z.object({
    minimumBet: amountLimitInput,
    netLoss: amountLimitInput,
    activeMember: count,
    contractRate: percentInput,
  }),
);
export type DividendTier = z.output<typeof dividendTier>;

const PERCENT = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
/** rate is a percent 0-100 for P and an amount for F, both with at most 2 decimals. */
const rateMatchesType = (t: { rateType: RateType; rate: string }) =>
  (t.rateType === 'P' ? PERCENT : AMOUNT).test(t.rate);
const RATE_MESSAGE = { message: 'rate: percent 0-100 (P) or amount (F), 2 decimals', path: ['rate'] };

/** Daily salary tier (details): betVolume and activeMember reached in the business day. */
export const dailySalaryTier = lazySchema(() =>
  z
    .object({
      betVolume: amountLimitInput,
      activeMember: count,
      rateType: z.enum(RATE_TYPES),
      /** Percent of the day's bet volume (P) or an amount (F). */
      rate: z.string().trim().max(16),
    })
    .refine(rateMatchesType, RATE_MESSAGE),
);
export type DailySalaryTier = z.output<typeof dailySalaryTier>;

/** Hourly salary tier (hourSalaryRates): minimumBet and activeMember reached in the hour. */
export const hourSalaryTier = lazySchema(() =>
  z
    .object({
      minimumBet: amountLimitInput,
      activeMember: count,
      rateType: z.enum(RATE_TYPES),
      rate: z.string().trim().max(16),
    })
    .refine(rateMatchesType, RATE_MESSAGE),
);
export type HourSalaryTier = z.output<typeof hourSalaryTier>;

/** Real-time salary tier (realTimeSalaryRates): per settled bet of at least betAmount; lossRate for lost bets, winRate for won ones. */
export const realTimeSalaryTier = lazySchema(() =>
  z.object({
    betAmount: amountLimitInput,
    lossRate: percentInput,
    winRate: percentInput,
  }),
);
export type RealTimeSalaryTier = z.output<typeof realTimeSalaryTier>;

const tiers = <T extends z.ZodTypeAny>(tier: T) => z.array(tier).min(1).max(CONTRACT_MAX_TIERS);

/**
 * POST /wps/agent/contracts/offer: an agent offers one of its direct downlines a contract. If the
 * downline already holds an active (V) contract of that kind (and productType), the offer is a
 * revision: it is stored as pendingTiers of that contract and takes effect when the downline
 * answers A. A pending offer of the same kind is replaced (C).
 *
 * Higher rate (error higher_rate, field downlineHigherRate): an agent holding an active contract of the
 * same kind compares its own highest rate with the offer's highest rate (contractRate, percent P
 * rates, lossRate/winRate). A higher offer is answered errorCode higher_rate (nothing saved) unless
 * confirmHigherRate is true; it is then saved with downlineHigherRate Y. Fixed-amount (F) tiers
 * are compared by amount. An agent without such a contract of its own (a top agent) offers freely.
 */
export const contractOfferRequest = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('DIVIDEND'),
      username,
      productType: z.enum(CONTRACT_PRODUCT_TYPES).default('ALL'),
      computationPeriod: z.enum(COMPUTATION_PERIODS).default('H'),
      tiers: tiers(dividendTier),
      confirmHigherRate: z.boolean().default(false),
    }),
    z.object({
      kind: z.literal('DAILY_SALARY'),
      username,
      productType: z.enum(CONTRACT_PRODUCT_TYPES).default('ALL'),
      tiers: tiers(dailySalaryTier),
      confirmHigherRate: z.boolean().default(false),
    }),
    z.object({
      kind: z.literal('HOUR_SALARY'),
      username,
      productType: z.enum(CONTRACT_PRODUCT_TYPES).default('ALL'),
      tiers: tiers(hourSalaryTier),
      confirmHigherRate: z.boolean().default(false),
    }),
    z.object({
      kind: z.literal('REALTIME_SALARY'),
      username,
      productType: z.enum(CONTRACT_PRODUCT_TYPES).default('ALL'),
      tiers: tiers(realTimeSalaryTier),
      confirmHigherRate: z.boolean().default(false),
    }),
  ]),
);
export type ContractOfferRequest = z.output<typeof contractOfferRequest>;

/** GET /wps/agent/contracts?kind&status&username&page&size: offers the agent made to its downlines. */
export const agentContractsQuery = lazySchema(() =>
  pageQuery.extend({
    kind: z.enum(CONTRACT_KINDS).optional(),
    status: z.enum(CONTRACT_STATUSES).optional(),
    username: searchText,
  }),
);
/** POST /wps/agent/contracts/cancel: the agent withdraws an offer (P, E) or ends an active contract (V) -> C. */
export const agentContractCancelRequest = lazySchema(() => z.object({ contractId: id }));

/** Tiers as stored and answered: the request tiers after validation (amounts and rates as strings). */
const dividendTierValue = lazySchema(() =>
  z.object({
    minimumBet: z.string(),
    netLoss: z.string(),
    activeMember: z.number(),
    contractRate: z.string(),
  }),
);
const dailySalaryTierValue = lazySchema(() =>
  z.object({
    betVolume: z.string(),
    activeMember: z.number(),
    rateType: z.enum(RATE_TYPES),
    rate: z.string(),
  }),
);
const hourSalaryTierValue = lazySchema(() =>
  z.object({
    minimumBet: z.string(),
    activeMember: z.number(),
    rateType: z.enum(RATE_TYPES),
    rate: z.string(),
  }),
);
const realTimeSalaryTierValue = lazySchema(() =>
  z.object({
    betAmount: z.string(),
    lossRate: z.string(),
    winRate: z.string(),
  }),
);
/** DIVIDEND: DividendTier[]; DAILY_SALARY: details; HOUR_SALARY: hourSalaryRates; REALTIME_SALARY: realTimeSalaryRates. */
export const contractTiersValue = lazySchema(() =>
  z.union([
    z.array(dividendTierValue),
    z.array(dailySalaryTierValue),
    z.array(hourSalaryTierValue),
    z.array(realTimeSalaryTierValue),
  ]),
);

/** One contract as both sides see it. Tier fields follow the kind. */
export const contractView = lazySchema(() =>
  z.object({
    contractId: z.number(),
    /** Same as contractId (daily salary's "id" of the spec). */
    id: z.number(),
    kind: z.enum(CONTRACT_KINDS),
    status: z.enum(CONTRACT_STATUSES),
    /** Offering agent (null: the merchant) and the holder (the downline that is paid). */
    agentUsername: z.string().nullable(),
    username: z.string(),
    productType: z.enum(CONTRACT_PRODUCT_TYPES),
    /** Dividend only. */
    computationPeriod: z.enum(COMPUTATION_PERIODS).nullable(),
    /** The highest tier's percent (contractRate for a dividend), for display and higher-rate checks. */
    contractRate: z.string(),
    downlineHigherRate: yesNo,
    tiers: contractTiersValue,
    /** Revised terms waiting for the holder's A (status V only). */
    pendingTiers: contractTiersValue.nullable(),
    /**
     * Dividend: the entry tier's terms (the tier of the lowest minimumBet, which the team must
     * reach to be paid at all), on the contract as the spec names them; tiers lists every tier.
     */
    minimumBet: z.string().nullable(),
    netLoss: z.string().nullable(),
    activeMember: z.number().nullable(),
    /** Dividend: the team's bets so far in the current period, and the lowest tier's minimumBet. */
    periodicTotalBet: z.string().nullable(),
    periodicTotalBetRequired: z.string().nullable(),
    offeredAt: z.number(),
    decidedAt: z.number().nullable(),
    history: z.array(
      z.object({
        action: z.string(),
        fromStatus: z.string().nullable(),
        toStatus: z.string(),
        by: z.string().nullable(),
        at: z.number(),
      }),
    ),
  }),
);
export type ContractView = z.infer<typeof contractView>;
/** Spec names of the tier lists, per kind. */
export const dividendContractView = lazySchema(() => contractView.extend({ kind: z.literal('DIVIDEND') }));
export type DividendContractView = z.infer<typeof dividendContractView>;
export const dailySalaryContractView = lazySchema(() =>
  contractView.extend({
    kind: z.literal('DAILY_SALARY'),
    details: z.array(dailySalaryTierValue),
  }),
);
export type DailySalaryContractView = z.infer<typeof dailySalaryContractView>;
export const hourSalaryContractView = lazySchema(() =>
  contractView.extend({
    kind: z.literal('HOUR_SALARY'),
    hourSalaryRates: z.array(hourSalaryTierValue),
  }),
);
export type HourSalaryContractView = z.infer<typeof hourSalaryContractView>;
export const realTimeSalaryContractView = lazySchema(() =>
  contractView.extend({
    kind: z.literal('REALTIME_SALARY'),
    realTimeSalaryRates: z.array(realTimeSalaryTierValue),
  }),
);
export type RealTimeSalaryContractView = z.infer<typeof realTimeSalaryContractView>;
export const agentContractsValue = lazySchema(() => pagedValue(contractView));
export type AgentContractsValue = z.infer<typeof agentContractsValue>;

// ---- Contract calls of the holder (POST, relay paths) --------------------------------------------------

const action = lazySchema(() => z.enum(CONTRACT_ACTIONS));

/** POST /wps/relay/AGENT_processDividendReq: the caller's dividend contract of productType (+ computationPeriod). */
export const processDividendRequest = lazySchema(() =>
  z.object({
    productType: z.enum(CONTRACT_PRODUCT_TYPES).default('ALL'),
    computationPeriod: z.enum(COMPUTATION_PERIODS).optional(),
    status: action,
    contractId: id.optional(),
  }),
);
/** POST /wps/relay/AGENT_processDailySalary (also AGENT_wage) {id, status}. */
export const processDailySalaryRequest = lazySchema(() => z.object({ id, status: action }));
/** POST /wps/relay/AGENT_processContractHourSalary (also AGENT_hourSalary) {contractId, status, productType?}. */
export const processHourSalaryRequest = lazySchema(() =>
  z.object({
    contractId: id,
    status: action,
    productType: z.enum(CONTRACT_PRODUCT_TYPES).optional(),
  }),
);
/** POST /wps/relay/AGENT_processRealTimeSalaryContract {contractId, status}. */
export const processRealTimeSalaryRequest = lazySchema(() => z.object({ contractId: id, status: action }));
/** POST /wps/relay/AGENT_participation {type, status}: dividend by product type (type = productType). */
export const participationRequest = lazySchema(() =>
  z.object({ type: z.enum(CONTRACT_PRODUCT_TYPES), status: action }),
);
/** Answer of every contract action: the contract after it. The client then reloads getConsolidated. */
export const contractActionValue = lazySchema(() => z.object({ contract: contractView }));
export type ContractActionValue = z.infer<typeof contractActionValue>;

/**
 * POST /wps/relay/AGENT_getConsolidated (no body): the caller's contracts per kind (entries carry
 * status) and the request flags: Y when at least one contract of that kind waits for the caller's
 * answer (P or E), or an active one has revised terms waiting.
 */
export const consolidatedContractsValue = lazySchema(() =>
  z.object({
    contracthoursalinfo: z.array(hourSalaryContractView),
    dailysalinfotype: z.array(dailySalaryContractView),
    realtimesalinfotype: z.array(realTimeSalaryContractView),
    divtypeinfo: z.array(dividendContractView),
    /** Per dividend productType held by the caller, the computation periods of its contracts. */
    divtypecompperiodinfo: z.array(
      z.object({
        productType: z.enum(CONTRACT_PRODUCT_TYPES),
        computationPeriods: z.array(z.enum(COMPUTATION_PERIODS)),
      }),
    ),
    dailysalreqtype: yesNo,
    divtypereq: yesNo,
    contracthoursalreq: yesNo,
    realtimesalreqtype: yesNo,
  }),
);
export type ConsolidatedContractsValue = z.infer<typeof consolidatedContractsValue>;

// ---- Payout records ------------------------------------------------------------------------------------

export const RECORD_SCOPES = ['self', 'team'] as const;
/**
 * GET /wps/agent/records/dividend (agentDividendRecordCopy2), /records/daily-salary
 * (agentDailyWages2), /records/hour-salary (agentHourSalary), /records/realtime-salary
 * (agentRealtimeSalary) ?startDate&endDate&scope&username&page&size. scope self: paid to the
 * caller (any member with contracts may ask); team: paid to downlines under contracts the caller
 * offered (agents only). The range is on the period's business day.
 */
export const payoutRecordsQuery = lazySchema(() =>
  pageQuery
    .extend({ ...rangeFields(), scope: z.enum(RECORD_SCOPES).default('self'), username: searchText })
    .refine(checkRange, RANGE_MESSAGE),
);
/** PAID: paid through the ledger; NOT_QUALIFIED: computed, no tier reached (amount 0). */
export const PAYOUT_STATUSES = ['PAID', 'NOT_QUALIFIED'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const payoutRecordItem = lazySchema(() =>
  z.object({
    recordId: z.number(),
    contractId: z.number(),
    kind: z.enum(CONTRACT_KINDS),
    username: z.string(),
    productType: z.enum(CONTRACT_PRODUCT_TYPES),
    /** 2024-05-01 (day), 2024-05-01T13 (hour), 2024-05-01~2024-05-15 (dividend), L123 / G45 (a bet). */
    periodKey: z.string(),
    periodStart: z.number(),
    periodEnd: z.number(),
    betAmount: z.string(),
    winAmount: z.string(),
    /** Dividend: betAmount - winAmount of the team in the period. */
    netLoss: z.string(),
    activeMembers: z.number(),
    /** The tier reached (1-based), null when none. */
    tier: z.number().nullable(),
    rateType: z.enum(RATE_TYPES).nullable(),
    /** Percent or fixed amount of the tier. */
    rate: z.string().nullable(),
    amount: z.string(),
    status: z.enum(PAYOUT_STATUSES),
    createdAt: z.number(),
  }),
);
export type PayoutRecordItem = z.infer<typeof payoutRecordItem>;
export const payoutRecordsValue = lazySchema(() =>
  pagedValue(payoutRecordItem).extend({
    totalAmount: z.string(),
    currency: z.string(),
  }),
);
export type PayoutRecordsValue = z.infer<typeof payoutRecordsValue>;

// ---- Back office (/admin/api/agents, area agents; read-only) ------------------------------------

/** GET /admin/api/agents ?q (username, nickname or affiliate code)&level&page&size. */
export const adminAgentQuery = lazySchema(() =>
  pageQuery.extend({
    q: z.string().trim().max(32).optional(),
    level: z.coerce
      .number()
      .int()
      .refine((v) => AGENT_ACCOUNT_TYPES.includes(v), 'level 1 or 2')
      .optional(),
  }),
);
export const adminAgentRow = lazySchema(() =>
  z.object({
    id: z.number(),
    username: z.string(),
    nickname: z.string().nullable(),
    /** 1 top-level agent, 2 second-level agent. */
    level: z.number(),
    upline: z.string().nullable(),
    affiliateCode: z.string().nullable(),
    /** Direct downlines (members and agents whose upline is this agent). */
    downlineCount: z.number(),
    /** Direct downlines that are agents themselves. */
    downlineAgentCount: z.number(),
    /** Contracts this agent holds with status V. */
    activeContracts: z.number(),
    locked: z.boolean(),
    registeredAt: z.number(),
  }),
);
export type AdminAgentRow = z.infer<typeof adminAgentRow>;
export const adminAgentPageValue = lazySchema(() => pagedValue(adminAgentRow));

/** GET /admin/api/agents/contracts ?kind&status&q (holder or offering agent)&page&size; newest first. */
export const adminAgentContractQuery = lazySchema(() =>
  pageQuery.extend({
    kind: z.enum(CONTRACT_KINDS).optional(),
    status: z.enum(CONTRACT_STATUSES).optional(),
    q: z.string().trim().max(32).optional(),
  }),
);
export const adminAgentContract = lazySchema(() =>
  z.object({
    id: z.number(),
    kind: z.enum(CONTRACT_KINDS),
    status: z.enum(CONTRACT_STATUSES),
    /** The offering agent; null when the merchant offered it. */
    agentUsername: z.string().nullable(),
    /** The holder, who is paid. */
    username: z.string(),
    productType: z.enum(CONTRACT_PRODUCT_TYPES),
    computationPeriod: z.enum(COMPUTATION_PERIODS).nullable(),
    /** The terms as stored for the kind (see the tier shapes above). */
    tiers: contractTiersValue,
    pendingTiers: contractTiersValue.nullable(),
    downlineHigherRate: z.boolean(),
    offeredAt: z.number(),
    acceptedAt: z.number().nullable(),
    decidedAt: z.number().nullable(),
  }),
);
export type AdminAgentContract = z.infer<typeof adminAgentContract>;
export const adminAgentContractPageValue = lazySchema(() => pagedValue(adminAgentContract));

/**
 * GET /admin/api/agents/payouts ?from&to (business days yyyy-mm-dd, at most 92 days; default
 * today)&kind&status (default PAID)&page&size — salary and dividend payouts, newest first, with
 * the range's totals per kind.
 */
export const ADMIN_PAYOUT_MAX_DAYS = 92;
export const adminAgentPayoutQuery = lazySchema(() =>
  pageQuery
    .extend({
      from: agentDate.optional(),
      to: agentDate.optional(),
      kind: z.enum(CONTRACT_KINDS).optional(),
      status: z.enum(PAYOUT_STATUSES).default('PAID'),
    })
    .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from after to', path: ['from'] })
    .refine((q) => !q.from || !q.to || daysInRange(q.from, q.to) <= ADMIN_PAYOUT_MAX_DAYS, {
      message: `at most ${ADMIN_PAYOUT_MAX_DAYS} days`,
      path: ['to'],
    }),
);
export const adminAgentPayout = lazySchema(() =>
  payoutRecordItem.extend({
    agentUsername: z.string().nullable(),
    businessDay: z.string(),
  }),
);
export type AdminAgentPayout = z.infer<typeof adminAgentPayout>;
export const adminAgentPayoutPageValue = lazySchema(() =>
  pagedValue(adminAgentPayout).extend({
    from: z.string(),
    to: z.string(),
    totals: z.array(z.object({ kind: z.enum(CONTRACT_KINDS), count: z.number(), amount: z.string() })),
  }),
);
export type AdminAgentPayoutPage = z.infer<typeof adminAgentPayoutPageValue>;

// ---- The 500cai (2017) agent centre ---------------------------------------------------------------

/**
 * The legacy client's /wps/agent calls, answered by our agent centre: downlines are our team,
 * affiliate URLs our register codes, downline rebates the salary and dividend contracts the agent
 * offered, the global rebate settings the merchant's rebate rates. Every call is the agent
 * centre's (a member who is not an agent answers permission.denied). Paging is ours (page, size)
 * or Spring-style (pageNo, pageSize).
 */
const legacyPaging = {
  page: z.coerce.number().int().min(1).max(1000).optional(),
  size: z.coerce.number().int().min(1).max(50).optional(),
  pageNo: z.coerce.number().int().min(1).max(1000).optional(),
  pageSize: z.coerce.number().int().min(1).max(50).optional(),
};
const paging = (q: { page?: number; size?: number; pageNo?: number; pageSize?: number }) => ({
  page: q.page ?? q.pageNo ?? 1,
  size: q.size ?? q.pageSize ?? 10,
});
const flag = lazySchema(() =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'Y', 'N'])])
    .transform((v) => v === true || v === 'true' || v === '1' || v === 'Y'),
);

export const legacyAgentPageQuery = lazySchema(() => z.object(legacyPaging).transform(paging));

/** GET /wps/agent/downlines ?pageNo&pageSize&username&directOnly: direct downlines unless directOnly=false. */
export const legacyDownlinesQuery = lazySchema(() =>
  z
    .object({ ...legacyPaging, username: searchText, directOnly: flag.optional() })
    .transform((q) => ({ ...paging(q), username: q.username, directOnly: q.directOnly ?? true })),
);

/** GET /wps/agent/downlineRebates ?pageNo&pageSize&username&kind&status: the contracts the agent offered. */
export const legacyDownlineRebatesQuery = lazySchema(() =>
  z
    .object({
      ...legacyPaging,
      username: searchText,
      kind: z.enum(CONTRACT_KINDS).optional(),
      status: z.enum(CONTRACT_STATUSES).optional(),
    })
    .transform((q) => ({ ...paging(q), username: q.username, kind: q.kind, status: q.status })),
);

/**
 * POST /wps/agent/affiliateUrl {accountType | type, remark | description} (JSON): a new register
 * code and its link; accountType 0 signs up members, 2 agents (first-level agents only).
 */
export const legacyAffiliateUrlRequest = lazySchema(() =>
  z
    .object({
      accountType: z.coerce.number().int().optional(),
      type: z.coerce.number().int().optional(),
      remark: z.string().trim().max(60).nullish(),
      description: z.string().trim().max(60).nullish(),
    })
    .transform((v) => ({
      accountType: v.accountType ?? v.type ?? 0,
      remark: v.remark || v.description || null,
    }))
    .pipe(z.object({ accountType: z.union([z.literal(0), z.literal(2)]), remark: z.string().nullable() })),
);

/** DELETE /wps/agent/affiliateUrl?affiUrlId= */
export const legacyAffiliateUrlIdQuery = lazySchema(() => z.object({ affiUrlId: id }));

/** GET /wps/agent/registeredAffiliates: members who signed up with one of the agent's register codes. */
export const registeredAffiliateItem = lazySchema(() =>
  z.object({
    customerId: z.number(),
    username: z.string(),
    nickname: z.string().nullable(),
    isAgent: z.number(),
    /** The register code (affiliate URL) used. */
    affiliateCode: z.string(),
    createdAt: z.number(),
    lastLoginAt: z.number().nullable(),
  }),
);
export const registeredAffiliatesValue = lazySchema(() => pagedValue(registeredAffiliateItem));
export type RegisteredAffiliatesValue = z.infer<typeof registeredAffiliatesValue>;

/** GET /wps/agent/transferEnabled: whether the agent may transfer to downlines, and to several at once. */
export const transferEnabledValue = lazySchema(() =>
  z.object({ transferEnabled: z.boolean(), multipleDownlines: z.boolean() }),
);
export type TransferEnabledValue = z.infer<typeof transferEnabledValue>;

/**
 * PUT /wps/agent/promoteDownlineToAgent (form: username or customerId): a first-level agent makes
 * a direct downline member an agent of level 2.
 */
export const promoteDownlineRequest = lazySchema(() =>
  z
    .object({ username: z.string().trim().min(1).max(32).optional(), customerId: id.optional() })
    .refine((v) => v.username !== undefined || v.customerId !== undefined, {
      message: 'username or customerId',
    }),
);
export const promoteDownlineValue = lazySchema(() =>
  z.object({ customerId: z.number(), username: z.string(), isAgent: z.number() }),
);
export type PromoteDownlineValue = z.infer<typeof promoteDownlineValue>;
