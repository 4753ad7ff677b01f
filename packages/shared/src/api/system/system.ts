/** The site's own settings as the player site reads them before anyone logs in. */
import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import { firebaseSettingValue, telegramSettingValue } from '../../contracts/account.js';
import {
  consolidatedSettingsValue,
  countryEntry,
  domainRouteValue,
  flagNode,
  locationValue,
  mobileTemplate,
  pingQuery,
  pingValue,
  registerFieldsByKey,
  systemStatusQuery,
  systemStatusValue,
} from '../../contracts/system.js';

export const status = endpoint({
  method: 'GET',
  path: '/wps/system/status',
  aliases: ['/wps/v2/system/status'],
  auth: 'visitor',
  query: systemStatusQuery,
  value: systemStatusValue,
});
export const consolidated = endpoint({
  method: 'GET',
  path: '/wps/system/settings/consolidated',
  auth: 'visitor',
  value: consolidatedSettingsValue,
});
export const location = endpoint({
  method: 'GET',
  path: '/wps/system/location',
  auth: 'visitor',
  value: locationValue,
});
export const whitelabel = endpoint({
  method: 'GET',
  path: '/wps/system/whitelabel',
  auth: 'visitor',
  value: z.array(flagNode),
});
export const templates = endpoint({
  method: 'GET',
  path: '/wps/system/templates',
  auth: 'visitor',
  value: mobileTemplate,
});
export const domainRoute = endpoint({
  method: 'GET',
  path: '/wps/system/domainRoute',
  auth: 'visitor',
  value: domainRouteValue,
});
export const countries = endpoint({
  method: 'GET',
  path: '/wps/system/country',
  auth: 'visitor',
  value: z.array(countryEntry),
});
export const registerSettings = endpoint({
  method: 'GET',
  path: '/wps/system/setting/register',
  auth: 'visitor',
  value: registerFieldsByKey,
});
export const telegramSetting = endpoint({
  method: 'GET',
  path: '/wps/system/setting/telegram',
  auth: 'visitor',
  value: telegramSettingValue,
});
export const firebaseSetting = endpoint({
  method: 'GET',
  path: '/wps/system/setting/firebase',
  auth: 'visitor',
  value: firebaseSettingValue,
});
/** Speed tests call it on the merchant's other domains, where no Merchant header may be set. */
export const ping = endpoint({
  method: 'GET',
  path: '/wps/system/test/ping',
  auth: 'none',
  query: pingQuery,
  value: pingValue,
  wire: { merchant: 'optional' },
});
