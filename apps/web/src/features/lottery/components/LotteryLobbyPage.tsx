import { useMemo } from 'react';
import { Link } from 'react-router';
import { PageShell } from '../../../lib/ui/PageShell';
import { CountdownText } from './Countdown';
import { useGameNames } from '../hooks/useGameNames';
import { useLatestDraws, useLotteryCountdowns } from '../hooks/useLottery';
import { trendPath } from '../trend';
import { DrawBalls } from './DrawBalls';
import { formatDrawTime } from './format';
import { WinnerBoard } from './WinnerBoard';
import { LotteryMenu, PopularGames, gameLink } from './LobbyLists';
import { QuickBet } from './QuickBet';
import { useTranslation } from '../../../lib/i18n';
import { LobbyScope, useLobbyGroups } from '../hooks/useLobbyScope';

function LatestResults() {
  const { t } = useTranslation();
  const draws = useLatestDraws();
  const nameOf = useGameNames();
  return (
    <section className="lot-panel" data-testid="lottery-latest">
      <h2 className="lot-panel__title">{t('lot_latest_title')}</h2>
      {draws.isPending && <p className="lot-muted">{t('lot_loading')}</p>}
      {draws.isError && <p className="lot-muted">{t('lot_load_failed')}</p>}
      {draws.data?.length === 0 && <p className="lot-muted">{t('lot_no_draws')}</p>}
      <ul className="lot-draws">
        {draws.data?.map((draw) => (
          <li key={`${draw.gameCode}:${draw.numero}`} className="lot-draw" data-testid="latest-draw">
            <div className="lot-draw__head">
              <span className="lot-draw__name">{nameOf(draw.gameCode)}</span>
              <span className="lot-muted">{t('lot_issue', { numero: draw.numero })}</span>
            </div>
            <DrawBalls kind={draw.kind} winNo={draw.winNo} compact />
            <div className="lot-draw__foot">
              <span className="lot-muted">{formatDrawTime(draw.drawTime)}</span>
              <span className="lot-links">
                <Link to={`/lottery/results/${draw.gameCode}`}>{t('lot_results')}</Link>
                <Link
                  to={`/lottery/fairness/${draw.gameCode}`}
                  data-testid={`fairness-link-${draw.gameCode}`}
                >
                  {t('lot_fairness')}
                </Link>
                <Link to={trendPath(draw.gameCode)}>{t('lot_trend_link')}</Link>
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Countdowns() {
  const { t } = useTranslation();
  const { games, remaining } = useLotteryCountdowns();
  const all = useLobbyGroups(games.data).flatMap((group) => group.games);
  return (
    <section className="lot-panel" data-testid="lottery-countdowns">
      <h2 className="lot-panel__title">{t('lot_countdown_title')}</h2>
      {games.isPending && <p className="lot-muted">{t('lot_loading')}</p>}
      {games.isError && <p className="lot-muted">{t('lot_load_failed')}</p>}
      {games.isSuccess && all.length === 0 && <p className="lot-muted">{t('lot_no_games')}</p>}
      <ul className="lot-countdowns">
        {all.map((game) => (
          <li key={game.gameCode} className="lot-countdown" data-testid={`countdown-${game.gameCode}`}>
            <div className="lot-countdown__game">
              <Link className="lot-draw__name" to={gameLink(game)} data-testid="countdown-bet-link">
                {game.remark}
              </Link>
              <span className="lot-muted">{game.numero ? t('lot_issue', { numero: game.numero }) : ''}</span>
            </div>
            <div className="lot-countdown__clock">
              <span className="lot-muted">{t('lot_closes_in')}</span>
              <time className="lot-clock" data-testid="countdown-clock">
                <CountdownText remaining={remaining.get(game.gameCode)} />
              </time>
            </div>
            <span className="lot-links">
              <Link to={`/lottery/results/${game.gameCode}`}>{t('lot_results')}</Link>
              <Link to={`/lottery/fairness/${game.gameCode}`}>{t('lot_fairness')}</Link>
              <Link to={trendPath(game.gameCode)} data-testid={`trend-link-${game.gameCode}`}>
                {t('lot_trend_link')}
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The lobby; a link's lottoGameGroup and lMode narrow its countdowns and menu to that group and mode. */
export function LotteryLobbyPage({
  group = null,
  mode = null,
}: {
  group?: string | null;
  mode?: number | null;
}) {
  const { t } = useTranslation();
  const scope = useMemo(() => ({ group, mode }), [group, mode]);
  return (
    <LobbyScope.Provider value={scope}>
      <PageShell title={t('page_lottery')} testId="lottery-lobby">
        <div className="lot-lobby">
          <QuickBet />
          <PopularGames />
          <LatestResults />
          <Countdowns />
          <LotteryMenu />
          <WinnerBoard />
        </div>
      </PageShell>
    </LobbyScope.Provider>
  );
}
