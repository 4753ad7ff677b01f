// Public entry of the settings module: what other modules and the app use of it.
export type { MerchantContext } from './merchant-context.js';
export { FeatureFlags } from './feature-flags.js';
export { SettingsService } from './settings.service.js';
export { CustomerServiceEntries, type CsEntryFields, type CsEntryRow } from './customer-service-entries.js';
