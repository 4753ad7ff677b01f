import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../platform/db/client.js';
import { DEV_BUILTIN_VENDOR_SECRET } from '../config.js';
import {
  customerServiceEntries,
  geoIpRanges,
  merchantCountries,
  merchantDomains,
  merchantFlags,
  merchantRegisterFields,
  merchantResources,
  merchants,
} from '../modules/settings/settings.tables.js';
import { members } from '../modules/member/member.tables.js';
import { hashPassword } from '../modules/member/index.js';
import {
  DEMO_COUNTRIES,
  DEMO_GEO_RANGES,
  DEMO_MERCHANTS,
  DEMO_REGISTER_FIELDS,
  demoExtra,
  flagRows,
  type DemoMerchant,
} from './demo-data.js';
import { demoAdmins, seedDemoWallets } from './demo-wallets.js';
import { DEMO_AGENT_ACCOUNTS } from './demo-agents.js';
import { seedDemoLottery } from './demo-lottery.js';
import { seedDemoGames } from './demo-games.js';
import { seedDemoPromotions } from './demo-promotions.js';
import { seedDemoPoints } from './demo-points.js';
import { seedDemoSupport } from './demo-support.js';

export interface SeededAccount {
  merchant: string;
  username: string;
  password: string;
}

async function seedMerchant(tx: DbOrTx, m: DemoMerchant): Promise<void> {
  const [merchant] = await tx
    .insert(merchants)
    .values({
      code: m.code,
      name: m.name,
      currency: m.currency,
      currencySymbol: m.currencySymbol,
      currencyPosition: m.currencyPosition,
      languages: m.languages,
      defaultLanguage: m.defaultLanguage,
      blockedCountries: m.blockedCountries,
      extra: demoExtra(m),
    })
    .returning({ id: merchants.id });
  const merchantId = merchant!.id;
  await tx.insert(merchantDomains).values(
    m.domains.map((domain) => ({
      merchantId,
      domain,
      isRoute: !['localhost', '127.0.0.1'].includes(domain),
    })),
  );
  await tx.insert(merchantFlags).values(flagRows(merchantId, m.disabledFlags));
  await tx
    .insert(merchantRegisterFields)
    .values(DEMO_REGISTER_FIELDS.map((f, sort) => ({ ...f, merchantId, sort })));
  const site = m.domains.find((d) => d.startsWith('www.')) ?? m.domains[0]!;
  await tx.insert(merchantResources).values([
    { merchantId, resourceType: 'IOS', url: `https://${site}/app/ios`, qrCodeUrl: null },
    { merchantId, resourceType: 'Android', url: `https://${site}/app/android.apk`, qrCodeUrl: null },
    { merchantId, resourceType: 'H5', url: `https://${site.replace(/^www\./, 'm.')}/`, qrCodeUrl: null },
  ]);
  await tx.insert(customerServiceEntries).values([
    {
      merchantId,
      title: 'Live chat',
      csType: 'LIVECHAT',
      csPosition: 'RIGHT',
      path: `https://${site}/support/chat`,
      labelIds: [],
      sort: 0,
    },
    {
      merchantId,
      title: 'VIP service',
      csType: 'COMM100VIP',
      csPosition: 'RIGHT',
      path: `https://${site}/support/vip`,
      labelIds: [3, 4],
      sort: 1,
    },
  ]);
  await tx.insert(merchantCountries).values(
    DEMO_COUNTRIES.map(([countryCode, countryDialingCode], sort) => ({
      merchantId,
      countryCode,
      countryDialingCode,
      sort,
    })),
  );
  for (const account of m.accounts) {
    await tx.insert(members).values({
      merchantId,
      username: account.username,
      passwordHash: await hashPassword(account.password),
      nickname: account.nickname,
      isAgent: account.isAgent,
      toUpline: account.toUpline ?? 0,
      mobileNo: account.mobileNo ?? null,
      countryDialingCode: account.countryDialingCode ?? null,
      email: account.email ?? null,
      payeeName: account.payeeName ?? null,
      affiliateCode: account.affiliateCode ?? null,
      referralCode: account.referralCode,
    });
  }
}

/**
 * Every login password the demo data publishes (README, start-up printout): members, agents and
 * operators. Production refuses logins with them.
 */
export function demoPasswords(): Set<string> {
  return new Set([
    ...DEMO_MERCHANTS.flatMap((m) => m.accounts.map((a) => a.password)),
    ...DEMO_AGENT_ACCOUNTS.map((a) => a.password),
    ...demoAdmins().map((a) => a.password),
  ]);
}

/**
 * Inserts the demo merchants and accounts once; a database that already has them is left alone.
 * Demo wallets, back-office users and opening balances are seeded idempotently every time.
 * vendorSecret: the built-in vendor's key (the development key by default).
 */
export async function seedDemo(db: Db, vendorSecret = DEV_BUILTIN_VENDOR_SECRET): Promise<SeededAccount[]> {
  const accounts = DEMO_MERCHANTS.flatMap((m) =>
    m.accounts.map((a) => ({ merchant: m.code, username: a.username, password: a.password })),
  );
  const [existing] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, DEMO_MERCHANTS[0]!.code));
  // The merchants are seeded once; each later part checks what it already has, so it also fills
  // in what a newer version added to an existing demo database.
  if (!existing) {
    await db.transaction(async (tx) => {
      await tx
        .insert(geoIpRanges)
        .values(DEMO_GEO_RANGES.map(([network, countryCode]) => ({ network, countryCode })))
        .onConflictDoNothing();
      for (const m of DEMO_MERCHANTS) await seedMerchant(tx, m);
    });
  }
  await seedDemoWallets(db);
  await seedDemoLottery(db);
  await seedDemoGames(db, vendorSecret);
  await seedDemoPromotions(db);
  await seedDemoPoints(db);
  await seedDemoSupport(db);
  return accounts;
}
