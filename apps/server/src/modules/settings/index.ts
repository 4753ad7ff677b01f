/** Settings: merchants (tenants), their flags, register fields, domains and the site's system calls. */
export type { MerchantContext } from './merchant-context.js';
export { MerchantDirectory } from './merchant-directory.js';
export { FeatureFlags } from './feature-flags.js';
export { SettingsRepository } from './settings.repository.js';
export { SettingsService, isLocalHost } from './settings.service.js';
export { FirstViewService, type FirstViewDeps } from './first-view.service.js';
export {
  SiteSettingsRepository,
  type MerchantRow,
  type RegisterFieldRow,
} from './site-settings.repository.js';
export { CustomerServiceEntries, type CsEntryFields, type CsEntryRow } from './customer-service-entries.js';
export { registerSettingsRoutes } from './settings.routes.js';
/** Other modules' tables reference merchants by foreign key; its rows are read through this module. */
export { merchants, type MerchantExtraSettings } from './settings.tables.js';
