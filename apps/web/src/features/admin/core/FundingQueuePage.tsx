import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { FUNDING_STATUSES, REMARK_MAX_LENGTH, adminFundingApi } from '@platform/shared';
import { adminPath } from '../admin-menu';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { DecisionButtons, StatusWithRemarks } from '../ui/DecisionButtons';
import { Money } from '../ui/Money';
import { PagedTable, type Column } from '../ui/PagedTable';
import { formatDateTime } from '../ui/format';
import { notify } from '../ui/notify';
import { callAdmin, tableProps, useAdminList } from '../ui/use-admin-list';
import type { AdminFundingRow } from './core-types';
import { PageHead, Tabs } from './PageHead';
import { StatusBadge } from './StatusBadge';
import { useTranslation } from '../../../lib/i18n';
import { getMerchant } from '../../../lib/merchant';
import { getAdminToken } from '../admin-session';

type Status = (typeof FUNDING_STATUSES)[number];
type Decision = { row: AdminFundingRow; approve: boolean };

/** The declared approve or reject call of a queue. */
function decisionCall(kind: 'deposits' | 'withdrawals', approve: boolean) {
  if (kind === 'deposits') return approve ? adminFundingApi.approveDeposit : adminFundingApi.rejectDeposit;
  return approve ? adminFundingApi.approveWithdrawal : adminFundingApi.rejectWithdrawal;
}

/** The merchant's queue of bank deposits or withdrawals: approve with remarks, reject with a reason. */
function FundingQueue({ kind }: { kind: 'deposits' | 'withdrawals' }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>('PENDING');
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const list = useAdminList(kind === 'deposits' ? adminFundingApi.deposits : adminFundingApi.withdrawals, {
    status,
  });
  const testId = `adm-${kind}`;

  const decide = async ({ row, approve }: Decision, remarks: string) => {
    await callAdmin(decisionCall(kind, approve), {
      params: { id: row.id },
      // The dialog told the operator the time to pay ran out, or that the member is flagged.
      body: {
        remarks: remarks || null,
        ...(approve && row.payment?.expired ? { acceptExpired: true } : {}),
        ...(approve && row.review?.length ? { reviewed: true } : {}),
      },
    });
    notify.success(t(approve ? 'adm_fund_approved_toast' : 'adm_fund_rejected_toast', { id: row.id }));
    await queryClient.invalidateQueries({ queryKey: ['admin'] });
  };

  const reviewKinds = (kinds: readonly string[]) => kinds.map((k) => t(`adm_fraud_kind_${k}`)).join(', ');

  const openReceipt = async (id: number) => {
    const response = await fetch(`/admin/api/deposits/${id}/receipt`, {
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

  const paymentColumns: Column<AdminFundingRow>[] =
    kind === 'deposits'
      ? [
          {
            key: 'payTo',
            header: t('adm_col_pay_to'),
            render: (r) =>
              r.payment ? (
                <span data-testid={`${testId}-pay-to`}>
                  {r.payment.methodName}
                  <br />
                  {r.payment.bankName} <span className="adm-mono">{r.payment.accountNo}</span>
                </span>
              ) : (
                '-'
              ),
          },
          {
            key: 'reference',
            header: t('adm_col_reference'),
            render: (r) =>
              r.payment ? (
                <span>
                  <span className="adm-mono" data-testid={`${testId}-reference`}>
                    {r.payment.reference}
                  </span>
                  <br />
                  {r.payment.expired ? (
                    <span className="adm-badge adm-badge--bad" data-testid={`${testId}-expired`}>
                      {t('adm_dm_expired')}
                    </span>
                  ) : (
                    <span className="adm-muted">
                      {t('adm_dm_expires', { time: formatDateTime(r.payment.expiresAt) })}
                    </span>
                  )}
                  <br />
                  {r.payment.receiptUploaded ? (
                    <button
                      type="button"
                      className="adm-btn adm-btn--sm"
                      onClick={() => void openReceipt(r.id)}
                      data-testid={`${testId}-receipt`}
                    >
                      {t('adm_view_receipt')}
                    </button>
                  ) : (
                    <span className="adm-muted">{t('adm_dm_receipt_none')}</span>
                  )}
                </span>
              ) : (
                '-'
              ),
          },
        ]
      : [];

  const columns: Column<AdminFundingRow>[] = [
    { key: 'id', header: t('adm_col_id'), render: (r) => r.id, nowrap: true },
    {
      key: 'member',
      header: t('adm_col_member'),
      render: (r) => (
        <span>
          <Link to={adminPath(`members/${r.memberId}`)}>{r.username}</Link>
          {r.review?.length ? (
            <>
              <br />
              <span
                className="adm-badge adm-badge--bad"
                data-testid={`${testId}-review`}
                title={reviewKinds(r.review)}
              >
                {t('adm_fraud_review_badge')}
              </span>
              <br />
              <span className="adm-muted" data-testid={`${testId}-review-kinds`}>
                {reviewKinds(r.review)}
              </span>
            </>
          ) : null}
        </span>
      ),
    },
    { key: 'amount', header: t('adm_col_amount'), render: (r) => <Money amount={r.amount} />, align: 'end' },
    { key: 'method', header: t('adm_col_method'), render: (r) => t(`adm_method_${r.method}`) },
    kind === 'withdrawals'
      ? {
          key: 'account',
          header: t('adm_col_bank_account'),
          render: (r) => (
            <span>
              {r.bankName ?? '-'}
              <br />
              <span className="adm-mono">{r.accountNo ?? '-'}</span>
            </span>
          ),
        }
      : { key: 'payer', header: t('adm_col_payer'), render: (r) => r.payerName ?? '-' },
    ...paymentColumns,
    { key: 'remarks', header: t('adm_col_member_remarks'), render: (r) => r.remarks ?? '-' },
    {
      key: 'created',
      header: t('adm_col_created'),
      render: (r) => formatDateTime(r.createdAt),
      nowrap: true,
    },
    {
      key: 'status',
      header: t('adm_col_status'),
      render: (r) => (
        <StatusWithRemarks remarks={r.decisionRemarks} inline>
          <StatusBadge status={r.status} testId={`${testId}-status`} />
        </StatusWithRemarks>
      ),
    },
    {
      key: 'actions',
      header: t('adm_col_actions'),
      render: (r) =>
        r.status === 'PENDING' && r.method === 'BANK' ? (
          <div className="adm-row-actions">
            <DecisionButtons
              approveLabel={t('adm_approve')}
              rejectLabel={t('adm_reject')}
              approveTestId={`${testId}-approve`}
              rejectTestId={`${testId}-reject`}
              onApprove={() => setDeciding({ row: r, approve: true })}
              onReject={() => setDeciding({ row: r, approve: false })}
              quietReject
            />
          </div>
        ) : r.decidedAt ? (
          <span className="adm-muted">{formatDateTime(r.decidedAt)}</span>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <section className="adm-page" data-testid={`${testId}-page`}>
      <PageHead
        title={t(kind === 'deposits' ? 'adm_page_deposits' : 'adm_page_withdrawals')}
        sub={t(kind === 'deposits' ? 'adm_deposits_sub' : 'adm_withdrawals_sub')}
      />
      <Tabs
        value={status}
        onChange={setStatus}
        label={t('adm_col_status')}
        testId={`${testId}-tabs`}
        options={FUNDING_STATUSES.map((s) => ({ value: s, label: t(`adm_status_${s}`) }))}
      />
      <PagedTable
        {...tableProps(list)}
        columns={columns}
        rowKey={(r) => r.id}
        testId={`${testId}-table`}
        rowProps={(r) => ({ 'data-id': r.id, 'data-username': r.username, 'data-status': r.status })}
      />
      {deciding && (
        <ConfirmDialog
          title={t(deciding.approve ? 'adm_approve_title' : 'adm_reject_title', { id: deciding.row.id })}
          message={
            <>
              <dl className="adm-dl">
                <dt>{t('adm_col_member')}</dt>
                <dd>{deciding.row.username}</dd>
                <dt>{t('adm_col_amount')}</dt>
                <dd>
                  <Money amount={deciding.row.amount} />
                </dd>
                {deciding.row.payment && (
                  <>
                    <dt>{t('adm_col_reference')}</dt>
                    <dd className="adm-mono">{deciding.row.payment.reference}</dd>
                    <dt>{t('adm_col_pay_to')}</dt>
                    <dd>
                      {deciding.row.payment.bankName} {deciding.row.payment.accountNo}
                    </dd>
                  </>
                )}
              </dl>
              {/* Warnings sit below the details, not among them: the list lays out term and value in pairs. */}
              {deciding.approve && deciding.row.payment?.expired && (
                <p className="adm-field__error" role="alert" data-testid={`${testId}-expired-warning`}>
                  {t('adm_dm_expired_warning')}
                </p>
              )}
              {deciding.approve && deciding.row.review?.length ? (
                <p className="adm-field__error" role="alert" data-testid={`${testId}-review-warning`}>
                  {t('adm_fraud_review_warning', { kinds: reviewKinds(deciding.row.review) })}{' '}
                  <Link to={adminPath(`members/${deciding.row.memberId}`)}>{t('adm_fraud_see_links')}</Link>
                </p>
              ) : null}
            </>
          }
          danger={!deciding.approve}
          confirmLabel={t(deciding.approve ? 'adm_approve' : 'adm_reject')}
          remarks={{
            label: t(deciding.approve ? 'adm_remarks_optional' : 'adm_remarks_required'),
            required: !deciding.approve,
            maxLength: REMARK_MAX_LENGTH,
          }}
          onConfirm={(remarks) => decide(deciding, remarks)}
          onClose={() => setDeciding(null)}
          testId={`${testId}-decision`}
        />
      )}
    </section>
  );
}

export function DepositsPage() {
  return <FundingQueue kind="deposits" />;
}

export function WithdrawalsPage() {
  return <FundingQueue kind="withdrawals" />;
}
