import { useId, useState, type FormEvent } from 'react';
import {
  COMPUTATION_PERIODS,
  CONTRACT_MAX_TIERS,
  CONTRACT_PRODUCT_TYPES,
  type ComputationPeriod,
  type ContractKind,
  type ContractOfferRequest,
  type ContractProductType,
} from '@platform/shared';
import { ApiError } from '../../../lib/api';
import { dialogs } from '../../../lib/dialog-store';
import { toasts } from '../../../lib/toast-store';
import { Modal } from '../../../lib/ui/Modal';
import { FormActions } from '../../../lib/ui/form-parts';
import { offerContract } from '../api/agent';
import { TIER_FIELDS, emptyTier, tierIssue, type TierDraft } from '../offer-rules';
import { useAgentRefresh, useDownlineNames } from '../hooks/useAgentData';
import { useMoneyStyle } from '../../wallet';
import { useTranslation } from '../../../lib/i18n';

/**
 * The contract-request modal of an agent (widget 11): offers a direct downline a contract of one
 * kind with its tiers. An offer above the agent's own rate is confirmed first (higher_rate).
 */
export function ContractOfferModal({
  kind,
  username: presetName = '',
  onClose,
}: {
  kind: ContractKind;
  username?: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { currency } = useMoneyStyle();
  const refresh = useAgentRefresh();
  const downlines = useDownlineNames();
  const listId = useId();
  const [username, setUsername] = useState(presetName);
  const [productType, setProductType] = useState<ContractProductType>('ALL');
  const [period, setPeriod] = useState<ComputationPeriod>('H');
  const [tiers, setTiers] = useState<TierDraft[]>(() => [emptyTier(kind)]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fields = TIER_FIELDS[kind];

  const send = async (body: ContractOfferRequest) => {
    setBusy(true);
    try {
      await offerContract(body);
      toasts.show({
        kind: 'success',
        title: t('ag_offer_sent'),
        message: body.username,
        testId: 'toast-offer-sent',
      });
      await refresh();
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.code === 'higher_rate' && !body.confirmHigherRate) {
        dialogs.open({
          kind: 'warning',
          key: 'higher-rate',
          message: t('ag_higher_rate_confirm'),
          actions: [
            { label: t('cancel') },
            {
              label: t('in_increase_submit'),
              primary: true,
              onClick: () => void send({ ...body, confirmHigherRate: true }),
            },
          ],
        });
      } else if (e instanceof ApiError) {
        setError(e.message || e.code);
      } else {
        setError(t('network_error'));
      }
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const name = username.trim();
    if (!name) return setError(t('ag_transfer_username_required'));
    const bad = tiers.map((tier) => tierIssue(kind, tier, currency)).findIndex((issue) => issue !== null);
    if (bad >= 0) return setError(t('ag_offer_tier_invalid', { n: bad + 1 }));
    setError(null);
    const common = { username: name, productType, confirmHigherRate: false };
    const body =
      kind === 'DIVIDEND'
        ? { ...common, kind, computationPeriod: period, tiers }
        : { ...common, kind, tiers };
    void send(body as ContractOfferRequest);
  };

  return (
    <Modal
      title={t('ag_offer_title', { kind: t(`ag_kind_${kind}`) })}
      onClose={onClose}
      size="wide"
      testId="contract-offer-modal"
      closeLabel={t('ag_close')}
    >
      <form className="ag-offer" onSubmit={onSubmit} noValidate>
        <div className="ag-offer__head">
          <label className="ag-field">
            <span>{t('ag_downline')}</span>
            <input
              className="form-input"
              list={listId}
              value={username}
              maxLength={32}
              onChange={(e) => setUsername(e.target.value)}
              data-testid="offer-username"
            />
            <datalist id={listId}>
              {downlines.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </label>
          <label className="ag-field">
            <span>{t('ag_product')}</span>
            <select
              className="form-input"
              value={productType}
              onChange={(e) => setProductType(e.target.value as ContractProductType)}
              data-testid="offer-product"
            >
              {CONTRACT_PRODUCT_TYPES.map((p) => (
                <option key={p} value={p}>
                  {t(`ag_product_${p}`)}
                </option>
              ))}
            </select>
          </label>
          {kind === 'DIVIDEND' && (
            <label className="ag-field">
              <span>{t('ag_period')}</span>
              <select
                className="form-input"
                value={period}
                onChange={(e) => setPeriod(e.target.value as ComputationPeriod)}
                data-testid="offer-period"
              >
                {COMPUTATION_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t(`ag_period_${p}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <div className="ag-tiers-edit">
          {tiers.map((tier, index) => (
            <fieldset key={index} className="ag-tier-edit" data-testid="offer-tier">
              <legend>{t('ag_tier_n', { n: index + 1 })}</legend>
              {fields.map((field) => (
                <label key={field.key} className="ag-field">
                  <span>{t(field.label)}</span>
                  {field.key === 'rateType' ? (
                    <select
                      className="form-input"
                      value={tier.rateType}
                      onChange={(e) =>
                        setTiers((all) =>
                          all.map((x, i) => (i === index ? { ...x, rateType: e.target.value } : x)),
                        )
                      }
                      data-testid={`offer-tier-${field.key}`}
                    >
                      <option value="P">{t('ag_rate_type_P')}</option>
                      <option value="F">{t('ag_rate_type_F')}</option>
                    </select>
                  ) : (
                    <input
                      className="form-input"
                      inputMode="decimal"
                      value={tier[field.key] ?? ''}
                      onChange={(e) =>
                        setTiers((all) =>
                          all.map((x, i) => (i === index ? { ...x, [field.key]: e.target.value } : x)),
                        )
                      }
                      data-testid={`offer-tier-${field.key}`}
                    />
                  )}
                </label>
              ))}
              {tiers.length > 1 && (
                <button
                  type="button"
                  className="ag-link"
                  onClick={() => setTiers((all) => all.filter((_, i) => i !== index))}
                >
                  {t('ag_remove')}
                </button>
              )}
            </fieldset>
          ))}
        </div>
        {tiers.length < CONTRACT_MAX_TIERS && (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => setTiers((all) => [...all, emptyTier(kind)])}
            data-testid="offer-add-tier"
          >
            {t('ag_add_tier')}
          </button>
        )}
        <p className="ag-hint">{t('ag_offer_hint')}</p>
        {error && (
          <p className="form-row__error" role="alert" data-testid="offer-error">
            {error}
          </p>
        )}
        <FormActions
          className="ag-actions"
          onCancel={onClose}
          submitLabel={t('ag_offer_submit')}
          busy={busy}
          testId="offer-submit"
        />
      </form>
    </Modal>
  );
}
