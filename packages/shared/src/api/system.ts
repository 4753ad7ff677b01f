import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { firebaseSettingValue, telegramSettingValue } from '../contracts/account.js';
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
} from '../contracts/system.js';

/** The site's own settings as the player site reads them before anyone logs in. */
export const systemApi = {
  status: endpoint({
    method: 'GET',
    path: '/wps/system/status',
    aliases: ['/wps/v2/system/status'],
    auth: 'visitor',
    query: systemStatusQuery,
    value: systemStatusValue,
  }),
  consolidated: endpoint({
    method: 'GET',
    path: '/wps/system/settings/consolidated',
    auth: 'visitor',
    value: consolidatedSettingsValue,
  }),
  location: endpoint({ method: 'GET', path: '/wps/system/location', auth: 'visitor', value: locationValue }),
  whitelabel: endpoint({
    method: 'GET',
    path: '/wps/system/whitelabel',
    auth: 'visitor',
    value: z.array(flagNode),
  }),
  templates: endpoint({
    method: 'GET',
    path: '/wps/system/templates',
    auth: 'visitor',
    value: mobileTemplate,
  }),
  domainRoute: endpoint({
    method: 'GET',
    path: '/wps/system/domainRoute',
    auth: 'visitor',
    value: domainRouteValue,
  }),
  countries: endpoint({
    method: 'GET',
    path: '/wps/system/country',
    auth: 'visitor',
    value: z.array(countryEntry),
  }),
  registerSettings: endpoint({
    method: 'GET',
    path: '/wps/system/setting/register',
    auth: 'visitor',
    value: registerFieldsByKey,
  }),
  telegramSetting: endpoint({
    method: 'GET',
    path: '/wps/system/setting/telegram',
    auth: 'visitor',
    value: telegramSettingValue,
  }),
  firebaseSetting: endpoint({
    method: 'GET',
    path: '/wps/system/setting/firebase',
    auth: 'visitor',
    value: firebaseSettingValue,
  }),
  /** Speed tests call it on the merchant's other domains, where no Merchant header may be set. */
  ping: endpoint({
    method: 'GET',
    path: '/wps/system/test/ping',
    auth: 'none',
    query: pingQuery,
    value: pingValue,
    wire: { merchant: 'optional' },
  }),
};
