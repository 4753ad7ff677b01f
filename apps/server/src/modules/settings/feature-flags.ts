import { enabledFlags } from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from './merchant-context.js';
import type { SettingsService } from './settings.service.js';

/** The merchant's whitelabel flags as the server enforces them: a flag is on only under switched-on parents. */
export class FeatureFlags {
  constructor(private readonly settings: SettingsService) {}

  async enabled(merchant: MerchantContext): Promise<Set<string>> {
    return enabledFlags(await this.settings.whitelabel(merchant));
  }

  async isOn(merchant: MerchantContext, flag: string): Promise<boolean> {
    return (await this.enabled(merchant)).has(flag);
  }

  /** function.not.available unless every flag is on. */
  async require(merchant: MerchantContext, ...flags: string[]): Promise<void> {
    const on = await this.enabled(merchant);
    if (!flags.every((f) => on.has(f))) throw new AppError('function.not.available');
  }
}
