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
import { ConfirmDialog } from '../ui/ConfirmDialog';
import type { Column } from '../ui/PagedTable';
import { CheckboxField, SelectField, TextField } from '../ui/fields';
import { notify } from '../ui/notify';
import { csAdmin, parseLabelIds, rowsOf } from './admin-support-api';
import { EditDialog, RowActions, WholeTable } from './support-ui';
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
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, done: () => void) => {
    setBusy(true);
    try {
      await action();
      done();
      notify.success(t('sadm_saved'));
    } catch {
      // The admin client has shown why; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };
  const saveEntry = (draft: EntryDraft) => {
    const builtin = draft.builtin && draft.csType === 'LIVECHAT';
    void run(
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
    void run(
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
      <div className="adm-card">
        <div className="adm-page__head">
          <h2 className="adm-card__title">{t('sadm_entries')}</h2>
          <button
            type="button"
            className="adm-btn adm-btn--primary adm-btn--sm"
            onClick={() => setEntry(NEW_ENTRY)}
            data-testid="admin-cs-add-entry"
          >
            {t('sadm_add')}
          </button>
        </div>
        <WholeTable
          rows={entries.data ? rowsOf(entries.data) : undefined}
          columns={entryColumns}
          rowKey={(r) => r.id}
          loading={entries.isFetching}
          error={entries.isError}
          onRetry={() => void entries.refetch()}
          testId="admin-cs-entries"
        />
      </div>
      <div className="adm-card">
        <div className="adm-page__head">
          <h2 className="adm-card__title">{t('sadm_scripts')}</h2>
          <button
            type="button"
            className="adm-btn adm-btn--primary adm-btn--sm"
            onClick={() => setScript(NEW_SCRIPT)}
            data-testid="admin-cs-add-script"
          >
            {t('sadm_add')}
          </button>
        </div>
        <WholeTable
          rows={scripts.data ? rowsOf(scripts.data) : undefined}
          columns={scriptColumns}
          rowKey={(r) => r.id}
          loading={scripts.isFetching}
          error={scripts.isError}
          onRetry={() => void scripts.refetch()}
          testId="admin-cs-scripts"
        />
      </div>
      {entry && (
        <EditDialog
          title={`${t(entry.id ? 'sadm_edit' : 'sadm_add')} · ${t('sadm_entries')}`}
          onClose={() => setEntry(null)}
          onSubmit={() => saveEntry(entry)}
          busy={busy}
          testId="admin-cs-entry-dialog"
        >
          <TextField
            label={t('sadm_title')}
            required
            maxLength={80}
            value={entry.title}
            onChange={(title) => setEntry({ ...entry, title })}
            testId="admin-cs-entry-title"
          />
          <SelectField
            label={t('sadm_cs_type')}
            value={entry.csType}
            options={CS_TYPES.map((type) => ({ value: type, label: type }))}
            onChange={(csType) => setEntry({ ...entry, csType: csType as EntryDraft['csType'] })}
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
              value={entry.path}
              onChange={(path) => setEntry({ ...entry, path })}
              testId="admin-cs-entry-path"
            />
          )}
          <TextField
            label={t('sadm_position')}
            maxLength={16}
            value={entry.csPosition}
            onChange={(csPosition) => setEntry({ ...entry, csPosition })}
            testId="admin-cs-entry-position"
          />
          <TextField
            label={t('sadm_labels')}
            value={entry.labels}
            maxLength={200}
            onChange={(labels) => setEntry({ ...entry, labels })}
            testId="admin-cs-entry-labels"
          />
          <TextField
            label={t('sadm_sort')}
            type="number"
            min={0}
            max={9999}
            value={entry.sort}
            onChange={(sort) => setEntry({ ...entry, sort })}
            testId="admin-cs-entry-sort"
          />
        </EditDialog>
      )}
      {script && (
        <EditDialog
          title={`${t(script.id ? 'sadm_edit' : 'sadm_add')} · ${t('sadm_scripts')}`}
          onClose={() => setScript(null)}
          onSubmit={() => saveScript(script)}
          busy={busy}
          testId="admin-cs-script-dialog"
        >
          <TextField
            label={t('sadm_cs_type')}
            required
            maxLength={16}
            value={script.csType}
            onChange={(csType) => setScript({ ...script, csType })}
            testId="admin-cs-script-type"
          />
          <SelectField
            label={t('sadm_position')}
            value={script.position}
            options={SCRIPT_POSITIONS.map((position) => ({ value: position, label: position }))}
            onChange={(position) => setScript({ ...script, position: position as ScriptDraft['position'] })}
            testId="admin-cs-script-position"
          />
          <TextField
            label={t('sadm_src')}
            type="url"
            required
            pattern="https://.*"
            maxLength={500}
            value={script.src}
            onChange={(src) => setScript({ ...script, src })}
            testId="admin-cs-script-src"
          />
          <TextField
            label={t('sadm_sort')}
            type="number"
            min={0}
            max={9999}
            value={script.sort}
            onChange={(sort) => setScript({ ...script, sort })}
            testId="admin-cs-script-sort"
          />
          <CheckboxField
            label={t('sadm_enabled')}
            checked={script.enabled}
            onChange={(enabled) => setScript({ ...script, enabled })}
            testId="admin-cs-script-enabled"
          />
        </EditDialog>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('sadm_delete_title', { name: deleting.name })}
          message={t('sadm_delete_text')}
          confirmLabel={t('sadm_delete')}
          danger
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
          testId="admin-cs-delete"
        />
      )}
    </section>
  );
}
