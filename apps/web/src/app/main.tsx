import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setDomainUnavailableHandler } from '../lib/api';
import { getOrCreateDeviceId } from '../lib/device-id';
import { captureTrackingId } from '../lib/tracking-id';
import { getMerchant } from '../lib/merchant';
import { getSessionValue, setSessionValues } from '../lib/session';
import { showDomainCheckFailure } from '../features/domain-check';
import { prefetchGameTypes } from '../features/games';
import { prefetchHome } from '../features/home';
import { prefetchSiteStatus } from '../features/site-status';
import { prefetchSettings } from '../lib/settings/useSettings';
import { App } from './App';
import { FRAME_TEXTS } from './texts';
import { loadTexts, startIn } from '../lib/i18n';
import { isShippedLanguage } from '@platform/shared';
import '../styles/global.css';
import '../styles/lottery-trend.css';

getOrCreateDeviceId();
captureTrackingId();
if (getSessionValue('merchantCode') !== getMerchant()) setSessionValues({ merchantCode: getMerchant() });
setDomainUnavailableHandler((error) => void showDomainCheckFailure(error));

// What the first screen shows is asked for now, beside the texts below, instead of one request
// after another as each part renders. The back office has no status gate.
const firstScreenData: Array<Promise<void>> = [prefetchSettings()];
if (!/^\/admin(\/|$)/.test(window.location.pathname)) {
  firstScreenData.push(prefetchSiteStatus(), prefetchHome(window.location.pathname), prefetchGameTypes());
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The server may have sent the landing page's top as HTML (its first view), in the language the
// app would pick. The app starts in that language, and its first render, which replaces the first
// view, waits for the data that view shows, so that it never gives way to a spinner or a blank.
const firstView = container.querySelector<HTMLElement>('[data-first-view]');
const firstViewLanguage = firstView?.dataset.language?.toUpperCase();
if (isShippedLanguage(firstViewLanguage)) startIn(firstViewLanguage);

// The texts of the language in use arrive in their own small chunks; the first render waits for
// them so no bare keys flash. A failed download still renders (the keys), rather than nothing.
// As a transition the first render yields to the browser every few milliseconds instead of
// holding a slow phone's main thread for the whole tree.
void loadTexts(...FRAME_TEXTS)
  .catch(() => undefined)
  .then(() => (firstView ? Promise.all(firstScreenData) : undefined))
  .then(() => {
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });
