import { createApiClient, type ApiError } from './api-client';
import { dialogs } from './dialog-store';
import { currentLanguage, translate } from './i18n';
import { getMerchant } from './merchant';
import { clearSession, getToken, homeAfterSessionEnd } from './session';

let domainUnavailableHandler: ((error: ApiError) => void) | undefined;

/** The domain-check flow lives in a feature module; it registers itself at start-up. */
export function setDomainUnavailableHandler(handler: (error: ApiError) => void): void {
  domainUnavailableHandler = handler;
}

function sessionCache(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/** Ends a session the server no longer accepts: storage goes, source and merchant stay. */
export function endSessionAndGoHome(): void {
  const home = homeAfterSessionEnd();
  clearSession(['source', 'merchantCode']);
  window.location.assign(home);
}

export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  dialogs,
  getMerchant,
  getLanguage: currentLanguage,
  getToken,
  translate: (key) => translate(key),
  origin: () => window.location.origin,
  isHttps: () => window.location.protocol === 'https:',
  endSession: endSessionAndGoHome,
  onDomainUnavailable: (error) => {
    if (domainUnavailableHandler) domainUnavailableHandler(error);
    else
      dialogs.open({
        kind: 'warning',
        message: error.message || translate('domain_not_available') || error.code,
        actions: [{ label: translate('in_increase_submit') ?? 'OK', primary: true }],
      });
  },
  cache: sessionCache(),
});

export { ApiError } from './api-client';
