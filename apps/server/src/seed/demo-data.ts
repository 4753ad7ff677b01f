import { ALL_FLAGS, FLAG_GROUPS, SHIPPED_LANGUAGES } from '@platform/shared';
import type { MerchantExtraSettings } from '../modules/settings/settings.tables.js';

/** Demo data: two merchants so tenant isolation is visible from the first start. */
export interface DemoMerchant {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  currencyPosition: 'F' | 'B';
  languages: string[];
  defaultLanguage: string;
  domains: string[];
  disabledFlags: string[];
  blockedCountries: string[];
  accounts: DemoAccount[];
}

export interface DemoAccount {
  username: string;
  password: string;
  nickname: string;
  isAgent: number;
  toUpline?: number;
  mobileNo?: string;
  countryDialingCode?: string;
  email?: string;
  payeeName?: string;
  /** Agents only: the code new members register under. */
  affiliateCode?: string;
  referralCode: string;
}

export const DEMO_MERCHANTS: DemoMerchant[] = [
  {
    code: 'demo',
    name: 'Golden Lotus',
    currency: 'THB',
    currencySymbol: '฿',
    currencyPosition: 'F',
    languages: [...SHIPPED_LANGUAGES],
    defaultLanguage: 'CN',
    domains: [
      'localhost',
      '127.0.0.1',
      'www.goldenlotus.test',
      'm.goldenlotus.test',
      'line2.goldenlotus.test',
    ],
    disabledFlags: ['GEETEST3', 'GEETESTRISK3', 'TWITTERLOGIN3', 'LINELOGIN3'],
    blockedCountries: ['US'],
    accounts: [
      {
        username: 'demo001',
        password: 'demo1234',
        nickname: 'Lucky Player',
        isAgent: 0,
        toUpline: 1,
        mobileNo: '0812345678',
        countryDialingCode: '66',
        email: 'demo001@goldenlotus.test',
        payeeName: 'Lucky Player',
        referralCode: 'LUCKY001',
      },
      {
        username: 'demo002',
        password: 'demo1234',
        nickname: 'Jade Tiger',
        isAgent: 0,
        referralCode: 'JADE0002',
      },
      {
        username: 'agent001',
        password: 'agent1234',
        nickname: 'Agent Chen',
        isAgent: 1,
        affiliateCode: 'GOLD8888',
        referralCode: 'CHEN0001',
      },
    ],
  },
  {
    code: 'alpha',
    name: 'Alpha Play',
    currency: 'VND',
    currencySymbol: '₫',
    currencyPosition: 'B',
    languages: ['VI', 'EN'],
    defaultLanguage: 'VI',
    domains: ['www.alphaplay.test'],
    disabledFlags: ['FREEPLAY3', 'AGETRANSFERUP3'],
    blockedCountries: [],
    accounts: [
      {
        username: 'alpha001',
        password: 'alpha1234',
        nickname: 'Alpha One',
        isAgent: 0,
        mobileNo: '0912345678',
        countryDialingCode: '84',
        referralCode: 'ALPHA001',
      },
    ],
  },
];

export function demoExtra(merchant: DemoMerchant): MerchantExtraSettings {
  const host = merchant.domains.find((d) => d.startsWith('www.')) ?? merchant.domains[0]!;
  const texts = {
    app_desc: `${merchant.name}: lottery, slots and live games in your pocket.`,
    bottom_app_desc: 'Scan the code to install. iOS, Android and H5 supported.',
    login_prompt_text: 'Log in to play and claim your rewards.',
  };
  return {
    // The demo serves its own pictures (the default image host); a merchant with an image CDN
    // lists its hosts here and the site picks one at random.
    imageCDNs: [],
    launchGameCDNs: [`https://game.${host.replace(/^www\./, '')}`],
    gw: { GEETEST_ID: '', GEETEST_VERSION: 'v4', PROFILE_ICON_COUNT: 9 },
    mobileTemplate: {
      web_logo: '/brand/logo.svg',
      favicon: '/brand/favicon.svg',
      splash: '/brand/splash.svg',
      app_desc: texts.app_desc,
      theme_color: '#c9a227',
    },
    geetestSdkVersion: '4',
    smsProvider: 'outbox',
    download: Object.fromEntries(merchant.languages.map((l) => [l, texts])),
    marketing: { gtmId: null, gtagId: null, fbPixelId: null },
    bindTokenToIp: false,
    allowPlainBodies: true,
    // Telegram and Firebase sign-in need the merchant's own bot and project; none in the demo.
    telegram: null,
    firebase: null,
    passwordMaxAgeDays: 90,
    codeExpiredMinutes: 5,
  };
}

export const DEMO_REGISTER_FIELDS = [
  {
    key: 'username',
    enabled: true,
    required: true,
    type: 'text',
    minLength: 6,
    maxLength: 13,
    acceptedPattern: '^[A-Za-z0-9]+$',
    patternId: 4,
  },
  {
    key: 'password',
    enabled: true,
    required: true,
    type: 'password',
    minLength: 6,
    maxLength: 16,
    acceptedPattern: '*',
    patternId: null,
  },
  {
    key: 'mobileNum',
    enabled: true,
    required: false,
    type: 'tel',
    minLength: 10,
    maxLength: 16,
    acceptedPattern: '^[0-9]+$',
    patternId: 7,
  },
  {
    key: 'email',
    enabled: true,
    required: false,
    type: 'email',
    minLength: 5,
    maxLength: 254,
    acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
    patternId: 9,
  },
  {
    key: 'payeeName',
    enabled: true,
    required: false,
    type: 'text',
    minLength: 2,
    maxLength: 40,
    acceptedPattern: '*',
    patternId: null,
  },
  {
    key: 'nickname',
    enabled: false,
    required: false,
    type: 'text',
    minLength: 2,
    maxLength: 20,
    acceptedPattern: '*',
    patternId: null,
  },
  {
    key: 'affiliateCode',
    enabled: true,
    required: false,
    type: 'text',
    // Codes as short as "www" are in use in the field.
    minLength: 3,
    maxLength: 16,
    acceptedPattern: '^[A-Za-z0-9]+$',
    patternId: null,
  },
  {
    key: 'captcha',
    enabled: true,
    required: true,
    type: 'captcha',
    minLength: 4,
    maxLength: 6,
    acceptedPattern: '*',
    patternId: null,
  },
];

export const DEMO_COUNTRIES = [
  ['TH', '66'],
  ['CN', '86'],
  ['VN', '84'],
  ['JP', '81'],
  ['HK', '852'],
  ['TW', '886'],
  ['MY', '60'],
  ['PH', '63'],
] as const;

/** Documentation address ranges (RFC 5737) stand in for a GeoIP export in the demo. */
export const DEMO_GEO_RANGES = [
  ['203.0.113.0/24', 'US'],
  ['198.51.100.0/24', 'TH'],
  ['192.0.2.0/24', 'CN'],
] as const;

export function flagRows(merchantId: number, disabled: readonly string[]) {
  const off = new Set(disabled);
  const rows: {
    merchantId: number;
    modId: string;
    parentModId: string | null;
    enabled: boolean;
    sort: number;
  }[] = [];
  let sort = 0;
  for (const [group, flags] of Object.entries(FLAG_GROUPS)) {
    rows.push({ merchantId, modId: group, parentModId: null, enabled: !off.has(group), sort: sort++ });
    for (const flag of flags)
      rows.push({ merchantId, modId: flag, parentModId: group, enabled: !off.has(flag), sort: sort++ });
  }
  if (rows.length !== ALL_FLAGS.length) throw new Error('flag tree out of step with FLAG_GROUPS');
  return rows;
}
