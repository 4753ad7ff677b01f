import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REMARK_MAX_LENGTH,
  adminMemberApi,
  adminTurnoverApi,
  type AdminMemberDetail,
  type TurnoverRequirementValue,
  type AdminPasswordReset,
  type AdminSessionValue,
} from '@platform/shared';
import { Modal } from '../../../lib/ui/Modal';
import { adminApi } from '../admin-api';
import { adminPath } from '../admin-menu';
import { ADMIN_SESSION_KEY } from '../use-admin-session';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { EditForm } from '../ui/EditForm';
import { RowButton } from '../ui/RowButton';
import { PrimaryButton } from '../ui/SectionHead';
import { useBusyAction } from '../ui/use-busy-action';
import { useFormValues } from '../ui/use-form-values';
import { Money } from '../ui/Money';
import { TextAreaField, TextField } from '../ui/fields';
import { formatDateTime, newRequestId } from '../ui/format';
import { notify } from '../ui/notify';
import { ErrorState, EmptyState, LoadingState } from '../ui/states';
import { checkAll, hasErrors, maxLength, required, signedAmount, type FieldError } from '../ui/validation';
import { MemberFraudCard } from '../fraud/MemberFraudCard';
import { PageHead } from './PageHead';
import { StatusBadge } from './StatusBadge';
import { useMoneyStyle } from '../../wallet';
import { useTranslation } from '../../../lib/i18n';

const REASON_MAX = 200;
type AdjustValues = { amount: string; reason: string };

/**
 * Opened once per click on "adjust": the requestId is made when the form opens, so a double
 * click or a retry after a lost answer moves the money once.
 */
function AdjustBalanceModal({ member, onClose }: { member: AdminMemberDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [requestId] = useState(newRequestId);
  const { values, setErrors, field } = useFormValues<AdjustValues, FieldError>({
    amount: '',
    reason: '',
  });
  const { busy, run } = useBusyAction();
  const { currency } = useMoneyStyle();

  const submit = async () => {
    const found = checkAll(values, {
      amount: [required, signedAmount(currency)],
      reason: [required, maxLength(REASON_MAX)],
    });
    setErrors(found);
    if (hasErrors(found)) return;
    // A failure is shown by the api client; the same requestId is reused on the next try.
    await run(async () => {
      await adminApi.call(adminMemberApi.adjust, {
        params: { id: member.id },
        body: { amount: values.amount.trim(), reason: values.reason.trim(), requestId },
      });
      notify.success(t('adm_adjust_done'));
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      onClose();
    });
  };

  return (
    <Modal
      title={t('adm_adjust_title', { account: member.account })}
      onClose={onClose}
      testId="adm-adjust"
      closeLabel={t('adm_close')}
    >
      <EditForm
        className="adm-form"
        actionsClassName="adm-actions"
        onSubmit={() => void submit()}
        busy={busy}
        onCancel={onClose}
        holdCancelWhileBusy
        cancelLabel={t('adm_cancel')}
        submitLabel={t('adm_confirm')}
        submitTestId="adm-adjust-submit"
      >
        <p className="adm-muted">{t('adm_adjust_hint')}</p>
        <TextField
          label={t('adm_adjust_amount')}
          inputMode="decimal"
          maxLength={16}
          {...field('amount')}
          testId="adm-adjust-amount"
        />
        <TextAreaField
          label={t('adm_reason')}
          maxLength={REASON_MAX}
          {...field('reason')}
          testId="adm-adjust-reason"
        />
      </EditForm>
    </Modal>
  );
}

/** What the member must still wager before withdrawing, each deposit's and bonus's part, and waivers. */
function MemberTurnover({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [waiving, setWaiving] = useState<TurnoverRequirementValue | null>(null);
  const key = ['admin', 'member', memberId, 'turnover'];
  const turnover = useQuery({
    queryKey: key,
    queryFn: () => adminApi.call(adminTurnoverApi.member, { params: { id: memberId } }),
    staleTime: 0,
  });
  if (turnover.isPending) return <LoadingState />;
  if (turnover.isError) return <ErrorState onRetry={() => void turnover.refetch()} />;
  const v = turnover.data;
  return (
    <div className="adm-card" data-testid="adm-member-turnover" data-remaining={v.remaining}>
      <h2 className="adm-card__title">{t('adm_turnover_member')}</h2>
      <p className="adm-muted">
        <strong data-testid="adm-member-turnover-remaining">
          {t('adm_turnover_remaining', { amount: `${v.remaining} ${v.currency}` })}
        </strong>
        {' · '}
        {t('adm_turnover_wagered', { amount: `${v.turnover} ${v.currency}` })}
      </p>
      {v.requirements.length ? (
        <div className="adm-table-wrap">
          <table className="adm-table" data-testid="adm-member-turnover-table">
            <thead>
              <tr>
                <th>{t('adm_turnover_created')}</th>
                <th>{t('adm_turnover_source')}</th>
                <th className="adm-align-end">{t('adm_turnover_amount')}</th>
                <th className="adm-align-end">{t('adm_turnover_multiple')}</th>
                <th className="adm-align-end">{t('adm_turnover_required')}</th>
                <th className="adm-align-end">{t('adm_turnover_achieved')}</th>
                <th>{t('adm_turnover_status')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {v.requirements.map((r) => (
                <tr key={r.id} data-testid="adm-member-turnover-row" data-id={r.id} data-status={r.status}>
                  <td data-label={t('adm_turnover_created')} className="adm-nowrap">
                    {formatDateTime(r.createdAt)}
                  </td>
                  <td data-label={t('adm_turnover_source')}>{t(`adm_turnover_source_${r.source}`)}</td>
                  <td data-label={t('adm_turnover_amount')} className="adm-align-end">
                    <Money amount={r.amount} currency={v.currency} />
                  </td>
                  <td data-label={t('adm_turnover_multiple')} className="adm-align-end">
                    ×{r.multiple}
                  </td>
                  <td data-label={t('adm_turnover_required')} className="adm-align-end">
                    <Money amount={r.required} currency={v.currency} />
                  </td>
                  <td data-label={t('adm_turnover_achieved')} className="adm-align-end">
                    <Money amount={r.achieved} currency={v.currency} />
                  </td>
                  <td data-label={t('adm_turnover_status')} title={r.waiveRemarks ?? undefined}>
                    {t(`adm_turnover_status_${r.status}`)}
                  </td>
                  <td>
                    {r.status === 'OPEN' && (
                      <RowButton onClick={() => setWaiving(r)} testId="adm-member-turnover-waive">
                        {t('adm_turnover_waive')}
                      </RowButton>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <EmptyState message={t('adm_turnover_none')} />
      )}
      {waiving && (
        <ConfirmDialog
          title={t('adm_turnover_waive_title', { amount: `${waiving.required} ${v.currency}` })}
          remarks={{ label: t('adm_turnover_waive_remarks'), required: true, maxLength: REMARK_MAX_LENGTH }}
          onConfirm={async (remarks) => {
            const summary = await adminApi.call(adminTurnoverApi.waive, {
              params: { id: memberId, requirementId: waiving.id },
              body: { remarks },
            });
            queryClient.setQueryData(key, summary);
            notify.success(t('adm_saved'));
          }}
          onClose={() => setWaiving(null)}
          testId="adm-turnover-waive-dialog"
        />
      )}
    </div>
  );
}

type Action = 'lock' | 'reset' | 'adjust' | null;

export function MemberDetailPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { id } = useParams();
  const memberId = Number(id);
  const valid = Number.isSafeInteger(memberId) && memberId > 0;
  const [action, setAction] = useState<Action>(null);
  // Where the temporary password went; the password itself reaches only the member.
  const [resetSent, setResetSent] = useState<AdminPasswordReset | null>(null);
  const session = queryClient.getQueryData<AdminSessionValue>(ADMIN_SESSION_KEY);
  const mayMoveMoney = session?.areas.includes('memberMoney') ?? false;
  const maySeeFraud = session?.areas.includes('fraud') ?? false;
  const maySetLotteryLimits = session?.areas.includes('lottery') ?? false;

  const detail = useQuery({
    queryKey: ['admin', 'member', memberId],
    queryFn: () => adminApi.call(adminMemberApi.detail, { params: { id: memberId } }),
    enabled: valid,
    staleTime: 0,
  });

  if (!valid) return <EmptyState message={t('adm_not_found_title')} />;
  if (detail.isPending) return <LoadingState />;
  if (detail.isError) return <ErrorState onRetry={() => void detail.refetch()} />;
  const m = detail.data;

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin'] });
  // The player site's wallet names (main, lottery, points, vendor wallets), so both sides agree.
  const walletName = (code: string) => t(`wal_wallet_${code}`, code);

  return (
    <section className="adm-page" data-testid="adm-member-detail" data-id={m.id}>
      <PageHead
        title={t('adm_member_title', { account: m.account })}
        sub={m.nickname}
        actions={
          <>
            <Link className="adm-btn adm-btn--ghost adm-btn--sm" to={adminPath('members')}>
              {t('adm_back_to_list')}
            </Link>
            <RowButton testId="adm-member-lock" onClick={() => setAction('lock')}>
              {t(m.locked ? 'adm_unlock' : 'adm_lock')}
            </RowButton>
            <RowButton testId="adm-member-reset" onClick={() => setAction('reset')}>
              {t('adm_reset_password')}
            </RowButton>
            {maySetLotteryLimits && (
              <Link
                className="adm-btn adm-btn--ghost adm-btn--sm"
                to={`${adminPath('lottery/risk')}?member=${m.id}`}
                data-testid="adm-member-lottery-limits"
              >
                {t('adm_member_lottery_limits')}
              </Link>
            )}
            {mayMoveMoney && (
              <PrimaryButton testId="adm-member-adjust" onClick={() => setAction('adjust')}>
                {t('adm_adjust')}
              </PrimaryButton>
            )}
          </>
        }
      />
      <div className="adm-grid adm-grid--2">
        <div className="adm-card">
          <h2 className="adm-card__title">{t('adm_member_profile')}</h2>
          <dl className="adm-dl">
            <dt>{t('adm_col_id')}</dt>
            <dd>{m.id}</dd>
            <dt>{t('adm_col_status')}</dt>
            <dd>
              <StatusBadge status={m.locked ? 'LOCKED' : 'ACTIVE'} testId="adm-member-status" />
            </dd>
            <dt>{t('adm_col_mobile')}</dt>
            <dd>{m.mobile ?? '-'}</dd>
            <dt>{t('adm_col_email')}</dt>
            <dd>{m.email ?? '-'}</dd>
            <dt>{t('adm_col_upline')}</dt>
            <dd>{m.upline ?? '-'}</dd>
            <dt>{t('adm_col_vip')}</dt>
            <dd>{m.vipLevel ?? '-'}</dd>
            <dt>{t('adm_two_factor')}</dt>
            <dd>{t(m.twoFactor ? 'adm_yes' : 'adm_no')}</dd>
            <dt>{t('adm_col_registered')}</dt>
            <dd>{formatDateTime(m.registeredAt)}</dd>
            <dt>{t('adm_col_last_login')}</dt>
            <dd>{formatDateTime(m.lastLoginAt)}</dd>
          </dl>
        </div>
        <div className="adm-card">
          <h2 className="adm-card__title">{t('adm_wallets')}</h2>
          {m.wallets.length ? (
            <table className="adm-table" data-testid="adm-member-wallets">
              <thead>
                <tr>
                  <th>{t('adm_col_wallet')}</th>
                  <th className="adm-align-end">{t('adm_col_balance')}</th>
                  <th className="adm-align-end">{t('adm_col_held')}</th>
                </tr>
              </thead>
              <tbody>
                {m.wallets.map((w) => (
                  <tr key={w.code} data-wallet={w.code}>
                    <td data-label={t('adm_col_wallet')} data-testid="adm-member-wallet-name">
                      {walletName(w.code)}
                    </td>
                    <td data-label={t('adm_col_balance')} className="adm-align-end">
                      <Money amount={w.balance} currency={w.currency} />
                    </td>
                    <td data-label={t('adm_col_held')} className="adm-align-end">
                      <Money amount={w.held} currency={w.currency} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <EmptyState />
          )}
        </div>
      </div>
      {maySeeFraud && <MemberFraudCard memberId={m.id} account={m.account} />}
      <MemberTurnover memberId={m.id} />
      <div className="adm-card">
        <h2 className="adm-card__title">{t('adm_recent_ledger')}</h2>
        {m.recentLedger.length ? (
          <div className="adm-table-wrap">
            <table className="adm-table" data-testid="adm-member-ledger">
              <thead>
                <tr>
                  <th>{t('adm_col_time')}</th>
                  <th>{t('adm_col_kind')}</th>
                  <th>{t('adm_col_wallet')}</th>
                  <th className="adm-align-end">{t('adm_col_amount')}</th>
                  <th className="adm-align-end">{t('adm_col_balance_after')}</th>
                </tr>
              </thead>
              <tbody>
                {m.recentLedger.map((e) => (
                  <tr key={e.id} data-testid="adm-member-ledger-row" data-kind={e.kind}>
                    <td data-label={t('adm_col_time')} className="adm-nowrap">
                      {formatDateTime(e.createdAt)}
                    </td>
                    <td data-label={t('adm_col_kind')} data-testid="adm-member-ledger-kind">
                      {t(`wal_kind_${e.kind}`, e.kind)}
                    </td>
                    <td data-label={t('adm_col_wallet')}>{walletName(e.wallet)}</td>
                    <td data-label={t('adm_col_amount')} className="adm-align-end">
                      <Money amount={e.amount} currency={e.currency} />
                    </td>
                    <td data-label={t('adm_col_balance_after')} className="adm-align-end">
                      <Money amount={e.balanceAfter} currency={e.currency} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <EmptyState />
        )}
      </div>

      {action === 'lock' && (
        <ConfirmDialog
          title={t(m.locked ? 'adm_unlock_title' : 'adm_lock_title', { account: m.account })}
          danger={!m.locked}
          remarks={{ label: t('adm_reason'), required: true, maxLength: REASON_MAX }}
          onConfirm={async (reason) => {
            await adminApi.call(adminMemberApi.lock, {
              params: { id: m.id },
              body: { locked: !m.locked, reason },
            });
            notify.success(t(m.locked ? 'adm_unlocked_toast' : 'adm_locked_toast'));
            await refresh();
          }}
          onClose={() => setAction(null)}
          testId="adm-lock-dialog"
        />
      )}
      {action === 'reset' && !(m.mobile || m.email) && (
        // Nowhere to send a temporary password: nothing to confirm.
        <Modal
          title={t('adm_reset_title', { account: m.account })}
          onClose={() => setAction(null)}
          testId="adm-reset-dialog"
          closeLabel={t('adm_close')}
        >
          <div className="adm-confirm">
            <p className="adm-confirm__message" data-testid="adm-reset-no-contact">
              {t('adm_reset_no_contact')}
            </p>
            <div className="adm-actions">
              <button type="button" className="adm-btn adm-btn--ghost" onClick={() => setAction(null)}>
                {t('adm_close')}
              </button>
            </div>
          </div>
        </Modal>
      )}
      {action === 'reset' && (m.mobile || m.email) && (
        <ConfirmDialog
          title={t('adm_reset_title', { account: m.account })}
          message={t('adm_reset_text')}
          remarks={{ label: t('adm_reason'), required: true, maxLength: REASON_MAX }}
          onConfirm={async (reason) => {
            setResetSent(
              await adminApi.call(adminMemberApi.resetPassword, { params: { id: m.id }, body: { reason } }),
            );
          }}
          onClose={() => setAction(null)}
          testId="adm-reset-dialog"
        />
      )}
      {action === 'adjust' && <AdjustBalanceModal member={m} onClose={() => setAction(null)} />}
      {resetSent && (
        <Modal
          title={t('adm_reset_sent_title')}
          onClose={() => setResetSent(null)}
          testId="adm-reset-sent"
          closeLabel={t('adm_close')}
        >
          <div className="adm-confirm">
            <p data-testid="adm-reset-sent-text" data-channel={resetSent.channel}>
              {t(resetSent.channel === 'SMS' ? 'adm_reset_sent_sms' : 'adm_reset_sent_email', {
                destination: resetSent.destination,
              })}
            </p>
            <div className="adm-actions">
              <button type="button" className="adm-btn adm-btn--primary" onClick={() => setResetSent(null)}>
                {t('adm_done')}
              </button>
            </div>
          </div>
        </Modal>
      )}
    </section>
  );
}
