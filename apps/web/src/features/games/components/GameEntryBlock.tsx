import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { LANE_VENDOR_COUNT, type VendorLane } from '@platform/shared';
import { dialogs } from '../../../lib/dialog-store';
import { ENTRY_GAME_TYPES, gameLabelKey, gameRoute, type EntryGameType } from '../game-types';
import { useLanes } from '../hooks/useGames';
import { typeListRoute } from '../vendor-route';
import { usePopularGames } from '../../lottery';
import { gameLink } from '../../lottery';
import { GameArt } from './GameArt';
import { GameIcon } from './GameIcon';
import { VendorCardView, useVendorCardClick } from './VendorCards';
import { useTranslation } from '../../../lib/i18n';
import '../games.css';

function isEntryType(type: string): type is EntryGameType {
  return (ENTRY_GAME_TYPES as readonly string[]).includes(type);
}

/** True once the lanes are known and none of them is the lottery's. */
export function lotteryLaneMissing(lanes: readonly VendorLane[] | undefined): boolean {
  return lanes !== undefined && !lanes.some((lane) => lane.gameType === 'LOTT' && lane.cards.length > 0);
}

/** Game entry tiles: each pushes the route of its lower-cased type. */
export function GameEntryTiles() {
  const { t } = useTranslation();
  const lanes = useLanes();
  const onTile = (event: MouseEvent<HTMLAnchorElement>, type: EntryGameType) => {
    if (type !== 'LOTT' || !lotteryLaneMissing(lanes.data)) return;
    event.preventDefault();
    dialogs.open({
      kind: 'info',
      key: 'in_stay_tuned',
      message: t('in_stay_tuned'),
      actions: [{ label: t('in_increase_submit'), primary: true }],
    });
  };
  return (
    <section className="container section" aria-labelledby="home-games-title">
      <h2 className="section__title" id="home-games-title">
        {t('home_games_title')}
      </h2>
      <ul className="tiles" data-testid="game-tiles">
        {ENTRY_GAME_TYPES.map((type) => (
          <li key={type}>
            <Link
              className={`tile tile--${type.toLowerCase()}`}
              to={gameRoute(type)}
              onClick={(event) => onTile(event, type)}
              data-testid={`game-tile-${type.toLowerCase()}`}
            >
              <GameIcon type={type} />
              <span className="tile__label">{t(gameLabelKey(type))}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The lottery lane's one card: the most popular lottery game, opening its betting page. */
function PopularLotteryCard() {
  const popular = usePopularGames();
  const game = popular.data?.[0];
  if (!game) return null;
  return (
    <Link className="gm-vendor gm-vendor--lott" to={gameLink(game)} data-testid="lane-popular-lottery">
      <GameArt src={game.webIconUrl} name={game.remark} className="gm-vendor__art" />
      <span className="gm-vendor__name">{game.remark}</span>
    </Link>
  );
}

/**
 * Game entry block: one lane per product type with its first 3 vendors and
 * More; the lottery lane shows its one most popular game.
 */
export function GameLanes() {
  const { t } = useTranslation();
  const lanes = useLanes();
  const { onCard, popup } = useVendorCardClick();
  const shown = (lanes.data ?? []).filter((lane) => lane.cards.length > 0);
  if (lanes.isError || (lanes.isSuccess && shown.length === 0)) return null;
  return (
    <section
      className="container section gm-lanes"
      aria-labelledby="home-lanes-title"
      data-testid="game-lanes"
    >
      <h2 className="section__title" id="home-lanes-title">
        {t('gm_lanes_title')}
      </h2>
      {lanes.isPending && <p className="gm-muted">{t('gm_loading')}</p>}
      <div className="gm-lanes__list">
        {shown.map((lane) => (
          <article
            key={lane.gameType}
            className={`gm-lane gm-lane--${lane.gameType.toLowerCase()}`}
            data-testid={`game-lane-${lane.gameType.toLowerCase()}`}
          >
            <header className="gm-lane__head">
              <h3 className="gm-lane__title">
                {isEntryType(lane.gameType) && <GameIcon type={lane.gameType} />}
                {isEntryType(lane.gameType) ? t(gameLabelKey(lane.gameType)) : lane.title}
              </h3>
              <Link
                className="gm-lane__more"
                to={typeListRoute(lane.gameType)}
                data-testid={`lane-more-${lane.gameType.toLowerCase()}`}
              >
                {t('gm_more')}
              </Link>
            </header>
            <div className="gm-lane__cards">
              {lane.gameType === 'LOTT' ? (
                <PopularLotteryCard />
              ) : (
                lane.cards
                  .slice(0, LANE_VENDOR_COUNT)
                  .map((card) => <VendorCardView key={card.cardId} card={card} onClick={onCard} />)
              )}
            </div>
          </article>
        ))}
      </div>
      {popup}
    </section>
  );
}
