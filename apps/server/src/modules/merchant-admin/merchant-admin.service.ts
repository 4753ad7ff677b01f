import {
  SHIPPED_LANGUAGES,
  isShippedLanguage,
  type AdminMerchantDomain,
  type AdminMerchantFlag,
  type AdminMerchantSettings,
  type RegisterFieldSetting,
} from '@platform/shared';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import {
  SiteSettingsRepository,
  type MerchantContext,
  type MerchantDirectory,
  type MerchantRow,
} from '../settings/index.js';

/** Later than any maintenance window anyone means to schedule; also keeps Date arithmetic finite. */
const LATEST_TIME = Date.UTC(2100, 0, 1);
/** Fields a member logs in with: switching them off would lock every member out. */
const LOGIN_FIELDS = new Set(['username', 'password']);
const HOSTNAME =
  /^(?=.{3,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const AFFILIATE_CODE = /^[A-Z0-9]{1,32}$/;
/** A group repeated by a quantifier that itself holds one, e.g. (a+)+: catastrophic backtracking. */
const NESTED_QUANTIFIER = /\([^)]*[+*}][^)]*\)\s*[+*{]/;

const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** Codes Intl names that are groupings, not places a visitor's address can be in. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'ZZ', 'QO']);

/** An ISO 3166-1 alpha-2 code of a real country or territory. */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return false;
  try {
    // Intl answers the code itself (or nothing) for codes it does not know.
    const name = regions.of(code);
    return name !== undefined && name !== code;
  } catch {
    return false;
  }
}

function invalid(field: string, why: string): AppError {
  return new AppError('request.invalid', `${field}: ${why}`);
}

function time(ms: number | null | undefined, field: string): Date | null | undefined {
  if (ms === undefined || ms === null) return ms;
  if (ms > LATEST_TIME) throw invalid(field, 'too far in the future');
  return new Date(ms);
}

export function checkPattern(pattern: string): string {
  if (pattern === '*') return pattern;
  if (NESTED_QUANTIFIER.test(pattern)) throw invalid('acceptedPattern', 'nested quantifiers are not allowed');
  try {
    new RegExp(pattern);
  } catch {
    throw invalid('acceptedPattern', 'not a regular expression');
  }
  return pattern;
}

function toSettings(row: MerchantRow): AdminMerchantSettings {
  return {
    code: row.code,
    name: row.name,
    currency: row.currency,
    languages: row.languages,
    defaultLanguage: row.defaultLanguage,
    supportedLanguages: [...SHIPPED_LANGUAGES],
    maintenanceStart: row.maintenanceStart?.getTime() ?? null,
    maintenanceEnd: row.maintenanceEnd?.getTime() ?? null,
    maintenanceMessage: row.maintenanceMessage,
    blockedCountries: row.blockedCountries,
  };
}

export interface SettingsUpdate {
  name?: string;
  languages?: string[];
  defaultLanguage?: string;
  maintenanceStart?: number | null;
  maintenanceEnd?: number | null;
  maintenanceMessage?: string | null;
  blockedCountries?: string[];
}

/**
 * The merchant's own site settings, as its owners change them. Every change is validated against
 * what the player site understands and shows there at once: the cached merchant, flags and
 * domains are dropped on every node once the change has committed (MerchantDirectory); register
 * fields are read fresh on each request.
 */
export class MerchantAdminService {
  private readonly repository: SiteSettingsRepository;

  constructor(
    private readonly db: Db,
    private readonly directory: MerchantDirectory,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repository = new SiteSettingsRepository(db);
  }

  private async current(merchant: MerchantContext): Promise<MerchantRow> {
    const row = await this.repository.merchant(merchant.id);
    if (!row) throw new AppError('merchant.not.found');
    return row;
  }

  async settings(merchant: MerchantContext): Promise<AdminMerchantSettings> {
    return toSettings(await this.current(merchant));
  }

  async updateSettings(merchant: MerchantContext, input: SettingsUpdate): Promise<AdminMerchantSettings> {
    const row = await this.current(merchant);
    const languages = input.languages?.map((l) => l.toUpperCase());
    if (languages) {
      const unknown = languages.find((l) => !isShippedLanguage(l));
      if (unknown !== undefined) throw invalid('languages', `unsupported language ${unknown}`);
    }
    const offered = languages ? [...new Set(languages)] : row.languages;
    const defaultLanguage = input.defaultLanguage?.toUpperCase() ?? row.defaultLanguage;
    if (!isShippedLanguage(defaultLanguage)) throw invalid('defaultLanguage', 'unsupported language');
    if (!offered.includes(defaultLanguage)) throw invalid('defaultLanguage', 'must be one of languages');

    const start = time(input.maintenanceStart, 'maintenanceStart');
    const end = time(input.maintenanceEnd, 'maintenanceEnd');
    const nextStart = start === undefined ? row.maintenanceStart : start;
    const nextEnd = end === undefined ? row.maintenanceEnd : end;
    if (nextEnd && !nextStart) throw invalid('maintenanceStart', 'required with maintenanceEnd');
    if (nextStart && nextEnd && nextEnd.getTime() <= nextStart.getTime()) {
      throw invalid('maintenanceEnd', 'must be after maintenanceStart');
    }

    let blockedCountries: string[] | undefined;
    if (input.blockedCountries) {
      blockedCountries = [...new Set(input.blockedCountries.map((c) => c.toUpperCase()))].sort();
      const unknown = blockedCountries.find((c) => !isCountryCode(c));
      if (unknown !== undefined) throw invalid('blockedCountries', `unknown country ${unknown}`);
    }

    const updated = await this.repository.updateMerchant(
      merchant.id,
      {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(languages ? { languages: offered } : {}),
        ...(input.defaultLanguage !== undefined ? { defaultLanguage } : {}),
        ...(start !== undefined ? { maintenanceStart: start } : {}),
        ...(end !== undefined ? { maintenanceEnd: end } : {}),
        ...(input.maintenanceMessage !== undefined
          ? { maintenanceMessage: input.maintenanceMessage || null }
          : {}),
        ...(blockedCountries ? { blockedCountries } : {}),
      },
      this.now(),
    );
    if (!updated) throw new AppError('merchant.not.found');
    await this.directory.invalidate(merchant.code);
    return toSettings(updated);
  }

  async flags(merchant: MerchantContext): Promise<AdminMerchantFlag[]> {
    const rows = await this.repository.flags(merchant.id);
    return rows.map((r) => ({
      modId: r.modId,
      parentModId: r.parentModId,
      enabled: r.enabled,
      sort: r.sort,
    }));
  }

  /** All switches or none: an unknown modId refuses the whole change. */
  async setFlags(
    merchant: MerchantContext,
    changes: { modId: string; enabled: boolean }[],
  ): Promise<AdminMerchantFlag[]> {
    const known = new Set((await this.repository.flags(merchant.id)).map((r) => r.modId));
    const unknown = changes.find((c) => !known.has(c.modId));
    if (unknown) throw invalid('modId', `unknown flag ${unknown.modId}`);
    await this.db.transaction(async (tx) => {
      const repository = new SiteSettingsRepository(tx);
      for (const change of changes) await repository.setFlag(merchant.id, change.modId, change.enabled);
      await this.directory.flagsChanged(merchant.id);
    });
    return this.flags(merchant);
  }

  async registerFields(merchant: MerchantContext): Promise<RegisterFieldSetting[]> {
    const rows = await this.repository.registerFields(merchant.id);
    return rows.map((r) => ({
      key: r.key,
      enabled: r.enabled,
      required: r.required,
      type: r.type,
      minLength: r.minLength,
      maxLength: r.maxLength,
      acceptedPattern: r.acceptedPattern,
      patternId: r.patternId,
    }));
  }

  async setRegisterFields(
    merchant: MerchantContext,
    fields: {
      key: string;
      enabled?: boolean;
      required?: boolean;
      minLength?: number;
      maxLength?: number;
      acceptedPattern?: string;
    }[],
  ): Promise<RegisterFieldSetting[]> {
    const rows = new Map((await this.repository.registerFields(merchant.id)).map((r) => [r.key, r]));
    const patches = fields.map((field) => {
      const row = rows.get(field.key);
      if (!row) throw invalid('key', `unknown field ${field.key}`);
      const enabled = field.enabled ?? row.enabled;
      const required = field.required ?? row.required;
      if (LOGIN_FIELDS.has(field.key) && (!enabled || !required)) {
        throw invalid(field.key, 'login fields stay enabled and required');
      }
      if (required && !enabled) throw invalid(field.key, 'a required field must be enabled');
      const minLength = field.minLength ?? row.minLength;
      const maxLength = field.maxLength ?? row.maxLength;
      if (minLength > maxLength) throw invalid(field.key, 'minLength exceeds maxLength');
      const acceptedPattern =
        field.acceptedPattern === undefined ? undefined : checkPattern(field.acceptedPattern);
      return {
        key: field.key,
        patch: { enabled, required, minLength, maxLength, ...(acceptedPattern ? { acceptedPattern } : {}) },
      };
    });
    await this.db.transaction(async (tx) => {
      const repository = new SiteSettingsRepository(tx);
      for (const { key, patch } of patches) await repository.updateRegisterField(merchant.id, key, patch);
    });
    return this.registerFields(merchant);
  }

  async domains(merchant: MerchantContext): Promise<AdminMerchantDomain[]> {
    const rows = await this.repository.domains(merchant.id);
    return rows.map((r) => ({
      id: r.id,
      domain: r.domain,
      isRoute: r.isRoute,
      affiliateCode: r.affiliateCode,
    }));
  }

  async addDomain(
    merchant: MerchantContext,
    input: { domain: string; isRoute: boolean; affiliateCode?: string | null },
  ): Promise<AdminMerchantDomain> {
    const domain = input.domain.replace(/\.$/, '');
    if (!HOSTNAME.test(domain)) throw invalid('domain', 'not a host name');
    const affiliateCode = input.affiliateCode ? input.affiliateCode.toUpperCase() : null;
    if (affiliateCode !== null && !AFFILIATE_CODE.test(affiliateCode)) {
      throw invalid('affiliateCode', 'letters and digits only');
    }
    const created = await this.repository.insertDomain({
      merchantId: merchant.id,
      domain,
      isRoute: input.isRoute,
      affiliateCode,
    });
    if (!created) throw new AppError('domain.exists');
    await this.directory.invalidateDomains();
    return { id: created.id, domain: created.domain, isRoute: created.isRoute, affiliateCode };
  }

  /** The site must stay reachable somewhere, so the last domain stays. */
  async removeDomain(merchant: MerchantContext, id: number): Promise<{ removed: boolean }> {
    const domains = await this.repository.domains(merchant.id);
    if (!domains.some((d) => d.id === id)) throw new AppError('resource.not.found');
    if (domains.length <= 1) throw invalid('domain', 'the last domain cannot be removed');
    await this.repository.deleteDomain(merchant.id, id);
    await this.directory.invalidateDomains();
    return { removed: true };
  }
}
