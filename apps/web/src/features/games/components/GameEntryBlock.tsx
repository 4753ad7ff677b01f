import { Link } from 'react-router';
import { LANE_VENDOR_COUNT, type VendorLane } from '@platform/shared';
import { gameLabelKey, isEntryType } from '../game-types';
import { useLanes, useOfferedGameTypes } from '../hooks/useGames';
import { typeListRoute } from '../vendor-route';
import { usePopularGames } from '../../lottery';
import { gameLink } from '../../lottery';
import { GameArt } from './GameArt';
import { GameIcon } from './GameIcon';
import { OfferedCategoryLinks } from './OfferedCategoryLinks';
import { VendorCardView, useVendorCardClick } from './VendorCards';
import { useTranslation } from '../../../lib/i18n';
import '../games.css';

/**
 * The lanes worth showing: those with vendor cards, of a type the merchant offers (an enabled
 * vendor with an enabled game); none while the offer is unknown.
 */
export function shownLanes(
  lanes: readonly VendorLane[] | undefined,
  offered: ReadonlySet<string> | null,
): VendorLane[] {
  if (!offered) return [];
  return (lanes ?? []).filter((lane) => lane.cards.length > 0 && offered.has(lane.gameType));
}

/** Game entry tiles: one per type the merchant offers, each opening its page. */
export function GameEntryTiles() {
  const { t } = useTranslation();
  const offered = useOfferedGameTypes();
  if (offered && offered.size === 0) return null;
  return (
    <section className="container section" aria-labelledby="home-games-title">
      <h2 className="section__title" id="home-games-title">
        {t('home_games_title')}
      </h2>
      <OfferedCategoryLinks />
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
  const offered = useOfferedGameTypes();
  const shown = shownLanes(lanes.data, offered);
  if (lanes.isError || (lanes.isSuccess && offered && shown.length === 0)) return null;
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
