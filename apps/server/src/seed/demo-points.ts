import { and, eq, inArray } from 'drizzle-orm';
import { POINTS_CURRENCY, decimalToMinor, normaliseLanguage } from '@platform/shared';
import type { Db } from '../platform/db/client.js';
import { merchants } from '../modules/settings/settings.tables.js';
import { members } from '../modules/member/member.tables.js';
import { Ledger } from '../modules/wallet/index.js';
import { POINTS_WALLET } from '../modules/points/index.js';
import { pointConfigs, rewardTypes, rewards } from '../modules/points/points.tables.js';
import { REWARD_TEXTS, splitTexts } from './demo-texts.js';

/** Members who start with points (their money balances are left alone). */
const DEMO_POINT_HOLDERS: Record<string, string> = { demo001: '5000', alpha001: '5000' };

const TYPES = [
  {
    typeId: 1,
    name: 'Electronics',
    chineseName: '数码电子',
    i18nStr:
      '{"en":"Electronics","cn":"数码电子","tw":"數碼電子","ja":"電子機器","th":"อิเล็กทรอนิกส์","vi":"Điện tử"}',
  },
  {
    typeId: 2,
    name: 'Lifestyle',
    chineseName: '生活用品',
    i18nStr:
      '{"en":"Lifestyle","cn":"生活用品","tw":"生活用品","ja":"ライフスタイル","th":"ไลฟ์สไตล์","vi":"Phong cách sống"}',
  },
  {
    typeId: 3,
    name: 'Vouchers',
    chineseName: '礼券',
    i18nStr: '{"en":"Vouchers","cn":"礼券","tw":"禮券","ja":"ギフト券","th":"บัตรกำนัล","vi":"Phiếu quà tặng"}',
  },
];

/** A reward's name and description: the default language's in the columns, the others in texts. */
function textsOf(r: DemoReward, language: Parameters<typeof splitTexts>[1]) {
  const known = REWARD_TEXTS[r.name];
  if (!known) return { name: r.name, description: r.description, texts: {} };
  const { base, texts } = splitTexts(known, language);
  return { ...base, texts };
}

/** price: points only; pm: [points, money] for points plus money. */
interface DemoReward {
  name: string;
  type: number;
  price?: string;
  pm?: [string, string];
  inventory: number;
  color: string;
  description: string;
}
const REWARDS: DemoReward[] = [
  {
    name: 'Wireless Earbuds',
    type: 1,
    price: '1200',
    pm: ['600', '150'],
    inventory: 25,
    color: '#2563eb',
    description: 'Bluetooth 5.3 earbuds with charging case.',
  },
  {
    name: 'Smart Watch',
    type: 1,
    pm: ['2000', '990'],
    inventory: 8,
    color: '#7c3aed',
    description: 'Heart-rate, sleep and step tracking; 7-day battery.',
  },
  {
    name: 'Power Bank 20000mAh',
    type: 1,
    price: '800',
    inventory: 40,
    color: '#0891b2',
    description: 'Fast charging for two devices at once.',
  },
  {
    name: 'Gaming Mouse',
    type: 1,
    price: '650',
    inventory: 3,
    color: '#dc2626',
    description: 'Adjustable DPI, RGB lighting.',
  },
  {
    name: 'Travel Mug',
    type: 2,
    price: '300',
    inventory: 100,
    color: '#16a34a',
    description: 'Keeps drinks hot for 8 hours.',
  },
  {
    name: 'Hoodie',
    type: 2,
    price: '900',
    pm: ['450', '250'],
    inventory: 30,
    color: '#ea580c',
    description: 'Soft cotton hoodie, sizes S to XL (tell us your size in the remarks).',
  },
  {
    name: 'Backpack',
    type: 2,
    pm: ['700', '390'],
    inventory: 12,
    color: '#4b5563',
    description: 'Water-resistant, laptop sleeve up to 15 inches.',
  },
  {
    name: 'Coffee Voucher',
    type: 3,
    price: '150',
    inventory: 500,
    color: '#92400e',
    description: 'One drink at partner cafes.',
  },
  {
    name: 'Movie Ticket',
    type: 3,
    price: '400',
    inventory: 60,
    color: '#be185d',
    description: 'One standard seat, any day.',
  },
  {
    name: 'Supermarket Card 500',
    type: 3,
    price: '4500',
    pm: ['2500', '200'],
    inventory: 0,
    color: '#0f766e',
    description: 'Gift card worth 500 at partner stores.',
  },
];

/** A small SVG image with the reward's name, as a data URL (no files to serve). */
function image(label: string, color: string, width: number, height: number): string {
  const text = label.replace(/[<>&"']/g, '');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" rx="12" fill="${color}"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(height / 9)}" ` +
    `text-anchor="middle" dominant-baseline="middle">${text}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The points mall of every demo merchant: config, reward types 1-3, ten rewards (points only,
 * points plus money, one sold out) and 5,000 points for the demo players, issued through the
 * ledger from the POINTS house account. Runs once per merchant.
 */
export async function seedDemoPoints(db: Db, now = new Date()): Promise<void> {
  const ledger = new Ledger(db);
  const rows = await db
    .select({ id: merchants.id, currency: merchants.currency, defaultLanguage: merchants.defaultLanguage })
    .from(merchants);
  for (const merchant of rows) {
    const [existing] = await db.select().from(pointConfigs).where(eq(pointConfigs.merchantId, merchant.id));
    if (existing) continue;
    await db.transaction(async (tx) => {
      await tx.insert(pointConfigs).values({
        merchantId: merchant.id,
        exchangeRateE4: 100_000,
        liveBetE4: 5_000,
        lottoBetE4: 10_000,
        pvpBetE4: 5_000,
        rngBetE4: 2_000,
        sportBetE4: 5_000,
        depositE4: 1_000,
        earnFrom: now,
      });
      await tx.insert(rewardTypes).values(TYPES.map((t) => ({ merchantId: merchant.id, ...t })));
      await tx.insert(rewards).values(
        REWARDS.map((r, sortOrder) => ({
          merchantId: merchant.id,
          typeId: r.type,
          ...textsOf(r, normaliseLanguage(merchant.defaultLanguage)),
          pricePoints: r.price ? decimalToMinor(r.price, POINTS_CURRENCY) : null,
          mpPoints: r.pm ? decimalToMinor(r.pm[0], POINTS_CURRENCY) : null,
          mpMoney: r.pm ? decimalToMinor(r.pm[1], merchant.currency) : null,
          displayPm: Boolean(r.pm),
          inventory: r.inventory,
          images: [
            { type: 'M' as const, imageUrl: image(r.name, r.color, 640, 480) },
            { type: 'S' as const, imageUrl: image(r.name, r.color, 240, 180) },
          ],
          sortOrder,
        })),
      );
    });
    const holders = await db
      .select({ id: members.id, username: members.username })
      .from(members)
      .where(
        and(eq(members.merchantId, merchant.id), inArray(members.username, Object.keys(DEMO_POINT_HOLDERS))),
      );
    for (const holder of holders) {
      await ledger.transfer({
        merchantId: merchant.id,
        currency: POINTS_CURRENCY,
        debit: { owner: 'house', code: 'POINTS' },
        credit: { owner: 'member', memberId: holder.id, wallet: POINTS_WALLET },
        amount: decimalToMinor(DEMO_POINT_HOLDERS[holder.username]!, POINTS_CURRENCY),
        kind: 'points_grant',
        idempotencyKey: `seed:points:${holder.id}`,
        reference: 'SEED',
        remarks: 'Welcome points',
      });
    }
  }
}
