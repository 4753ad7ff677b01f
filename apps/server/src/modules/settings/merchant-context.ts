import type { LanguageCode } from '@platform/shared';
import type { MerchantExtraSettings } from './settings.tables.js';

/** The tenant a request runs for. Every service call receives it and scopes every query by its id. */
export interface MerchantContext {
  id: number;
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  currencyPosition: 'F' | 'B' | '';
  languages: LanguageCode[];
  defaultLanguage: LanguageCode;
  active: boolean;
  maintenanceStart: Date | null;
  maintenanceEnd: Date | null;
  maintenanceMessage: string | null;
  blockedCountries: string[];
  extra: MerchantExtraSettings;
}
