import { Link, useParams } from 'react-router';
import { PageShell } from '../../../lib/ui/PageShell';
import { DRAW_PAGE_SIZE, type LotteryDrawView } from '../api/lottery';
import { DataTable, type Column } from '../../../lib/ui/DataTable';
import { useGameNames } from '../hooks/useGameNames';
import { useDrawPushes, useDrawsOfGame } from '../hooks/useLottery';
import { usePageParam } from '../hooks/usePageParam';
import { trendPath } from '../trend';
import { DrawBalls } from './DrawBalls';
import { formatDrawTime } from './format';
import { Pager } from './Pager';
import { useTranslation } from '../../../lib/i18n';

export function LotteryResultsPage() {
  // A new draw appears as soon as it is pushed.
  useDrawPushes();
  const { t } = useTranslation();
  const gameCode = useParams().gameCode ?? '';
  const [page, setPage] = usePageParam();
  const draws = useDrawsOfGame(gameCode, page);
  const name = useGameNames()(gameCode);
  const list = draws.data?.list ?? [];
  const columns: Column<LotteryDrawView>[] = [
    { key: 'issue', label: t('lot_col_issue'), render: (draw) => draw.numero },
    {
      key: 'time',
      label: t('lot_col_time'),
      render: (draw) => <span className="lot-muted">{formatDrawTime(draw.drawTime)}</span>,
    },
    {
      key: 'result',
      label: t('lot_col_result'),
      render: (draw) => <DrawBalls kind={draw.kind} winNo={draw.winNo} />,
    },
  ];
  return (
    <PageShell title={t('lot_results_title', { name })} testId="lottery-results">
      <p className="lot-links lot-links--top">
        <Link to="/lottery">{t('lot_back_lobby')}</Link>
        <Link to={`/lottery/fairness/${gameCode}`}>{t('lot_fairness')}</Link>
        <Link to={trendPath(gameCode)} data-testid="results-trend-link">
          {t('lot_trend_link')}
        </Link>
      </p>
      {draws.isPending && <p className="lot-muted">{t('lot_loading')}</p>}
      {draws.isError && <p className="lot-muted">{t('lot_load_failed')}</p>}
      {draws.isSuccess && list.length === 0 && <p className="lot-muted">{t('lot_no_draws')}</p>}
      {list.length > 0 && (
        <DataTable
          columns={columns}
          rows={list}
          rowKey={(draw) => draw.numero}
          testId="results-table"
          rowTestId="result-row"
          className="lot-table"
        />
      )}
      <Pager page={page} hasNext={list.length === DRAW_PAGE_SIZE} onPage={setPage} />
    </PageShell>
  );
}
