import { createApiClient } from '../../lib/api-client';
import { dialogs } from '../../lib/dialog-store';
import { currentLanguage, translate } from '../../lib/i18n';
import { getMerchant } from '../../lib/merchant';
import { ADMIN_LOGIN_PATH, clearAdminToken, getAdminToken } from './admin-session';

/**
 * The client of /admin/api: same envelope, Merchant and Language headers as the member client,
 * but the operator's token, no answer caching, and an ended session leads to the admin login.
 */
export const adminApi = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  dialogs,
  getMerchant,
  getLanguage: currentLanguage,
  getToken: getAdminToken,
  translate: (key) => translate(key),
  origin: () => window.location.origin,
  isHttps: () => window.location.protocol === 'https:',
  endSession: () => {
    clearAdminToken();
    window.location.assign(ADMIN_LOGIN_PATH);
  },
  cache: null,
});
