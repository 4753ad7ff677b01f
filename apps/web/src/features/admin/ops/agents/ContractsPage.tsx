import { useTranslation } from 'react-i18next';
import { CONTRACT_KINDS, CONTRACT_STATUSES, agentAdminApi } from '@platform/shared';
import {
  FiltersBar,
  PagedTable,
  SelectField,
  TextField,
  formatDateTime,
  tableProps,
  useAdminList,
  useDraftFilters,
} from '../../ui';
import { OpsHead, StatusBadge } from '../FormModal';
import { tierEntries } from './contract-terms';
import '../ops.css';

const NO_FILTERS = { kind: '', status: '', q: '' };
const TONE = { P: 'wait', E: 'wait', V: 'on', R: 'off', C: 'off' } as const;

function Tiers({ tiers }: { tiers: unknown[] }) {
  const { t } = useTranslation();
  return (
    <ol className="ops-tiers">
      {tiers.map((tier, i) => (
        <li key={i}>
          {tierEntries(tier)
            .map((e) => `${e.known ? t(e.label) : e.label} ${e.value}`)
            .join(' · ')}
        </li>
      ))}
    </ol>
  );
}

/** Every agent contract of the merchant: kind, parties, terms and status (read only). */
export function ContractsPage() {
  const { t } = useTranslation();
  const { field, filters, barProps } = useDraftFilters(NO_FILTERS);
  const list = useAdminList(agentAdminApi.contracts, {
    kind: filters.kind || undefined,
    status: filters.status || undefined,
    q: filters.q.trim() || undefined,
  });
  const all = { value: '', label: t('ops_all') };
  return (
    <div data-testid="ops-contracts">
      <OpsHead title={t('ops_page_contracts')} />
      <FiltersBar testId="ops-contracts-filters" {...barProps}>
        <SelectField
          label={t('ops_contract_kind')}
          {...field('kind')}
          options={[all, ...CONTRACT_KINDS.map((k) => ({ value: k, label: t(`ops_kind_${k}`) }))]}
          testId="ops-contracts-f-kind"
        />
        <SelectField
          label={t('ops_status')}
          {...field('status')}
          options={[all, ...CONTRACT_STATUSES.map((s) => ({ value: s, label: t(`ops_contract_${s}`) }))]}
          testId="ops-contracts-f-status"
        />
        <TextField label={t('ops_username')} {...field('q')} maxLength={32} testId="ops-contracts-q" />
      </FiltersBar>
      <PagedTable
        testId="ops-contracts-table"
        rowKey={(c) => c.id}
        {...tableProps(list)}
        columns={[
          { key: 'id', header: t('ops_id'), render: (c) => c.id, nowrap: true },
          {
            key: 'kind',
            header: t('ops_contract_kind'),
            render: (c) => (
              <span>
                {t(`ops_kind_${c.kind}`)}
                <br />
                <span className="adm-muted">
                  {t('ops_product', { product: c.productType })}
                  {c.computationPeriod && ` · ${t(`ops_period_${c.computationPeriod}`)}`}
                </span>
              </span>
            ),
          },
          {
            key: 'parties',
            header: t('ops_parties'),
            render: (c) => (
              <span>
                {t('ops_offered_by', { name: c.agentUsername ?? t('ops_merchant') })}
                <br />
                {t('ops_held_by', { name: c.username })}
              </span>
            ),
          },
          {
            key: 'terms',
            header: t('ops_terms'),
            render: (c) => (
              <div>
                <Tiers tiers={c.tiers} />
                {c.pendingTiers && (
                  <>
                    <span className="adm-badge adm-badge--warn">{t('ops_pending_revision')}</span>
                    <Tiers tiers={c.pendingTiers} />
                  </>
                )}
              </div>
            ),
          },
          {
            key: 'status',
            header: t('ops_status'),
            render: (c) => <StatusBadge tone={TONE[c.status]} label={t(`ops_contract_${c.status}`)} />,
          },
          {
            key: 'dates',
            header: t('ops_dates'),
            nowrap: true,
            render: (c) => (
              <span className="adm-muted">
                {t('ops_offered_at', { time: formatDateTime(c.offeredAt) })}
                {c.acceptedAt && (
                  <>
                    <br />
                    {t('ops_accepted_at', { time: formatDateTime(c.acceptedAt) })}
                  </>
                )}
              </span>
            ),
          },
        ]}
      />
    </div>
  );
}
