import { Link } from 'react-router';
import { gameLabelKey, gameRoute, offeredEntryTypes } from '../game-types';
import { useOfferedGameTypes } from '../hooks/useGames';
import { GameIcon } from './GameIcon';
import { useTranslation } from '../../../lib/i18n';

/**
 * A tile per game type the merchant offers, each opening its page (the home page's entry tiles,
 * and the way on from a page with nothing to show). Nothing while the offer is unknown.
 */
export function OfferedCategoryLinks({ testId = 'game-tiles' }: { testId?: string }) {
  const { t } = useTranslation();
  const types = offeredEntryTypes(useOfferedGameTypes());
  if (!types.length) return null;
  return (
    <ul className="tiles" data-testid={testId}>
      {types.map((type) => (
        <li key={type}>
          <Link
            className={`tile tile--${type.toLowerCase()}`}
            to={gameRoute(type)}
            data-testid={`game-tile-${type.toLowerCase()}`}
          >
            <GameIcon type={type} />
            <span className="tile__label">{t(gameLabelKey(type))}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
