import { useQuery } from '@tanstack/react-query';
import { ISSUE_STATUSES, lotteryAdminApi } from '@platform/shared';
import {
  DateRangePicker,
  ListFilters,
  Money,
  PagedTable,
  formatDateTime,
  notify,
  tableProps,
  useAdminList,
  useDraftFilters,
  type DayRange,
} from '../../ui';
import { lotteryAdmin } from '../api/lottery-admin';
import { OpsHead, StatusBadge } from '../FormModal';
import { listKey, useConfirm, useOpsMutation } from '../use-ops';
import { canVoid, drawTimeBounds } from './lottery-rules';
import { useTranslation } from '../../../../lib/i18n';
import '../ops.css';

interface IssueFilters {
  gameId: string;
  status: string;
  range: DayRange;
}
const NO_FILTERS: IssueFilters = { gameId: '', status: '', range: { from: '', to: '' } };
const STATUS_TONE = { open: 'wait', drawn: 'on', settled: 'on', voided: 'off' } as const;

/** Issues with their fairness data (committed hash, revealed seed, result) and bets; void an open one. */
export function LotteryIssuesPage() {
  const { t } = useTranslation();
  const games = useQuery({
    queryKey: [...listKey(lotteryAdminApi.games), 'all'],
    queryFn: lotteryAdmin.games,
  });
  const bar = useDraftFilters(NO_FILTERS);
  const { filters } = bar;
  const list = useAdminList(lotteryAdminApi.issues, {
    gameId: filters.gameId || undefined,
    status: filters.status || undefined,
    ...drawTimeBounds(filters.range),
  });
  const gameChoices = (games.data?.list ?? []).map((g) => [String(g.id), g.name] as const);
  const [ask, confirmDialog] = useConfirm('ops-void-confirm');
  const voidIssue = useOpsMutation((id: number) => lotteryAdmin.voidIssue(id), {
    invalidate: listKey(lotteryAdminApi.issues),
    // The confirm step tells the outcome with the refund figures.
    done: null,
  });

  return (
    <div data-testid="ops-lottery-issues">
      <OpsHead title={t('ops_page_lottery_issues')} />
      <ListFilters
        testId="ops-issues"
        bar={bar}
        fields={[
          { key: 'gameId', id: 'game', label: t('ops_game'), choices: gameChoices },
          { key: 'status', label: t('ops_status'), choices: ISSUE_STATUSES, textPrefix: 'ops_issue_' },
        ]}
      >
        <DateRangePicker {...bar.field('range')} testId="ops-issues-range" presets={false} />
      </ListFilters>
      <PagedTable
        testId="ops-issues-table"
        rowKey={(i) => i.id}
        rowProps={(i) => ({ 'data-numero': i.numero, 'data-status': i.status })}
        {...tableProps(list)}
        columns={[
          {
            key: 'issue',
            header: t('ops_issue'),
            nowrap: true,
            render: (i) => (
              <span>
                <span className="adm-mono">{i.numero}</span>
                <br />
                <span className="adm-muted">{i.gameCode}</span>
              </span>
            ),
          },
          {
            key: 'status',
            header: t('ops_status'),
            render: (i) => <StatusBadge tone={STATUS_TONE[i.status]} label={t(`ops_issue_${i.status}`)} />,
          },
          {
            key: 'times',
            header: t('ops_times'),
            nowrap: true,
            render: (i) => (
              <span className="adm-muted">
                {t('ops_open_at', { time: formatDateTime(i.openTime) })}
                <br />
                {t('ops_lock_at', { time: formatDateTime(i.lockTime) })}
                <br />
                {t('ops_draw_at', { time: formatDateTime(i.drawTime) })}
              </span>
            ),
          },
          {
            key: 'fairness',
            header: t('ops_fairness'),
            render: (i) => (
              <dl className="ops-kv">
                <dt>{t('ops_seed_hash')}</dt>
                <dd className="adm-mono" data-testid="ops-issue-hash">
                  {i.seedHash}
                </dd>
                <dt>{t('ops_seed')}</dt>
                <dd className="adm-mono">{i.seed ?? t('ops_seed_hidden')}</dd>
                <dt>{t('ops_result')}</dt>
                <dd className="adm-mono">{i.winNo ?? '-'}</dd>
              </dl>
            ),
          },
          {
            key: 'bets',
            header: t('ops_bets'),
            align: 'end',
            nowrap: true,
            render: (i) => (
              <span>
                {t('ops_bet_count', { count: i.betCount })}
                <br />
                <Money amount={i.betAmount} />
              </span>
            ),
          },
          {
            key: 'payout',
            header: t('ops_payout'),
            align: 'end',
            nowrap: true,
            render: (i) => <Money amount={i.payoutAmount} />,
          },
          {
            key: 'actions',
            header: t('ops_actions'),
            render: (i) =>
              canVoid(i) ? (
                <button
                  type="button"
                  className="adm-btn adm-btn--danger adm-btn--sm"
                  onClick={() =>
                    ask({
                      title: t('ops_void_title', { numero: i.numero }),
                      message: t('ops_confirm_void', { count: i.betCount, amount: i.betAmount }),
                      confirmLabel: t('ops_void'),
                      danger: true,
                      onConfirm: async () => {
                        const result = await voidIssue.mutateAsync(i.id);
                        notify.success(
                          t('ops_voided'),
                          t('ops_void_result', { count: result.voidedBets, amount: result.refundAmount }),
                        );
                      },
                    })
                  }
                  data-testid="ops-issue-void"
                >
                  {t('ops_void')}
                </button>
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
