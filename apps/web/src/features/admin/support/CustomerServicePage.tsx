import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  CS_TYPES,
  SCRIPT_POSITIONS,
  type AdminCsEntry,
  type AdminCsEntryRequest,
  type AdminScript,
} from '@platform/shared';
import { toasts } from '../../../lib/toast-store';
import { csAdmin, parseLabelIds, rowsOf } from './admin-support-api';
import './admin-support.css';

type EntryDraft = {
  id: number | null;
  title: string;
  csType: AdminCsEntryRequest['csType'];
  csPosition: string;
  path: string;
  builtin: boolean;
  labels: string;
  sort: number;
};
type ScriptDraft = {
  id: number | null;
  csType: string;
  position: 'HEAD' | 'BODY';
  src: string;
  enabled: boolean;
  sort: number;
};

const NEW_ENTRY: EntryDraft = {
  id: null,
  title: '',
  csType: 'LIVECHAT',
  csPosition: 'RIGHT',
  path: '',
  builtin: true,
  labels: '',
  sort: 0,
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
    sort: entry.sort,
  };
}

function scriptDraft(script: AdminScript): ScriptDraft {
  return {
    id: script.id,
    csType: script.csType,
    position: script.position,
    src: script.src,
    enabled: script.enabled,
    sort: script.sort,
  };
}

/** Customer-service entries of the list menu (built-in chat or links, per VIP label) and their scripts. */
export function CustomerServicePage() {
  const { t } = useTranslation();
  const entries = useQuery({ queryKey: ['admin', 'cs', 'entries'], queryFn: csAdmin.entries });
  const scripts = useQuery({ queryKey: ['admin', 'cs', 'scripts'], queryFn: csAdmin.scripts });
  const [entry, setEntry] = useState<EntryDraft | null>(null);
  const [script, setScript] = useState<ScriptDraft | null>(null);
  const saved = () => toasts.show({ kind: 'success', title: t('sadm_saved') });

  const saveEntry = async (event: FormEvent) => {
    event.preventDefault();
    if (!entry) return;
    await csAdmin.saveEntry(entry.id, {
      title: entry.title,
      csType: entry.csType,
      csPosition: entry.csPosition,
      path: entry.builtin ? '' : entry.path,
      builtin: entry.builtin && entry.csType === 'LIVECHAT',
      labelIds: parseLabelIds(entry.labels),
      sort: entry.sort,
    });
    setEntry(null);
    saved();
    void entries.refetch();
  };
  const saveScript = async (event: FormEvent) => {
    event.preventDefault();
    if (!script) return;
    const { id, ...body } = script;
    await csAdmin.saveScript(id, body);
    setScript(null);
    saved();
    void scripts.refetch();
  };

  return (
    <div className="sadm-page sadm-columns" data-testid="admin-customer-service">
      <section>
        <div className="sadm-filters">
          <h2>{t('sadm_entries')}</h2>
          <button type="button" className="btn btn--gold btn--sm" onClick={() => setEntry(NEW_ENTRY)}>
            {t('sadm_add')}
          </button>
        </div>
        {entries.isError && <p role="alert">{t('sadm_failed')}</p>}
        <ul className="sadm-rows">
          {rowsOf(entries.data).map((row) => (
            <li key={row.id}>
              <span>
                {row.title} · {row.csType} · {row.builtin ? t('sadm_builtin') : row.path}
                {row.labelIds.length > 0 && ` · VIP ${row.labelIds.join(', ')}`}
              </span>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => setEntry(entryDraft(row))}
              >
                {t('sadm_edit')}
              </button>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => void csAdmin.deleteEntry(row.id).then(() => entries.refetch())}
              >
                {t('sadm_delete')}
              </button>
            </li>
          ))}
        </ul>
        {entry && (
          <form className="sadm-form" onSubmit={(event) => void saveEntry(event)}>
            <label>
              {t('sadm_title')}
              <input
                className="form-input"
                required
                maxLength={80}
                value={entry.title}
                onChange={(event) => setEntry({ ...entry, title: event.target.value })}
              />
            </label>
            <label>
              {t('sadm_cs_type')}
              <select
                className="form-input"
                value={entry.csType}
                onChange={(event) =>
                  setEntry({ ...entry, csType: event.target.value as EntryDraft['csType'] })
                }
              >
                {CS_TYPES.map((type) => (
                  <option key={type}>{type}</option>
                ))}
              </select>
            </label>
            {entry.csType === 'LIVECHAT' && (
              <label className="sadm-check">
                <input
                  type="checkbox"
                  checked={entry.builtin}
                  onChange={(event) => setEntry({ ...entry, builtin: event.target.checked })}
                />
                {t('sadm_builtin')}
              </label>
            )}
            {!(entry.builtin && entry.csType === 'LIVECHAT') && (
              <label>
                {t('sadm_path')}
                <input
                  className="form-input"
                  type="url"
                  required
                  maxLength={500}
                  value={entry.path}
                  onChange={(event) => setEntry({ ...entry, path: event.target.value })}
                />
              </label>
            )}
            <label>
              {t('sadm_position')}
              <input
                className="form-input"
                maxLength={16}
                value={entry.csPosition}
                onChange={(event) => setEntry({ ...entry, csPosition: event.target.value })}
              />
            </label>
            <label>
              {t('sadm_labels')}
              <input
                className="form-input"
                value={entry.labels}
                onChange={(event) => setEntry({ ...entry, labels: event.target.value })}
              />
            </label>
            <label>
              {t('sadm_sort')}
              <input
                className="form-input"
                type="number"
                min={0}
                max={9999}
                value={entry.sort}
                onChange={(event) => setEntry({ ...entry, sort: Number(event.target.value) })}
              />
            </label>
            <div className="sadm-form__actions">
              <button type="submit" className="btn btn--gold btn--sm">
                {t('sadm_save')}
              </button>
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => setEntry(null)}>
                {t('sadm_cancel')}
              </button>
            </div>
          </form>
        )}
      </section>
      <section>
        <div className="sadm-filters">
          <h2>{t('sadm_scripts')}</h2>
          <button
            type="button"
            className="btn btn--gold btn--sm"
            onClick={() =>
              setScript({ id: null, csType: 'LIVECHAT', position: 'BODY', src: '', enabled: true, sort: 0 })
            }
          >
            {t('sadm_add')}
          </button>
        </div>
        {scripts.isError && <p role="alert">{t('sadm_failed')}</p>}
        <ul className="sadm-rows">
          {rowsOf(scripts.data).map((row) => (
            <li key={row.id}>
              <span>
                {row.csType} · {row.position} · {row.src} {row.enabled ? '' : '(off)'}
              </span>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => setScript(scriptDraft(row))}
              >
                {t('sadm_edit')}
              </button>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => void csAdmin.deleteScript(row.id).then(() => scripts.refetch())}
              >
                {t('sadm_delete')}
              </button>
            </li>
          ))}
        </ul>
        {script && (
          <form className="sadm-form" onSubmit={(event) => void saveScript(event)}>
            <label>
              {t('sadm_cs_type')}
              <input
                className="form-input"
                required
                maxLength={16}
                value={script.csType}
                onChange={(event) => setScript({ ...script, csType: event.target.value })}
              />
            </label>
            <label>
              {t('sadm_position')}
              <select
                className="form-input"
                value={script.position}
                onChange={(event) =>
                  setScript({ ...script, position: event.target.value as ScriptDraft['position'] })
                }
              >
                {SCRIPT_POSITIONS.map((position) => (
                  <option key={position}>{position}</option>
                ))}
              </select>
            </label>
            <label>
              {t('sadm_src')}
              <input
                className="form-input"
                type="url"
                required
                pattern="https://.*"
                maxLength={500}
                value={script.src}
                onChange={(event) => setScript({ ...script, src: event.target.value })}
              />
            </label>
            <label className="sadm-check">
              <input
                type="checkbox"
                checked={script.enabled}
                onChange={(event) => setScript({ ...script, enabled: event.target.checked })}
              />
              {t('sadm_enabled')}
            </label>
            <div className="sadm-form__actions">
              <button type="submit" className="btn btn--gold btn--sm">
                {t('sadm_save')}
              </button>
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => setScript(null)}>
                {t('sadm_cancel')}
              </button>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
