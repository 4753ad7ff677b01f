import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { AGENT_MAX_RANGE_DAYS, businessDayOf, type ContractKind } from '@platform/shared';
import { useSession } from '../../../lib/session';
import {
  fetchAgentContracts,
  fetchConsolidatedContracts,
  fetchPayoutRecords,
  fetchPersonalStatement,
  fetchRegisterCodes,
  fetchTeamMembers,
  fetchTeamOverview,
  fetchTeamStatement,
  type RecordScope,
} from '../api/agent';
import { lastDays, type DayRange } from '../../../lib/date-range';

export const AGENT_PAGE_SIZE = 10;

/** isAgent values that load the consolidated contracts; trial accounts never do. */
const CONSOLIDATED_TYPES: readonly number[] = [0, 1, 2];

/** Everything of the agent centre lives under one key, so an action can refresh it all. */
export const AGENT_KEY = ['agent'] as const;
export const CONSOLIDATED_KEY = [...AGENT_KEY, 'consolidated'] as const;

/** Today as the server counts agent days (UTC+7), the last day a picker offers. */
export function agentToday(now = Date.now()): string {
  return businessDayOf(new Date(now));
}

/** A date range held by a page, starting on the last `days` days. */
export function useAgentRange(days = 7) {
  return useState<DayRange>(() => lastDays(agentToday(), Math.min(days, AGENT_MAX_RANGE_DAYS)));
}

export function useTeamOverview(range: DayRange) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...AGENT_KEY, 'overview', range.start, range.end, token],
    queryFn: () => fetchTeamOverview(range),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function useTeamMembers(q: { username: string; directOnly: boolean; page: number }) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...AGENT_KEY, 'members', q.username, q.directOnly, q.page, token],
    queryFn: () => fetchTeamMembers({ ...q, size: AGENT_PAGE_SIZE }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

/** Usernames of the direct downlines, offered while typing a transfer or an offer. */
export function useDownlineNames(): string[] {
  const { token } = useSession();
  const query = useQuery({
    queryKey: [...AGENT_KEY, 'downline-names', token],
    queryFn: () => fetchTeamMembers({ username: '', directOnly: true, page: 1, size: 50 }),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
  return query.data?.list.map((m) => m.username) ?? [];
}

export function usePersonalStatement(range: DayRange, page: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...AGENT_KEY, 'personal', range.start, range.end, page, token],
    queryFn: () => fetchPersonalStatement(range, page, AGENT_PAGE_SIZE),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function useTeamStatement(range: DayRange, username: string, page: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...AGENT_KEY, 'team-statement', range.start, range.end, username, page, token],
    queryFn: () => fetchTeamStatement(range, username, page, AGENT_PAGE_SIZE),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function useRegisterCodes(page: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...AGENT_KEY, 'register-codes', page, token],
    queryFn: () => fetchRegisterCodes(page, AGENT_PAGE_SIZE),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function usePayoutRecords(
  kind: ContractKind,
  q: { range: DayRange; scope: RecordScope; username: string; page: number },
) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...AGENT_KEY, 'records', kind, q.scope, q.range.start, q.range.end, q.username, q.page, token],
    queryFn: () => fetchPayoutRecords(kind, { ...q, size: AGENT_PAGE_SIZE }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function useOfferedContracts(kind: ContractKind, username: string, page: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...AGENT_KEY, 'offered', kind, username, page, token],
    queryFn: () => fetchAgentContracts({ kind, username, page, size: AGENT_PAGE_SIZE }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

/**
 * The holder's consolidated contracts. Members and agents (isAgent 0, 1, 2) load them;
 * trial accounts make no consolidated fetch.
 */
export function useConsolidatedContracts() {
  const { token, isAgent } = useSession();
  return useQuery({
    queryKey: [...CONSOLIDATED_KEY, token],
    queryFn: fetchConsolidatedContracts,
    enabled: Boolean(token) && isAgent !== null && CONSOLIDATED_TYPES.includes(isAgent),
    staleTime: 30_000,
  });
}

/** Reloads every agent list after an action (the consolidated list after each action). */
export function useAgentRefresh(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: AGENT_KEY });
}
