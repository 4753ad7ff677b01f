import { z } from 'zod';
import { pageQuery } from './account.js';

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
/** Business days and hours of agent periods are counted in UTC+7. */
export const AGENT_DAY_UTC_OFFSET_MINUTES = 420;
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
export const yesNo = z.enum(['Y', 'N']);

// ---- Common inputs ---------------------------------------------------------------------------------

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
export const agentDate = z.string().trim().regex(DATE, 'yyyy-mm-dd').refine(isRealDate, 'not a date');

/** Days between two yyyy-mm-dd dates, both ends included. */
export function daysInRange(startDate: string, endDate: string): number {
  return (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000 + 1;
}

/** startDate..endDate, both optional (default: today); start <= end, at most AGENT_MAX_RANGE_DAYS. */
export const dateRangeQuery = z
  .object({ startDate: agentDate.optional(), endDate: agentDate.optional() })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'startDate after endDate',
    path: ['startDate'],
  })
  .refine((q) => !q.startDate || !q.endDate || daysInRange(q.startDate, q.endDate) <= AGENT_MAX_RANGE_DAYS, {
    message: `at most ${AGENT_MAX_RANGE_DAYS} days`,
    path: ['endDate'],
  });

const rangeFields = { startDate: agentDate.optional(), endDate: agentDate.optional() };
const checkRange = <T extends { startDate?: string | undefined; endDate?: string | undefined }>(q: T) =>
  (!q.startDate || !q.endDate || q.startDate <= q.endDate) &&
  (!q.startDate || !q.endDate || daysInRange(q.startDate, q.endDate) <= AGENT_MAX_RANGE_DAYS);
const RANGE_MESSAGE = { message: `startDate <= endDate, at most ${AGENT_MAX_RANGE_DAYS} days` };

const username = z.string().trim().min(1).max(32);
const searchText = z.string().trim().max(32).optional();
/** A percent with at most 2 decimals between 0 and 100 ("0.5", "12.25"). */
export const percentInput = z
  .union([z.string().trim().max(8), z.number().finite()])
  .transform(String)
  .pipe(z.string().regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, 'percent 0-100, 2 decimals'));
/** An amount in major units, at most 2 decimals, bounded. */
export const amountLimitInput = z
  .union([z.string().trim().max(16), z.number().finite()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'amount >= 0, 2 decimals'));
const count = z.coerce.number().int().min(0).max(100_000);
const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export interface Paged<T> {
  list: T[];
  page: number;
  size: number;
  total: number;
}

// ---- Team ------------------------------------------------------------------------------------------

/** GET /wps/agent/team/overview?startDate&endDate (agentTeamOverview). Team = the agent and its whole downline tree. */
export const teamOverviewQuery = dateRangeQuery;
export interface TeamOverviewValue {
  startDate: string;
  endDate: string;
  /** Members below the agent, every level. */
  teamSize: number;
  directMembers: number;
  /** Registered within the range. */
  newMembers: number;
  /** Team members (the agent included) with at least one settled bet in the range. */
  activeMembers: number;
  betCount: number;
  /** Settled lottery stakes plus game bets. */
  betAmount: string;
  /** Lottery prizes plus game wins. */
  winAmount: string;
  /** betAmount - winAmount: what the team lost (the house's gross). */
  profit: string;
  depositAmount: string;
  withdrawAmount: string;
  /** Sum of every wallet of the team's members (the agent excluded), now. */
  teamBalance: string;
  /** Salaries and dividends paid to the agent in the range. */
  salaryAmount: string;
  dividendAmount: string;
  currency: string;
}

/** GET /wps/agent/team/members?username&directOnly&page&size: the agent's downline, searchable. */
export const teamMembersQuery = pageQuery.extend({
  /** Part of a username (case-insensitive). */
  username: searchText,
  /** true: direct downlines only. */
  directOnly: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export interface TeamMemberItem {
  customerId: number;
  username: string;
  nickname: string | null;
  isAgent: number;
  /** 1 = direct downline of the caller, 2 = its downline, ... */
  level: number;
  uplineUsername: string | null;
  directDownlines: number;
  /** MAIN wallet balance (available). */
  balance: string;
  status: string;
  createdAt: number;
  lastLoginAt: number | null;
}
export type TeamMembersValue = Paged<TeamMemberItem>;

// ---- Statements --------------------------------------------------------------------------------------

/** GET /wps/agent/statements/personal?startDate&endDate&page&size (personalHistoryCopy): the caller's own days, newest first. */
export const personalStatementQuery = pageQuery.extend(rangeFields).refine(checkRange, RANGE_MESSAGE);
export interface PersonalStatementItem {
  date: string;
  betCount: number;
  betAmount: string;
  winAmount: string;
  /** betAmount - winAmount. */
  profit: string;
  depositAmount: string;
  withdrawAmount: string;
  /** Salaries (daily, hourly, real-time) and dividends paid to the caller. */
  salaryAmount: string;
  dividendAmount: string;
  /** Agent transfers received from the upline / sent to downlines. */
  transferIn: string;
  transferOut: string;
}
export interface PersonalStatementValue extends Paged<PersonalStatementItem> {
  currency: string;
}

/** GET /wps/agent/statements/team?startDate&endDate&username&page&size (palStatementsAgentCopy): one row per team member with activity, most bets first. */
export const teamStatementQuery = pageQuery
  .extend({ ...rangeFields, username: searchText })
  .refine(checkRange, RANGE_MESSAGE);
export interface TeamStatementItem {
  customerId: number;
  username: string;
  level: number;
  betCount: number;
  betAmount: string;
  winAmount: string;
  profit: string;
  depositAmount: string;
  withdrawAmount: string;
}
export interface TeamStatementValue extends Paged<TeamStatementItem> {
  /** Totals over every matching row (not only this page). */
  totals: Omit<TeamStatementItem, 'customerId' | 'username' | 'level'>;
  currency: string;
}

// ---- Register codes and links (registerCenter) -----------------------------------------------------

/** GET /wps/agent/register/codes?page&size. */
export const registerCodesQuery = pageQuery;
/**
 * POST /wps/agent/register/codes: a new code (generated by the server, 8 characters). Members who
 * register with it (affiliateCode field, or the link registerPath) become downlines of the agent,
 * as members (accountType 0) or agents of level 2 (accountType 2; only an isAgent 1 agent may).
 */
export const createRegisterCodeRequest = z.object({
  accountType: z.union([z.literal(0), z.literal(2)]).default(0),
  remark: z.string().trim().max(60).nullish(),
});
/** PUT /wps/agent/register/codes/{codeId}: switch on/off or change the remark. */
export const updateRegisterCodeRequest = z
  .object({
    enabled: z.boolean().optional(),
    remark: z.string().trim().max(60).nullish(),
  })
  .refine((v) => v.enabled !== undefined || v.remark !== undefined, { message: 'enabled or remark' });
/** DELETE /wps/agent/register/codes/{codeId}: the code stops working (members already registered stay). */
export const registerCodeParams = z.object({ codeId: id });
export interface RegisterCodeItem {
  codeId: number;
  code: string;
  accountType: 0 | 2;
  remark: string | null;
  enabled: boolean;
  /** Members registered with this code. */
  registrations: number;
  /** Path of the registration link on any of the merchant's domains: /register?affiliateCode=CODE. */
  registerPath: string;
  createdAt: number;
}
export type RegisterCodesValue = Paged<RegisterCodeItem>;

// ---- Contract terms ---------------------------------------------------------------------------------

/** Dividend tier: qualifies when the team's bets, net loss and active members reach it. */
export const dividendTier = z.object({
  minimumBet: amountLimitInput,
  netLoss: amountLimitInput,
  activeMember: count,
  contractRate: percentInput,
});
export type DividendTier = z.output<typeof dividendTier>;

const PERCENT = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
/** rate is a percent 0-100 for P and an amount for F, both with at most 2 decimals. */
const rateMatchesType = (t: { rateType: RateType; rate: string }) =>
  (t.rateType === 'P' ? PERCENT : AMOUNT).test(t.rate);
const RATE_MESSAGE = { message: 'rate: percent 0-100 (P) or amount (F), 2 decimals', path: ['rate'] };

/** Daily salary tier (details): betVolume and activeMember reached in the business day. */
export const dailySalaryTier = z
  .object({
    betVolume: amountLimitInput,
    activeMember: count,
    rateType: z.enum(RATE_TYPES),
    /** Percent of the day's bet volume (P) or an amount (F). */
    rate: z.string().trim().max(16),
  })
  .refine(rateMatchesType, RATE_MESSAGE);
export type DailySalaryTier = z.output<typeof dailySalaryTier>;

/** Hourly salary tier (hourSalaryRates): minimumBet and activeMember reached in the hour. */
export const hourSalaryTier = z
  .object({
    minimumBet: amountLimitInput,
    activeMember: count,
    rateType: z.enum(RATE_TYPES),
    rate: z.string().trim().max(16),
  })
  .refine(rateMatchesType, RATE_MESSAGE);
export type HourSalaryTier = z.output<typeof hourSalaryTier>;

/** Real-time salary tier (realTimeSalaryRates): per settled bet of at least betAmount; lossRate for lost bets, winRate for won ones. */
export const realTimeSalaryTier = z.object({
  betAmount: amountLimitInput,
  lossRate: percentInput,
  winRate: percentInput,
});
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
export const contractOfferRequest = z.discriminatedUnion('kind', [
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
]);
export type ContractOfferRequest = z.output<typeof contractOfferRequest>;

/** GET /wps/agent/contracts?kind&status&username&page&size: offers the agent made to its downlines. */
export const agentContractsQuery = pageQuery.extend({
  kind: z.enum(CONTRACT_KINDS).optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  username: searchText,
});
/** POST /wps/agent/contracts/cancel: the agent withdraws an offer (P, E) or ends an active contract (V) -> C. */
export const agentContractCancelRequest = z.object({ contractId: id });

/** One contract as both sides see it. Tier fields follow the kind. */
export interface ContractView {
  contractId: number;
  /** Same as contractId (daily salary's "id" of the spec). */
  id: number;
  kind: ContractKind;
  status: ContractStatus;
  /** Offering agent (null: the merchant) and the holder (the downline that is paid). */
  agentUsername: string | null;
  username: string;
  productType: ContractProductType;
  /** Dividend only. */
  computationPeriod: ComputationPeriod | null;
  /** The highest tier's percent (contractRate for a dividend), for display and higher-rate checks. */
  contractRate: string;
  downlineHigherRate: 'Y' | 'N';
  /** DIVIDEND: DividendTier[]; DAILY_SALARY: details; HOUR_SALARY: hourSalaryRates; REALTIME_SALARY: realTimeSalaryRates. */
  tiers: DividendTier[] | DailySalaryTier[] | HourSalaryTier[] | RealTimeSalaryTier[];
  /** Revised terms waiting for the holder's A (status V only). */
  pendingTiers: ContractView['tiers'] | null;
  /** Dividend: the team's bets so far in the current period, and the lowest tier's minimumBet. */
  periodicTotalBet: string | null;
  periodicTotalBetRequired: string | null;
  offeredAt: number;
  decidedAt: number | null;
  history: { action: string; fromStatus: string | null; toStatus: string; by: string | null; at: number }[];
}
/** Spec names of the tier lists, per kind. */
export interface DividendContractView extends ContractView {
  kind: 'DIVIDEND';
}
export interface DailySalaryContractView extends ContractView {
  kind: 'DAILY_SALARY';
  details: DailySalaryTier[];
}
export interface HourSalaryContractView extends ContractView {
  kind: 'HOUR_SALARY';
  hourSalaryRates: HourSalaryTier[];
}
export interface RealTimeSalaryContractView extends ContractView {
  kind: 'REALTIME_SALARY';
  realTimeSalaryRates: RealTimeSalaryTier[];
}
export type AgentContractsValue = Paged<ContractView>;

// ---- Contract calls of the holder (POST, relay paths) --------------------------------------------------

const action = z.enum(CONTRACT_ACTIONS);

/** POST /wps/relay/AGENT_processDividendReq: the caller's dividend contract of productType (+ computationPeriod). */
export const processDividendRequest = z.object({
  productType: z.enum(CONTRACT_PRODUCT_TYPES).default('ALL'),
  computationPeriod: z.enum(COMPUTATION_PERIODS).optional(),
  status: action,
  contractId: id.optional(),
});
/** POST /wps/relay/AGENT_processDailySalary {id, status}. */
export const processDailySalaryRequest = z.object({ id, status: action });
/** POST /wps/relay/AGENT_processContractHourSalary {contractId, status, productType}. */
export const processHourSalaryRequest = z.object({
  contractId: id,
  status: action,
  productType: z.enum(CONTRACT_PRODUCT_TYPES).optional(),
});
/** POST /wps/relay/AGENT_processRealTimeSalaryContract {contractId, status}. */
export const processRealTimeSalaryRequest = z.object({ contractId: id, status: action });
/** POST /wps/relay/AGENT_participation {type, status}: dividend by product type (type = productType). */
export const participationRequest = z.object({ type: z.enum(CONTRACT_PRODUCT_TYPES), status: action });
/** POST /wps/relay/AGENT_wage {id, status}: same as processDailySalary. */
export const wageRequest = processDailySalaryRequest;
/** POST /wps/relay/AGENT_hourSalary {contractId, status}: same as processContractHourSalary. */
export const hourSalaryRequest = z.object({ contractId: id, status: action });
/** Answer of every contract action: the contract after it. The client then reloads getConsolidated. */
export interface ContractActionValue {
  contract: ContractView;
}

/**
 * POST /wps/relay/AGENT_getConsolidated (no body): the caller's contracts per kind (entries carry
 * status) and the request flags: Y when at least one contract of that kind waits for the caller's
 * answer (P or E), or an active one has revised terms waiting.
 */
export interface ConsolidatedContractsValue {
  contracthoursalinfo: HourSalaryContractView[];
  dailysalinfotype: DailySalaryContractView[];
  realtimesalinfotype: RealTimeSalaryContractView[];
  divtypeinfo: DividendContractView[];
  /** Per dividend productType held by the caller, the computation periods of its contracts. */
  divtypecompperiodinfo: { productType: ContractProductType; computationPeriods: ComputationPeriod[] }[];
  dailysalreqtype: 'Y' | 'N';
  divtypereq: 'Y' | 'N';
  contracthoursalreq: 'Y' | 'N';
  realtimesalreqtype: 'Y' | 'N';
}

// ---- Payout records ------------------------------------------------------------------------------------

export const RECORD_SCOPES = ['self', 'team'] as const;
/**
 * GET /wps/agent/records/dividend (agentDividendRecordCopy2), /records/daily-salary
 * (agentDailyWages2), /records/hour-salary (agentHourSalary), /records/realtime-salary
 * (agentRealtimeSalary) ?startDate&endDate&scope&username&page&size. scope self: paid to the
 * caller (any member with contracts may ask); team: paid to downlines under contracts the caller
 * offered (agents only). The range is on the period's business day.
 */
export const payoutRecordsQuery = pageQuery
  .extend({ ...rangeFields, scope: z.enum(RECORD_SCOPES).default('self'), username: searchText })
  .refine(checkRange, RANGE_MESSAGE);
/** PAID: paid through the ledger; NOT_QUALIFIED: computed, no tier reached (amount 0). */
export type PayoutStatus = 'PAID' | 'NOT_QUALIFIED';
export interface PayoutRecordItem {
  recordId: number;
  contractId: number;
  kind: ContractKind;
  username: string;
  productType: ContractProductType;
  /** 2024-05-01 (day), 2024-05-01T13 (hour), 2024-05-01~2024-05-15 (dividend), L123 / G45 (a bet). */
  periodKey: string;
  periodStart: number;
  periodEnd: number;
  betAmount: string;
  winAmount: string;
  /** Dividend: betAmount - winAmount of the team in the period. */
  netLoss: string;
  activeMembers: number;
  /** The tier reached (1-based), null when none. */
  tier: number | null;
  rateType: RateType | null;
  /** Percent or fixed amount of the tier. */
  rate: string | null;
  amount: string;
  status: PayoutStatus;
  createdAt: number;
}
export interface PayoutRecordsValue extends Paged<PayoutRecordItem> {
  totalAmount: string;
  currency: string;
}

// ---- Back office (/admin/api/agents, area agents; read-only) ------------------------------------

/** GET /admin/api/agents ?q (username, nickname or affiliate code)&level&page&size. */
export const adminAgentQuery = pageQuery.extend({
  q: z.string().trim().max(32).optional(),
  level: z.coerce
    .number()
    .int()
    .refine((v) => AGENT_ACCOUNT_TYPES.includes(v), 'level 1 or 2')
    .optional(),
});
export interface AdminAgentRow {
  id: number;
  username: string;
  nickname: string | null;
  /** 1 top-level agent, 2 second-level agent. */
  level: number;
  upline: string | null;
  affiliateCode: string | null;
  /** Direct downlines (members and agents whose upline is this agent). */
  downlineCount: number;
  /** Direct downlines that are agents themselves. */
  downlineAgentCount: number;
  /** Contracts this agent holds with status V. */
  activeContracts: number;
  locked: boolean;
  registeredAt: number;
}

/** GET /admin/api/agents/contracts ?kind&status&q (holder or offering agent)&page&size; newest first. */
export const adminAgentContractQuery = pageQuery.extend({
  kind: z.enum(CONTRACT_KINDS).optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  q: z.string().trim().max(32).optional(),
});
export interface AdminAgentContract {
  id: number;
  kind: ContractKind;
  status: ContractStatus;
  /** The offering agent; null when the merchant offered it. */
  agentUsername: string | null;
  /** The holder, who is paid. */
  username: string;
  productType: ContractProductType;
  computationPeriod: ComputationPeriod | null;
  /** The terms as stored for the kind (see the tier shapes above). */
  tiers: unknown[];
  pendingTiers: unknown[] | null;
  downlineHigherRate: boolean;
  offeredAt: number;
  acceptedAt: number | null;
  decidedAt: number | null;
}

/**
 * GET /admin/api/agents/payouts ?from&to (business days yyyy-mm-dd, at most 92 days; default
 * today)&kind&status (default PAID)&page&size — salary and dividend payouts, newest first, with
 * the range's totals per kind.
 */
export const ADMIN_PAYOUT_MAX_DAYS = 92;
export const adminAgentPayoutQuery = pageQuery
  .extend({
    from: agentDate.optional(),
    to: agentDate.optional(),
    kind: z.enum(CONTRACT_KINDS).optional(),
    status: z.enum(['PAID', 'NOT_QUALIFIED']).default('PAID'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from after to', path: ['from'] })
  .refine((q) => !q.from || !q.to || daysInRange(q.from, q.to) <= ADMIN_PAYOUT_MAX_DAYS, {
    message: `at most ${ADMIN_PAYOUT_MAX_DAYS} days`,
    path: ['to'],
  });
export interface AdminAgentPayout extends Omit<PayoutRecordItem, 'username'> {
  username: string;
  agentUsername: string | null;
  businessDay: string;
}
export interface AdminAgentPayoutPage extends Paged<AdminAgentPayout> {
  from: string;
  to: string;
  totals: { kind: ContractKind; count: number; amount: string }[];
}
