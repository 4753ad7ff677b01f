import { Link, useParams } from 'react-router';
import { PageShell } from '../../../lib/ui/PageShell';
import { DRAW_PAGE_SIZE, type LotteryDrawView } from '../api/lottery';
import { useGameNames } from '../hooks/useGameNames';
import { useDrawPushes, useDrawsOfGame } from '../hooks/useLottery';
import { useNearNumero } from '../hooks/useBetting';
import { usePageParam } from '../hooks/usePageParam';
import { DrawBalls } from './DrawBalls';
import { DrawVerify } from './DrawVerify';
import { formatDrawTime } from './format';
import { Pager } from './Pager';
import { useTranslation } from '../../../lib/i18n';

/** One issue: its commitment, revealed seed, published result and the in-browser check. */
export function FairnessCard({ draw }: { draw: LotteryDrawView }) {
  const { t } = useTranslation();
  return (
    <li className="lot-fair" data-testid="fairness-row">
      <div className="lot-draw__head">
        <span className="lot-draw__name">{t('lot_issue', { numero: draw.numero })}</span>
        <span className="lot-muted">{formatDrawTime(draw.drawTime)}</span>
      </div>
      <DrawBalls kind={draw.kind} winNo={draw.winNo} />
      <dl className="lot-fair__facts">
        <dt>{t('lot_seed_hash')}</dt>
        <dd>
          <code data-testid="seed-hash">{draw.seedHash}</code>
        </dd>
        <dt>{t('lot_seed')}</dt>
        <dd>
          <code data-testid="seed">{draw.seed}</code>
        </dd>
      </dl>
      <DrawVerify draw={draw} />
    </li>
  );
}

/** The issue open for bets now: its hash is public before the draw, so a player can record it. */
function OpenIssueCommitment({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const { near } = useNearNumero(gameCode);
  const open = near.data?.currentNumero;
  if (!open) return null;
  return (
    <section className="lot-panel lot-fair lot-fair--open" data-testid="open-issue">
      <h2 className="lot-panel__title">{t('lot_open_issue_title', { numero: open.numero })}</h2>
      <p className="lot-muted">{t('lot_open_issue_hint', { time: formatDrawTime(open.drawTime) })}</p>
      <dl className="lot-fair__facts">
        <dt>{t('lot_seed_hash')}</dt>
        <dd>
          <code data-testid="open-issue-hash">{open.seedHash}</code>
        </dd>
      </dl>
    </section>
  );
}

export function LotteryFairnessPage() {
  // A new draw appears as soon as it is pushed.
  useDrawPushes();
  const { t } = useTranslation();
  const gameCode = useParams().gameCode ?? '';
  const [page, setPage] = usePageParam();
  const draws = useDrawsOfGame(gameCode, page);
  const name = useGameNames()(gameCode);
  const list = draws.data?.list ?? [];
  return (
    <PageShell title={t('lot_fairness_title', { name })} testId="lottery-fairness">
      <p className="lot-links lot-links--top">
        <Link to="/lottery">{t('lot_back_lobby')}</Link>
        <Link to={`/lottery/results/${gameCode}`}>{t('lot_results')}</Link>
      </p>
      <p className="lot-intro">{t('lot_fairness_intro')}</p>
      <OpenIssueCommitment gameCode={gameCode} />
      {draws.isPending && <p className="lot-muted">{t('lot_loading')}</p>}
      {draws.isError && <p className="lot-muted">{t('lot_load_failed')}</p>}
      {draws.isSuccess && list.length === 0 && <p className="lot-muted">{t('lot_no_draws')}</p>}
      <ul className="lot-fairs">
        {list.map((draw) => (
          <FairnessCard key={draw.numero} draw={draw} />
        ))}
      </ul>
      <Pager page={page} hasNext={list.length === DRAW_PAGE_SIZE} onPage={setPage} />
    </PageShell>
  );
}
