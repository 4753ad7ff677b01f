import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setDomainUnavailableHandler } from './lib/api';
import { getOrCreateDeviceId } from './lib/device-id';
import { getMerchant } from './lib/merchant';
import { getSessionValue, setSessionValues } from './lib/session';
import { showDomainCheckFailure } from './features/domain-check/domain-check';
import { App } from './app/App';
import './styles/global.css';
import './styles/lottery-trend.css';

getOrCreateDeviceId();
if (getSessionValue('merchantCode') !== getMerchant()) setSessionValues({ merchantCode: getMerchant() });
setDomainUnavailableHandler((error) => void showDomainCheckFailure(error));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
