import { useState } from 'react';
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
import { WholeTable, wholeQueryProps } from '../ui/WholeTable';
import { notify } from '../ui/notify';
import { csAdmin, parseLabelIds } from './admin-support-api';
import { DeleteDialog, EditDialog, ListCard, RowActions, sortField, useSupportSave } from './support-ui';
import './admin-support.css';
import { useTranslation } from '../../../lib/i18n';

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

  return (
    <section className="adm-page" data-testid="admin-customer-service">
      <PageHead title={t('sadm_cs_title')} sub={t('sadm_cs_sub')} />
      <ListCard title={t('sadm_entries')} onAdd={() => setEntry(NEW_ENTRY)} addTestId="admin-cs-add-entry">
        <WholeTable
          rows={entries.data}
          columns={entryColumns}
          rowKey={(r) => r.id}
          {...wholeQueryProps(entries)}
          testId="admin-cs-entries"
        />
      </ListCard>
      <ListCard title={t('sadm_scripts')} onAdd={() => setScript(NEW_SCRIPT)} addTestId="admin-cs-add-script">
        <WholeTable
          rows={scripts.data}
          columns={scriptColumns}
          rowKey={(r) => r.id}
          {...wholeQueryProps(scripts)}
          testId="admin-cs-scripts"
        />
      </ListCard>
      {entry && (
        <EditDialog
          draft={entry}
          onChange={setEntry}
          listName={t('sadm_entries')}
          onSubmit={() => saveEntry(entry)}
          busy={busy}
          testId="admin-cs-entry"
          fields={[
            { kind: 'text', key: 'title', label: t('sadm_title'), required: true, maxLength: 80 },
            { kind: 'codes', key: 'csType', id: 'type', label: t('sadm_cs_type'), codes: CS_TYPES },
            { kind: 'check', key: 'builtin', label: t('sadm_builtin'), show: entry.csType === 'LIVECHAT' },
            {
              kind: 'text',
              key: 'path',
              label: t('sadm_path'),
              type: 'url',
              required: true,
              maxLength: 500,
              show: !builtinEntry,
            },
            { kind: 'text', key: 'csPosition', id: 'position', label: t('sadm_position'), maxLength: 16 },
            { kind: 'text', key: 'labels', label: t('sadm_labels'), maxLength: 200 },
            sortField(t('sadm_sort')),
          ]}
        />
      )}
      {script && (
        <EditDialog
          draft={script}
          onChange={setScript}
          listName={t('sadm_scripts')}
          onSubmit={() => saveScript(script)}
          busy={busy}
          testId="admin-cs-script"
          fields={[
            {
              kind: 'text',
              key: 'csType',
              id: 'type',
              label: t('sadm_cs_type'),
              required: true,
              maxLength: 16,
            },
            { kind: 'codes', key: 'position', label: t('sadm_position'), codes: SCRIPT_POSITIONS },
            {
              kind: 'text',
              key: 'src',
              label: t('sadm_src'),
              type: 'url',
              required: true,
              pattern: 'https://.*',
              maxLength: 500,
            },
            sortField(t('sadm_sort')),
            { kind: 'check', key: 'enabled', label: t('sadm_enabled') },
          ]}
        />
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
