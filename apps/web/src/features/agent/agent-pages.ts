import {
  AGENT_MENU_TYPES,
  TRIAL_ACCOUNT_TYPES,
  type ConsolidatedContractsValue,
  type ContractKind,
} from '@platform/shared';

export { AGENT_MENU_TYPES };

/**
 * Agent-centre pages, the first one the default, plus the transfer to downlines the
 * centre also holds. They open as /member?page=<id>, beside the member-centre pages.
 */
export const AGENT_PAGES = [
  'agentTeamOverview',
  'agentRedRain',
  'palStatementsAgentCopy',
  'personalHistoryCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
  'registerCenter',
  'agentTransferDownline',
] as const;
export type AgentPageId = (typeof AGENT_PAGES)[number];

export const DEFAULT_AGENT_PAGE: AgentPageId = 'agentTeamOverview';

export function isAgentPage(value: string | null | undefined): value is AgentPageId {
  return (AGENT_PAGES as readonly string[]).includes(value ?? '');
}

export function agentPagePath(page: AgentPageId = DEFAULT_AGENT_PAGE): string {
  return `/member?page=${page}`;
}

/** Whether the info bar shows the Agent entry for this isAgent value. */
export function showsAgentMenu(isAgent: number | null | undefined): boolean {
  return isAgent !== null && isAgent !== undefined && AGENT_MENU_TYPES.includes(isAgent);
}

/**
 * Whether the agent centre opens for this isAgent value: never for trial and demo accounts,
 * which are told in_please_account, and never for plain members.
 */
export type AgentCentreAccess = 'open' | 'trial' | 'not-agent';

export function agentCentreAccess(isAgent: number | null | undefined): AgentCentreAccess {
  if (isAgent !== null && isAgent !== undefined && TRIAL_ACCOUNT_TYPES.includes(isAgent)) return 'trial';
  return showsAgentMenu(isAgent) ? 'open' : 'not-agent';
}

/** The whitelabel group that switches the whole agent centre on (a feature flag). */
export const AGENT_CENTRE_FLAG = 'AGENTCENTER';

/** Flags a page needs on top of the centre's own (the server refuses the page's calls without). */
export const AGENT_PAGE_FLAGS: Partial<Record<AgentPageId, string>> = {
  palStatementsAgentCopy: 'AGETEAMPNL3',
};

/** Whether the merchant's flags offer the centre; unknown flags (still loading) do not hide it. */
export function agentCentreOffered(flagsOn: ReadonlySet<string> | null): boolean {
  return !flagsOn || flagsOn.has(AGENT_CENTRE_FLAG);
}

export function agentPageOffered(page: AgentPageId, flagsOn: ReadonlySet<string> | null): boolean {
  const flag = AGENT_PAGE_FLAGS[page];
  return !flag || !flagsOn || flagsOn.has(flag);
}

/** The pages of one contract kind each: shown only where that kind of contract is available. */
export const AGENT_PAGE_CONTRACT_KIND: Partial<Record<AgentPageId, ContractKind>> = {
  agentDividendRecordCopy2: 'DIVIDEND',
  agentDailyWages2: 'DAILY_SALARY',
  agentHourSalary: 'HOUR_SALARY',
  agentRealtimeSalary: 'REALTIME_SALARY',
};

/**
 * The contract kinds available to the agent, from its consolidated contract info: the kinds it
 * holds a contract of (any status). An agent holding none at all is a top agent, the source of
 * contracts under the merchant, and has every kind. Null while unknown (nothing is hidden then).
 */
export function availableContractKinds(
  consolidated: ConsolidatedContractsValue | undefined,
): ReadonlySet<ContractKind> | null {
  if (!consolidated) return null;
  const held = new Set<ContractKind>();
  if (consolidated.divtypeinfo.length) held.add('DIVIDEND');
  if (consolidated.dailysalinfotype.length) held.add('DAILY_SALARY');
  if (consolidated.contracthoursalinfo.length) held.add('HOUR_SALARY');
  if (consolidated.realtimesalinfotype.length) held.add('REALTIME_SALARY');
  return held.size ? held : new Set(Object.values(AGENT_PAGE_CONTRACT_KIND));
}

/** Whether a page's contract kind is available; pages of no kind always are. */
export function agentPageAvailable(page: AgentPageId, kinds: ReadonlySet<ContractKind> | null): boolean {
  const kind = AGENT_PAGE_CONTRACT_KIND[page];
  return !kind || !kinds || kinds.has(kind);
}
