import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  CS_TYPES,
  SCRIPT_POSITIONS,
  type AdminCsEntry,
  type AdminCsEntryRequest,
  type AdminScript,
} from '@platform/shared';
import { PageHead } from '../core/PageHead';
import type { Column } from '../ui/PagedTable';
import { PrimaryButton, SectionHead } from '../ui/SectionHead';
import { WholeTable, wholeQueryProps } from '../ui/WholeTable';
import { CheckboxField, CodeSelectField, TextField } from '../ui/fields';
import { notify } from '../ui/notify';
import { draftFields } from '../ui/use-form-values';
import { csAdmin, parseLabelIds } from './admin-support-api';
import { DeleteDialog, EditDialog, RowActions, SortField, useSupportSave } from './support-ui';
import './admin-support.css';

type EntryDraft = {
  id: number | null;
  title: string;
  csType: AdminCsEntryRequest['csType'];
  csPosition: string;
  path: string;
  builtin: boolean;
  labels: string;
  sort: string;
};
type ScriptDraft = {
  id: number | null;
  csType: string;
  position: 'HEAD' | 'BODY';
  src: string;
  enabled: boolean;
  sort: string;
};
type Deleting = { kind: 'entry' | 'script'; id: number; name: string };

const NEW_ENTRY: EntryDraft = {
  id: null,
  title: '',
  csType: 'LIVECHAT',
  csPosition: 'RIGHT',
  path: '',
  builtin: true,
  labels: '',
  sort: '0',
};
const NEW_SCRIPT: ScriptDraft = {
  id: null,
  csType: 'LIVECHAT',
  position: 'BODY',
  src: '',
  enabled: true,
  sort: '0',
};

function entryDraft(entry: AdminCsEntry): EntryDraft {
  return {
    id: entry.id,
    title: entry.title,
    csType: entry.csType as EntryDraft['csType'],
    csPosition: entry.csPosition,
    path: entry.builtin ? '' : entry.path,
    builtin: entry.builtin,
    labels: entry.labelIds.join(', '),
    sort: String(entry.sort),
  };
}

function scriptDraft(script: AdminScript): ScriptDraft {
  return {
    id: script.id,
    csType: script.csType,
    position: script.position,
    src: script.src,
    enabled: script.enabled,
    sort: String(script.sort),
  };
}

/** Customer-service entries of the list menu (built-in chat or links, per VIP label) and their scripts. */
export function CustomerServicePage() {
  const { t } = useTranslation();
  const entries = useQuery({ queryKey: ['admin', 'cs', 'entries'], queryFn: csAdmin.entries });
  const scripts = useQuery({ queryKey: ['admin', 'cs', 'scripts'], queryFn: csAdmin.scripts });
  const [entry, setEntry] = useState<EntryDraft | null>(null);
  const [script, setScript] = useState<ScriptDraft | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const { busy, save } = useSupportSave();
  const saveEntry = (draft: EntryDraft) => {
    const builtin = draft.builtin && draft.csType === 'LIVECHAT';
    void save(
      () =>
        csAdmin.saveEntry(draft.id, {
          title: draft.title.trim(),
          csType: draft.csType,
          csPosition: draft.csPosition.trim(),
          path: builtin ? '' : draft.path.trim(),
          builtin,
          labelIds: parseLabelIds(draft.labels),
          sort: Number(draft.sort) || 0,
        }),
      () => {
        setEntry(null);
        void entries.refetch();
      },
    );
  };
  const saveScript = (draft: ScriptDraft) => {
    const { id, sort, ...body } = draft;
    void save(
      () => csAdmin.saveScript(id, { ...body, src: body.src.trim(), sort: Number(sort) || 0 }),
      () => {
        setScript(null);
        void scripts.refetch();
      },
    );
  };
  const remove = async (target: Deleting) => {
    if (target.kind === 'entry') {
      await csAdmin.deleteEntry(target.id);
      await entries.refetch();
    } else {
      await csAdmin.deleteScript(target.id);
      await scripts.refetch();
    }
    notify.success(t('sadm_deleted'));
  };

  const entryColumns: Column<AdminCsEntry>[] = [
    { key: 'title', header: t('sadm_title'), render: (r) => r.title },
    { key: 'type', header: t('sadm_cs_type'), render: (r) => <span className="adm-mono">{r.csType}</span> },
    {
      key: 'path',
      header: t('sadm_path'),
      render: (r) => (r.builtin ? t('sadm_builtin') : <span className="sadm-break">{r.path}</span>),
    },
    { key: 'position', header: t('sadm_position'), render: (r) => r.csPosition },
    {
      key: 'labels',
      header: 'VIP',
      render: (r) => (r.labelIds.length > 0 ? r.labelIds.join(', ') : t('sadm_everyone')),
    },
    { key: 'sort', header: t('sadm_sort'), render: (r) => r.sort, align: 'end' },
    {
      key: 'actions',
      header: t('sadm_actions'),
      render: (r) => (
        <RowActions
          onEdit={() => setEntry(entryDraft(r))}
          onDelete={() => setDeleting({ kind: 'entry', id: r.id, name: r.title })}
        />
      ),
    },
  ];
  const scriptColumns: Column<AdminScript>[] = [
    { key: 'type', header: t('sadm_cs_type'), render: (r) => <span className="adm-mono">{r.csType}</span> },
    { key: 'position', header: t('sadm_position'), render: (r) => r.position },
    { key: 'src', header: t('sadm_src'), render: (r) => <span className="sadm-break">{r.src}</span> },
    {
      key: 'enabled',
      header: t('sadm_enabled'),
      render: (r) => (
        <span className={r.enabled ? 'adm-badge adm-badge--ok' : 'adm-badge adm-badge--bad'}>
          {t(r.enabled ? 'sadm_enabled' : 'sadm_off')}
        </span>
      ),
    },
    { key: 'sort', header: t('sadm_sort'), render: (r) => r.sort, align: 'end' },
    {
      key: 'actions',
      header: t('sadm_actions'),
      render: (r) => (
        <RowActions
          onEdit={() => setScript(scriptDraft(r))}
          onDelete={() => setDeleting({ kind: 'script', id: r.id, name: r.src })}
        />
      ),
    },
  ];

  const builtinEntry = entry ? entry.builtin && entry.csType === 'LIVECHAT' : false;
  // Read only while the dialog of that draft is open.
  const entryField = draftFields(entry ?? NEW_ENTRY, setEntry);
  const scriptField = draftFields(script ?? NEW_SCRIPT, setScript);

  return (
    <section className="adm-page" data-testid="admin-customer-service">
      <PageHead title={t('sadm_cs_title')} sub={t('sadm_cs_sub')} />
      <div className="adm-card">
        <SectionHead
          title={t('sadm_entries')}
          actions={
            <PrimaryButton onClick={() => setEntry(NEW_ENTRY)} testId="admin-cs-add-entry">
              {t('sadm_add')}
            </PrimaryButton>
          }
        />
        <WholeTable
          rows={entries.data}
          columns={entryColumns}
          rowKey={(r) => r.id}
          {...wholeQueryProps(entries)}
          testId="admin-cs-entries"
        />
      </div>
      <div className="adm-card">
        <SectionHead
          title={t('sadm_scripts')}
          actions={
            <PrimaryButton onClick={() => setScript(NEW_SCRIPT)} testId="admin-cs-add-script">
              {t('sadm_add')}
            </PrimaryButton>
          }
        />
        <WholeTable
          rows={scripts.data}
          columns={scriptColumns}
          rowKey={(r) => r.id}
          {...wholeQueryProps(scripts)}
          testId="admin-cs-scripts"
        />
      </div>
      {entry && (
        <EditDialog
          isNew={!entry.id}
          listName={t('sadm_entries')}
          onClose={() => setEntry(null)}
          onSubmit={() => saveEntry(entry)}
          busy={busy}
          testId="admin-cs-entry-dialog"
        >
          <TextField
            label={t('sadm_title')}
            required
            maxLength={80}
            {...entryField('title')}
            testId="admin-cs-entry-title"
          />
          <CodeSelectField
            label={t('sadm_cs_type')}
            codes={CS_TYPES}
            {...entryField('csType')}
            testId="admin-cs-entry-type"
          />
          {entry.csType === 'LIVECHAT' && (
            <CheckboxField
              label={t('sadm_builtin')}
              checked={entry.builtin}
              onChange={(builtin) => setEntry({ ...entry, builtin })}
              testId="admin-cs-entry-builtin"
            />
          )}
          {!builtinEntry && (
            <TextField
              label={t('sadm_path')}
              type="url"
              required
              maxLength={500}
              {...entryField('path')}
              testId="admin-cs-entry-path"
            />
          )}
          <TextField
            label={t('sadm_position')}
            maxLength={16}
            {...entryField('csPosition')}
            testId="admin-cs-entry-position"
          />
          <TextField
            label={t('sadm_labels')}
            maxLength={200}
            {...entryField('labels')}
            testId="admin-cs-entry-labels"
          />
          <SortField {...entryField('sort')} testId="admin-cs-entry-sort" />
        </EditDialog>
      )}
      {script && (
        <EditDialog
          isNew={!script.id}
          listName={t('sadm_scripts')}
          onClose={() => setScript(null)}
          onSubmit={() => saveScript(script)}
          busy={busy}
          testId="admin-cs-script-dialog"
        >
          <TextField
            label={t('sadm_cs_type')}
            required
            maxLength={16}
            {...scriptField('csType')}
            testId="admin-cs-script-type"
          />
          <CodeSelectField
            label={t('sadm_position')}
            codes={SCRIPT_POSITIONS}
            {...scriptField('position')}
            testId="admin-cs-script-position"
          />
          <TextField
            label={t('sadm_src')}
            type="url"
            required
            pattern="https://.*"
            maxLength={500}
            {...scriptField('src')}
            testId="admin-cs-script-src"
          />
          <SortField {...scriptField('sort')} testId="admin-cs-script-sort" />
          <CheckboxField
            label={t('sadm_enabled')}
            checked={script.enabled}
            onChange={(enabled) => setScript({ ...script, enabled })}
            testId="admin-cs-script-enabled"
          />
        </EditDialog>
      )}
      {deleting && (
        <DeleteDialog
          name={deleting.name}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
          testId="admin-cs-delete"
        />
      )}
    </section>
  );
}
