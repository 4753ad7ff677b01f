import type { GameView } from '@platform/shared';
import { GameArt } from './GameArt';
import { useTranslation } from '../../../lib/i18n';

export interface GameActions {
  onPlay: (game: GameView) => void;
  /** Absent while free play is off for the merchant (FREEPLAY3). */
  onTrial?: (game: GameView) => void;
  /** Absent where favourites are not offered (the popup list). */
  onFavourite?: (game: GameView) => void;
}

/** A demo exists when freeplay is 1 or supportPlay is 0 (two readings of one flag). */
export function offersTrial(game: Pick<GameView, 'freeplay' | 'supportPlay'>): boolean {
  return game.freeplay === 1 || game.supportPlay === 0;
}

export function GameTile({ game, onPlay, onTrial, onFavourite }: { game: GameView } & GameActions) {
  const { t } = useTranslation();
  const name = game.gameName || game.displayName;
  return (
    <li className="gm-game" data-testid="game-tile" data-game={game.gameName}>
      <div className="gm-game__art">
        <GameArt src={game.showIcon} name={name} className="gm-game__img" />
        {game.hot && <span className="gm-game__badge">{t('gm_hot_badge')}</span>}
        {onFavourite && (
          <button
            type="button"
            className={`gm-star${game.favourite ? ' gm-star--on' : ''}`}
            aria-pressed={game.favourite}
            aria-label={t(game.favourite ? 'gm_fav_remove' : 'gm_fav_add')}
            title={t(game.favourite ? 'gm_fav_remove' : 'gm_fav_add')}
            onClick={() => onFavourite(game)}
            data-testid="game-favourite"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9L12 2.8Z" />
            </svg>
          </button>
        )}
      </div>
      <div className="gm-game__name" title={name}>
        {name}
      </div>
      <div className="gm-game__actions">
        <button
          type="button"
          className="btn btn--gold btn--sm"
          onClick={() => onPlay(game)}
          data-testid="game-play"
        >
          {t('gm_play')}
        </button>
        {onTrial && offersTrial(game) && (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => onTrial(game)}
            data-testid="game-trial"
          >
            {t('gm_trial')}
          </button>
        )}
      </div>
    </li>
  );
}

export function GameGrid({
  games,
  compact,
  busy,
  ...actions
}: {
  games: GameView[];
  compact?: boolean;
  /** The previous list shown while the next one loads. */
  busy?: boolean;
} & GameActions) {
  return (
    <ul
      className={`gm-grid${compact ? ' gm-grid--compact' : ''}${busy ? ' gm-grid--busy' : ''}`}
      aria-busy={busy || undefined}
      data-testid="game-grid"
    >
      {games.map((game) => (
        <GameTile key={`${game.vendor}:${game.gameId}:${game.nodeId}`} game={game} {...actions} />
      ))}
    </ul>
  );
}

/** Page n of N with previous and next; hidden when everything fits on one page. */
export function GamePager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1 && page <= 1) return null;
  return (
    <nav className="gm-pager" data-testid="game-pager">
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        data-testid="pager-prev"
      >
        {t('gm_prev')}
      </button>
      <span className="gm-muted" data-testid="pager-status">
        {t('gm_page_of', { page, total: Math.max(page, totalPages) })}
      </span>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        data-testid="pager-next"
      >
        {t('gm_next')}
      </button>
    </nav>
  );
}
