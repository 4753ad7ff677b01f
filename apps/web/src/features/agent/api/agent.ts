import type {
  AgentContractsValue,
  ConsolidatedContractsValue,
  ContractAction,
  ContractActionValue,
  ContractKind,
  ContractOfferRequest,
  ContractStatus,
  ContractView,
  PayoutRecordsValue,
  PersonalStatementValue,
  RegisterCodeItem,
  RegisterCodesValue,
  TeamMembersValue,
  TeamOverviewValue,
  TeamStatementValue,
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
  return api.get('/wps/agent/team/overview', { query: range(r), ...QUIET });
}

export function fetchTeamMembers(q: {
  username: string;
  directOnly: boolean;
  page: number;
  size: number;
}): Promise<TeamMembersValue> {
  return api.get('/wps/agent/team/members', {
    query: { ...q, username: q.username || undefined, directOnly: q.directOnly || undefined },
    ...QUIET,
  });
}

export function fetchPersonalStatement(
  r: DayRange,
  page: number,
  size: number,
): Promise<PersonalStatementValue> {
  return api.get('/wps/agent/statements/personal', { query: { ...range(r), page, size }, ...QUIET });
}

export function fetchTeamStatement(
  r: DayRange,
  username: string,
  page: number,
  size: number,
): Promise<TeamStatementValue> {
  return api.get('/wps/agent/statements/team', {
    query: { ...range(r), username: username || undefined, page, size },
    ...QUIET,
  });
}

export function fetchRegisterCodes(page: number, size: number): Promise<RegisterCodesValue> {
  return api.get('/wps/agent/register/codes', { query: { page, size }, ...QUIET });
}

export function createRegisterCode(body: {
  accountType: 0 | 2;
  remark: string | null;
}): Promise<RegisterCodeItem> {
  return api.post('/wps/agent/register/codes', body);
}

export function updateRegisterCode(
  codeId: number,
  body: { enabled?: boolean; remark?: string | null },
): Promise<RegisterCodeItem> {
  return api.put(`/wps/agent/register/codes/${codeId}`, body);
}

export function deleteRegisterCode(codeId: number): Promise<unknown> {
  return api.del(`/wps/agent/register/codes/${codeId}`);
}

export type RecordScope = 'self' | 'team';

/** The payout-record path of each contract kind. */
export const RECORD_PATHS: Record<ContractKind, string> = {
  DIVIDEND: '/wps/agent/records/dividend',
  DAILY_SALARY: '/wps/agent/records/daily-salary',
  HOUR_SALARY: '/wps/agent/records/hour-salary',
  REALTIME_SALARY: '/wps/agent/records/realtime-salary',
};

export function fetchPayoutRecords(
  kind: ContractKind,
  q: { range: DayRange; scope: RecordScope; username: string; page: number; size: number },
): Promise<PayoutRecordsValue> {
  return api.get(RECORD_PATHS[kind], {
    query: {
      ...range(q.range),
      scope: q.scope,
      username: q.username || undefined,
      page: q.page,
      size: q.size,
    },
    ...QUIET,
  });
}

export function fetchAgentContracts(q: {
  kind: ContractKind;
  status?: ContractStatus;
  username?: string;
  page: number;
  size: number;
}): Promise<AgentContractsValue> {
  return api.get('/wps/agent/contracts', {
    query: { ...q, username: q.username || undefined },
    ...QUIET,
  });
}

export function offerContract(body: ContractOfferRequest): Promise<ContractView> {
  // higher_rate is answered by a confirmation in the modal, not the generic dialog.
  return api.post('/wps/agent/contracts/offer', body, QUIET);
}

export function cancelOfferedContract(contractId: number): Promise<ContractActionValue> {
  return api.post('/wps/agent/contracts/cancel', { contractId });
}

/** The holder's consolidated contracts and request flags. */
export function fetchConsolidatedContracts(): Promise<ConsolidatedContractsValue> {
  return api.post('/wps/relay/AGENT_getConsolidated', undefined, QUIET);
}

/** The holder answers a contract with the relay call of its kind. */
export function answerContract(contract: ContractView, status: ContractAction): Promise<ContractActionValue> {
  switch (contract.kind) {
    case 'DIVIDEND':
      return api.post('/wps/relay/AGENT_processDividendReq', {
        productType: contract.productType,
        computationPeriod: contract.computationPeriod ?? undefined,
        status,
        contractId: contract.contractId,
      });
    case 'DAILY_SALARY':
      return api.post('/wps/relay/AGENT_processDailySalary', { id: contract.id, status });
    case 'HOUR_SALARY':
      return api.post('/wps/relay/AGENT_processContractHourSalary', {
        contractId: contract.contractId,
        status,
        productType: contract.productType,
      });
    case 'REALTIME_SALARY':
      return api.post('/wps/relay/AGENT_processRealTimeSalaryContract', {
        contractId: contract.contractId,
        status,
      });
  }
}

export interface DownlineTransferBody {
  transfers: { username: string; amount: string }[];
  paymentPassword: string | null;
  remarks: string | null;
}

export function transferToDownlines(body: DownlineTransferBody, requestId: string): Promise<unknown> {
  return api.post('/wps/agent/transfer/downline', { ...body, requestId });
}
