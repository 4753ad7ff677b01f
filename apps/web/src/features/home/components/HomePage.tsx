import { Link } from 'react-router';
import { useSettings } from '../../../lib/settings/useSettings';
import { mobileTemplateValue } from '../../../lib/settings/api';
import { useSession } from '../../../lib/session';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/ui/usePageTitle';
import { gameRoute, offeredEntryTypes, useOfferedGameTypes } from '../../games';
import { GameEntryTiles, GameLanes } from '../../games';
import { noticesFromSettings } from '../notices';
import { HOME_BANNER_GROUP } from '@platform/shared';
import { BannerCarousel } from '../../promotion';
import { HOME_AUTOPLAY_MS } from '../../promotion';

function Hero() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const { token } = useSession();
  const name = settings?.merchantName ?? '';
  const logo = mobileTemplateValue(settings, 'web_logo');
  // "Play now" opens the first category the merchant offers; none offered, no button.
  const [firstType] = offeredEntryTypes(useOfferedGameTypes());
  return (
    <section className="hero" data-testid="home-hero">
      <div className="hero__glow" aria-hidden="true" />
      <div className="container hero__inner">
        {logo && (
          <img
            className="hero__logo"
            src={logo}
            alt=""
            onError={(event) => {
              event.currentTarget.hidden = true;
            }}
          />
        )}
        <h1 className="hero__title">{name ? t('home_welcome', { name }) : '\u00a0'}</h1>
        <p className="hero__tagline">{t('home_tagline')}</p>
        <div className="hero__actions">
          {token ? (
            firstType && (
              <Link className="btn btn--gold" to={gameRoute(firstType)} data-testid="home-play-now">
                {t('home_play_now')}
              </Link>
            )
          ) : (
            <>
              <Link className="btn btn--gold" to="/register">
                {t('register')}
              </Link>
              <Link className="btn btn--ghost" to="/login">
                {t('login')}
              </Link>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

function Notices() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const notices = noticesFromSettings(settings);
  if (!notices.length) return null;
  return (
    <section className="container notices" data-testid="home-notices" aria-label={t('home_notices_title')}>
      <span className="notices__label">{t('home_notices_title')}</span>
      <ul className="notices__list">
        {notices.map((text, index) => (
          <li key={index}>{text}</li>
        ))}
      </ul>
    </section>
  );
}

function Shortcuts() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const appDesc = settings?.download?.[currentLanguage()]?.app_desc?.trim() || t('home_download_desc');
  return (
    <section className="container section shortcuts">
      <Link className="shortcut" to="/download" data-testid="home-download-link">
        <span className="shortcut__title">{t('home_download_title')}</span>
        <span className="shortcut__desc">{appDesc}</span>
      </Link>
      <Link className="shortcut" to="/speedtest" data-testid="home-speedtest-link">
        <span className="shortcut__title">{t('home_speedtest_title')}</span>
        <span className="shortcut__desc">{t('home_speedtest_desc')}</span>
      </Link>
    </section>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('nav_home'));
  return (
    <div className="home" data-testid="home-page">
      <Hero />
      <div className="container">
        <BannerCarousel groupName={HOME_BANNER_GROUP} autoplayMs={HOME_AUTOPLAY_MS} />
      </div>
      <Notices />
      <GameEntryTiles />
      <GameLanes />
      <Shortcuts />
    </div>
  );
}
