import { Suspense, useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { isShippedLanguage } from '@platform/shared';
import { queryClient } from '../lib/query-client';
import { changeLanguage, currentLanguage, i18n, storedLanguage, I18nProvider } from '../lib/i18n';
import { useRealtimeConnection } from '../lib/realtime';
import { useSession } from '../lib/session';
import { useSettings } from '../lib/settings/useSettings';
import { mobileTemplateValue } from '../lib/settings/api';
import { merchantLanguages } from '../lib/i18n/languages';
import { LoginModalHost } from '../features/auth';
import { LaunchAmountHost } from '../features/games';
import { WalletEvents } from '../features/wallet';
import { ContractRequestHost } from '../features/agent';
import { PromotionEvents } from '../features/promotion';
import { MessageEvents } from '../features/message';
import { FeedbackModalHost, SpeedTestTasks } from '../features/support';
import { AfterFirstScreen } from '../lib/ui/AfterFirstScreen';
import { DialogHost } from '../lib/ui/DialogHost';
import { ToastHost } from '../lib/ui/ToastHost';
import { routes } from './routes';

/** Only https icons are accepted; a same-origin path inherits the page's scheme. */
export function acceptableFavicon(href: string, base: string): boolean {
  if (href.startsWith('/') && !href.startsWith('//')) return true;
  try {
    return new URL(href, base).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Applies merchant settings that live outside the React tree: language default and favicon. */
function MerchantEffects() {
  const { data: settings } = useSettings();
  useRealtimeConnection();

  useEffect(() => {
    if (!settings) return;
    const offered = merchantLanguages(settings.languages);
    const chosen = storedLanguage();
    const merchantDefault = settings.defaultLanguage?.toUpperCase();
    const fallback =
      isShippedLanguage(merchantDefault) && offered.includes(merchantDefault) ? merchantDefault : offered[0];
    const wanted = chosen && offered.includes(chosen) ? chosen : fallback;
    if (wanted && wanted !== currentLanguage()) void changeLanguage(wanted, false);
  }, [settings]);

  // Merchant content (banners, notices, promotions, inbox, rewards…) is answered in the request's
  // language: a switch fetches what is on screen again in the new one.
  useEffect(() => {
    const stop = i18n.onLanguageChanged(() => void queryClient.invalidateQueries());
    return () => {
      stop();
    };
  }, []);

  const favicon = mobileTemplateValue(settings, 'favicon');
  useEffect(() => {
    if (!favicon || !acceptableFavicon(favicon, window.location.href)) return;
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = favicon;
  }, [favicon]);
  return null;
}

/** Hosts that only ever show something to a logged-in member; visitors skip their code. */
function MembersOnly({ children }: { children: ReactNode }) {
  const { token } = useSession();
  return token ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The player site's popups and event toasts stay out of the back office under /admin. */
function PlayerSiteOnly({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return pathname === '/admin' || pathname.startsWith('/admin/') ? null : <>{children}</>;
}

/**
 * The pages. A plain browser router: the app loads its data with queries, not route loaders, so
 * the data router's machinery (a sixth of the framework's code) would only add download time.
 */
function Pages() {
  return useRoutes(routes);
}

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MerchantEffects />
        <BrowserRouter>
          <Pages />
          <PlayerSiteOnly>
            <LoginModalHost />
            <LaunchAmountHost />
            {/* Listeners and pop-ups that show nothing at first. */}
            <AfterFirstScreen>
              <WalletEvents />
              <MembersOnly>
                <ContractRequestHost />
              </MembersOnly>
              <PromotionEvents />
              <MessageEvents />
              <SpeedTestTasks />
              <FeedbackModalHost />
            </AfterFirstScreen>
          </PlayerSiteOnly>
        </BrowserRouter>
        <DialogHost />
        <ToastHost />
      </QueryClientProvider>
    </I18nProvider>
  );
}
