import type { ContractAction, ContractView } from '@platform/shared';
import { Modal } from '../../../lib/ui/Modal';
import { contractActions, ratePercent } from '../contract-rules';
import { formatStamp, useAgentMoney } from './parts';
import { TierTable, type AnyTier } from './TierTable';
import { useTranslation } from '../../../lib/i18n';

/** Bonus (dividend) agreement or wage (salary) agreement: the terms a contract pays by. */
export function agreementTitleKey(kind: ContractView['kind']): string {
  return kind === 'DIVIDEND' ? 'ag_agreement_bonus' : 'ag_agreement_wage';
}

/**
 * The agreement of one contract (widget 11): who offers it, its product and period, the tiers,
 * and the revised tiers waiting for an answer. The holder answers here with the actions its
 * status allows; without `onAction` the modal only shows the terms.
 */
export function AgreementModal({
  contract,
  onClose,
  onAction,
  busy,
}: {
  contract: ContractView;
  onClose(): void;
  onAction?: (action: ContractAction) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const money = useAgentMoney();
  const actions = onAction ? contractActions(contract.status) : [];
  return (
    <Modal
      title={t(agreementTitleKey(contract.kind))}
      onClose={onClose}
      size="wide"
      testId="agreement-modal"
      closeLabel={t('ag_close')}
    >
      <div className="ag-agreement" data-kind={contract.kind} data-status={contract.status}>
        <dl className="ag-facts">
          <div>
            <dt>{t('ag_contract_kind')}</dt>
            <dd>{t(`ag_kind_${contract.kind}`)}</dd>
          </div>
          <div>
            <dt>{t('ag_offered_by')}</dt>
            <dd>{contract.agentUsername ?? t('ag_merchant')}</dd>
          </div>
          <div>
            <dt>{t('ag_holder')}</dt>
            <dd>{contract.username}</dd>
          </div>
          <div>
            <dt>{t('ag_product')}</dt>
            <dd>{t(`ag_product_${contract.productType}`)}</dd>
          </div>
          {contract.computationPeriod && (
            <div>
              <dt>{t('ag_period')}</dt>
              <dd>{t(`ag_period_${contract.computationPeriod}`)}</dd>
            </div>
          )}
          <div>
            <dt>{t('ag_status')}</dt>
            <dd data-testid="agreement-status">{t(`ag_status_${contract.status}`)}</dd>
          </div>
          <div>
            <dt>{t('ag_top_rate')}</dt>
            <dd>{ratePercent(contract.contractRate)}</dd>
          </div>
          <div>
            <dt>{t('ag_offered_at')}</dt>
            <dd>{formatStamp(contract.offeredAt)}</dd>
          </div>
          {contract.periodicTotalBet !== null && (
            <div>
              <dt>{t('ag_periodic_bet')}</dt>
              <dd>
                {money(contract.periodicTotalBet)} / {money(contract.periodicTotalBetRequired)}
              </dd>
            </div>
          )}
        </dl>
        {contract.downlineHigherRate === 'Y' && <p className="ag-note">{t('ag_higher_rate_flag')}</p>}
        <h4 className="ag-subtitle">{t('ag_tiers')}</h4>
        <TierTable kind={contract.kind} tiers={contract.tiers as unknown as AnyTier[]} />
        {contract.pendingTiers && (
          <>
            <h4 className="ag-subtitle ag-subtitle--new">{t('ag_revised_tiers')}</h4>
            <TierTable
              kind={contract.kind}
              tiers={contract.pendingTiers as unknown as AnyTier[]}
              testId="tier-table-revised"
            />
          </>
        )}
        {actions.length > 0 && (
          <div className="ag-actions">
            {actions.map((action) => (
              <button
                key={action}
                type="button"
                disabled={busy}
                className={`btn ${action === 'A' ? 'btn--gold' : 'btn--ghost'}`}
                onClick={() => onAction?.(action)}
                data-testid={`agreement-action-${action}`}
              >
                {t(actionLabelKey(contract, action))}
              </button>
            ))}
          </div>
        )}
      </div>
    </Modal>
  );
}

/** A on an active contract accepts its revised terms, or only confirms it when there are none. */
export function actionLabelKey(
  contract: Pick<ContractView, 'status' | 'pendingTiers'>,
  action: ContractAction,
): string {
  if (action === 'A' && contract.status === 'V')
    return contract.pendingTiers ? 'ag_action_accept_revision' : 'ag_action_confirm';
  return `ag_action_${action}`;
}
