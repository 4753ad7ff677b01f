import { useState } from 'react';
import {
  PROMOTION_PHASES,
  PROMOTION_STATUSES,
  PROMOTION_TYPES,
  promotionAdminApi,
  type AdminPromotion,
  type AdminPromotionInput,
  type PromotionType,
} from '@platform/shared';
import {
  CheckboxField,
  ListFilters,
  SelectField,
  Money,
  PagedTable,
  TextAreaField,
  TextField,
  TitleWithBadge,
  formatDateTime,
  tableProps,
  useFilteredList,
} from '../../ui';
import { promotionsAdminApi } from '../api/promotions-admin';
import { FormModal, NewButton, OpsHead, RunWindowFields, StatusBadge } from '../FormModal';
import { fieldError } from '../form-rules';
import { EnableToggle } from '../row-actions';
import { listKey, useConfirm, useOpsMutation } from '../use-ops';
import {
  emptyPromotionForm,
  promotionFormToInput,
  promotionRuleFields,
  promotionToForm,
  type PromotionField,
  type PromotionForm,
} from './promotion-form';
import '../ops.css';
import { useMoneyStyle } from '../../../wallet';
import { useTranslation } from '../../../../lib/i18n';
import { LanguageTabs, hasText, useContentLanguages, useLanguageFields } from '../content-languages';

const NO_FILTERS = { q: '', promotionType: '', status: '', phase: '' };

/** The merchant's promotions: list with filters, create / edit, show or hide. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const { list, bar } = useFilteredList(promotionAdminApi.list, NO_FILTERS);
  const [editing, setEditing] = useState<AdminPromotion | 'new' | null>(null);
  const [ask, confirmDialog] = useConfirm();
  const setStatus = useOpsMutation(
    (p: AdminPromotion) => promotionsAdminApi.setStatus(p.id, p.status === 'A' ? 'I' : 'A'),
    { invalidate: listKey(promotionAdminApi.list) },
  );

  return (
    <div data-testid="ops-promotions">
      <OpsHead title={t('ops_page_promotions')}>
        <NewButton onClick={() => setEditing('new')} testId="ops-promotions-new" />
      </OpsHead>
      <ListFilters
        testId="ops-promotions"
        bar={bar}
        fields={[
          { key: 'q', label: t('ops_search_title'), maxLength: 60 },
          {
            key: 'promotionType',
            id: 'type',
            label: t('ops_promotion_type'),
            choices: PROMOTION_TYPES,
            textPrefix: 'ops_pt_',
          },
          { key: 'status', label: t('ops_status'), choices: PROMOTION_STATUSES, textPrefix: 'ops_status_' },
          { key: 'phase', label: t('ops_phase'), choices: PROMOTION_PHASES, textPrefix: 'ops_phase_' },
        ]}
      />
      <PagedTable
        testId="ops-promotions-table"
        rowKey={(p) => p.id}
        {...tableProps(list)}
        columns={[
          { key: 'id', header: t('ops_id'), render: (p) => p.id, nowrap: true },
          {
            key: 'title',
            header: t('ops_title'),
            render: (p) => <TitleWithBadge title={p.title} badge={t(`ops_pt_${p.promotionType}`)} />,
          },
          {
            key: 'bonus',
            header: t('ops_bonus'),
            render: (p) => <Money amount={p.bonusAmount} />,
            align: 'end',
          },
          {
            key: 'schedule',
            header: t('ops_schedule'),
            nowrap: true,
            render: (p) => (
              <span>
                {formatDateTime(p.startDate)}
                <br />
                {p.endDate ? formatDateTime(p.endDate) : t('ops_open_ended')}
              </span>
            ),
          },
          {
            key: 'applications',
            header: t('ops_applications'),
            render: (p) =>
              t('ops_application_counts', {
                pending: p.applications.pending,
                approved: p.applications.approved,
                rejected: p.applications.rejected,
              }),
          },
          {
            key: 'status',
            header: t('ops_status'),
            render: (p) => (
              <span>
                <StatusBadge tone={p.status === 'A' ? 'on' : 'off'} label={t(`ops_status_${p.status}`)} />{' '}
                <span className="adm-badge">{t(`ops_phase_${p.phase}`)}</span>
              </span>
            ),
          },
          {
            key: 'actions',
            header: t('ops_actions'),
            render: (p) => (
              <div className="adm-row-actions">
                <button
                  type="button"
                  className="adm-btn adm-btn--ghost adm-btn--sm"
                  onClick={() => setEditing(p)}
                  data-testid="ops-promotion-edit"
                >
                  {t('ops_edit')}
                </button>
                <EnableToggle
                  enabled={p.status === 'A'}
                  ask={ask}
                  disableMessage={t('ops_confirm_disable', { name: p.title })}
                  onToggle={() => setStatus.mutateAsync(p)}
                  testId="ops-promotion-toggle"
                />
              </div>
            ),
          },
        ]}
      />
      {confirmDialog}
      {editing && (
        <PromotionEditor
          promotion={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={setEditing}
        />
      )}
    </div>
  );
}

function PromotionEditor({
  promotion,
  onClose,
  onSaved,
}: {
  promotion: AdminPromotion | null;
  onClose: () => void;
  onSaved: (saved: AdminPromotion) => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<PromotionForm>(() =>
    promotion ? promotionToForm(promotion) : emptyPromotionForm(),
  );
  const [errors, setErrors] = useState<Partial<Record<PromotionField, string>>>({});
  const save = useOpsMutation(
    (input: AdminPromotionInput) => promotionsAdminApi.save(promotion?.id ?? null, input),
    { invalidate: listKey(promotionAdminApi.list) },
  );
  const set = <K extends PromotionField>(field: K, value: PromotionForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));
  const err = (field: PromotionField) => fieldError(errors[field]);
  const rules = promotionRuleFields(form.promotionType);
  const { currency } = useMoneyStyle();
  const { languages, defaultLanguage } = useContentLanguages();
  const lang = useLanguageFields({
    defaultLanguage,
    base: { title: form.title, content: form.content, imageUrl: '' },
    texts: form.texts,
    setBase: (field, value) => {
      if (field !== 'imageUrl') set(field, value);
    },
    setTexts: (texts) => set('texts', texts),
  });
  const submit = () => {
    const { input, errors: found } = promotionFormToInput(form, currency, defaultLanguage);
    setErrors(found);
    if (!input) {
      if (found.title || found.content || found.imageUrls) lang.setLanguage(defaultLanguage);
      return;
    }
    save.mutate(input, {
      onSuccess: (saved) => {
        setForm(promotionToForm(saved));
        onSaved(saved);
      },
    });
  };
  const text = (field: PromotionField, label: string, extra: { maxLength?: number; hint?: string } = {}) => (
    <TextField
      label={label}
      value={form[field] as string}
      onChange={(v) => set(field, v as never)}
      error={err(field)}
      testId={`ops-promotion-${field}`}
      {...extra}
    />
  );

  return (
    <FormModal
      title={promotion ? t('ops_edit_title', { id: promotion.id }) : t('ops_new_promotion')}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      testId="ops-promotion-editor"
    >
      <LanguageTabs
        languages={languages}
        defaultLanguage={defaultLanguage}
        value={lang.language}
        onChange={lang.setLanguage}
        filled={(l) => hasText(form.texts, l)}
        error={errors.texts}
        testId="ops-promotion-lang"
      />
      <TextField
        label={t('ops_title')}
        value={lang.value('title')}
        onChange={(v) => lang.change('title', v)}
        error={lang.isDefault ? err('title') : undefined}
        maxLength={120}
        testId="ops-promotion-title"
      />
      <SelectField
        label={t('ops_promotion_type')}
        value={form.promotionType}
        onChange={(v) => set('promotionType', v as PromotionType)}
        options={PROMOTION_TYPES.map((p) => ({ value: p, label: t(`ops_pt_${p}`) }))}
        testId="ops-promotion-type"
      />
      {text('bonusAmount', t('ops_bonus'), { maxLength: 24 })}
      {text('turnoverMultiplier', t('ops_turnover_multiplier'), { hint: t('ops_turnover_hint') })}
      {rules.includes('promoCode') && text('promoCode', t('ops_promo_code'), { maxLength: 32 })}
      {rules.includes('target') &&
        text('target', t('ops_target'), { hint: t(`ops_target_hint_${form.promotionType}`) })}
      {rules.includes('ratePercent') && text('ratePercent', t('ops_rate_percent'))}
      {rules.includes('withinDays') && text('withinDays', t('ops_within_days'))}
      <RunWindowFields form={form} set={set} err={err} testId="ops-promotion" />
      {text('categoryId', t('ops_category_id'))}
      {text('sortOrder', t('ops_sort'))}
      {text('redirect', t('ops_redirect'), { maxLength: 200, hint: t('ops_redirect_hint') })}
      {text('externalLink', t('ops_external_link'), { maxLength: 500 })}
      <div className="ops-checks ops-wide">
        <CheckboxField
          label={t('ops_remark_required')}
          checked={form.remarkRequired}
          onChange={(v) => set('remarkRequired', v)}
          testId="ops-promotion-remark-required"
        />
        <CheckboxField
          label={t('ops_image_required')}
          checked={form.imageRequired}
          onChange={(v) => set('imageRequired', v)}
          testId="ops-promotion-image-required"
        />
      </div>
      <div className="ops-wide">
        {lang.isDefault ? (
          <TextAreaField
            label={t('ops_image_urls')}
            value={form.imageUrls}
            onChange={(v) => set('imageUrls', v)}
            error={err('imageUrls')}
            hint={t('ops_image_urls_hint')}
            rows={3}
            testId="ops-promotion-images"
          />
        ) : (
          <TextField
            label={t('ops_image_url')}
            value={lang.value('imageUrl')}
            onChange={(v) => lang.change('imageUrl', v)}
            maxLength={500}
            hint={t('ops_lang_image_hint')}
            testId="ops-promotion-lang-image"
          />
        )}
      </div>
      <div className="ops-wide">
        <TextAreaField
          label={t('ops_content')}
          value={lang.value('content')}
          onChange={(v) => lang.change('content', v)}
          error={lang.isDefault ? err('content') : undefined}
          hint={t('ops_content_hint')}
          rows={6}
          testId="ops-promotion-content"
        />
      </div>
      {form.promotionType === 'RAFFLE' && (
        <p className="adm-muted ops-wide">{t('ops_raffle_kept', { count: form.schedules.length })}</p>
      )}
      {promotion && (
        <div className="ops-wide">
          <span className="ops-group-label">{t('ops_preview_saved')}</span>
          <div
            className="ops-preview"
            data-testid="ops-promotion-preview"
            // Sanitised by the server on write and again on read.
            dangerouslySetInnerHTML={{
              __html: lang.isDefault
                ? promotion.content
                : (promotion.texts[lang.language]?.content ?? promotion.content),
            }}
          />
        </div>
      )}
    </FormModal>
  );
}
