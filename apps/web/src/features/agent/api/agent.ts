import {
  agentApi,
  walletApi,
  type AgentContractsValue,
  type ConsolidatedContractsValue,
  type ContractAction,
  type ContractActionValue,
  type ContractKind,
  type ContractOfferRequest,
  type ContractStatus,
  type ContractView,
  type PayoutRecordsValue,
  type PersonalStatementValue,
  type RegisterCodeItem,
  type RegisterCodesValue,
  type TeamMembersValue,
  type TeamOverviewValue,
  type TeamStatementValue,
  type ValueOf,
} from '@platform/shared';
import { api } from '../../../lib/api';
import type { DayRange } from '../../../lib/date-range';

/**
 * The agent calls of packages/shared/src/contracts/agent.ts. Reads are quiet (the page shows
 * its own state); actions keep the error dialog, since the person pressed something.
 */
const QUIET = { alert: false } as const;

const range = (r: DayRange) => ({ startDate: r.start, endDate: r.end });

export function fetchTeamOverview(r: DayRange): Promise<TeamOverviewValue> {
  return api.call(agentApi.teamOverview, { query: range(r) }, QUIET);
}

export function fetchTeamMembers(q: {
  username: string;
  directOnly: boolean;
  page: number;
  size: number;
}): Promise<TeamMembersValue> {
  return api.call(
    agentApi.teamMembers,
    { query: { ...q, username: q.username || undefined, directOnly: q.directOnly ? 'true' : undefined } },
    QUIET,
  );
}

export function fetchPersonalStatement(
  r: DayRange,
  page: number,
  size: number,
): Promise<PersonalStatementValue> {
  return api.call(agentApi.personalStatement, { query: { ...range(r), page, size } }, QUIET);
}

export function fetchTeamStatement(
  r: DayRange,
  username: string,
  page: number,
  size: number,
): Promise<TeamStatementValue> {
  return api.call(
    agentApi.teamStatement,
    { query: { ...range(r), username: username || undefined, page, size } },
    QUIET,
  );
}

export function fetchRegisterCodes(page: number, size: number): Promise<RegisterCodesValue> {
  return api.call(agentApi.registerCodes, { query: { page, size } }, QUIET);
}

export function createRegisterCode(body: {
  accountType: 0 | 2;
  remark: string | null;
}): Promise<RegisterCodeItem> {
  return api.call(agentApi.createRegisterCode, { body });
}

export function updateRegisterCode(
  codeId: number,
  body: { enabled?: boolean; remark?: string | null },
): Promise<ValueOf<typeof agentApi.updateRegisterCode>> {
  return api.call(agentApi.updateRegisterCode, { params: { codeId }, body });
}

export function deleteRegisterCode(codeId: number): Promise<ValueOf<typeof agentApi.deleteRegisterCode>> {
  return api.call(agentApi.deleteRegisterCode, { params: { codeId } });
}

export type RecordScope = 'self' | 'team';

/** The payout-record call of each contract kind. */
export const RECORD_CALLS = {
  DIVIDEND: agentApi.dividendRecords,
  DAILY_SALARY: agentApi.dailySalaryRecords,
  HOUR_SALARY: agentApi.hourSalaryRecords,
  REALTIME_SALARY: agentApi.realTimeSalaryRecords,
} as const satisfies Record<ContractKind, unknown>;

export function fetchPayoutRecords(
  kind: ContractKind,
  q: { range: DayRange; scope: RecordScope; username: string; page: number; size: number },
): Promise<PayoutRecordsValue> {
  return api.call(
    RECORD_CALLS[kind],
    {
      query: {
        ...range(q.range),
        scope: q.scope,
        username: q.username || undefined,
        page: q.page,
        size: q.size,
      },
    },
    QUIET,
  );
}

export function fetchAgentContracts(q: {
  kind: ContractKind;
  status?: ContractStatus;
  username?: string;
  page: number;
  size: number;
}): Promise<AgentContractsValue> {
  return api.call(agentApi.contracts, { query: { ...q, username: q.username || undefined } }, QUIET);
}

export function offerContract(body: ContractOfferRequest): Promise<ContractView> {
  // higher_rate is answered by a confirmation in the modal, not the generic dialog.
  return api.call(agentApi.offer, { body }, QUIET);
}

export function cancelOfferedContract(contractId: number): Promise<ContractActionValue> {
  return api.call(agentApi.cancel, { body: { contractId } });
}

/** The holder's consolidated contracts and request flags. */
export function fetchConsolidatedContracts(): Promise<ConsolidatedContractsValue> {
  return api.call(agentApi.consolidated, {}, QUIET);
}

/** The holder answers a contract with the relay call of its kind. */
export function answerContract(contract: ContractView, status: ContractAction): Promise<ContractActionValue> {
  switch (contract.kind) {
    case 'DIVIDEND':
      return api.call(agentApi.processDividend, {
        body: {
          productType: contract.productType,
          computationPeriod: contract.computationPeriod ?? undefined,
          status,
          contractId: contract.contractId,
        },
      });
    case 'DAILY_SALARY':
      return api.call(agentApi.processDailySalary, { body: { id: contract.id, status } });
    case 'HOUR_SALARY':
      return api.call(agentApi.processHourSalary, {
        body: { contractId: contract.contractId, status, productType: contract.productType },
      });
    case 'REALTIME_SALARY':
      return api.call(agentApi.processRealTimeSalary, {
        body: { contractId: contract.contractId, status },
      });
  }
}

export interface DownlineTransferBody {
  transfers: { username: string; amount: string }[];
  paymentPassword: string | null;
  remarks: string | null;
}

export function transferToDownlines(
  body: DownlineTransferBody,
  requestId: string,
): Promise<ValueOf<typeof walletApi.transferToDownlines>> {
  return api.call(walletApi.transferToDownlines, { body: { ...body, requestId } });
}
