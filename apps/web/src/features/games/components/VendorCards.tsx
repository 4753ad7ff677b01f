import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { VendorCard } from '@platform/shared';
import { useLaunchDeps } from '../hooks/useGameLauncher';
import { showMaintenance, startGame } from '../launch';
import { cardAction } from '../vendor-route';
import { GameArt } from './GameArt';
import { usePopupGames } from './PopupGameList';
import { useTranslation } from '../../../lib/i18n';

/** The click of a vendor card: a route, the popup list, a direct launch or the maintenance notice. */
export function useVendorCardClick() {
  const navigate = useNavigate();
  const deps = useLaunchDeps();
  const popup = usePopupGames();
  const onCard = useCallback(
    (card: VendorCard) => {
      const action = cardAction(card);
      if (action.kind === 'maintenance') showMaintenance(deps, card.maintenance);
      else if (action.kind === 'route') void navigate(action.to);
      else if (action.kind === 'popup') void popup.open(card);
      else
        void startGame({ gameId: card.gameId, vendor: card.accountTypeName, gameType: card.gameType }, deps);
    },
    [deps, navigate, popup],
  );
  return { onCard, popup: popup.element };
}

export function VendorCardView({ card, onClick }: { card: VendorCard; onClick: (card: VendorCard) => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`gm-vendor gm-vendor--${card.gameType.toLowerCase()}`}
      onClick={() => onClick(card)}
      data-testid={`vendor-card-${card.accountTypeName}`}
    >
      <GameArt src={card.lagerIcon || card.smallIcon} name={card.displayName} className="gm-vendor__art" />
      <span className="gm-vendor__name">{card.displayName}</span>
      {card.maintenance && <span className="gm-vendor__badge">{t('gm_maint_badge')}</span>}
    </button>
  );
}
