import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { GAME_PAGE_SIZE_POPUP, type VendorCard } from '@platform/shared';
import { Modal } from '../../../lib/ui/Modal';
import { dialogs } from '../../../lib/dialog-store';
import { getToken } from '../../../lib/session';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { fetchGames, gamesOf, type GameListParams } from '../api/games';
import { GAME_KEYS, useGameList } from '../hooks/useGames';
import { useGameActions } from '../hooks/useGameActions';
import { pageCount } from '../lobby';
import { GameGrid, GamePager } from './GameGrid';
import '../games.css';

function popupParams(vendor: VendorCard, pageNo: number): GameListParams {
  return {
    source: 'list',
    gameType: vendor.gameType,
    vassalage: vendor.accountTypeName,
    pageNo,
    pageSize: GAME_PAGE_SIZE_POPUP,
  };
}

/** The popup of a live-type vendor: 10 games a page with play and free trial. */
export function PopupGameList({ vendor, onClose }: { vendor: VendorCard; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const games = useGameList(popupParams(vendor, page));
  const actions = useGameActions();
  const list = gamesOf(games.data);
  return (
    <Modal
      title={vendor.displayName}
      onClose={onClose}
      size="wide"
      testId="popup-games"
      closeLabel={t('gm_close')}
    >
      {games.isError && <p className="gm-muted">{t('gm_load_failed')}</p>}
      <GameGrid
        games={list}
        compact
        busy={games.isPlaceholderData}
        onPlay={actions.onPlay}
        onTrial={actions.onTrial}
      />
      <GamePager page={page} totalPages={pageCount(games.data?.totalPages)} onPage={setPage} />
    </Modal>
  );
}

/**
 * Opens a vendor's popup only when it has games; closing it starts the next
 * opening at page 1 with nothing cached.
 */
export function usePopupGames() {
  const client = useQueryClient();
  const { t } = useTranslation();
  const [vendor, setVendor] = useState<VendorCard | null>(null);

  const open = useCallback(
    async (card: VendorCard) => {
      const params = popupParams(card, 1);
      try {
        const first = await client.fetchQuery({
          queryKey: GAME_KEYS.list(params, getToken(), currentLanguage()),
          queryFn: () => fetchGames(params),
        });
        if (gamesOf(first).length > 0) {
          setVendor(card);
          return;
        }
        dialogs.open({
          kind: 'info',
          message: t('in_no_data'),
          actions: [{ label: t('in_increase_submit'), primary: true }],
        });
      } catch {
        dialogs.open({
          kind: 'warning',
          message: t('gm_load_failed'),
          actions: [{ label: t('in_increase_submit'), primary: true }],
        });
      }
    },
    [client, t],
  );

  const close = useCallback(() => {
    if (vendor)
      client.removeQueries({
        queryKey: ['games', 'list', { vassalage: vendor.accountTypeName, pageSize: GAME_PAGE_SIZE_POPUP }],
      });
    setVendor(null);
  }, [client, vendor]);

  const element = vendor ? (
    <PopupGameList key={vendor.accountTypeName} vendor={vendor} onClose={close} />
  ) : null;
  return { open, element };
}
