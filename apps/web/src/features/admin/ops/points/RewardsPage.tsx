import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { pointsAdminApi, type AdminReward, type RewardType } from '@platform/shared';
import {
  CheckboxField,
  ListFilters,
  SelectField,
  Money,
  PagedTable,
  TextAreaField,
  TextField,
  tableProps,
  useFilteredList,
  yesNoChoices,
} from '../../ui';
import { pointsAdmin } from '../api/points-admin';
import { FormModal, NewButton, OpsHead } from '../FormModal';
import { NumbersModal } from '../NumbersModal';
import { fieldError } from '../form-rules';
import { EnableToggle, EnabledBadge } from '../row-actions';
import { listKey, useConfirm, useOpsMutation } from '../use-ops';
import {
  emptyRewardForm,
  rewardFormToInput,
  rewardToForm,
  type RewardField,
  type RewardForm,
} from './reward-form';
import '../ops.css';
import { useMoneyStyle } from '../../../wallet';
import { useTranslation } from '../../../../lib/i18n';
import { LanguageTabs, hasText, useContentLanguages, useLanguageFields } from '../content-languages';

const NO_FILTERS = { q: '', type: '', active: '' };

export function useRewardTypes() {
  return useQuery({ queryKey: [...listKey(pointsAdminApi.rewardTypes), 'all'], queryFn: pointsAdmin.types });
}

export function typeName(types: readonly RewardType[] | undefined, typeId: number): string {
  const type = types?.find((x) => x.typeId === typeId);
  return type ? type.name : String(typeId);
}

/** Rewards of the points mall: prices, stock, on/off; create and edit. */
export function RewardsPage() {
  const { t } = useTranslation();
  const types = useRewardTypes();
  const { list, bar } = useFilteredList(pointsAdminApi.rewards, NO_FILTERS);
  const typeChoices = (types.data ?? []).map((x) => [String(x.typeId), x.name] as const);
  const [editing, setEditing] = useState<AdminReward | 'new' | null>(null);
  const [stocking, setStocking] = useState<AdminReward | null>(null);
  const [ask, confirmDialog] = useConfirm();
  const setActive = useOpsMutation((r: AdminReward) => pointsAdmin.setActive(r.id, !r.active), {
    invalidate: listKey(pointsAdminApi.rewards),
  });
  const setInventory = useOpsMutation(
    ({ id, inventory }: { id: number; inventory: number }) => pointsAdmin.setInventory(id, inventory),
    { invalidate: listKey(pointsAdminApi.rewards) },
  );

  return (
    <div data-testid="ops-rewards">
      <OpsHead title={t('ops_page_rewards')}>
        <NewButton onClick={() => setEditing('new')} testId="ops-rewards-new" />
      </OpsHead>
      <ListFilters
        testId="ops-rewards"
        bar={bar}
        fields={[
          { key: 'q', label: t('ops_search_name'), maxLength: 60 },
          { key: 'type', label: t('ops_reward_type'), choices: typeChoices },
          {
            key: 'active',
            label: t('ops_status'),
            choices: yesNoChoices(t('ops_enabled'), t('ops_disabled')),
          },
        ]}
      />
      <PagedTable
        testId="ops-rewards-table"
        rowKey={(r) => r.id}
        {...tableProps(list)}
        columns={[
          {
            key: 'name',
            header: t('ops_name'),
            render: (r) => (
              <span className="ops-with-thumb">
                {r.imageLink && <img className="ops-thumb" src={r.imageLink} alt="" />}
                <span>{r.name}</span>
              </span>
            ),
          },
          { key: 'type', header: t('ops_reward_type'), render: (r) => typeName(types.data, r.type) },
          {
            key: 'price',
            header: t('ops_price'),
            render: (r) => (
              <span>
                {r.price !== null && t('ops_price_points', { points: r.price })}
                {r.displayPointMoneyAmt === 'Y' && (
                  <>
                    {r.price !== null && <br />}
                    {t('ops_price_points', { points: r.mpPointAmount })} + <Money amount={r.mpMoneyAmount} />
                  </>
                )}
              </span>
            ),
          },
          { key: 'inventory', header: t('ops_inventory'), render: (r) => r.inventory, align: 'end' },
          { key: 'redeemed', header: t('ops_redeemed'), render: (r) => r.adjustedCount, align: 'end' },
          { key: 'sort', header: t('ops_sort'), render: (r) => r.sortOrder, align: 'end' },
          {
            key: 'status',
            header: t('ops_status'),
            render: (r) => <EnabledBadge enabled={r.active} />,
          },
          {
            key: 'actions',
            header: t('ops_actions'),
            render: (r) => (
              <div className="adm-row-actions">
                <button
                  type="button"
                  className="adm-btn adm-btn--ghost adm-btn--sm"
                  onClick={() => setEditing(r)}
                >
                  {t('ops_edit')}
                </button>
                <button
                  type="button"
                  className="adm-btn adm-btn--ghost adm-btn--sm"
                  onClick={() => setStocking(r)}
                  data-testid="ops-reward-inventory"
                >
                  {t('ops_inventory')}
                </button>
                <EnableToggle
                  enabled={r.active}
                  ask={ask}
                  disableMessage={t('ops_confirm_disable', { name: r.name })}
                  onToggle={() => setActive.mutateAsync(r)}
                />
              </div>
            ),
          },
        ]}
      />
      {confirmDialog}
      {stocking && (
        <NumbersModal
          title={t('ops_inventory_of', { name: stocking.name })}
          fields={[
            {
              key: 'inventory',
              label: t('ops_inventory'),
              value: stocking.inventory,
              min: 0,
              max: 1_000_000,
              hint: t('ops_inventory_hint'),
            },
          ]}
          onSave={(changed) => setInventory.mutateAsync({ id: stocking.id, inventory: changed.inventory! })}
          onClose={() => setStocking(null)}
          testId="ops-reward-stock"
        />
      )}
      {editing && (
        <RewardEditor
          reward={editing === 'new' ? null : editing}
          types={types.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

function RewardEditor({
  reward,
  types,
  onClose,
}: {
  reward: AdminReward | null;
  types: readonly RewardType[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<RewardForm>(() =>
    reward ? rewardToForm(reward) : emptyRewardForm(types),
  );
  const [errors, setErrors] = useState<Partial<Record<RewardField, string>>>({});
  const save = useOpsMutation(
    (input: Parameters<typeof pointsAdmin.createReward>[0]) =>
      reward ? pointsAdmin.updateReward(reward.id, input) : pointsAdmin.createReward(input),
    { invalidate: listKey(pointsAdminApi.rewards) },
  );
  const set = <K extends RewardField>(field: K, value: RewardForm[K]) =>
    setForm((f) => ({ ...f, [field]: value }));
  const text = (field: RewardField, label: string, extra: { hint?: string; maxLength?: number } = {}) => (
    <TextField
      label={label}
      value={form[field] as string}
      onChange={(v) => set(field, v as never)}
      error={fieldError(errors[field])}
      testId={`ops-reward-${field}`}
      {...extra}
    />
  );
  const { currency } = useMoneyStyle();
  const { languages, defaultLanguage } = useContentLanguages();
  const lang = useLanguageFields({
    defaultLanguage,
    base: form,
    texts: form.texts,
    setBase: (field, value) => set(field, value),
    setTexts: (texts) => set('texts', texts),
  });
  const submit = () => {
    const { input, errors: found } = rewardFormToInput(form, currency, defaultLanguage);
    setErrors(found);
    if (!input && (found.name || found.description)) lang.setLanguage(defaultLanguage);
    if (input) save.mutate(input, { onSuccess: onClose });
  };
  return (
    <FormModal
      title={reward ? t('ops_edit_title', { id: reward.id }) : t('ops_new_reward')}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      testId="ops-reward-editor"
    >
      <LanguageTabs
        languages={languages}
        defaultLanguage={defaultLanguage}
        value={lang.language}
        onChange={lang.setLanguage}
        filled={(l) => hasText(form.texts, l)}
        error={errors.texts}
        testId="ops-reward-lang"
      />
      <TextField
        label={t('ops_name')}
        value={lang.value('name')}
        onChange={(v) => lang.change('name', v)}
        error={lang.isDefault ? fieldError(errors.name) : undefined}
        maxLength={120}
        testId="ops-reward-name"
      />
      <SelectField
        label={t('ops_reward_type')}
        value={form.type}
        onChange={(v) => set('type', v)}
        error={fieldError(errors.type)}
        options={[
          { value: '', label: t('ops_choose') },
          ...types.map((x) => ({ value: String(x.typeId), label: x.name })),
        ]}
        testId="ops-reward-type"
      />
      {text('price', t('ops_points_price'), { hint: t('ops_points_price_hint') })}
      {text('inventory', t('ops_inventory'))}
      <div className="ops-wide">
        <CheckboxField
          label={t('ops_offer_points_money')}
          checked={form.offerPointsMoney}
          onChange={(v) => set('offerPointsMoney', v)}
          testId="ops-reward-pm"
        />
      </div>
      {form.offerPointsMoney && (
        <>
          {text('mpPointAmount', t('ops_pm_points'))}
          {text('mpMoneyAmount', t('ops_pm_money'))}
        </>
      )}
      {text('sortOrder', t('ops_sort'))}
      <CheckboxField
        label={t('ops_enabled')}
        checked={form.active}
        onChange={(v) => set('active', v)}
        testId="ops-reward-active"
      />
      {text('mainImage', t('ops_main_image'), { hint: t('ops_reward_image_hint') })}
      {text('cardImage', t('ops_card_image'), { hint: t('ops_reward_image_hint') })}
      <div className="ops-wide">
        <TextAreaField
          label={t('ops_description')}
          value={lang.value('description')}
          maxLength={4000}
          onChange={(v) => lang.change('description', v)}
          error={lang.isDefault ? fieldError(errors.description) : undefined}
          rows={4}
          testId="ops-reward-description"
        />
      </div>
    </FormModal>
  );
}
