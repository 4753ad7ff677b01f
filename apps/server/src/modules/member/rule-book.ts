import type { RegisterFieldSetting } from '@platform/shared';
import type { MerchantContext, SettingsService } from '../settings/index.js';
import { DEFAULT_RULES, type FieldRule, type RuleSet } from './account-rules.js';

function ruleOf(field: RegisterFieldSetting | undefined, fallback: FieldRule): FieldRule {
  if (!field) return fallback;
  return { min: field.minLength, max: field.maxLength, pattern: field.acceptedPattern || '*' };
}

/**
 * The merchant's register field settings override the default field rules everywhere the
 * same field is typed: login, password change and recovery, not only registration.
 */
export class RuleBook {
  constructor(private readonly settings: SettingsService) {}

  fields(merchant: MerchantContext): Promise<RegisterFieldSetting[]> {
    return this.settings.registerSettings(merchant);
  }

  async rules(merchant: MerchantContext): Promise<RuleSet> {
    return RuleBook.fromFields(await this.fields(merchant));
  }

  static fromFields(fields: RegisterFieldSetting[]): RuleSet {
    const byKey = new Map(fields.map((f) => [f.key, f]));
    return {
      username: ruleOf(byKey.get('username'), DEFAULT_RULES.username),
      password: ruleOf(byKey.get('password'), DEFAULT_RULES.password),
      mobile: ruleOf(byKey.get('mobileNum'), DEFAULT_RULES.mobile),
      email: ruleOf(byKey.get('email'), DEFAULT_RULES.email),
    };
  }
}
