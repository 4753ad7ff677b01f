import { useState } from 'react';
import { CONTRACT_KINDS, CONTRACT_STATUSES, agentAdminApi } from '@platform/shared';
import { ListFilters, PagedTable, formatDateTime, tableProps, useFilteredList } from '../../ui';
import { OpsHead, StatusBadge } from '../FormModal';
import { tierEntries } from './contract-terms';
import { ContractOfferForm } from './ContractOfferForm';
import { useTranslation } from '../../../../lib/i18n';
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

/** Every agent contract of the merchant: kind, parties, terms and status; offers to top agents. */
export function ContractsPage() {
  const { t } = useTranslation();
  const { list, bar } = useFilteredList(agentAdminApi.contracts, NO_FILTERS);
  const [offering, setOffering] = useState(false);
  return (
    <div data-testid="ops-contracts">
      <OpsHead title={t('ops_page_contracts')}>
        <button
          type="button"
          className="adm-btn adm-btn--primary adm-btn--sm"
          onClick={() => setOffering(true)}
          data-testid="ops-contracts-offer"
        >
          {t('ops_offer_contract')}
        </button>
      </OpsHead>
      {offering && <ContractOfferForm onClose={() => setOffering(false)} />}
      <ListFilters
        testId="ops-contracts"
        bar={bar}
        fields={[
          { key: 'kind', label: t('ops_contract_kind'), choices: CONTRACT_KINDS, textPrefix: 'ops_kind_' },
          { key: 'status', label: t('ops_status'), choices: CONTRACT_STATUSES, textPrefix: 'ops_contract_' },
          { key: 'q', label: t('ops_username'), maxLength: 32 },
        ]}
      />
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
