import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REDEEM_STATUSES, type AdminRedeemRecord, type RedeemStatus } from '@platform/shared';
import { Tabs } from '../../core/PageHead';
import {
  FiltersBar,
  Money,
  PagedTable,
  StatusWithRemarks,
  TextField,
  formatDateTime,
  tableProps,
  useAdminList,
} from '../../ui';
import { REDEMPTIONS_PATH, REWARDS_PATH, pointsAdminApi } from '../api/points-admin';
import { OpsHead, StatusBadge } from '../FormModal';
import { ApproveRejectActions } from '../row-actions';
import { listKey, useConfirm, useOpsMutation } from '../use-ops';
import '../ops.css';

type QueueStatus = RedeemStatus | 'ALL';
const TONE = { P: 'wait', A: 'on', R: 'off' } as const;

/** Delivery details of a redemption, only the parts the member filled in. */
function Delivery({ r }: { r: AdminRedeemRecord }) {
  const { t } = useTranslation();
  const parts: [string, string | null][] = [
    ['ops_recipient', r.recipientName],
    ['ops_phone', r.telphone],
    ['ops_province', r.province],
    ['ops_address', r.address],
    ['ops_line', r.line],
    ['ops_member_remarks', r.remarks],
  ];
  const shown = parts.filter(([, v]) => v);
  if (!shown.length) return <>-</>;
  return (
    <dl className="ops-kv">
      {shown.map(([key, value]) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt>{t(key)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Points-mall redemptions waiting for the merchant: approve, or reject (everything returned). */
export function RedemptionsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<QueueStatus>('P');
  const [draft, setDraft] = useState('');
  const [username, setUsername] = useState('');
  const list = useAdminList<AdminRedeemRecord>(REDEMPTIONS_PATH, {
    status: status === 'ALL' ? undefined : status,
    username: username || undefined,
  });
  const [ask, confirmDialog] = useConfirm('ops-redeem-decide');
  const refresh = [listKey(REDEMPTIONS_PATH), listKey(REWARDS_PATH)];
  const approve = useOpsMutation(
    ({ id, remarks }: { id: number; remarks: string }) =>
      pointsAdminApi.approveRedemption(id, remarks || null),
    { invalidate: refresh, done: 'ops_approved' },
  );
  const reject = useOpsMutation(
    ({ id, remarks }: { id: number; remarks: string }) => pointsAdminApi.rejectRedemption(id, remarks),
    { invalidate: refresh, done: 'ops_rejected' },
  );
  const statuses: QueueStatus[] = [...REDEEM_STATUSES, 'ALL'];

  return (
    <div data-testid="ops-redemptions">
      <OpsHead title={t('ops_page_redemptions')} />
      <Tabs
        value={status}
        options={statuses.map((s) => ({ value: s, label: t(`ops_redeem_${s}`) }))}
        onChange={setStatus}
        label={t('ops_status')}
        testId="ops-redemptions-tabs"
      />
      <FiltersBar
        testId="ops-redemptions-filters"
        onApply={() => setUsername(draft.trim())}
        onReset={() => {
          setDraft('');
          setUsername('');
        }}
      >
        <TextField
          label={t('ops_username')}
          value={draft}
          maxLength={32}
          onChange={setDraft}
          testId="ops-redemptions-username"
        />
      </FiltersBar>
      <PagedTable
        testId="ops-redemptions-table"
        rowKey={(r) => r.id}
        {...tableProps(list)}
        columns={[
          {
            key: 'time',
            header: t('ops_requested_at'),
            render: (r) => formatDateTime(r.dateRequested),
            nowrap: true,
          },
          { key: 'member', header: t('ops_username'), render: (r) => r.username },
          { key: 'reward', header: t('ops_reward'), render: (r) => `${r.name} × ${r.quantity}` },
          {
            key: 'cost',
            header: t('ops_cost'),
            align: 'end',
            render: (r) => (
              <span>
                {t('ops_price_points', { points: r.requiredPoint })}
                {r.type === 'PM' && (
                  <>
                    <br />+ <Money amount={r.requiredMoney} />
                  </>
                )}
              </span>
            ),
          },
          { key: 'delivery', header: t('ops_delivery'), render: (r) => <Delivery r={r} /> },
          {
            key: 'status',
            header: t('ops_status'),
            render: (r) => (
              <StatusWithRemarks remarks={r.decisionRemarks}>
                <StatusBadge tone={TONE[r.status]} label={t(`ops_redeem_${r.status}`)} />
              </StatusWithRemarks>
            ),
          },
          {
            key: 'actions',
            header: t('ops_actions'),
            render: (r) =>
              r.status === 'P' ? (
                <ApproveRejectActions
                  ask={ask}
                  testId="ops-redemption"
                  approveMessage={t('ops_confirm_redeem_approve', { username: r.username, reward: r.name })}
                  rejectMessage={t('ops_confirm_redeem_reject', { username: r.username, reward: r.name })}
                  onApprove={(remarks) => approve.mutateAsync({ id: r.id, remarks })}
                  onReject={(remarks) => reject.mutateAsync({ id: r.id, remarks })}
                />
              ) : (
                '-'
              ),
          },
        ]}
      />
      {confirmDialog}
    </div>
  );
}
