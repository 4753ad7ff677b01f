import { useState } from 'react';
import { AGENT_MAX_RANGE_DAYS, type ContractKind, type ContractView } from '@platform/shared';
import { dialogs } from '../../../lib/dialog-store';
import { toasts } from '../../../lib/toast-store';
import { Pager } from '../../../lib/ui/list-parts';
import { cancelOfferedContract, type RecordScope } from '../api/agent';
import { ratePercent } from '../contract-rules';
import {
  AGENT_PAGE_SIZE,
  agentToday,
  useAgentRange,
  useAgentRefresh,
  useOfferedContracts,
  usePayoutRecords,
} from '../hooks/useAgentData';
import { AgreementModal } from './AgreementModal';
import { contractTermColumns } from './contract-columns';
import { ConsolidatedContracts } from './ConsolidatedContracts';
import { ContractOfferModal } from './ContractOfferModal';
import { DateRangePicker } from '../../../lib/ui/DateRangePicker';
import { AgentCard, DataTable, ListState, SearchBox, Tabs, useAgentMoney } from './parts';
import { useTranslation } from '../../../lib/i18n';

type Section = 'records' | 'offered' | 'mine';

/**
 * One contract kind's page (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary): what was paid, the contracts the agent offered its downlines, and the
 * agent's own contracts of that kind from its upline.
 */
export function ContractKindPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const [section, setSection] = useState<Section>('records');
  return (
    <div className="ag-page" data-testid={`agent-kind-${kind}`}>
      <Tabs<Section>
        value={section}
        onChange={setSection}
        testId="kind-section"
        options={[
          { value: 'records', label: t('ag_section_records') },
          { value: 'offered', label: t('ag_section_offered') },
          { value: 'mine', label: t('ag_section_mine') },
        ]}
      />
      {section === 'records' && <PayoutRecords kind={kind} />}
      {section === 'offered' && <OfferedContracts kind={kind} />}
      {section === 'mine' && (
        <AgentCard title={t('ag_section_mine')}>
          <ConsolidatedContracts kind={kind} />
        </AgentCard>
      )}
    </div>
  );
}

function PayoutRecords({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const money = useAgentMoney();
  const [range, setRange] = useAgentRange(7);
  const [scope, setScope] = useState<RecordScope>('self');
  const [username, setUsername] = useState('');
  const [page, setPage] = useState(1);
  const query = usePayoutRecords(kind, { range, scope, username, page });
  const data = query.data;
  return (
    <AgentCard
      title={t('ag_section_records')}
      aside={
        <Tabs<RecordScope>
          value={scope}
          onChange={(v) => {
            setScope(v);
            setPage(1);
          }}
          testId="records-scope"
          options={[
            { value: 'self', label: t('ag_scope_self') },
            { value: 'team', label: t('ag_scope_team') },
          ]}
        />
      }
      testId="payout-records"
    >
      <div className="ag-filters">
        <DateRangePicker
          value={range}
          maxDays={AGENT_MAX_RANGE_DAYS}
          today={agentToday()}
          onChange={(r) => {
            setRange(r);
            setPage(1);
          }}
        />
        {scope === 'team' && (
          <SearchBox
            value={username}
            onSearch={(v) => {
              setUsername(v);
              setPage(1);
            }}
            testId="records-search"
          />
        )}
        {data && (
          <span className="ag-total" data-testid="records-total">
            {t('ag_total_paid')}: <strong>{money(data.totalAmount)}</strong>
          </span>
        )}
      </div>
      {!data || data.list.length === 0 ? (
        <ListState loading={query.isLoading} failed={query.isError} />
      ) : (
        <DataTable
          testId="payout-record"
          rows={data.list}
          rowKey={(r) => r.recordId}
          columns={[
            { key: 'period', label: t('ag_col_period'), render: (r) => r.periodKey },
            ...(scope === 'team'
              ? [
                  {
                    key: 'user',
                    label: t('ag_col_username'),
                    render: (r: (typeof data.list)[number]) => r.username,
                  },
                ]
              : []),
            { key: 'product', label: t('ag_product'), render: (r) => t(`ag_product_${r.productType}`) },
            { key: 'bet', label: t('ag_col_bet'), numeric: true, render: (r) => money(r.betAmount) },
            ...(kind === 'DIVIDEND'
              ? [
                  {
                    key: 'loss',
                    label: t('ag_tier_net_loss'),
                    numeric: true,
                    render: (r: (typeof data.list)[number]) => money(r.netLoss),
                  },
                ]
              : []),
            { key: 'active', label: t('ag_tier_active'), numeric: true, render: (r) => r.activeMembers },
            {
              key: 'tier',
              label: t('ag_tier'),
              render: (r) =>
                r.tier === null
                  ? '—'
                  : `${r.tier} · ${r.rateType === 'F' ? money(r.rate) : ratePercent(r.rate)}`,
            },
            {
              key: 'amount',
              label: t('ag_col_paid'),
              numeric: true,
              render: (r) => <strong>{money(r.amount)}</strong>,
            },
            {
              key: 'status',
              label: t('ag_status'),
              render: (r) => (
                <span className={`ag-status ag-status--${r.status}`}>{t(`ag_payout_${r.status}`)}</span>
              ),
            },
          ]}
        />
      )}
      {data && (
        <Pager
          page={page}
          size={AGENT_PAGE_SIZE}
          total={data.total}
          onPage={setPage}
          testId="records-pager"
        />
      )}
    </AgentCard>
  );
}

function OfferedContracts({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const refresh = useAgentRefresh();
  const [username, setUsername] = useState('');
  const [page, setPage] = useState(1);
  const [offering, setOffering] = useState<string | null>(null);
  const [viewing, setViewing] = useState<ContractView | null>(null);
  const query = useOfferedContracts(kind, username, page);
  const data = query.data;

  const cancel = (contract: ContractView) =>
    dialogs.open({
      kind: 'warning',
      key: 'offer-cancel',
      message: t('ag_confirm_withdraw', { name: contract.username }),
      actions: [
        { label: t('cancel') },
        {
          label: t('in_increase_submit'),
          primary: true,
          onClick: async () => {
            try {
              await cancelOfferedContract(contract.contractId);
              toasts.show({ kind: 'success', title: t('ag_answered_C'), message: contract.username });
            } catch {
              // Shown by the api client.
            }
            await refresh();
          },
        },
      ],
    });

  return (
    <AgentCard
      title={t('ag_section_offered')}
      aside={
        <button
          type="button"
          className="btn btn--gold btn--sm"
          onClick={() => setOffering('')}
          data-testid="offer-open"
        >
          {t('ag_offer_new')}
        </button>
      }
      testId="offered-contracts"
    >
      <div className="ag-filters">
        <SearchBox
          value={username}
          onSearch={(v) => {
            setUsername(v);
            setPage(1);
          }}
          testId="offered-search"
        />
      </div>
      {!data || data.list.length === 0 ? (
        <ListState loading={query.isLoading} failed={query.isError} />
      ) : (
        <DataTable
          testId="offered-contract"
          rows={data.list}
          rowKey={(c) => c.contractId}
          columns={[
            { key: 'user', label: t('ag_col_username'), render: (c) => c.username },
            ...contractTermColumns(t, 'offered-status'),
            {
              key: 'actions',
              label: t('ag_actions'),
              render: (c) => (
                <span className="ag-row-actions">
                  <button
                    type="button"
                    className="ag-link"
                    onClick={() => setViewing(c)}
                    data-testid="offered-view"
                  >
                    {t('ag_view_agreement')}
                  </button>
                  {c.status === 'V' && (
                    <button type="button" className="ag-link" onClick={() => setOffering(c.username)}>
                      {t('ag_revise')}
                    </button>
                  )}
                  {['P', 'E', 'V'].includes(c.status) && (
                    <button
                      type="button"
                      className="ag-link ag-link--danger"
                      onClick={() => cancel(c)}
                      data-testid="offered-cancel"
                    >
                      {t(c.status === 'V' ? 'ag_end_contract' : 'ag_withdraw_offer')}
                    </button>
                  )}
                </span>
              ),
            },
          ]}
        />
      )}
      {data && (
        <Pager
          page={page}
          size={AGENT_PAGE_SIZE}
          total={data.total}
          onPage={setPage}
          testId="offered-pager"
        />
      )}
      {offering !== null && (
        <ContractOfferModal kind={kind} username={offering} onClose={() => setOffering(null)} />
      )}
      {viewing && <AgreementModal contract={viewing} onClose={() => setViewing(null)} />}
    </AgentCard>
  );
}
