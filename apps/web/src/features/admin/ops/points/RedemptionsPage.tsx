import { useState } from 'react';
import { REDEEM_STATUSES, pointsAdminApi, type AdminRedeemRecord, type RedeemStatus } from '@platform/shared';
import { FiltersBar, Money, PagedTable, TextField, tableProps, timeColumn, useAdminList } from '../../ui';
import { pointsAdmin } from '../api/points-admin';
import { OpsHead } from '../FormModal';
import { ApproveRejectActions, QueueTabs, decisionColumns } from '../row-actions';
import { listKey, useConfirm, useDecisions } from '../use-ops';
import { useTranslation } from '../../../../lib/i18n';
import '../ops.css';

type QueueStatus = RedeemStatus | 'ALL';
type Row = AdminRedeemRecord;
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
  const list = useAdminList(pointsAdminApi.redemptions, {
    status: status === 'ALL' ? undefined : status,
    username: username || undefined,
  });
  const [ask, confirmDialog] = useConfirm('ops-redeem-decide');
  const decide = useDecisions(
    { approve: pointsAdmin.approveRedemption, reject: pointsAdmin.rejectRedemption },
    [listKey(pointsAdminApi.redemptions), listKey(pointsAdminApi.rewards)],
  );

  return (
    <div data-testid="ops-redemptions">
      <OpsHead title={t('ops_page_redemptions')} />
      <QueueTabs
        value={status}
        statuses={REDEEM_STATUSES}
        textPrefix="ops_redeem_"
        onChange={setStatus}
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
          timeColumn<Row>('time', t('ops_requested_at'), (r) => r.dateRequested),
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
          ...decisionColumns<Row>(t, {
            status: (r) => ({
              tone: TONE[r.status],
              label: t(`ops_redeem_${r.status}`),
              remarks: r.decisionRemarks,
            }),
            waiting: (r) => r.status === 'P',
            decide: (r) => (
              <ApproveRejectActions
                ask={ask}
                testId="ops-redemption"
                approveMessage={t('ops_confirm_redeem_approve', { username: r.username, reward: r.name })}
                rejectMessage={t('ops_confirm_redeem_reject', { username: r.username, reward: r.name })}
                onApprove={(remarks) => decide.approve(r.id, remarks)}
                onReject={(remarks) => decide.reject(r.id, remarks)}
              />
            ),
          }),
        ]}
      />
      {confirmDialog}
    </div>
  );
}
