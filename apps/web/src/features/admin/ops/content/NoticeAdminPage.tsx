import { useState } from 'react';
import {
  NOTICE_PLATFORMS,
  NOTICE_STATUSES,
  type AdminNotice,
  type AdminNoticeView,
  type NoticeType,
} from '@platform/shared';
import {
  CheckboxField,
  ListFilters,
  PagedTable,
  SelectField,
  TextAreaField,
  TextField,
  formatDateTime,
  tableProps,
  useFilteredList,
} from '../../ui';
import { contentAdminApi, noticeView } from '../api/content-admin';
import { FormModal, NewButton, OpsHead, RunWindowFields, StatusBadge } from '../FormModal';
import { fieldError } from '../form-rules';
import { EnableToggle } from '../row-actions';
import { listKey, useConfirm, useOpsMutation } from '../use-ops';
import { LanguageTabs, hasText, useContentLanguages, useLanguageFields } from '../content-languages';
import {
  emptyNoticeForm,
  noticeFormToInput,
  noticeToForm,
  type NoticeField,
  type NoticeForm,
} from './notice-form';
import { useTranslation } from '../../../../lib/i18n';
import '../ops.css';

const NO_FILTERS = { q: '', type: '', status: '', platform: '', live: '' };

/** Notices (announcements and promotion notices), banners or popups of the player site. */
export function NoticeAdminPage({ view }: { view: AdminNoticeView }) {
  const { t } = useTranslation();
  const listSpec = noticeView(view).list;
  const { list, bar } = useFilteredList(listSpec, NO_FILTERS);
  const [editing, setEditing] = useState<AdminNotice | 'new' | null>(null);
  const [ask, confirmDialog] = useConfirm();
  const remove = useOpsMutation((id: number) => contentAdminApi.remove(view, id), {
    invalidate: listKey(listSpec),
    done: 'ops_deleted',
  });
  const toggle = useOpsMutation(
    (n: AdminNotice) => contentAdminApi.update(view, n.id, { status: n.status === 'A' ? 'I' : 'A' }),
    { invalidate: listKey(listSpec) },
  );

  return (
    <div data-testid={`ops-${view}`}>
      <OpsHead title={t(`ops_page_${view}`)}>
        <NewButton onClick={() => setEditing('new')} testId={`ops-${view}-new`} />
      </OpsHead>
      <ListFilters
        testId={`ops-${view}`}
        bar={bar}
        fields={[
          { key: 'q', label: t('ops_search_title'), maxLength: 60 },
          ...(view === 'notices'
            ? [
                {
                  key: 'type' as const,
                  label: t('ops_notice_type'),
                  choices: ['PL', 'PR'],
                  textPrefix: 'ops_type_',
                },
              ]
            : []),
          { key: 'status', label: t('ops_status'), choices: NOTICE_STATUSES, textPrefix: 'ops_status_' },
          {
            key: 'platform',
            label: t('ops_platform'),
            choices: NOTICE_PLATFORMS,
            textPrefix: 'ops_platform_',
          },
          { key: 'live', label: t('ops_live'), choices: ['Y', 'N'], textPrefix: 'ops_live_' },
        ]}
      />
      <PagedTable
        testId={`ops-${view}-table`}
        rowKey={(n) => n.id}
        rowProps={(n) => ({ 'data-id': n.id, 'data-status': n.status })}
        {...tableProps(list)}
        columns={[
          { key: 'id', header: t('ops_id'), render: (n) => n.id, nowrap: true },
          {
            key: 'title',
            header: t('ops_title'),
            render: (n) => (
              <span>
                {view === 'notices' && <span className="adm-badge">{t(`ops_type_${n.type}`)}</span>} {n.title}
              </span>
            ),
          },
          ...(view === 'notices'
            ? []
            : [
                {
                  key: 'image',
                  header: t('ops_image'),
                  render: (n: AdminNotice) =>
                    n.imageUrl ? <img className="ops-thumb" src={n.imageUrl} alt="" /> : '-',
                },
              ]),
          {
            key: 'schedule',
            header: t('ops_schedule'),
            nowrap: true,
            render: (n) => (
              <span>
                {formatDateTime(n.startTime)}
                <br />
                {n.endTime ? formatDateTime(n.endTime) : t('ops_open_ended')}
              </span>
            ),
          },
          {
            key: 'platforms',
            header: t('ops_platforms'),
            render: (n) => n.platforms.map((p) => t(`ops_platform_${p}`)).join(' · '),
          },
          { key: 'sort', header: t('ops_sort'), render: (n) => n.sort, align: 'end' },
          {
            key: 'status',
            header: t('ops_status'),
            render: (n) => (
              <span>
                <StatusBadge tone={n.status === 'A' ? 'on' : 'off'} label={t(`ops_status_${n.status}`)} />{' '}
                {n.live && <StatusBadge tone="wait" label={t('ops_live_Y')} />}
              </span>
            ),
          },
          {
            key: 'actions',
            header: t('ops_actions'),
            render: (n) =>
              n.status === 'D' ? (
                '-'
              ) : (
                <div className="adm-row-actions">
                  <button
                    type="button"
                    className="adm-btn adm-btn--ghost adm-btn--sm"
                    onClick={() => setEditing(n)}
                    data-testid={`ops-${view}-edit`}
                  >
                    {t('ops_edit')}
                  </button>
                  <EnableToggle
                    enabled={n.status === 'A'}
                    ask={ask}
                    disableMessage={t('ops_confirm_disable', { name: n.title })}
                    onToggle={() => toggle.mutateAsync(n)}
                    disabled={toggle.isPending}
                  />
                  <button
                    type="button"
                    className="adm-btn adm-btn--ghost adm-btn--sm"
                    onClick={() =>
                      ask({
                        title: t('ops_delete'),
                        message: t('ops_confirm_delete', { name: n.title }),
                        danger: true,
                        onConfirm: () => remove.mutateAsync(n.id),
                      })
                    }
                    data-testid={`ops-${view}-delete`}
                  >
                    {t('ops_delete')}
                  </button>
                </div>
              ),
          },
        ]}
      />
      {confirmDialog}
      {editing && (
        <NoticeEditor
          view={view}
          notice={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => setEditing(saved)}
        />
      )}
    </div>
  );
}

/**
 * Create / edit form. After a save the form stays open on the saved entry, so the operator sees
 * the content as the server sanitised and stored it before closing.
 */
function NoticeEditor({
  view,
  notice,
  onClose,
  onSaved,
}: {
  view: AdminNoticeView;
  notice: AdminNotice | null;
  onClose: () => void;
  onSaved: (saved: AdminNotice) => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<NoticeForm>(() => (notice ? noticeToForm(notice) : emptyNoticeForm(view)));
  const [errors, setErrors] = useState<Partial<Record<NoticeField, string>>>({});
  const { languages, defaultLanguage } = useContentLanguages();
  const lang = useLanguageFields({
    defaultLanguage,
    base: form,
    texts: form.texts,
    setBase: (field, value) => setForm((current) => ({ ...current, [field]: value })),
    setTexts: (texts) => setForm((current) => ({ ...current, texts })),
  });
  const save = useOpsMutation(
    (input: Parameters<typeof contentAdminApi.create>[1]) =>
      notice ? contentAdminApi.update(view, notice.id, input) : contentAdminApi.create(view, input),
    { invalidate: listKey(noticeView(view).list) },
  );
  const set = <K extends NoticeField>(field: K, value: NoticeForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));
  const err = (field: NoticeField) => fieldError(errors[field]);
  const submit = () => {
    const { input, errors: found, errorLanguage } = noticeFormToInput(view, form, defaultLanguage);
    setErrors(found);
    if (!input) {
      // Show the language whose text needs fixing.
      if (found.title || found.content || found.imageUrl) lang.setLanguage(defaultLanguage);
      else if (errorLanguage) lang.setLanguage(errorLanguage);
      return;
    }
    save.mutate(input, {
      onSuccess: (saved) => {
        setForm(noticeToForm(saved));
        onSaved(saved);
      },
    });
  };
  const title = notice ? t('ops_edit_title', { id: notice.id }) : t(`ops_new_${view}`);

  return (
    <FormModal
      title={title}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      testId={`ops-${view}-editor`}
    >
      {view === 'notices' && (
        <SelectField
          label={t('ops_notice_type')}
          value={form.type}
          onChange={(v) => set('type', v as NoticeType)}
          options={[
            { value: 'PL', label: t('ops_type_PL') },
            { value: 'PR', label: t('ops_type_PR') },
          ]}
          testId="ops-notice-type"
        />
      )}
      <LanguageTabs
        languages={languages}
        defaultLanguage={defaultLanguage}
        value={lang.language}
        onChange={lang.setLanguage}
        filled={(l) => hasText(form.texts, l)}
        error={errors.texts}
        testId="ops-notice-lang"
      />
      <TextField
        label={t('ops_title')}
        value={lang.value('title')}
        maxLength={120}
        onChange={(v) => lang.change('title', v)}
        error={lang.isDefault ? err('title') : undefined}
        testId="ops-notice-title"
      />
      {view === 'notices' && form.type === 'PR' && (
        <TextField
          label={t('ops_promotion_id')}
          value={form.promotionId}
          inputMode="numeric"
          onChange={(v) => set('promotionId', v)}
          error={err('promotionId')}
          testId="ops-notice-promotion"
        />
      )}
      {view === 'popups' && (
        <SelectField
          label={t('ops_execution')}
          value={form.execution}
          onChange={(v) => set('execution', v as 'A' | 'F')}
          options={[
            { value: 'A', label: t('ops_execution_A') },
            { value: 'F', label: t('ops_execution_F') },
          ]}
          testId="ops-notice-execution"
        />
      )}
      <TextField
        label={t('ops_image_url')}
        value={lang.value('imageUrl')}
        maxLength={500}
        onChange={(v) => lang.change('imageUrl', v)}
        error={lang.isDefault ? err('imageUrl') : undefined}
        hint={lang.isDefault ? t('ops_url_hint') : t('ops_lang_image_hint')}
        testId="ops-notice-image"
      />
      {view === 'banners' && (
        <>
          <TextField
            label={t('ops_group')}
            value={form.groupName}
            maxLength={40}
            onChange={(v) => set('groupName', v)}
            error={err('groupName')}
            hint={t('ops_group_hint')}
            testId="ops-notice-group"
          />
          <SelectField
            label={t('ops_linkage_type')}
            value={form.linkageType}
            onChange={(v) => set('linkageType', v as NoticeForm['linkageType'])}
            options={(['URL', 'P', 'G'] as const).map((k) => ({ value: k, label: t(`ops_linkage_${k}`) }))}
            testId="ops-notice-linkage-type"
          />
          <TextField
            label={t('ops_linkage')}
            value={form.linkage}
            maxLength={500}
            onChange={(v) => set('linkage', v)}
            error={err('linkage')}
            testId="ops-notice-linkage"
          />
        </>
      )}
      <RunWindowFields form={form} set={set} err={err} testId="ops-notice" />
      <div className="adm-field">
        <span className="ops-group-label">{t('ops_platforms')}</span>
        <div className="ops-checks">
          {NOTICE_PLATFORMS.map((p) => (
            <CheckboxField
              key={p}
              label={t(`ops_platform_${p}`)}
              checked={form.platforms.includes(p)}
              onChange={(on) =>
                set(
                  'platforms',
                  on
                    ? NOTICE_PLATFORMS.filter((x) => x === p || form.platforms.includes(x))
                    : form.platforms.filter((x) => x !== p),
                )
              }
              testId={`ops-notice-platform-${p}`}
            />
          ))}
        </div>
        {errors.platforms && (
          <span className="adm-field__error" role="alert">
            {t(errors.platforms)}
          </span>
        )}
      </div>
      <TextField
        label={t('ops_sort')}
        value={form.sort}
        inputMode="numeric"
        onChange={(v) => set('sort', v)}
        error={err('sort')}
        testId="ops-notice-sort"
      />
      <SelectField
        label={t('ops_status')}
        value={form.status}
        onChange={(v) => set('status', v as 'A' | 'I')}
        options={[
          { value: 'A', label: t('ops_status_A') },
          { value: 'I', label: t('ops_status_I') },
        ]}
        testId="ops-notice-status"
      />
      <div className="ops-wide">
        <TextAreaField
          label={t('ops_content')}
          value={lang.value('content')}
          onChange={(v) => lang.change('content', v)}
          error={lang.isDefault ? err('content') : undefined}
          hint={t('ops_content_hint')}
          rows={6}
          testId="ops-notice-content"
        />
      </div>
      {notice && (
        <div className="ops-wide">
          <span className="ops-group-label">{t('ops_preview_saved')}</span>
          <div
            className="ops-preview"
            data-testid="ops-notice-preview"
            // The server sanitised this HTML when it was saved (no script, style, on* or javascript:).
            dangerouslySetInnerHTML={{
              __html: lang.isDefault
                ? notice.content
                : (notice.texts[lang.language]?.content ?? notice.content),
            }}
          />
        </div>
      )}
    </FormModal>
  );
}
