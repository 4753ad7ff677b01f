import {
  buildFlagTree,
  enabledFlags,
  type ConsolidatedSettings,
  type CountryEntry,
  type CustomerServiceEntry,
  type FirebaseSetting,
  type FlagNode,
  type RegisterFieldSetting,
  type ResourceEntry,
  type SystemStatus,
  BUILTIN_LIVECHAT_PATH,
  CS_TYPES,
  FIREBASE_CHANNEL_FLAGS,
  FIREBASE_POPUP_CHANNELS,
  RESOURCE_TYPES,
} from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from './merchant-context.js';
import type { SettingsRepository } from './settings.repository.js';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

function hostWithoutPort(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.replace(/:\d+$/, '');
}

/** The host of what a client sends as its page address: a bare host, or a URL of the page. */
function hostOfPageAddress(address: string): string {
  const text = address.trim();
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return text.split('/')[0]!;
  try {
    return new URL(text).host;
  } catch {
    return text;
  }
}

/** This machine's own names, which every merchant's site answers on (development, health checks). */
export function isLocalHost(host: string): boolean {
  return LOCAL_HOSTS.has(hostWithoutPort(host));
}

export class SettingsService {
  constructor(
    private readonly repository: SettingsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private inMaintenance(merchant: MerchantContext): boolean {
    const now = this.now().getTime();
    const start = merchant.maintenanceStart?.getTime();
    const end = merchant.maintenanceEnd?.getTime();
    if (start === undefined) return false;
    return start <= now && (end === undefined || now < end);
  }

  /**
   * Site status for the visitor: maintenance first, then region block. A host the merchant
   * does not serve answers domain_not_available with the lines that do work. The field's
   * status call (phub76) reads the same as booleans and a location, and asks with `device` for
   * the consolidated settings as `info`.
   */
  async status(
    merchant: MerchantContext,
    ip: string,
    ask: { host?: string | undefined; withInfo?: boolean; origin?: string | null },
  ): Promise<SystemStatus> {
    const host = ask.host ? hostOfPageAddress(ask.host) : '';
    if (host) await this.assertDomainServed(merchant, host);
    const countryCode = await this.repository.countryOfIp(ip);
    const maintenance = this.inMaintenance(merchant);
    const restricted = countryCode !== null && merchant.blockedCountries.includes(countryCode);
    const blocked = !maintenance && restricted;
    const info = ask.withInfo ? await this.consolidated(merchant, ask.origin ?? null) : undefined;
    return {
      permission: maintenance ? 'MAINTENANCE' : blocked ? 'REGION_RESTRICTED' : 'NORMAL',
      ip,
      countryCode,
      maintenanceStart: maintenance ? (merchant.maintenanceStart?.getTime() ?? null) : null,
      maintenanceEnd: maintenance ? (merchant.maintenanceEnd?.getTime() ?? null) : null,
      message: maintenance ? merchant.maintenanceMessage : null,
      serverTime: this.now().getTime(),
      maintenance,
      regionRestriction: blocked,
      location: { ip, countryCode, allowed: !restricted },
      ...(info ? { info: { ...info, mainDomain: info.domainRoute[0]?.domainName ?? null } } : {}),
    };
  }

  /**
   * Whether the visitor at `ip` gets the site rather than the maintenance or region-block page
   * (the permission status() answers NORMAL); the country is looked up only for a merchant that
   * blocks some.
   */
  async openToVisitor(merchant: MerchantContext, ip: string): Promise<boolean> {
    if (this.inMaintenance(merchant)) return false;
    if (!merchant.blockedCountries.length) return true;
    const countryCode = await this.repository.countryOfIp(ip);
    return countryCode === null || !merchant.blockedCountries.includes(countryCode);
  }

  private async assertDomainServed(merchant: MerchantContext, host: string): Promise<void> {
    const name = hostWithoutPort(host);
    if (LOCAL_HOSTS.has(name)) return;
    const domains = await this.repository.domains(merchant.id);
    if (domains.some((d) => d.domain === name)) return;
    throw new AppError('domain_not_available', undefined, {
      domainList: domains.filter((d) => d.isRoute).map((d) => ({ domainName: d.domain, speed: 0 })),
    });
  }

  async whitelabel(merchant: MerchantContext): Promise<FlagNode[]> {
    const rows = await this.repository.flags(merchant.id);
    const byParent = new Map<string | null, (typeof rows)[number][]>();
    for (const row of rows) {
      const list = byParent.get(row.parentModId) ?? [];
      list.push(row);
      byParent.set(row.parentModId, list);
    }
    const build = (parent: string | null, depth: number): FlagNode[] =>
      depth > 8
        ? []
        : (byParent.get(parent) ?? []).map((row) => ({
            modId: row.modId,
            enabled: row.enabled ? '1' : '0',
            childrenNodes: build(row.modId, depth + 1),
          }));
    const tree = build(null, 0);
    return tree.length ? tree : buildFlagTree(new Set());
  }

  async registerSettings(merchant: MerchantContext): Promise<RegisterFieldSetting[]> {
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

  async resources(merchant: MerchantContext): Promise<ResourceEntry[]> {
    const rows = await this.repository.resources(merchant.id);
    return rows
      .filter((r) => (RESOURCE_TYPES as readonly string[]).includes(r.resourceType))
      .map((r) => ({
        resourceType: r.resourceType as ResourceEntry['resourceType'],
        url: r.url,
        qrCodeUrl: r.qrCodeUrl,
      }));
  }

  /**
   * The entries as the page uses them. The built-in chat's entry points at /livechat on the
   * origin the page was loaded from (an absolute http(s) URL, so clients do not decrypt it); it
   * is left out when that origin is unknown.
   */
  async customerService(
    merchant: MerchantContext,
    origin: string | null = null,
  ): Promise<CustomerServiceEntry[]> {
    const rows = await this.repository.customerService(merchant.id);
    return rows
      .filter((r) => (CS_TYPES as readonly string[]).includes(r.csType))
      .filter((r) => r.path !== BUILTIN_LIVECHAT_PATH || origin !== null)
      .map((r) => ({
        id: r.id,
        title: r.title,
        csType: r.csType as CustomerServiceEntry['csType'],
        csPosition: r.csPosition,
        path: r.path === BUILTIN_LIVECHAT_PATH ? `${origin}/livechat` : r.path,
        labelIds: r.labelIds,
      }));
  }

  async domainRoute(merchant: MerchantContext, origin: string | null = null) {
    const [customerService, domains] = await Promise.all([
      this.customerService(merchant, origin),
      this.repository.domains(merchant.id),
    ]);
    return {
      customerService,
      domainList: domains.filter((d) => d.isRoute).map((d) => ({ domainName: d.domain, speed: 0 })),
    };
  }

  /** The affiliate code a marketing domain of the merchant registers new members under, if any. */
  async domainAffiliateCode(merchant: MerchantContext, domain: string): Promise<string | null> {
    const name = hostWithoutPort(domain);
    const domains = await this.repository.domains(merchant.id);
    return domains.find((d) => d.domain === name)?.affiliateCode ?? null;
  }

  /** Telegram login widget settings for the page; the bot token stays on the server. */
  async telegramSetting(merchant: MerchantContext) {
    const telegram = merchant.extra.telegram;
    const flagOn = enabledFlags(await this.whitelabel(merchant)).has('TELEGRAMLOGIN3');
    return {
      enabled: Boolean(flagOn && telegram?.botToken),
      botId: telegram?.botId ?? null,
      authDomain: telegram?.authDomain ?? null,
    };
  }

  /**
   * Firebase sign-in for the page: the project's public browser configuration and the popup
   * channels whose flags are on. Without a complete configuration, or without keys to check
   * the tokens with, it is off and no button shows; the keys themselves stay on the server.
   */
  async firebaseSetting(merchant: MerchantContext): Promise<FirebaseSetting> {
    const firebase = merchant.extra.firebase;
    const web = firebase?.web;
    const verifiable = Object.keys(firebase?.publicKeys ?? {}).length > 0;
    const config =
      firebase?.projectId && verifiable && web?.apiKey && web.authDomain && web.appId
        ? { apiKey: web.apiKey, authDomain: web.authDomain, projectId: firebase.projectId, appId: web.appId }
        : null;
    const on = enabledFlags(await this.whitelabel(merchant));
    const channels = FIREBASE_POPUP_CHANNELS.filter((channel) => on.has(FIREBASE_CHANNEL_FLAGS[channel]));
    return { enabled: config !== null && channels.length > 0, channels, config };
  }

  countries(merchant: MerchantContext): Promise<CountryEntry[]> {
    return this.repository.countries(merchant.id);
  }

  templates(merchant: MerchantContext): Record<string, string> {
    return merchant.extra.mobileTemplate;
  }

  async location(ip: string, merchant: MerchantContext) {
    const countryCode = await this.repository.countryOfIp(ip);
    return {
      ip,
      countryCode,
      allowed: countryCode === null || !merchant.blockedCountries.includes(countryCode),
    };
  }

  /** Speed tests: the client's own stamp back with the server's clock. */
  ping(query: { t?: number; timestamp?: number }): { t: number | null; serverTime: number } {
    return { t: query.t ?? query.timestamp ?? null, serverTime: this.now().getTime() };
  }

  async consolidated(merchant: MerchantContext, origin: string | null = null): Promise<ConsolidatedSettings> {
    const [register, resources, whitelabel, route, domains] = await Promise.all([
      this.registerSettings(merchant),
      this.resources(merchant),
      this.whitelabel(merchant),
      this.domainRoute(merchant, origin),
      this.repository.domains(merchant.id),
    ]);
    const extra = merchant.extra;
    return {
      merchantCode: merchant.code,
      merchantName: merchant.name,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      currencyPosition: merchant.currencyPosition,
      languages: merchant.languages,
      defaultLanguage: merchant.defaultLanguage,
      register,
      resources,
      smsProvider: extra.smsProvider,
      whitelabel,
      imageCDNs: extra.imageCDNs,
      launchGameCDNs: extra.launchGameCDNs,
      gw: extra.gw,
      mobileTemplate: extra.mobileTemplate,
      geetestSdkVersion: extra.geetestSdkVersion,
      maintenanceEnd: merchant.maintenanceEnd?.getTime() ?? null,
      domainRoute: route.domainList,
      customerService: route.customerService,
      download: extra.download,
      marketing: {
        domains: domains.map((d) => ({
          domain: d.domain,
          affiliateCode: d.affiliateCode,
          gtmId: d.gtmId,
          gtagId: d.gtagId,
          fbPixelId: d.fbPixelId,
          tiktokPixelId: d.tiktokPixelId,
          appsFlyerId: d.appsFlyerId,
          adjustId: d.adjustId,
        })),
        ...extra.marketing,
      },
    };
  }
}
