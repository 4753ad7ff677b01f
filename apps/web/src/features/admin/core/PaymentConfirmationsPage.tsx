import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REMARK_MAX_LENGTH, adminFundingApi } from '@platform/shared';
import { adminApi } from '../admin-api';
import { getAdminToken } from '../admin-session';
import { getMerchant } from '../../../lib/merchant';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { DecisionButtons, StatusWithRemarks } from '../ui/DecisionButtons';
import { Money } from '../ui/Money';
import { PagedTable, type Column } from '../ui/PagedTable';
import { formatDateTime } from '../ui/format';
import { notify } from '../ui/notify';
import { tableProps, useAdminList } from '../ui/use-admin-list';
import { C2C_QUEUE_STATUSES, type AdminC2cRow, type C2cQueueStatus } from './core-types';
import { PageHead, Tabs } from './PageHead';
import { StatusBadge } from './StatusBadge';
import { useTranslation } from '../../../lib/i18n';

type Resolution = { row: AdminC2cRow; decision: 'PAY' | 'CANCEL' };
const OPEN: readonly C2cQueueStatus[] = ['NOT_RECEIVED', 'APPEALED'];

/**
 * Peer-to-peer payments a payee disputed: the proof is opened with the operator's token (an
 * image URL could not carry it), then the merchant pays it out or cancels it.
 */
export function PaymentConfirmationsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<C2cQueueStatus>('NOT_RECEIVED');
  const [resolving, setResolving] = useState<Resolution | null>(null);
  const list = useAdminList(adminFundingApi.paymentConfirmations, { status });

  const openProof = async (id: number) => {
    const response = await fetch(`/admin/api/payment-confirmations/${id}/proof`, {
      headers: { Authorization: getAdminToken() ?? '', Merchant: getMerchant() },
    });
    if (!response.ok) {
      notify.error(t('adm_proof_failed'));
      return;
    }
    const url = URL.createObjectURL(await response.blob());
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  const resolve = async ({ row, decision }: Resolution, remarks: string) => {
    await adminApi.call(adminFundingApi.resolvePaymentConfirmation, {
      params: { id: row.payDetailId },
      body: { decision, remarks },
    });
    notify.success(t('adm_c2c_resolved_toast', { id: row.payDetailId }));
    await queryClient.invalidateQueries({ queryKey: ['admin'] });
  };

  const columns: Column<AdminC2cRow>[] = [
    { key: 'id', header: t('adm_col_id'), render: (r) => r.payDetailId, nowrap: true },
    { key: 'type', header: t('adm_col_type'), render: (r) => t(`adm_c2c_type_${r.type}`) },
    { key: 'payer', header: t('adm_col_payer'), render: (r) => `${r.payer} (${r.payerName})` },
    { key: 'payee', header: t('adm_col_payee'), render: (r) => r.payee },
    { key: 'amount', header: t('adm_col_amount'), render: (r) => <Money amount={r.amount} />, align: 'end' },
    {
      key: 'created',
      header: t('adm_col_created'),
      render: (r) => formatDateTime(r.createdAt),
      nowrap: true,
    },
    {
      key: 'answered',
      header: t('adm_col_answered'),
      render: (r) => formatDateTime(r.answeredAt),
      nowrap: true,
    },
    {
      key: 'status',
      header: t('adm_col_status'),
      render: (r) => (
        <StatusWithRemarks remarks={r.resolutionRemarks} inline>
          <StatusBadge status={r.status} />
        </StatusWithRemarks>
      ),
    },
    {
      key: 'actions',
      header: t('adm_col_actions'),
      render: (r) => (
        <div className="adm-row-actions">
          {r.hasProof && (
            <button
              type="button"
              className="adm-btn adm-btn--ghost adm-btn--sm"
              onClick={() => void openProof(r.payDetailId)}
            >
              {t('adm_view_proof')}
            </button>
          )}
          {OPEN.includes(r.status) && (
            <DecisionButtons
              approveLabel={t('adm_c2c_pay')}
              rejectLabel={t('adm_c2c_cancel')}
              approveTestId="adm-c2c-pay"
              rejectTestId="adm-c2c-cancel"
              onApprove={() => setResolving({ row: r, decision: 'PAY' })}
              onReject={() => setResolving({ row: r, decision: 'CANCEL' })}
              quietReject
            />
          )}
        </div>
      ),
    },
  ];

  return (
    <section className="adm-page" data-testid="adm-c2c-page">
      <PageHead title={t('adm_page_c2c')} sub={t('adm_c2c_sub')} />
      <Tabs
        value={status}
        onChange={setStatus}
        label={t('adm_col_status')}
        testId="adm-c2c-tabs"
        options={C2C_QUEUE_STATUSES.map((s) => ({ value: s, label: t(`adm_status_${s}`) }))}
      />
      <PagedTable
        {...tableProps(list)}
        columns={columns}
        rowKey={(r) => r.payDetailId}
        testId="adm-c2c-table"
      />
      {resolving && (
        <ConfirmDialog
          title={t(resolving.decision === 'PAY' ? 'adm_c2c_pay_title' : 'adm_c2c_cancel_title')}
          message={t(resolving.decision === 'PAY' ? 'adm_c2c_pay_text' : 'adm_c2c_cancel_text')}
          danger={resolving.decision === 'CANCEL'}
          remarks={{ label: t('adm_remarks_required'), required: true, maxLength: REMARK_MAX_LENGTH }}
          onConfirm={(remarks) => resolve(resolving, remarks)}
          onClose={() => setResolving(null)}
          testId="adm-c2c-resolve"
        />
      )}
    </section>
  );
}
