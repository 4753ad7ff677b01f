import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  type ClaimResult,
  type RewardTask,
  type TaskKind,
  shareOf,
  tryDecimalToMinor,
} from '@platform/shared';
import { ApiError } from '../../../lib/api';
import { toasts } from '../../../lib/toast-store';
import { formatMoney } from '../../../lib/money/amounts';
import { useMoneyStyle } from '../../wallet';
import { ListState, Pager, WalletCard, formatTime } from '../../../lib/ui/list-parts';
import { claimTask } from '../api/promotion';
import { useClaim, useClaimList, useTasks } from '../hooks/useRewards';
import { VipProgress } from './VipProgress';
import { claimToastKey } from '../promo-events';
import { useTranslation } from '../../../lib/i18n';
import '../promotion.css';

/** The reward centre's tabs; their page ids are aliases of rewardCenter. */
export const REWARD_TABS = ['promoList', 'signInTask', 'newbieTask', 'rescueTask'] as const;
type RewardTab = (typeof REWARD_TABS)[number];
const TAB_KINDS: Record<Exclude<RewardTab, 'promoList'>, TaskKind> = {
  signInTask: 'SIGN_IN',
  newbieTask: 'NEWBIE',
  rescueTask: 'RESCUE',
};

function tabOf(page: string | null): RewardTab {
  return (REWARD_TABS as readonly string[]).includes(page ?? '') ? (page as RewardTab) : 'promoList';
}

/** Toast of a paid claim; shared by tasks, rebate, referral. */
export function useClaimToast() {
  const { t } = useTranslation();
  const style = useMoneyStyle();
  return {
    ok: (title: string, result: ClaimResult) =>
      toasts.show({
        kind: 'success',
        title: t('pr_claim_ok'),
        message: `${title} · ${formatMoney(result.amount, style)}`,
        key: claimToastKey(result.promotionId),
        testId: 'toast-claim-ok',
      }),
    failed: (error: unknown) =>
      toasts.show({
        kind: 'error',
        title: t('pr_claim_failed'),
        message: error instanceof ApiError ? error.message || t(error.code) : t('network_error'),
      }),
  };
}

function isMoneyMetric(metric: string): boolean {
  return metric !== 'DAILY_LOGIN';
}

function TaskCard({ task }: { task: RewardTask }) {
  const { t } = useTranslation();
  const style = useMoneyStyle();
  const toast = useClaimToast();
  const claim = useClaim(claimTask);
  // Amounts and counts alike are decimal strings of one unit, so their share needs no scale of its own.
  const unit = (value: string) => tryDecimalToMinor(value, style.currency) ?? 0n;
  const ratio = shareOf(unit(task.current), unit(task.target)) ?? (task.completed ? 1 : 0);
  const show = (value: string) => (isMoneyMetric(task.metric) ? formatMoney(value, style) : value);
  return (
    <li className="pr-task" data-testid="reward-task" data-id={task.promotionId}>
      <div className="pr-task__head">
        <span className="pr-task__title">{task.title}</span>
        <span className="pr-task__bonus">
          {task.ratePercent !== null
            ? t('pr_task_rate', { rate: task.ratePercent, amount: formatMoney(task.bonusAmount, style) })
            : formatMoney(task.bonusAmount, style)}
        </span>
      </div>
      <p className="pr-task__metric">{t(`pr_metric_${task.metric}`, { defaultValue: task.metric })}</p>
      <div
        className="pr-progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(ratio * 100)}
      >
        <span style={{ width: `${ratio * 100}%` }} />
      </div>
      <div className="pr-task__foot">
        <span className="pr-task__numbers">
          {show(task.current)} / {show(task.target)}
        </span>
        {task.claimed ? (
          <span className="pr-status pr-status--APPROVED">{t('pr_task_claimed')}</span>
        ) : task.flow === 'apply' ? (
          <Link className="btn btn--ghost btn--sm" to={`/promotion?id=${task.promotionId}`}>
            {t('pr_agree')}
          </Link>
        ) : (
          <button
            type="button"
            className="btn btn--gold btn--sm"
            disabled={!task.completed || claim.isPending}
            data-testid="task-claim"
            onClick={() =>
              claim.mutate(task.promotionId, {
                onSuccess: (result) => toast.ok(task.title, result),
                onError: toast.failed,
              })
            }
          >
            {task.completed ? t('pr_claim') : t('pr_task_in_progress')}
          </button>
        )}
      </div>
    </li>
  );
}

function TaskList({ kind }: { kind: TaskKind }) {
  const { t } = useTranslation();
  const tasks = useTasks(kind);
  const list = tasks.data ?? [];
  if (!list.length)
    return <ListState loading={tasks.isPending} failed={tasks.isError} empty={t('in_no_data')} />;
  return (
    <ul className="pr-tasks" data-testid="reward-tasks">
      {list.map((task) => (
        <TaskCard key={task.promotionId} task={task} />
      ))}
    </ul>
  );
}

const CLAIM_PAGE_SIZE = 10;

/** promoList: the member's applications and claims with their status. */
function ClaimList() {
  const { t } = useTranslation();
  const style = useMoneyStyle();
  const [page, setPage] = useState(1);
  const claims = useClaimList(page, CLAIM_PAGE_SIZE);
  const list = claims.data?.list ?? [];
  return (
    <>
      <p className="wallet-hint">
        {t('pr_claims_hint')} <Link to="/promotions">{t('page_promotions')}</Link>
      </p>
      {!list.length ? (
        <ListState loading={claims.isPending} failed={claims.isError} empty={t('in_no_data')} />
      ) : (
        <ul className="wallet-rows" data-testid="claim-list">
          {list.map((item) => (
            <li
              key={item.applicationId}
              className="wallet-row"
              data-testid="claim-row"
              data-status={item.status}
            >
              <div className="wallet-row__main">
                <span className="wallet-row__kind">{item.title}</span>
                <span className="wallet-row__amount">{formatMoney(item.bonusAmount, style)}</span>
              </div>
              <div className="wallet-row__meta">
                <span>{t(`pr_type_${item.promotionType}`)}</span>
                <span>{formatTime(item.createdAt)}</span>
                <span className={`pr-status pr-status--${item.status}`} data-testid="claim-status">
                  {t(`pr_status_${item.status}`)}
                </span>
              </div>
              {item.decisionRemarks && <p className="wallet-row__remarks">{item.decisionRemarks}</p>}
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        size={CLAIM_PAGE_SIZE}
        total={claims.data?.total ?? 0}
        onPage={setPage}
        testId="claim-pager"
      />
    </>
  );
}

/** rewardCenter (also signInTask, newbieTask, rescueTask, promoList): VIP progress and reward tabs. */
export function RewardCentre() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('page'));
  return (
    <div className="pr-rewards" data-testid="reward-centre" data-tab={tab}>
      <VipProgress />
      <div className="pr-tabs" role="tablist">
        {REWARD_TABS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            className={`pr-tabs__tab${tab === value ? ' pr-tabs__tab--on' : ''}`}
            data-testid={`reward-tab-${value}`}
            onClick={() => setParams({ page: value }, { replace: true })}
          >
            {t(`pr_tab_${value}`)}
          </button>
        ))}
      </div>
      <WalletCard title={t(`pr_tab_${tab}`)}>
        {tab === 'promoList' ? <ClaimList /> : <TaskList kind={TAB_KINDS[tab]} />}
      </WalletCard>
    </div>
  );
}
