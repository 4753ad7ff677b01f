import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { VENDOR_TABS_SCROLL_ABOVE, type GameType, type VendorCard } from '@platform/shared';
import { useSession } from '../../../lib/session';
import { PageShell } from '../../../lib/ui/PageShell';
import { gameLabelKey, isEntryType, offeredEntryTypes } from '../game-types';
import { gamesOf } from '../api/games';
import { useGameActions } from '../hooks/useGameActions';
import { useLaunchDeps } from '../hooks/useGameLauncher';
import { useGameList, useOfferedGameTypes, useVendors } from '../hooks/useGames';
import { askToLogIn } from '../launch';
import {
  CLASSIFY_FILTERS,
  TYPE_ROUTES,
  lobbyListParams,
  pageCount,
  sameTab,
  tabFromParam,
  tabNeedsLogin,
  tabToParam,
  type ClassifyFilter,
  type LobbyTab,
  type SpecialTab,
} from '../lobby';
import { GameGrid, GamePager } from './GameGrid';
import { GameWinnerBoard } from './GameWinnerBoard';
import { OfferedCategoryLinks } from './OfferedCategoryLinks';
import { useRecommended } from './RecommendedModal';
import { VendorCardView, useVendorCardClick } from './VendorCards';
import { useTranslation } from '../../../lib/i18n';
import '../games.css';

const SPECIAL: readonly SpecialTab[] = ['hot', 'recent', 'favourite'];
const SPECIAL_LABEL: Record<SpecialTab, string> = {
  hot: 'gm_tab_hot',
  recent: 'gm_tab_recent',
  favourite: 'gm_tab_favourite',
};

function vendorsOfType(vendors: readonly VendorCard[] | undefined, type: GameType): VendorCard[] {
  return (vendors ?? []).filter((v) => v.gameType === type);
}

/** Vendor tabs; more than 8 scroll sideways instead of wrapping. */
export function VendorTabs({
  vendors,
  tab,
  onTab,
}: {
  vendors: VendorCard[];
  tab: LobbyTab;
  onTab: (tab: LobbyTab) => void;
}) {
  const { t } = useTranslation();
  const scroll = vendors.length > VENDOR_TABS_SCROLL_ABOVE;
  return (
    <div
      className={`gm-tabs gm-tabs--vendors${scroll ? ' gm-tabs--scroll' : ''}`}
      role="tablist"
      aria-label={t('gm_vendors')}
      data-testid="vendor-tabs"
    >
      {vendors.map((vendor) => {
        const on = tab.kind === 'vendor' && tab.vendor === vendor.accountTypeName;
        return (
          <button
            key={vendor.accountTypeName}
            type="button"
            role="tab"
            aria-selected={on}
            className={`gm-tab${on ? ' gm-tab--on' : ''}`}
            onClick={() => onTab({ kind: 'vendor', vendor: vendor.accountTypeName })}
            data-testid={`vendor-tab-${vendor.accountTypeName}`}
          >
            {vendor.displayName}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The electronic game lobby: vendor tabs, hot / recent / favourite, classes,
 * name search, 40 a page, favourites, free trial, recommended games and the winner board.
 */
export function ElectronicLobby({ gameType = 'RNG', title }: { gameType?: GameType; title: string }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const [params, setParams] = useSearchParams();
  const vendors = useVendors();
  const typeVendors = vendorsOfType(vendors.data, gameType);
  const tab = tabFromParam(params.get('page'), typeVendors);
  const [classify, setClassify] = useState<ClassifyFilter>('');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const deps = useLaunchDeps();
  const actions = useGameActions();
  const recommended = useRecommended();

  const memberOnly = tabNeedsLogin(tab);
  const blocked = memberOnly && !token;
  const listParams = lobbyListParams({ gameType, tab, classify, search, pageNo });
  const ready = vendors.isSuccess || vendors.isError;
  const games = useGameList(listParams, ready && !blocked);
  const list = gamesOf(games.data);

  const selectTab = (next: LobbyTab) => {
    if (tabNeedsLogin(next) && !token) {
      askToLogIn(deps);
      return;
    }
    if (sameTab(next, tab)) return;
    setPageNo(1);
    setParams({ page: tabToParam(next) });
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setTyped(typed.trim());
    setSearch(typed.trim());
    setPageNo(1);
  };

  return (
    <PageShell title={title} testId="game-lobby">
      <div className="gm-lobby">
        <div className="gm-lobby__main">
          {vendors.isError && <p className="gm-muted">{t('gm_load_failed')}</p>}
          {typeVendors.length > 0 && <VendorTabs vendors={typeVendors} tab={tab} onTab={selectTab} />}
          <div className="gm-toolbar">
            <div className="gm-tabs" role="tablist" data-testid="special-tabs">
              {SPECIAL.map((kind) => {
                const on = tab.kind === kind;
                return (
                  <button
                    key={kind}
                    type="button"
                    role="tab"
                    aria-selected={on}
                    className={`gm-tab gm-tab--pill${on ? ' gm-tab--on' : ''}`}
                    onClick={() => selectTab({ kind })}
                    data-testid={`tab-${kind}`}
                  >
                    {t(SPECIAL_LABEL[kind])}
                  </button>
                );
              })}
              <button
                type="button"
                className="gm-tab gm-tab--pill gm-tab--accent"
                disabled={recommended.loading}
                onClick={() => void recommended.open(tab.kind === 'vendor' ? tab.vendor : undefined)}
                data-testid="open-recommended"
              >
                {t('gm_recommended')}
              </button>
            </div>
            <form className="gm-search" role="search" onSubmit={onSearch}>
              <input
                className="form-input gm-search__input"
                type="search"
                value={typed}
                maxLength={60}
                aria-label={t('gm_search_label')}
                placeholder={t('gm_search_placeholder')}
                onChange={(event) => setTyped(event.target.value)}
                data-testid="game-search"
              />
              <button type="submit" className="btn btn--gold btn--sm" data-testid="game-search-submit">
                {t('gm_search')}
              </button>
            </form>
          </div>
          <div
            className="gm-classes"
            role="radiogroup"
            aria-label={t('gm_category')}
            data-testid="classify-filter"
          >
            {CLASSIFY_FILTERS.map((value) => (
              <button
                key={value || 'all'}
                type="button"
                role="radio"
                aria-checked={classify === value}
                className={`gm-class${classify === value ? ' gm-class--on' : ''}`}
                onClick={() => {
                  setClassify(value);
                  setPageNo(1);
                }}
                data-testid={`classify-${value || 'all'}`}
              >
                {t(`gm_classify_${value || 'all'}`)}
              </button>
            ))}
          </div>
          {blocked ? (
            <div className="gm-login-needed" data-testid="login-needed">
              <p>{t('gm_login_for_list')}</p>
              <button type="button" className="btn btn--gold btn--sm" onClick={() => deps.openLogin()}>
                {t('login')}
              </button>
            </div>
          ) : (
            <>
              {games.isPending && <p className="gm-muted">{t('gm_loading')}</p>}
              {games.isError && <p className="gm-muted">{t('gm_load_failed')}</p>}
              {games.isSuccess && list.length === 0 && (
                <p className="gm-muted gm-empty" data-testid="games-empty">
                  {t('gm_empty')}
                </p>
              )}
              {games.isSuccess && list.length > 0 && (
                <p className="gm-muted gm-total" data-testid="games-total">
                  {t('gm_total', { count: games.data.total ?? list.length })}
                </p>
              )}
              <GameGrid games={list} busy={games.isPlaceholderData} {...actions} />
              <GamePager page={pageNo} totalPages={pageCount(games.data?.totalPages)} onPage={setPageNo} />
            </>
          )}
        </div>
        <aside className="gm-lobby__side">
          <GameWinnerBoard />
        </aside>
      </div>
      {recommended.element}
    </PageShell>
  );
}

/**
 * The list page of a popup-type product (live, fishing, card games, sports): its vendors, each
 * opening its popup list; ?page={accountTypeName} opens that vendor's popup on arrival.
 */
export function VendorTypePage({ gameType, title }: { gameType: GameType; title: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const vendors = useVendors();
  const { onCard, popup } = useVendorCardClick();
  const cards = vendorsOfType(vendors.data, gameType);
  const wanted = params.get('page');
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!wanted || opened.current === wanted) return;
    const card = cards.find((c) => c.accountTypeName.toLowerCase() === wanted.toLowerCase());
    if (!card) return;
    opened.current = wanted;
    onCard(card);
  }, [wanted, cards, onCard]);
  return (
    <PageShell title={title} testId="game-type-page">
      {vendors.isPending && <p className="gm-muted">{t('gm_loading')}</p>}
      {vendors.isError && <p className="gm-muted">{t('gm_load_failed')}</p>}
      {vendors.isSuccess && cards.length === 0 && (
        <p className="gm-muted gm-empty" data-testid="vendors-empty">
          {t('gm_no_vendors')}
        </p>
      )}
      <div className="gm-vendor-grid" data-testid="type-vendors">
        {cards.map((card) => (
          <VendorCardView key={card.cardId} card={card} onClick={onCard} />
        ))}
      </div>
      {popup}
    </PageShell>
  );
}

/**
 * A category the merchant offers nothing in (no enabled vendor with an enabled game), reached by
 * an old link or a typed address: says so, and leads on to the categories there are.
 */
export function CategoryUnavailable({ title }: { title: string }) {
  const { t } = useTranslation();
  const others = offeredEntryTypes(useOfferedGameTypes());
  return (
    <PageShell title={title} testId="category-unavailable">
      <div className="notice-card gm-unavailable" data-testid="category-unavailable-notice">
        <p className="notice-card__lead">{t('gm_category_unavailable', { name: title })}</p>
        <p className="notice-card__detail">
          {others.length ? t('gm_category_try_other') : t('gm_category_none_open')}
        </p>
        <OfferedCategoryLinks testId="category-alternatives" />
        <Link className="btn btn--ghost" to="/" data-testid="category-unavailable-home">
          {t('back_home')}
        </Link>
      </div>
    </PageShell>
  );
}

/** A game-type route (/electron, /rng, /live, ...): the slots lobby or the type's vendor list. */
export function GameTypePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const gameType = TYPE_ROUTES[pathname.toLowerCase()] ?? 'RNG';
  const title =
    pathname === '/electron'
      ? t('page_electron')
      : pathname === '/casino'
        ? t('game_casino')
        : isEntryType(gameType)
          ? t(gameLabelKey(gameType))
          : gameType;
  const offered = useOfferedGameTypes();
  if (offered && !offered.has(gameType)) return <CategoryUnavailable key={pathname} title={title} />;
  if (gameType === 'RNG') return <ElectronicLobby key={pathname} gameType="RNG" title={title} />;
  return <VendorTypePage key={pathname} gameType={gameType} title={title} />;
}
