import { useMoneyFormatter } from '../../../lib/currency';
import { formatWinTime } from '../../lottery';
import { useGameWinners } from '../hooks/useGames';
import { useTranslation } from '../../../lib/i18n';
import '../games.css';

/** The lobby's winner board (GET /wps/game/winnerBoard, at most 100 rows), newest first. */
export function GameWinnerBoard() {
  const { t } = useTranslation();
  const winners = useGameWinners();
  const money = useMoneyFormatter();
  const list = Array.isArray(winners.data) ? winners.data : [];
  return (
    <section className="gm-panel gm-winners" data-testid="game-winners" aria-labelledby="gm-winners-title">
      <h2 className="gm-panel__title" id="gm-winners-title">
        {t('gm_winner_title')}
      </h2>
      {winners.isPending && <p className="gm-muted">{t('gm_loading')}</p>}
      {winners.isError && <p className="gm-muted">{t('gm_load_failed')}</p>}
      {winners.isSuccess && list.length === 0 && <p className="gm-muted">{t('gm_winner_empty')}</p>}
      {list.length > 0 && (
        <>
          <div className="gm-winners__row gm-winners__head" aria-hidden="true">
            <span>{t('gm_winner_player')}</span>
            <span>{t('gm_winner_game')}</span>
            <span className="gm-winners__prize">{t('gm_winner_prize')}</span>
            <span className="gm-winners__time">{t('gm_winner_time')}</span>
          </div>
          <ol className="gm-winners__list" aria-label={t('gm_winner_title')} tabIndex={0}>
            {list.map((w, index) => (
              <li key={w.recordId || index} className="gm-winners__row" data-testid="game-winner-row">
                <span className="gm-winners__user">{w.userName}</span>
                <span className="gm-winners__game">{w.gameName}</span>
                <span className="gm-winners__prize gm-winners__amount">{money(w.winAmount)}</span>
                <time className="gm-muted gm-winners__time">{formatWinTime(w.time)}</time>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
