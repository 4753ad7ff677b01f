import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setDomainUnavailableHandler } from '../lib/api';
import { getOrCreateDeviceId } from '../lib/device-id';
import { getMerchant } from '../lib/merchant';
import { getSessionValue, setSessionValues } from '../lib/session';
import { showDomainCheckFailure } from '../features/domain-check';
import { App } from './App';
import { FRAME_TEXTS } from './texts';
import { loadTexts } from '../lib/i18n';
import '../styles/global.css';
import '../styles/lottery-trend.css';

getOrCreateDeviceId();
if (getSessionValue('merchantCode') !== getMerchant()) setSessionValues({ merchantCode: getMerchant() });
setDomainUnavailableHandler((error) => void showDomainCheckFailure(error));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The texts of the language in use arrive in their own small chunks; the first render waits for
// them so no bare keys flash. A failed download still renders (the keys), rather than nothing.
void loadTexts(...FRAME_TEXTS)
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
