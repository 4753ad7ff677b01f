import { useState } from 'react';
import { Link } from 'react-router';
import { LOTTERY_MENU_GROUP_SIZE, type LotteryGameView } from '@platform/shared';
import { CountdownText } from './Countdown';
import { usePopularGames } from '../hooks/useBetting';
import { useLotteryCountdowns } from '../hooks/useLottery';
import { useTranslation } from '../../../lib/i18n';
import { useLobbyGroups } from '../hooks/useLobbyScope';
import '../betting.css';

/** Live-TV and normal lists show up to this many games each. */
export const LOBBY_LIST_SIZE = 5;

/** A lottery-menu game goes to its betting page on its default play type. */
export function gameLink(game: Pick<LotteryGameView, 'gameCode' | 'defaultPlayType'>): string {
  return `/lottery?playType=${encodeURIComponent(game.defaultPlayType)}&gameCode=${encodeURIComponent(game.gameCode)}`;
}

function GameTile({ game, remaining }: { game: LotteryGameView; remaining: number | null | undefined }) {
  const { t } = useTranslation();
  return (
    <Link to={gameLink(game)} className="lot-tile" data-testid={`lot-tile-${game.gameCode}`}>
      <span className="lot-tile__name">{game.remark}</span>
      <span className="lot-muted">{game.numero ? t('lot_issue', { numero: game.numero }) : ''}</span>
      <time className="lot-tile__clock">
        <CountdownText remaining={remaining} />
      </time>
    </Link>
  );
}

export function PopularGames() {
  const { t } = useTranslation();
  const popular = usePopularGames();
  const { games, remaining } = useLotteryCountdowns();
  // The popular list is read once a minute; the issue on each tile comes from the games list
  // the countdowns follow, so a tile never names an issue its clock has left behind.
  const current = new Map(games.data?.flatMap((g) => g.games).map((g) => [g.gameCode, g]) ?? []);
  return (
    <section className="lot-panel" data-testid="lottery-popular">
      <h2 className="lot-panel__title">{t('lot_popular_title')}</h2>
      {popular.isPending && <p className="lot-muted">{t('lot_loading')}</p>}
      {popular.isError && <p className="lot-muted">{t('lot_load_failed')}</p>}
      <div className="lot-tiles">
        {popular.data?.map((game) => (
          <GameTile
            key={game.gameCode}
            game={{ ...game, numero: current.get(game.gameCode)?.numero ?? game.numero }}
            remaining={remaining.get(game.gameCode)}
          />
        ))}
      </div>
    </section>
  );
}

/** Games with a live video draw, and the rest, up to five of each. */
export function LiveAndNormalLists() {
  const { t } = useTranslation();
  const { games, remaining } = useLotteryCountdowns();
  const all = useLobbyGroups(games.data).flatMap((g) => g.games);
  const live = all.filter((g) => g.liveVideoSwitch).slice(0, LOBBY_LIST_SIZE);
  const normal = all.filter((g) => !g.liveVideoSwitch).slice(0, LOBBY_LIST_SIZE);
  const list = (title: string, items: LotteryGameView[], testId: string) =>
    items.length > 0 && (
      <div className="lot-list" data-testid={testId}>
        <h3 className="lot-list__title">{title}</h3>
        <ul>
          {items.map((game) => (
            <li key={game.gameCode}>
              <Link to={gameLink(game)}>{game.remark}</Link>
              <time className="lot-muted">
                <CountdownText remaining={remaining.get(game.gameCode)} />
              </time>
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <>
      {list(t('lot_live_title'), live, 'lottery-live-list')}
      {list(t('lot_normal_title'), normal, 'lottery-normal-list')}
    </>
  );
}

/** The lottery menu: each group shows four games; a group with more unfolds the rest. */
export function LotteryMenu() {
  const { t } = useTranslation();
  const { games } = useLotteryCountdowns();
  const groups = useLobbyGroups(games.data);
  const [open, setOpen] = useState<Record<number, boolean>>({});
  return (
    <section className="lot-panel lot-menu" data-testid="lottery-menu">
      <h2 className="lot-panel__title">{t('lot_menu_title')}</h2>
      {groups.map((group) => {
        const unfolded = open[group.gameGroupId] ?? false;
        const extra = group.games.length - LOTTERY_MENU_GROUP_SIZE;
        const shown = unfolded ? group.games : group.games.slice(0, LOTTERY_MENU_GROUP_SIZE);
        return (
          <div key={group.gameGroupId} className="lot-menu__group" data-testid="lottery-menu-group">
            <h3 className="lot-list__title">{group.labelName}</h3>
            <div className="lot-menu__games">
              {shown.map((game) => (
                <Link key={game.gameCode} to={gameLink(game)} className="lot-menu__game">
                  {game.remark}
                </Link>
              ))}
            </div>
            {extra > 0 && (
              <button
                type="button"
                className="bet-link"
                data-testid="lottery-menu-unfold"
                aria-expanded={unfolded}
                onClick={() => setOpen((all) => ({ ...all, [group.gameGroupId]: !unfolded }))}
              >
                {unfolded ? t('lot_menu_less') : t('lot_menu_more', { count: extra })}
              </button>
            )}
          </div>
        );
      })}
      <LiveAndNormalLists />
    </section>
  );
}
