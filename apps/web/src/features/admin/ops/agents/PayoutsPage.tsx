import { useState } from 'react';
import {
  ADMIN_PAYOUT_MAX_DAYS,
  CONTRACT_KINDS,
  type AdminAgentPayout,
  agentAdminApi,
} from '@platform/shared';
import {
  DateRangePicker,
  FiltersBar,
  Money,
  PagedTable,
  SelectField,
  lastDays,
  tableProps,
  timeColumn,
  useAdminList,
  type DayRange,
} from '../../ui';
import { OpsHead, StatusBadge } from '../FormModal';
import { payoutRangeError } from './payout-range';
import { useTranslation } from '../../../../lib/i18n';
import '../ops.css';

interface PayoutFilters {
  range: DayRange;
  kind: string;
  status: string;
}

/** Salary and dividend payouts over a range of business days, with the totals per kind. */
export function PayoutsPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<PayoutFilters>(() => ({ range: lastDays(7), kind: '', status: 'PAID' }));
  const [filters, setFilters] = useState<PayoutFilters>(draft);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const list = useAdminList(agentAdminApi.payouts, {
    from: filters.range.from,
    to: filters.range.to,
    kind: filters.kind || undefined,
    status: filters.status,
  });
  const totals = list.data?.totals ?? [];
  return (
    <div data-testid="ops-payouts">
      <OpsHead title={t('ops_page_payouts')} />
      <FiltersBar
        testId="ops-payouts-filters"
        onApply={() => {
          const problem = payoutRangeError(draft.range);
          setRangeError(problem);
          if (!problem) setFilters(draft);
        }}
      >
        <DateRangePicker
          value={draft.range}
          onChange={(range) => setDraft({ ...draft, range })}
          testId="ops-payouts-range"
        />
        <SelectField
          label={t('ops_contract_kind')}
          value={draft.kind}
          onChange={(kind) => setDraft({ ...draft, kind })}
          options={[
            { value: '', label: t('ops_all') },
            ...CONTRACT_KINDS.map((k) => ({ value: k, label: t(`ops_kind_${k}`) })),
          ]}
          testId="ops-payouts-f-kind"
        />
        <SelectField
          label={t('ops_status')}
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
          options={[
            { value: 'PAID', label: t('ops_payout_PAID') },
            { value: 'NOT_QUALIFIED', label: t('ops_payout_NOT_QUALIFIED') },
          ]}
          testId="ops-payouts-f-status"
        />
      </FiltersBar>
      {rangeError && (
        <p className="adm-field__error" role="alert" data-testid="ops-payouts-range-error">
          {t(rangeError, { max: ADMIN_PAYOUT_MAX_DAYS })}
        </p>
      )}
      {totals.length > 0 && (
        <div className="ops-totals adm-card" data-testid="ops-payouts-totals">
          {totals.map((row) => (
            <div key={row.kind} className="adm-stat">
              <span className="adm-stat__label">
                {t(`ops_kind_${row.kind}`)} · {t('ops_count', { count: row.count })}
              </span>
              <span className="adm-stat__value">
                <Money amount={row.amount} />
              </span>
            </div>
          ))}
        </div>
      )}
      <PagedTable
        testId="ops-payouts-table"
        rowKey={(p) => p.recordId}
        {...tableProps(list)}
        columns={[
          { key: 'day', header: t('ops_business_day'), render: (p) => p.businessDay, nowrap: true },
          {
            key: 'who',
            header: t('ops_parties'),
            render: (p) => (
              <span>
                {t('ops_held_by', { name: p.username })}
                <br />
                <span className="adm-muted">
                  {t('ops_offered_by', { name: p.agentUsername ?? t('ops_merchant') })}
                </span>
              </span>
            ),
          },
          { key: 'kind', header: t('ops_contract_kind'), render: (p) => t(`ops_kind_${p.kind}`) },
          {
            key: 'period',
            header: t('ops_period'),
            render: (p) => <span className="adm-mono">{p.periodKey}</span>,
          },
          { key: 'bets', header: t('ops_bets'), render: (p) => <Money amount={p.betAmount} />, align: 'end' },
          {
            key: 'netLoss',
            header: t('ops_term_netLoss'),
            render: (p) => <Money amount={p.netLoss} />,
            align: 'end',
          },
          { key: 'active', header: t('ops_term_activeMember'), render: (p) => p.activeMembers, align: 'end' },
          {
            key: 'tier',
            header: t('ops_tier'),
            render: (p) =>
              p.tier === null ? '-' : `${p.tier} · ${p.rate ?? ''}${p.rateType === 'P' ? '%' : ''}`,
          },
          {
            key: 'amount',
            header: t('ops_amount'),
            render: (p) => <Money amount={p.amount} />,
            align: 'end',
          },
          {
            key: 'status',
            header: t('ops_status'),
            render: (p) => (
              <StatusBadge tone={p.status === 'PAID' ? 'on' : 'wait'} label={t(`ops_payout_${p.status}`)} />
            ),
          },
          timeColumn<AdminAgentPayout>('at', t('ops_created_at'), (p) => p.createdAt),
        ]}
      />
    </div>
  );
}
