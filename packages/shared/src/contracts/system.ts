import { z } from 'zod';
import { lazySchema } from '../lazy-schema.js';

export const SITE_PERMISSIONS = ['NORMAL', 'MAINTENANCE', 'REGION_RESTRICTED'] as const;
export type SitePermission = (typeof SITE_PERMISSIONS)[number];

/** host: the page's host; track: the visitor's tracking id (the web's tid, validated there). */
/**
 * Field clients (phub76) send `device=MOBILE&url=<host>&originalDomain=&track=`: `url` is the page's
 * host (or a URL of it) and `device` asks for the consolidated settings as `info` as well.
 */
export const systemStatusQuery = lazySchema(() =>
  z.object({
    host: z.string().max(253).optional(),
    url: z.string().max(2048).optional(),
    originalDomain: z.string().max(2048).optional(),
    device: z.string().max(16).optional(),
    track: z.string().max(64).optional(),
  }),
);

export const systemStatusValue = lazySchema(() =>
  z.object({
    permission: z.enum(SITE_PERMISSIONS),
    ip: z.string(),
    countryCode: z.string().nullable(),
    maintenanceStart: z.number().nullable(),
    maintenanceEnd: z.number().nullable(),
    message: z.string().nullable(),
    serverTime: z.number(),
    /** The field's reading of permission: maintenance screen, region-restriction screen. */
    maintenance: z.boolean(),
    regionRestriction: z.boolean(),
    location: z.object({ ip: z.string(), countryCode: z.string().nullable(), allowed: z.boolean() }),
    /** The consolidated settings, for callers that send `device` (the field's status call). */
    info: consolidatedSettingsValue.extend({ mainDomain: z.string().nullable() }).optional(),
  }),
);
export type SystemStatus = z.infer<typeof systemStatusValue>;

export const flagNode: z.ZodType<{ modId: string; enabled: '1' | '0'; childrenNodes: unknown[] }> =
  lazySchema(() =>
    z.lazy(() =>
      z.object({ modId: z.string(), enabled: z.enum(['1', '0']), childrenNodes: z.array(flagNode) }),
    ),
  );

export const RESOURCE_TYPES = ['IOS', 'Android', 'H5', 'SKYPE', 'MOBILECONFIG', 'WLG_DOMAIN'] as const;
export const resourceEntry = lazySchema(() =>
  z.object({
    resourceType: z.enum(RESOURCE_TYPES),
    url: z.string(),
    qrCodeUrl: z.string().nullable(),
  }),
);
export type ResourceEntry = z.infer<typeof resourceEntry>;

export const CS_TYPES = ['AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP', 'TX-CHAT'] as const;
export const customerServiceEntry = lazySchema(() =>
  z.object({
    id: z.number(),
    title: z.string(),
    csType: z.enum(CS_TYPES),
    csPosition: z.string(),
    /** Encrypted unless it begins with http. */
    path: z.string(),
    labelIds: z.array(z.number()),
  }),
);
export type CustomerServiceEntry = z.infer<typeof customerServiceEntry>;

export const registerFieldSetting = lazySchema(() =>
  z.object({
    key: z.string(),
    enabled: z.boolean(),
    required: z.boolean(),
    type: z.string(),
    minLength: z.number().int().nonnegative(),
    maxLength: z.number().int().positive(),
    acceptedPattern: z.string(),
    patternId: z.number().int().nullable(),
  }),
);
export type RegisterFieldSetting = z.infer<typeof registerFieldSetting>;

/**
 * GET /wps/system/setting/register answers the settings keyed by field (`value.username`, ...),
 * as field clients read them, in the form's order.
 */
export const registerFieldsByKey = lazySchema(() => z.record(z.string(), registerFieldSetting));
export type RegisterFieldsByKey = z.infer<typeof registerFieldsByKey>;

export function fieldsByKey(fields: readonly RegisterFieldSetting[]): RegisterFieldsByKey {
  return Object.fromEntries(fields.map((field) => [field.key, field]));
}

export const domainRouteEntry = lazySchema(() => z.object({ domainName: z.string(), speed: z.number() }));
export const domainRouteValue = lazySchema(() =>
  z.object({
    customerService: z.array(customerServiceEntry),
    domainList: z.array(domainRouteEntry),
  }),
);

export const marketingDomain = lazySchema(() =>
  z.object({
    domain: z.string(),
    affiliateCode: z.string().nullable(),
    gtmId: z.string().nullable(),
    gtagId: z.string().nullable(),
    fbPixelId: z.string().nullable(),
    tiktokPixelId: z.string().nullable(),
    appsFlyerId: z.string().nullable(),
    adjustId: z.string().nullable(),
  }),
);
export const marketingConfig = lazySchema(() =>
  z.object({
    domains: z.array(marketingDomain),
    gtmId: z.string().nullable(),
    gtagId: z.string().nullable(),
    fbPixelId: z.string().nullable(),
  }),
);

export const mobileTemplate = lazySchema(() => z.record(z.string(), z.string()));

export const downloadTexts = lazySchema(() =>
  z.record(
    z.string(),
    z.object({ app_desc: z.string(), bottom_app_desc: z.string(), login_prompt_text: z.string() }),
  ),
);

export const consolidatedSettingsValue = lazySchema(() =>
  z.object({
    merchantCode: z.string(),
    merchantName: z.string(),
    currency: z.string(),
    currencySymbol: z.string(),
    currencyPosition: z.enum(['F', 'B', '']),
    languages: z.array(z.string()),
    defaultLanguage: z.string(),
    register: z.array(registerFieldSetting),
    resources: z.array(resourceEntry),
    smsProvider: z.string(),
    whitelabel: z.array(flagNode),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    gw: z.object({ GEETEST_ID: z.string(), GEETEST_VERSION: z.string(), PROFILE_ICON_COUNT: z.number() }),
    mobileTemplate,
    geetestSdkVersion: z.string(),
    maintenanceEnd: z.number().nullable(),
    domainRoute: z.array(domainRouteEntry),
    customerService: z.array(customerServiceEntry),
    download: downloadTexts,
    marketing: marketingConfig,
  }),
);
export type ConsolidatedSettings = z.infer<typeof consolidatedSettingsValue>;

export const locationValue = lazySchema(() =>
  z.object({
    ip: z.string(),
    countryCode: z.string().nullable(),
    allowed: z.boolean(),
  }),
);

export const countryEntry = lazySchema(() =>
  z.object({ countryCode: z.string(), countryDialingCode: z.string() }),
);
export type CountryEntry = z.infer<typeof countryEntry>;

/** Speed tests send t (or timestamp, older clients) and read it back with the server's clock. */
export const pingQuery = lazySchema(() =>
  z.object({
    t: z.coerce.number().int().nonnegative().optional(),
    timestamp: z.coerce.number().optional(),
  }),
);
export const pingValue = lazySchema(() => z.object({ t: z.number().nullable(), serverTime: z.number() }));
