import { useState } from 'react';
import type { ConsolidatedContractsValue, ContractKind, ContractView } from '@platform/shared';
import { contractActions, contractTab, waitsForHolder, type ContractListTab } from '../contract-rules';
import { useConsolidatedContracts } from '../hooks/useAgentData';
import { useContractAnswer } from '../hooks/useContractAnswer';
import { actionLabelKey, AgreementModal } from './AgreementModal';
import { contractTermColumns } from './contract-columns';
import { DataTable, ListState, Tabs } from './parts';
import { useTranslation } from '../../../lib/i18n';

/** Every contract of the consolidated answer, dividends first. */
export function consolidatedList(value: ConsolidatedContractsValue | undefined): ContractView[] {
  if (!value) return [];
  return [
    ...value.divtypeinfo,
    ...value.dailysalinfotype,
    ...value.contracthoursalinfo,
    ...value.realtimesalinfotype,
  ];
}

/**
 * The holder's contracts from getConsolidated in two lists: pending or new (status not
 * V) and active (V), each row with the actions its status allows and its agreement.
 */
export function ConsolidatedContracts({ kind }: { kind?: ContractKind }) {
  const { t } = useTranslation();
  const query = useConsolidatedContracts();
  const { answer, busy } = useContractAnswer();
  const [tab, setTab] = useState<ContractListTab>('pending');
  const [openId, setOpenId] = useState<number | null>(null);
  const all = consolidatedList(query.data).filter((c) => !kind || c.kind === kind);
  const rows = all.filter((c) => contractTab(c.status) === tab);
  const open = all.find((c) => c.contractId === openId) ?? null;

  return (
    <div className="ag-contracts" data-testid="consolidated-contracts">
      <Tabs<ContractListTab>
        value={tab}
        onChange={setTab}
        testId="contracts-tab"
        options={[
          {
            value: 'pending',
            label: t('ag_contracts_pending'),
            badge: all.some((c) => c.status !== 'V' && waitsForHolder(c)),
          },
          {
            value: 'active',
            label: t('ag_contracts_active'),
            badge: all.some((c) => c.status === 'V' && waitsForHolder(c)),
          },
        ]}
      />
      {rows.length === 0 ? (
        <ListState loading={query.isLoading} failed={query.isError} />
      ) : (
        <DataTable
          testId="my-contract"
          rows={rows}
          rowKey={(c) => c.contractId}
          columns={[
            { key: 'kind', label: t('ag_contract_kind'), render: (c) => t(`ag_kind_${c.kind}`) },
            { key: 'agent', label: t('ag_offered_by'), render: (c) => c.agentUsername ?? t('ag_merchant') },
            ...contractTermColumns(t, 'contract-status'),
            {
              key: 'actions',
              label: t('ag_actions'),
              render: (c) => (
                <span className="ag-row-actions">
                  <button
                    type="button"
                    className="ag-link"
                    onClick={() => setOpenId(c.contractId)}
                    data-testid="contract-view"
                  >
                    {t('ag_view_agreement')}
                  </button>
                  {contractActions(c.status).map((action) => (
                    <button
                      key={action}
                      type="button"
                      className={`btn btn--sm ${action === 'A' ? 'btn--gold' : 'btn--ghost'}`}
                      disabled={busy}
                      onClick={() => answer(c, action)}
                      data-testid={`contract-action-${action}`}
                    >
                      {t(actionLabelKey(c, action))}
                    </button>
                  ))}
                </span>
              ),
            },
          ]}
        />
      )}
      {open && (
        <AgreementModal
          contract={open}
          busy={busy}
          onClose={() => setOpenId(null)}
          onAction={(action) => answer(open, action, () => setOpenId(null))}
        />
      )}
    </div>
  );
}
