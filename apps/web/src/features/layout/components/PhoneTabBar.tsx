import { NavLink } from 'react-router';
import type { UiKey } from '../../../lib/i18n/ui';
import { useOfferedGameTypes } from '../../games';
import { NavIcon, type NavIconName } from './nav-icons';
import { useTranslation } from '../../../lib/i18n';

interface Tab {
  to: string;
  label: UiKey;
  icon: NavIconName;
  end?: boolean;
  /** A game type's tab shows only where the merchant offers that type. */
  gameType?: string;
}

/** Slots are the games most members open; the other kinds are one tap away in the menu. */
export const PHONE_TABS: readonly Tab[] = [
  { to: '/', label: 'nav_home', icon: 'home', end: true },
  { to: '/lottery', label: 'game_lott', icon: 'lottery', gameType: 'LOTT' },
  { to: '/rng', label: 'nav_games', icon: 'games', gameType: 'RNG' },
  { to: '/promotions', label: 'page_promotions', icon: 'promotions' },
  { to: '/member', label: 'nav_me', icon: 'me' },
];

/**
 * The phone's fixed bottom bar (CSS shows it only on narrow screens). "Me" opens the member
 * centre, which sends visitors to log in first.
 */
/** The tabs to show: a game type's only once it is known to be offered. */
export function phoneTabs(offered: ReadonlySet<string> | null): Tab[] {
  return PHONE_TABS.filter((tab) => !tab.gameType || Boolean(offered?.has(tab.gameType)));
}

export function PhoneTabBar() {
  const { t } = useTranslation();
  const tabs = phoneTabs(useOfferedGameTypes());
  return (
    <nav className="tab-bar" aria-label={t('nav_tabs')} data-testid="tab-bar">
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          className="tab-bar__tab"
          data-testid={`tab-${tab.icon}`}
        >
          <NavIcon name={tab.icon} className="tab-bar__icon" />
          <span className="tab-bar__label">{t(tab.label)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
