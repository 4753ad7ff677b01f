import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminFraudApi } from '@platform/shared';
import { adminApi } from '../admin-api';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { RowButton } from '../ui/RowButton';
import { formatDateTime } from '../ui/format';
import { notify } from '../ui/notify';
import { ErrorState, LoadingState } from '../ui/states';
import { GroupMembers, KindBadge, SharedValue } from './FraudGroupCells';
import { useTranslation } from '../../../lib/i18n';

const REMARKS_MAX = 200;

/** A member's fraud flag and links on the member page; an operator may clear the flag, saying why. */
export function MemberFraudCard({ memberId, account }: { memberId: number; account: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [clearing, setClearing] = useState(false);
  const fraud = useQuery({
    queryKey: ['admin', 'fraud', 'member', memberId],
    queryFn: () => adminApi.call(adminFraudApi.member, { params: { id: memberId } }),
    staleTime: 0,
  });

  let content;
  if (fraud.isPending) content = <LoadingState />;
  else if (fraud.isError) content = <ErrorState onRetry={() => void fraud.refetch()} />;
  else {
    const { flag, groups } = fraud.data;
    const kinds = flag?.kinds.map((k) => t(`adm_fraud_kind_${k}`)).join(', ') ?? '';
    content = (
      <>
        <div className="adm-fraud-flag" data-testid="adm-fraud-flag" data-status={flag?.status ?? 'NONE'}>
          {!flag && <span className="adm-badge adm-badge--ok">{t('adm_fraud_not_flagged')}</span>}
          {flag?.status === 'FLAGGED' && (
            <>
              <span className="adm-badge adm-badge--bad">{t('adm_fraud_flagged')}</span>{' '}
              <span>{t('adm_fraud_flagged_for', { time: formatDateTime(flag.flaggedAt), kinds })}</span>{' '}
              <RowButton testId="adm-fraud-clear" onClick={() => setClearing(true)}>
                {t('adm_fraud_clear')}
              </RowButton>
            </>
          )}
          {flag?.status === 'CLEARED' && (
            <>
              <span className="adm-badge">{t('adm_fraud_cleared')}</span>{' '}
              <span data-testid="adm-fraud-cleared-by">
                {t('adm_fraud_cleared_by', {
                  name: flag.clearedBy ?? '-',
                  time: formatDateTime(flag.clearedAt),
                  remarks: flag.remarks ?? '',
                })}
              </span>
            </>
          )}
        </div>
        {groups.length ? (
          <div className="adm-table-wrap">
            <table className="adm-table" data-testid="adm-member-fraud-groups">
              <thead>
                <tr>
                  <th>{t('adm_fraud_col_kind')}</th>
                  <th>{t('adm_fraud_col_value')}</th>
                  <th>{t('adm_fraud_col_members')}</th>
                </tr>
              </thead>
              <tbody>
                {groups.map((g) => (
                  <tr key={`${g.kind}:${g.value}`} data-testid="adm-member-fraud-group" data-kind={g.kind}>
                    <td data-label={t('adm_fraud_col_kind')}>
                      <KindBadge kind={g.kind} />
                    </td>
                    <td data-label={t('adm_fraud_col_value')}>
                      <SharedValue group={g} />
                    </td>
                    <td data-label={t('adm_fraud_col_members')}>
                      <GroupMembers group={g} current={memberId} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="adm-muted" data-testid="adm-fraud-no-links">
            {t('adm_fraud_no_links')}
          </p>
        )}
      </>
    );
  }

  return (
    <div className="adm-card" data-testid="adm-member-fraud">
      <h2 className="adm-card__title">{t('adm_fraud_links')}</h2>
      {content}
      {clearing && (
        <ConfirmDialog
          title={t('adm_fraud_clear_title', { account })}
          message={t('adm_fraud_clear_text')}
          remarks={{ label: t('adm_reason'), required: true, maxLength: REMARKS_MAX }}
          onConfirm={async (remarks) => {
            const value = await adminApi.call(adminFraudApi.clear, {
              params: { id: memberId },
              body: { remarks },
            });
            queryClient.setQueryData(['admin', 'fraud', 'member', memberId], value);
            notify.success(t('adm_fraud_cleared_toast'));
            await queryClient.invalidateQueries({ queryKey: ['admin'] });
          }}
          onClose={() => setClearing(false)}
          testId="adm-fraud-clear-dialog"
        />
      )}
    </div>
  );
}
