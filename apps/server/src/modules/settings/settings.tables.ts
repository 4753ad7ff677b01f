import {
  pgTable,
  serial,
  integer,
  text,
  varchar,
  boolean,
  timestamp,
  jsonb,
  cidr,
  uniqueIndex,
  index,
  smallint,
} from 'drizzle-orm/pg-core';

/** Per-merchant settings that have no table of their own (CDNs, templates, texts, marketing). */
export interface MerchantExtraSettings {
  imageCDNs: string[];
  launchGameCDNs: string[];
  gw: { GEETEST_ID: string; GEETEST_VERSION: string; PROFILE_ICON_COUNT: number };
  mobileTemplate: Record<string, string>;
  geetestSdkVersion: string;
  smsProvider: string;
  download: Record<string, { app_desc: string; bottom_app_desc: string; login_prompt_text: string }>;
  marketing: { gtmId: string | null; gtagId: string | null; fbPixelId: string | null };
  /** Token is bound to the login IP (token_ip_different) when true. */
  bindTokenToIp: boolean;
  /** Encrypted endpoints also accept plain JSON unless this is false (docs/decisions/0004). */
  allowPlainBodies: boolean;
  /** Telegram login widget of the merchant's bot; the bot token never leaves the server. */
  telegram?: { botId: string; botToken: string; authDomain: string } | null;
  /**
   * Firebase sign-in: ID tokens of this project, checked against these keys (kid to PEM key or
   * certificate). `web` is the project's browser configuration, public by Firebase's design;
   * without it the page offers no Firebase sign-in.
   */
  firebase?: {
    projectId: string;
    publicKeys: Record<string, string>;
    web?: { apiKey: string; authDomain: string; appId: string } | null;
  } | null;
  /** Days a password lasts while PWDEXPFORCECHANGE3 is on (90 when unset). */
  passwordMaxAgeDays?: number;
  /** Minutes an SMS or e-mail code stays valid (5 when unset). */
  codeExpiredMinutes?: number;
}

export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 120 }).notNull(),
  currency: varchar('currency', { length: 3 }).notNull().default('THB'),
  currencySymbol: varchar('currency_symbol', { length: 8 }).notNull().default('฿'),
  currencyPosition: varchar('currency_position', { length: 1 }).notNull().default('F'),
  languages: text('languages').array().notNull().default(['CN']),
  defaultLanguage: varchar('default_language', { length: 2 }).notNull().default('CN'),
  active: boolean('active').notNull().default(true),
  maintenanceStart: timestamp('maintenance_start', { withTimezone: true }),
  maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
  maintenanceMessage: text('maintenance_message'),
  /** ISO 3166 alpha-2 codes refused by the region block. */
  blockedCountries: text('blocked_countries').array().notNull().default([]),
  extra: jsonb('extra').$type<MerchantExtraSettings>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const merchantDomains = pgTable(
  'merchant_domains',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    domain: varchar('domain', { length: 253 }).notNull(),
    /** Offered to clients as an alternative line (domainRoute, speed test). */
    isRoute: boolean('is_route').notNull().default(true),
    active: boolean('active').notNull().default(true),
    affiliateCode: varchar('affiliate_code', { length: 32 }),
    gtmId: varchar('gtm_id', { length: 64 }),
    gtagId: varchar('gtag_id', { length: 64 }),
    fbPixelId: varchar('fb_pixel_id', { length: 64 }),
    tiktokPixelId: varchar('tiktok_pixel_id', { length: 64 }),
    appsFlyerId: varchar('apps_flyer_id', { length: 64 }),
    adjustId: varchar('adjust_id', { length: 64 }),
  },
  (t) => [
    uniqueIndex('merchant_domains_domain_uq').on(t.domain),
    index('merchant_domains_merchant_ix').on(t.merchantId),
  ],
);

export const merchantFlags = pgTable(
  'merchant_flags',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    modId: varchar('mod_id', { length: 40 }).notNull(),
    parentModId: varchar('parent_mod_id', { length: 40 }),
    enabled: boolean('enabled').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('merchant_flags_pk').on(t.merchantId, t.modId)],
);

export const merchantRegisterFields = pgTable(
  'merchant_register_fields',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    key: varchar('key', { length: 40 }).notNull(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    minLength: integer('min_length').notNull(),
    maxLength: integer('max_length').notNull(),
    acceptedPattern: text('accepted_pattern').notNull().default('*'),
    patternId: integer('pattern_id'),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('merchant_register_fields_pk').on(t.merchantId, t.key)],
);

export const merchantResources = pgTable(
  'merchant_resources',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    resourceType: varchar('resource_type', { length: 16 }).notNull(),
    url: text('url').notNull(),
    qrCodeUrl: text('qr_code_url'),
  },
  (t) => [index('merchant_resources_merchant_ix').on(t.merchantId)],
);

export const customerServiceEntries = pgTable(
  'customer_service_entries',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    title: varchar('title', { length: 80 }).notNull(),
    csType: varchar('cs_type', { length: 16 }).notNull(),
    csPosition: varchar('cs_position', { length: 16 }).notNull(),
    /** Plain URL; the API encrypts it unless it begins with http. */
    path: text('path').notNull(),
    labelIds: integer('label_ids').array().notNull().default([]),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('customer_service_entries_merchant_ix').on(t.merchantId)],
);

export const merchantCountries = pgTable(
  'merchant_countries',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    countryDialingCode: varchar('country_dialing_code', { length: 4 }).notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('merchant_countries_pk').on(t.merchantId, t.countryCode)],
);

/** Visitor IP to country, most specific network wins. Loaded from a GeoIP export in production. */
export const geoIpRanges = pgTable(
  'geo_ip_ranges',
  {
    id: serial('id').primaryKey(),
    network: cidr('network').notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
  },
  (t) => [uniqueIndex('geo_ip_ranges_network_uq').on(t.network)],
);

/**
 * Which seed data a database holds, by fingerprint (the demo's: its version, the newest
 * migration, the built-in vendor secret). A start on a seeded database then checks one row
 * instead of running every idempotent seed step again.
 */
export const seedMarks = pgTable('seed_marks', {
  name: varchar('name', { length: 40 }).primaryKey(),
  fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
