import { useState } from 'react';
import { adminOperatorApi, type AdminAuditEntry } from '@platform/shared';
import { Modal } from '../../../lib/ui/Modal';
import { DateRangePicker, type DayRange } from '../ui/DateRangePicker';
import { FiltersBar } from '../ui/FiltersBar';
import { useDraftFilters } from '../ui/use-draft-filters';
import { PagedTable, type Column } from '../ui/PagedTable';
import { TextField } from '../ui/fields';
import { dayEndMs, dayStartMs, formatDateTime, prettyJson } from '../ui/format';
import { tableProps, useAdminList } from '../ui/use-admin-list';
import { PageHead } from './PageHead';
import { useTranslation } from '../../../lib/i18n';

type AuditFilters = { operator: string; action: string; range: DayRange };
const EMPTY: AuditFilters = { operator: '', action: '', range: { from: '', to: '' } };

export function AuditPage() {
  const { t } = useTranslation();
  const { field, filters, barProps } = useDraftFilters<AuditFilters>(EMPTY);
  const [open, setOpen] = useState<AdminAuditEntry | null>(null);
  const list = useAdminList(adminOperatorApi.audit, {
    operator: filters.operator.trim() || undefined,
    action: filters.action.trim() || undefined,
    from: dayStartMs(filters.range.from),
    // The server's `to` is an instant; the picked day is included up to its last millisecond.
    to: filters.range.to ? (dayEndMs(filters.range.to) ?? 0) - 1 : undefined,
  });

  const columns: Column<AdminAuditEntry>[] = [
    { key: 'time', header: t('adm_col_time'), render: (r) => formatDateTime(r.createdAt), nowrap: true },
    {
      key: 'operator',
      header: t('adm_col_operator'),
      render: (r) => (
        <span>
          {r.operator} <span className="adm-muted">{t(`adm_role_${r.role}`)}</span>
        </span>
      ),
    },
    {
      key: 'action',
      header: t('adm_col_action'),
      render: (r) => <span className="adm-mono">{r.action}</span>,
    },
    { key: 'area', header: t('adm_col_area'), render: (r) => (r.area ? t(`adm_area_${r.area}`) : '-') },
    { key: 'target', header: t('adm_col_target'), render: (r) => r.targetId ?? '-' },
    { key: 'ip', header: t('adm_col_ip'), render: (r) => <span className="adm-mono">{r.ip}</span> },
    {
      key: 'detail',
      header: t('adm_col_detail'),
      render: (r) => (
        <button
          type="button"
          className="adm-link-btn"
          data-testid="adm-audit-detail"
          onClick={() => setOpen(r)}
        >
          {t('adm_view')}
        </button>
      ),
    },
  ];

  return (
    <section className="adm-page" data-testid="adm-audit-page">
      <PageHead title={t('adm_page_audit')} sub={t('adm_audit_sub')} />
      <FiltersBar testId="adm-audit-filters" {...barProps}>
        <TextField
          label={t('adm_col_operator')}
          {...field('operator')}
          maxLength={32}
          testId="adm-audit-operator"
        />
        <TextField
          label={t('adm_col_action')}
          {...field('action')}
          maxLength={120}
          placeholder="POST /admin/api/withdrawals"
          testId="adm-audit-action"
        />
        <DateRangePicker {...field('range')} presets={false} />
      </FiltersBar>
      <PagedTable {...tableProps(list)} columns={columns} rowKey={(r) => r.id} testId="adm-audit-table" />
      {open && (
        <Modal
          title={open.action}
          size="wide"
          onClose={() => setOpen(null)}
          testId="adm-audit-modal"
          closeLabel={t('adm_close')}
        >
          <dl className="adm-dl">
            <dt>{t('adm_col_time')}</dt>
            <dd>{formatDateTime(open.createdAt)}</dd>
            <dt>{t('adm_col_operator')}</dt>
            <dd>{open.operator}</dd>
            <dt>{t('adm_col_target')}</dt>
            <dd>{open.targetId ?? '-'}</dd>
          </dl>
          <pre className="adm-json" data-testid="adm-audit-json">
            {prettyJson(open.detail)}
          </pre>
        </Modal>
      )}
    </section>
  );
}
