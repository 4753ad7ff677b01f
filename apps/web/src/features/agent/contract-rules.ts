/**
 * What a person may do with a contract in each status: P (pending) and E (expired or
 * pending) take accept (A) or reject (R); V (accepted, in force) takes cancel (C) or a further
 * accept. The pending-or-new list holds every contract not in V, the other list those in V.
 */

import type { ContractAction, ContractStatus } from '@platform/shared';

export type { ContractAction, ContractStatus };
export function contractActions(status: ContractStatus): ContractAction[] {
  if (status === 'P' || status === 'E') return ['A', 'R'];
  if (status === 'V') return ['C', 'A'];
  return [];
}

export type ContractListTab = 'pending' | 'active';

/** The tab of the consolidated list a contract belongs in. */
export function contractTab(status: ContractStatus): ContractListTab {
  return status === 'V' ? 'active' : 'pending';
}

/** Percent rates travel as percent strings ("1.25" is 1.25 %, not a fraction or basis points). */
export function ratePercent(rate: string | number | null | undefined): string {
  if (rate === null || rate === undefined || rate === '') return '—';
  const value = Number(rate);
  return Number.isFinite(value) ? `${value.toFixed(2)}%` : String(rate);
}

/** Contracts waiting for the holder: an offer (P, E) or an active one with revised terms. */
export function waitsForHolder(contract: { status: string; pendingTiers: unknown }): boolean {
  return (
    contract.status === 'P' ||
    contract.status === 'E' ||
    (contract.status === 'V' && Boolean(contract.pendingTiers))
  );
}
