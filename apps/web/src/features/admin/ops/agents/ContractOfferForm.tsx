import { useState } from 'react';
import {
  COMPUTATION_PERIODS,
  CONTRACT_KINDS,
  CONTRACT_MAX_TIERS,
  CONTRACT_PRODUCT_TYPES,
  RATE_TYPES,
  agentAdminApi,
  type BodyOf,
  type ContractKind,
} from '@platform/shared';
import { SelectField, TextField, required } from '../../ui';
import { adminApi } from '../../admin-api';
import { FormModal } from '../FormModal';
import { listKey, useOpsMutation } from '../use-ops';
import { useTranslation } from '../../../../lib/i18n';

type OfferBody = BodyOf<typeof agentAdminApi.offerContract>;
type Tier = Record<string, string>;

/** The fields of one tier of each kind, in the order the agent centre shows them. */
export const TIER_FIELDS: Record<ContractKind, readonly string[]> = {
  DIVIDEND: ['minimumBet', 'netLoss', 'activeMember', 'contractRate'],
  DAILY_SALARY: ['betVolume', 'activeMember', 'rateType', 'rate'],
  HOUR_SALARY: ['minimumBet', 'activeMember', 'rateType', 'rate'],
  REALTIME_SALARY: ['betAmount', 'lossRate', 'winRate'],
};

function emptyTier(kind: ContractKind): Tier {
  return Object.fromEntries(TIER_FIELDS[kind].map((f) => [f, f === 'rateType' ? 'P' : '']));
}

/** The request body of a form: counts as numbers, everything else as typed (the server checks it). */
export function offerBody(form: {
  kind: ContractKind;
  username: string;
  productType: string;
  computationPeriod: string;
  tiers: Tier[];
}): OfferBody {
  const tiers = form.tiers.map((tier) =>
    Object.fromEntries(
      TIER_FIELDS[form.kind].map((f) => [
        f,
        f === 'activeMember' ? Number(tier[f] || 0) : (tier[f] ?? '').trim(),
      ]),
    ),
  );
  return {
    kind: form.kind,
    username: form.username.trim(),
    productType: form.productType,
    ...(form.kind === 'DIVIDEND' ? { computationPeriod: form.computationPeriod } : {}),
    tiers,
  } as OfferBody;
}

/**
 * The merchant's offer of a contract to a top agent (an agent with no upline). The agent answers
 * it in the agent centre; an offer of a kind it holds revises that contract.
 */
export function ContractOfferForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ContractKind>('DAILY_SALARY');
  const [username, setUsername] = useState('');
  const [productType, setProductType] = useState('ALL');
  const [computationPeriod, setComputationPeriod] = useState('W');
  const [tiers, setTiers] = useState<Tier[]>([emptyTier('DAILY_SALARY')]);
  const [missing, setMissing] = useState(false);
  const send = useOpsMutation((body: OfferBody) => adminApi.call(agentAdminApi.offerContract, { body }), {
    invalidate: listKey(agentAdminApi.contracts),
    done: 'ops_contract_offered',
  });
  const changeKind = (next: string) => {
    setKind(next as ContractKind);
    setTiers([emptyTier(next as ContractKind)]);
  };
  const setTier = (index: number, field: string, value: string) =>
    setTiers((list) => list.map((tier, i) => (i === index ? { ...tier, [field]: value } : tier)));
  const submit = () => {
    const blank = !username.trim() || tiers.some((tier) => Object.values(tier).some((v) => !v.trim()));
    setMissing(blank);
    if (blank) return;
    send.mutate(offerBody({ kind, username, productType, computationPeriod, tiers }), { onSuccess: onClose });
  };
  return (
    <FormModal
      title={t('ops_offer_contract')}
      onClose={onClose}
      onSubmit={submit}
      busy={send.isPending}
      submitLabel={t('ops_offer_send')}
      testId="ops-contract-offer"
    >
      <p className="ops-wide adm-muted">{t('ops_offer_contract_hint')}</p>
      <TextField
        label={t('ops_top_agent')}
        value={username}
        onChange={setUsername}
        maxLength={32}
        error={missing ? required(username) : null}
        testId="ops-offer-username"
      />
      <SelectField
        label={t('ops_contract_kind')}
        value={kind}
        onChange={changeKind}
        options={CONTRACT_KINDS.map((k) => ({ value: k, label: t(`ops_kind_${k}`) }))}
        testId="ops-offer-kind"
      />
      <SelectField
        label={t('ops_product_type')}
        value={productType}
        onChange={setProductType}
        options={CONTRACT_PRODUCT_TYPES.map((p) => ({ value: p, label: p }))}
        testId="ops-offer-product"
      />
      {kind === 'DIVIDEND' && (
        <SelectField
          label={t('ops_computation_period')}
          value={computationPeriod}
          onChange={setComputationPeriod}
          options={COMPUTATION_PERIODS.map((p) => ({ value: p, label: t(`ops_period_${p}`) }))}
          testId="ops-offer-period"
        />
      )}
      {tiers.map((tier, index) => (
        <fieldset key={index} className="ops-wide ops-tier-fields" data-testid={`ops-offer-tier-${index}`}>
          <legend>{t('ops_tier_n', { n: index + 1 })}</legend>
          {TIER_FIELDS[kind].map((field) =>
            field === 'rateType' ? (
              <SelectField
                key={field}
                label={t('ops_rate_type')}
                value={tier[field] ?? 'P'}
                onChange={(v) => setTier(index, field, v)}
                options={RATE_TYPES.map((r) => ({ value: r, label: t(`ops_rate_type_${r}`) }))}
                testId={`ops-offer-tier-${index}-${field}`}
              />
            ) : (
              <TextField
                key={field}
                label={t(`ops_term_${field}`)}
                value={tier[field] ?? ''}
                onChange={(v) => setTier(index, field, v)}
                inputMode="decimal"
                maxLength={16}
                error={missing ? required(tier[field] ?? '') : null}
                testId={`ops-offer-tier-${index}-${field}`}
              />
            ),
          )}
          {tiers.length > 1 && (
            <button
              type="button"
              className="adm-btn adm-btn--ghost adm-btn--sm"
              onClick={() => setTiers((list) => list.filter((_, i) => i !== index))}
            >
              {t('ops_remove_tier')}
            </button>
          )}
        </fieldset>
      ))}
      {tiers.length < CONTRACT_MAX_TIERS && (
        <div className="ops-wide">
          <button
            type="button"
            className="adm-btn adm-btn--ghost adm-btn--sm"
            onClick={() => setTiers((list) => [...list, emptyTier(kind)])}
            data-testid="ops-offer-add-tier"
          >
            {t('ops_add_tier')}
          </button>
        </div>
      )}
    </FormModal>
  );
}
