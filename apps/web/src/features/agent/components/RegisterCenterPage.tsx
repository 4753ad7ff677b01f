import { useState, type FormEvent } from 'react';
import { MAX_REGISTER_CODES, type RegisterCodeItem } from '@platform/shared';
import { useSession } from '../../../lib/session';
import { dialogs } from '../../../lib/dialog-store';
import { toasts } from '../../../lib/toast-store';
import { Pager } from '../../../lib/ui/list-parts';
import { createRegisterCode, deleteRegisterCode, updateRegisterCode } from '../api/agent';
import { AGENT_PAGE_SIZE, useAgentRefresh, useRegisterCodes } from '../hooks/useAgentData';
import { AgentCard, DataTable, ListState } from './parts';
import { useTranslation } from '../../../lib/i18n';

/** The full registration link of a code on the domain the person is using now. */
export function registerLink(
  item: Pick<RegisterCodeItem, 'registerPath'>,
  origin = window.location.origin,
): string {
  return new URL(item.registerPath, origin).toString();
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Plain-http domains have no clipboard API; the old way still works there.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/** registerCenter: the agent's registration codes and links; new members register under them. */
export function RegisterCenterPage() {
  const { t } = useTranslation();
  const { isAgent } = useSession();
  const refresh = useAgentRefresh();
  const [page, setPage] = useState(1);
  const [accountType, setAccountType] = useState<0 | 2>(0);
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const query = useRegisterCodes(page);
  const data = query.data;
  const full = (data?.total ?? 0) >= MAX_REGISTER_CODES;

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || full) return;
    setBusy(true);
    try {
      const item = await createRegisterCode({ accountType, remark: remark.trim() || null });
      setRemark('');
      setPage(1);
      toasts.show({
        kind: 'success',
        title: t('ag_code_created'),
        message: item.code,
        testId: 'toast-code-created',
      });
    } catch {
      // Shown by the api client.
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const copy = async (item: RegisterCodeItem, what: 'code' | 'link') => {
    const ok = await copyText(what === 'code' ? item.code : registerLink(item));
    toasts.show({
      kind: ok ? 'success' : 'error',
      title: t(ok ? 'ag_copied' : 'ag_copy_failed'),
      message: what === 'code' ? item.code : registerLink(item),
      testId: 'toast-copied',
    });
  };

  const toggle = async (item: RegisterCodeItem) => {
    try {
      await updateRegisterCode(item.codeId, { enabled: !item.enabled });
    } catch {
      // Shown by the api client.
    }
    await refresh();
  };

  const remove = (item: RegisterCodeItem) =>
    dialogs.open({
      kind: 'warning',
      key: 'code-delete',
      message: t('ag_code_delete_confirm', { code: item.code }),
      actions: [
        { label: t('cancel') },
        {
          label: t('in_increase_submit'),
          primary: true,
          onClick: async () => {
            try {
              await deleteRegisterCode(item.codeId);
            } catch {
              // Shown by the api client.
            }
            await refresh();
          },
        },
      ],
    });

  return (
    <div className="ag-page" data-testid="agent-register-center">
      <AgentCard title={t('ag_code_new')}>
        <form className="ag-code-form" onSubmit={create} noValidate>
          <label className="ag-field">
            <span>{t('ag_code_type')}</span>
            <select
              className="form-input"
              value={accountType}
              onChange={(e) => setAccountType(Number(e.target.value) as 0 | 2)}
              data-testid="code-type"
            >
              <option value={0}>{t('ag_type_member')}</option>
              {isAgent === 1 && <option value={2}>{t('ag_type_agent')}</option>}
            </select>
          </label>
          <label className="ag-field ag-field--grow">
            <span>{t('ag_code_remark')}</span>
            <input
              className="form-input"
              value={remark}
              maxLength={60}
              placeholder={t('wal_optional')}
              onChange={(e) => setRemark(e.target.value)}
              data-testid="code-remark"
            />
          </label>
          <button type="submit" className="btn btn--gold" disabled={busy || full} data-testid="code-create">
            {busy ? t('loading') : t('ag_code_create')}
          </button>
        </form>
        <p className="ag-hint">{t(full ? 'ag_code_full' : 'ag_code_hint', { max: MAX_REGISTER_CODES })}</p>
      </AgentCard>
      <AgentCard title={t('ag_codes_title')}>
        {!data || data.list.length === 0 ? (
          <ListState loading={query.isLoading} failed={query.isError} />
        ) : (
          <DataTable
            testId="register-code"
            rows={data.list}
            rowKey={(c) => c.codeId}
            columns={[
              {
                key: 'code',
                label: t('ag_code'),
                render: (c) => (
                  <span className="ag-code">
                    <strong data-testid="register-code-value">{c.code}</strong>
                    <button type="button" className="ag-link" onClick={() => void copy(c, 'code')}>
                      {t('ag_copy')}
                    </button>
                  </span>
                ),
              },
              {
                key: 'link',
                label: t('ag_code_link'),
                render: (c) => (
                  <span className="ag-code">
                    <span className="ag-code__link" data-testid="register-code-link">
                      {registerLink(c)}
                    </span>
                    <button
                      type="button"
                      className="ag-link"
                      onClick={() => void copy(c, 'link')}
                      data-testid="register-code-copy"
                    >
                      {t('ag_copy_link')}
                    </button>
                  </span>
                ),
              },
              {
                key: 'type',
                label: t('ag_code_type'),
                render: (c) => t(c.accountType === 2 ? 'ag_type_agent' : 'ag_type_member'),
              },
              { key: 'remark', label: t('ag_code_remark'), render: (c) => c.remark ?? '—' },
              {
                key: 'regs',
                label: t('ag_code_registrations'),
                numeric: true,
                render: (c) => c.registrations,
              },
              {
                key: 'state',
                label: t('ag_status'),
                render: (c) => (
                  <span className={`ag-status ag-status--${c.enabled ? 'V' : 'C'}`}>
                    {t(c.enabled ? 'ag_code_on' : 'ag_code_off')}
                  </span>
                ),
              },
              {
                key: 'actions',
                label: t('ag_actions'),
                render: (c) => (
                  <span className="ag-row-actions">
                    <button
                      type="button"
                      className="ag-link"
                      onClick={() => void toggle(c)}
                      data-testid="register-code-toggle"
                    >
                      {t(c.enabled ? 'ag_code_disable' : 'ag_code_enable')}
                    </button>
                    <button type="button" className="ag-link ag-link--danger" onClick={() => remove(c)}>
                      {t('ag_delete')}
                    </button>
                  </span>
                ),
              },
            ]}
          />
        )}
        {data && (
          <Pager
            page={page}
            size={AGENT_PAGE_SIZE}
            total={data.total}
            onPage={setPage}
            testId="codes-pager"
          />
        )}
      </AgentCard>
    </div>
  );
}
