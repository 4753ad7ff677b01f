import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { NavLink, useLocation } from 'react-router';
import { useDismiss } from '../../../lib/ui/use-dismiss';
import { LanguageSwitch } from './LanguageSwitch';
import { NavIcon } from './nav-icons';
import { SERVICE_LINKS, sectionLinks, type SiteLink } from './site-links';
import { useOfferedGameTypes } from '../../games';
import { useTranslation } from '../../../lib/i18n';

function DrawerLink({ link }: { link: SiteLink }) {
  const { t } = useTranslation();
  return (
    <NavLink
      to={link.to}
      end={link.end}
      className="nav-drawer__link"
      data-testid={link.testId && `drawer-${link.testId}`}
    >
      {t(link.label)}
    </NavLink>
  );
}

/**
 * The phone's menu (CSS shows its button only on narrow screens): every section and service
 * page by its whole name, where the header has no room for them.
 */
export function NavDrawer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const offered = useOfferedGameTypes();
  const { pathname, search } = useLocation();

  useEffect(() => setOpen(false), [pathname, search]);
  // The panel lives outside the toggle's element, so presses inside either keep it open.
  useDismiss(open, layerRef, () => setOpen(false), rootRef);

  return (
    <div className="nav-drawer" ref={rootRef}>
      <button
        type="button"
        className="nav-drawer__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('menu')}
        data-testid="nav-drawer-toggle"
        onClick={() => setOpen((value) => !value)}
      >
        <NavIcon name="menu" />
      </button>
      {/* The header's backdrop filter would confine a fixed panel to the header's box. */}
      {open &&
        createPortal(
          <div className="nav-drawer__layer" ref={layerRef}>
            <div className="nav-drawer__scrim" aria-hidden="true" onClick={() => setOpen(false)} />
            <nav className="nav-drawer__panel" id={panelId} aria-label={t('menu')} data-testid="nav-drawer">
              <div className="nav-drawer__group">
                {sectionLinks(offered).map((link) => (
                  <DrawerLink key={link.to} link={link} />
                ))}
              </div>
              <div className="nav-drawer__language">
                <LanguageSwitch />
              </div>
              <div className="nav-drawer__group nav-drawer__group--service">
                {SERVICE_LINKS.map((link) => (
                  <DrawerLink key={link.to} link={link} />
                ))}
              </div>
            </nav>
          </div>,
          document.body,
        )}
    </div>
  );
}
