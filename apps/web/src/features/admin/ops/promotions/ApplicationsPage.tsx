import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { APPLICATION_STATUSES, promotionAdminApi, type AdminPromotionApplication } from '@platform/shared';
import {
  FiltersBar,
  Money,
  PagedTable,
  SelectField,
  TextField,
  TitleWithBadge,
  tableProps,
  timeColumn,
  useAdminList,
  useDraftFilters,
} from '../../ui';
import { promotionsAdminApi } from '../api/promotions-admin';
import { OpsHead } from '../FormModal';
import { ApproveRejectActions, QueueTabs, decisionColumns } from '../row-actions';
import { listKey, useConfirm, useDecisions } from '../use-ops';
import { ApplicationImages } from './ApplicationImages';
import { useTranslation } from '../../../../lib/i18n';
import '../ops.css';

type QueueStatus = (typeof APPLICATION_STATUSES)[number] | 'ALL';
type Row = AdminPromotionApplication;
const TONE = { PENDING: 'wait', APPROVED: 'on', REJECTED: 'off' } as const;

/** The promotion applications queue: approve (pays the bonus) or reject with remarks; images. */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<QueueStatus>('PENDING');
  const { field, filters, barProps } = useDraftFilters({ promotionId: '', username: '' });
  const promotions = useQuery({
    queryKey: [...listKey(promotionAdminApi.list), 'pick'],
    queryFn: promotionsAdminApi.pickList,
  });
  const list = useAdminList(promotionAdminApi.applications, {
    status,
    promotionId: filters.promotionId || undefined,
    username: filters.username.trim() || undefined,
  });
  const [ask, confirmDialog] = useConfirm('ops-decide');
  const [images, setImages] = useState<string[] | null>(null);
  const decide = useDecisions({ approve: promotionsAdminApi.approve, reject: promotionsAdminApi.reject }, [
    listKey(promotionAdminApi.applications),
    listKey(promotionAdminApi.list),
  ]);

  return (
    <div data-testid="ops-applications">
      <OpsHead title={t('ops_page_applications')} />
      <QueueTabs
        value={status}
        statuses={APPLICATION_STATUSES}
        textPrefix="ops_app_"
        onChange={setStatus}
        testId="ops-applications-tabs"
      />
      <FiltersBar testId="ops-applications-filters" {...barProps}>
        <SelectField
          label={t('ops_promotion')}
          {...field('promotionId')}
          options={[
            { value: '', label: t('ops_all') },
            ...(promotions.data?.list ?? []).map((p) => ({ value: String(p.id), label: p.title })),
          ]}
          testId="ops-applications-f-promotion"
        />
        <TextField
          label={t('ops_username')}
          {...field('username')}
          maxLength={32}
          testId="ops-applications-f-username"
        />
      </FiltersBar>
      <PagedTable
        testId="ops-applications-table"
        rowKey={(a) => a.applicationId}
        {...tableProps(list)}
        columns={[
          timeColumn<Row>('time', t('ops_applied_at'), (a) => a.createdAt),
          { key: 'member', header: t('ops_username'), render: (a) => a.username },
          {
            key: 'promotion',
            header: t('ops_promotion'),
            render: (a) => <TitleWithBadge title={a.title} badge={t(`ops_pt_${a.promotionType}`)} />,
          },
          {
            key: 'amount',
            header: t('ops_bonus'),
            render: (a) => <Money amount={a.bonusAmount} />,
            align: 'end',
          },
          { key: 'remarks', header: t('ops_member_remarks'), render: (a) => a.remarks || '-' },
          {
            key: 'images',
            header: t('ops_images'),
            render: (a) =>
              a.imageUrls.length ? (
                <button
                  type="button"
                  className="adm-link-btn"
                  onClick={() => setImages(a.imageUrls)}
                  data-testid="ops-application-images"
                >
                  {t('ops_view_images', { count: a.imageUrls.length })}
                </button>
              ) : (
                '-'
              ),
          },
          ...decisionColumns<Row>(t, {
            status: (a) => ({
              tone: TONE[a.status],
              label: t(`ops_app_${a.status}`),
              remarks: a.decisionRemarks,
            }),
            waiting: (a) => a.status === 'PENDING',
            decide: (a) => (
              <ApproveRejectActions
                ask={ask}
                testId="ops-application"
                approveMessage={t('ops_confirm_approve', { username: a.username, amount: a.bonusAmount })}
                rejectMessage={t('ops_confirm_reject', { username: a.username })}
                onApprove={(remarks) => decide.approve(a.applicationId, remarks)}
                onReject={(remarks) => decide.reject(a.applicationId, remarks)}
              />
            ),
          }),
        ]}
      />
      {confirmDialog}
      {images && <ApplicationImages paths={images} onClose={() => setImages(null)} />}
    </div>
  );
}
