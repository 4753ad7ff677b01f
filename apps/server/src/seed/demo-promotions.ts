import { and, count, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_NOTICE_GROUP,
  HOME_BANNER_GROUP,
  SHIPPED_LANGUAGES,
  decimalToMinor,
  normaliseLanguage,
  scaleOf,
  type LanguageCode,
} from '@platform/shared';
import type { Db } from '../platform/db/client.js';
import { merchants } from '../modules/settings/settings.tables.js';
import { members } from '../modules/member/member.tables.js';
import {
  promotionCategories,
  promotions,
  raffleSchedules,
  rebateRates,
  vipLabels,
} from '../modules/promotion/promotion.tables.js';
import { inboxMessages, inboxReads, notices } from '../modules/message/message.tables.js';
import { businessDay, sanitizeMerchantHtml } from '../modules/promotion/index.js';
import { demoSlotNodeId } from './demo-games.js';
import {
  ANNOUNCEMENT_TEXTS,
  BROADCAST_TEXTS,
  INBOX_TEXTS,
  POPUP_TEXTS,
  PROMOTION_TEXTS,
  announcementBody,
  splitTexts,
  type Texts6,
} from './demo-texts.js';

const DAY = 24 * 60 * 60 * 1000;

/** A small banner drawn as SVG (no binary assets to ship), as a data: URL. */
export function bannerImage(title: string, subtitle: string, from: string, to: string): string {
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="320" viewBox="0 0 960 320">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="960" height="320" rx="24" fill="url(#g)"/>` +
    `<circle cx="820" cy="160" r="110" fill="#ffffff" fill-opacity="0.12"/>` +
    `<circle cx="870" cy="90" r="40" fill="#ffd76a" fill-opacity="0.6"/>` +
    `<text x="56" y="150" font-family="sans-serif" font-size="54" font-weight="700" fill="#fff">${esc(title)}</text>` +
    `<text x="56" y="210" font-family="sans-serif" font-size="28" fill="#fff" fill-opacity="0.9">${esc(subtitle)}</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The same picture drawn in every shipped language. */
function bannerImages(title: Texts6, subtitle: Texts6, from: string, to: string): Texts6 {
  const out = {} as Texts6;
  for (const lang of SHIPPED_LANGUAGES) out[lang] = bannerImage(title[lang], subtitle[lang], from, to);
  return out;
}

/** A promotion's title, content and picture split into the row's columns and its texts. */
function promotionTexts(key: string, language: LanguageCode) {
  const t = PROMOTION_TEXTS[key]!;
  const p = PROMOTIONS.find((x) => x.key === key)!;
  const sanitized = {} as Texts6;
  for (const lang of SHIPPED_LANGUAGES) sanitized[lang] = sanitizeMerchantHtml(t.content[lang]);
  return splitTexts(
    {
      title: t.title,
      content: sanitized,
      imageUrl: bannerImages(t.title, t.subtitle, p.colors[0], p.colors[1]),
    },
    language,
  );
}

interface PromotionSeed {
  key: string;
  category: string;
  type: (typeof promotions.$inferInsert)['promotionType'];
  title: string;
  content: string;
  bonus: string;
  turnover?: number;
  remark?: boolean;
  image?: boolean;
  code?: string;
  target?: string;
  rate?: number;
  withinDays?: number;
  redirect?: string;
  colors: [string, string];
  subtitle: string;
}

const PROMOTIONS: PromotionSeed[] = [
  {
    key: 'first-deposit',
    category: 'Deposit',
    type: 'MANUAL',
    title: 'First Deposit Bonus',
    subtitle: 'Up to 100.00 on your first deposit',
    content:
      '<h3>First deposit bonus</h3><p>Make your first deposit and apply here with your <strong>deposit slip</strong>.</p>' +
      '<ul><li>Bonus: 100.00</li><li>Turnover: 3x the bonus before withdrawal</li><li>One application per member</li></ul>' +
      '<p>Attach a photo of the transfer slip (JPG or PNG, up to 5 MB) and a short remark.</p>',
    bonus: '100.00',
    turnover: 3,
    remark: true,
    image: true,
    redirect: '/member?page=depositv2',
    colors: ['#b3122e', '#f0642e'],
  },
  {
    key: 'weekend-reload',
    category: 'Deposit',
    type: 'MANUAL',
    title: 'Weekend Reload',
    subtitle: '50.00 reload every weekend',
    content:
      '<p>Deposited this weekend? Apply for a <em>50.00</em> reload bonus. Our team reviews applications within 24 hours.</p>' +
      '<table><tr><th>Bonus</th><th>Turnover</th></tr><tr><td>50.00</td><td>1x</td></tr></table>',
    bonus: '50.00',
    colors: ['#1c3f94', '#3aa0ff'],
  },
  {
    key: 'daily-sign-in',
    category: 'Daily',
    type: 'LOGIN',
    title: 'Daily Sign-in',
    subtitle: 'Claim 5.00 every day',
    content: '<p>Log in and claim <strong>5.00</strong> once every day in the rewards centre.</p>',
    bonus: '5.00',
    colors: ['#0d7a5f', '#3fd4a2'],
  },
  {
    key: 'newbie',
    category: 'Daily',
    type: 'REGISTER',
    title: 'Newbie Task',
    subtitle: 'Deposit 300.00 in your first week',
    content:
      '<p>New members who deposit a total of <strong>300.00</strong> within 7 days of registering receive <strong>38.00</strong>.</p>',
    bonus: '38.00',
    target: '300.00',
    withinDays: 7,
    colors: ['#6b2bb8', '#c46bff'],
  },
  {
    key: 'rescue',
    category: 'Daily',
    type: 'SAVIOR',
    title: 'Rescue Fund',
    subtitle: '5% of yesterday’s net loss',
    content:
      '<p>Had a bad day? Claim <strong>5%</strong> of yesterday’s net loss (minimum loss 500.00, up to 888.00).</p>',
    bonus: '888.00',
    target: '500.00',
    rate: 5,
    colors: ['#8a4b08', '#f2a93b'],
  },
  {
    key: 'weekly-mission',
    category: 'VIP & Missions',
    type: 'MISSION',
    title: 'Betting Mission',
    subtitle: 'Bet 10,000.00 and earn 88.00',
    content:
      '<p>Reach <strong>10,000.00</strong> of settled bets during the mission and claim <strong>88.00</strong>. ' +
      'See where you stand on the mission leaderboard.</p>',
    bonus: '88.00',
    target: '10000.00',
    redirect: '/lottery',
    colors: ['#123a52', '#1fa2c9'],
  },
  {
    key: 'lottery-marathon',
    category: 'Lottery',
    type: 'MISSION_MANUAL',
    title: 'Lottery Marathon',
    subtitle: 'Bet 50,000.00 then apply',
    content:
      '<p>Bet <strong>50,000.00</strong> on the lottery, then apply with a remark telling us your favourite game. Reward: 288.00.</p>',
    bonus: '288.00',
    target: '50000.00',
    remark: true,
    redirect: '/lottery',
    colors: ['#7a0f4d', '#e64a9a'],
  },
  {
    key: 'lucky-draw',
    category: 'Daily',
    type: 'RAFFLE',
    title: 'Lucky Draw',
    subtitle: 'A daily draw of 8.00 to 88.00',
    content: '<p>Every day one free draw: win between <strong>8.00</strong> and <strong>88.00</strong>.</p>',
    bonus: '88.00',
    target: '8.00',
    colors: ['#9c1b1b', '#ffb400'],
  },
  {
    key: 'welcome-code',
    category: 'Deposit',
    type: 'TICKET',
    title: 'Promo Code WELCOME88',
    subtitle: 'Enter WELCOME88 for 8.80',
    content:
      '<p>Enter the promo code <code>WELCOME88</code> in the rewards centre to receive <strong>8.80</strong>.</p>',
    bonus: '8.80',
    code: 'WELCOME88',
    colors: ['#24543a', '#7bc043'],
  },
  {
    key: 'referral',
    category: 'VIP & Missions',
    type: 'REFERRAL',
    title: 'Invite Friends',
    subtitle: '50.00 for every friend who deposits',
    content:
      '<p>Share your referral code. For every friend who registers with it and deposits <strong>500.00</strong>, you receive <strong>50.00</strong>.</p>',
    bonus: '50.00',
    target: '500.00',
    colors: ['#2d2f8f', '#7a5cff'],
  },
];

const CATEGORIES = ['Deposit', 'Daily', 'VIP & Missions', 'Lottery'];

const VIP = [
  { labelName: 'Bronze', color: '#b08d57', deposit: '0', bet: '0', benefits: 'Daily sign-in bonus' },
  {
    labelName: 'Silver',
    color: '#a7b1ba',
    deposit: '1000',
    bet: '5000',
    benefits: 'Weekly rebate boost 0.1%',
  },
  {
    labelName: 'Gold',
    color: '#e2b33c',
    deposit: '10000',
    bet: '50000',
    benefits: 'Birthday bonus, faster withdrawals',
  },
  {
    labelName: 'Platinum',
    color: '#6fc3d8',
    deposit: '50000',
    bet: '300000',
    benefits: 'Personal account manager',
  },
  {
    labelName: 'Diamond',
    color: '#8c7bff',
    deposit: '200000',
    bet: '1500000',
    benefits: 'Exclusive events and gifts',
  },
];

const REBATE_RATES: [string, number][] = [
  ['LOTT', 50],
  ['RNG', 80],
  ['LIVE', 60],
  ['SPORTS', 50],
  ['FISH', 70],
  ['PVP', 40],
];

/**
 * Demo promotions, notices, inbox messages, VIP labels and rebate rates of every demo merchant.
 * Seeded once per merchant (skipped when it already has promotions); nothing here moves money,
 * so the demo members' balances stay as the wallet seed made them.
 */
export async function seedDemoPromotions(db: Db, now = new Date()): Promise<void> {
  const rows = await db
    .select({
      id: merchants.id,
      code: merchants.code,
      currency: merchants.currency,
      defaultLanguage: merchants.defaultLanguage,
    })
    .from(merchants);
  for (const merchant of rows) {
    const [existing] = await db
      .select({ n: count() })
      .from(promotions)
      .where(eq(promotions.merchantId, merchant.id));
    if ((existing?.n ?? 0) > 0) continue;
    const language = normaliseLanguage(merchant.defaultLanguage);
    await db.transaction(async (tx) => {
      // Amounts are written for a 2-decimal currency; whole-unit currencies (VND) get x1000.
      const minor = (major: string) =>
        scaleOf(merchant.currency) >= 2
          ? decimalToMinor(major, merchant.currency)
          : decimalToMinor(major, 'THB') * 10n;
      const categories = await tx
        .insert(promotionCategories)
        .values(CATEGORIES.map((name, sortOrder) => ({ merchantId: merchant.id, name, sortOrder })))
        .returning();
      const categoryId = (name: string) => categories.find((c) => c.name === name)!.id;
      const created = new Map<string, number>();
      for (const [sortOrder, p] of PROMOTIONS.entries()) {
        const { base, texts } = promotionTexts(p.key, language);
        const [row] = await tx
          .insert(promotions)
          .values({
            merchantId: merchant.id,
            categoryId: categoryId(p.category),
            promotionType: p.type,
            title: base.title,
            content: base.content,
            texts,
            startAt: new Date(now.getTime() - 30 * DAY),
            endAt: p.type === 'MISSION' ? new Date(now.getTime() + 30 * DAY) : null,
            redirect: p.redirect ?? null,
            remarkRequired: p.remark ?? false,
            imageRequired: p.image ?? false,
            imageUrls: [base.imageUrl],
            currency: merchant.currency,
            bonusAmount: minor(p.bonus),
            turnoverX100: Math.round((p.turnover ?? 1) * 100),
            promoCode: p.code ?? null,
            target: p.target ? minor(p.target) : null,
            rateX100: p.rate ? p.rate * 100 : null,
            withinDays: p.withinDays ?? null,
            sortOrder,
          })
          .returning({ id: promotions.id });
        created.set(p.key, row!.id);
      }
      // One raffle window per business day, from yesterday for 60 days.
      const raffleId = created.get('lucky-draw')!;
      await tx.insert(raffleSchedules).values(
        Array.from({ length: 60 }, (_, i) => {
          const day = businessDay(now, i - 1);
          return { merchantId: merchant.id, promotionId: raffleId, startAt: day.from, endAt: day.to };
        }),
      );

      const banner = (groupName: string, sortOrder: number, key: string, linkageType: 'URL' | 'P' | 'G') => {
        const { base, texts } = promotionTexts(key, language);
        return {
          merchantId: merchant.id,
          type: 'B' as const,
          title: base.title,
          texts: Object.fromEntries(
            Object.entries(texts).map(([lang, t]) => [lang, { title: t.title, imageUrl: t.imageUrl }]),
          ),
          groupName,
          imageUrl: base.imageUrl,
          linkageType,
          linkage:
            linkageType === 'P' ? String(created.get(key)) : linkageType === 'G' ? 'jade_dragon' : '/lottery',
          nodeId: linkageType === 'G' ? String(demoSlotNodeId('jade_dragon')) : null,
          vendor: linkageType === 'G' ? 'LOTUS' : null,
          sortOrder,
          startAt: new Date(now.getTime() - 30 * DAY),
        };
      };
      await tx.insert(notices).values([
        banner(DEFAULT_NOTICE_GROUP, 0, 'first-deposit', 'P'),
        banner(DEFAULT_NOTICE_GROUP, 1, 'lucky-draw', 'P'),
        banner(DEFAULT_NOTICE_GROUP, 2, 'referral', 'P'),
        banner(HOME_BANNER_GROUP, 0, 'weekly-mission', 'URL'),
        banner(HOME_BANNER_GROUP, 1, 'first-deposit', 'P'),
        banner(HOME_BANNER_GROUP, 2, 'daily-sign-in', 'G'),
        ...ANNOUNCEMENT_TEXTS.map((title, i) => {
          const content = {} as Texts6;
          for (const lang of SHIPPED_LANGUAGES) {
            const site = merchant.code === 'demo' ? 'Golden Lotus' : null;
            content[lang] = sanitizeMerchantHtml(announcementBody(title[lang], lang, site));
          }
          const { base, texts } = splitTexts({ title, content }, language);
          return {
            merchantId: merchant.id,
            type: 'PL' as const,
            ...base,
            texts,
            startAt: new Date(now.getTime() - (i + 1) * DAY),
          };
        }),
        ...['first-deposit', 'weekly-mission'].map((key, i) => {
          const t = PROMOTION_TEXTS[key]!;
          const content = {} as Texts6;
          for (const lang of SHIPPED_LANGUAGES)
            content[lang] = sanitizeMerchantHtml(`<p>${t.subtitle[lang]}</p>`);
          const { base, texts } = splitTexts({ title: t.title, content }, language);
          return {
            merchantId: merchant.id,
            type: 'PR' as const,
            ...base,
            texts,
            promotionId: created.get(key)!,
            sortOrder: i,
            startAt: new Date(now.getTime() - 2 * DAY),
          };
        }),
        popup('welcome', language, {
          merchantId: merchant.id,
          execution: 'F' as const,
          colors: ['#b3122e', '#f0642e'],
          sortOrder: 0,
          startAt: new Date(now.getTime() - 30 * DAY),
        }),
        popup('reload', language, {
          merchantId: merchant.id,
          execution: 'A' as const,
          promotionId: created.get('weekend-reload')!,
          sortOrder: 1,
          startAt: new Date(now.getTime() - 30 * DAY),
        }),
      ]);

      await tx.insert(vipLabels).values(
        VIP.map((v, rankLevel) => ({
          merchantId: merchant.id,
          labelName: v.labelName,
          color: v.color,
          rankLevel,
          depositRequired: minor(v.deposit),
          betRequired: minor(v.bet),
          benefits: v.benefits,
        })),
      );
      await tx
        .insert(rebateRates)
        .values(
          REBATE_RATES.map(([gameType, rateX100]) => ({ merchantId: merchant.id, gameType, rateX100 })),
        );
    });
    await seedInbox(db, merchant.id, merchant.code, language, now);
  }
}

/** A publicity popup; the welcome popup has a picture in each language. */
function popup(
  key: keyof typeof POPUP_TEXTS,
  language: LanguageCode,
  row: {
    merchantId: number;
    execution: 'A' | 'F';
    colors?: [string, string];
    promotionId?: number;
    sortOrder: number;
    startAt: Date;
  },
) {
  const t = POPUP_TEXTS[key];
  const content = {} as Texts6;
  for (const lang of SHIPPED_LANGUAGES) content[lang] = sanitizeMerchantHtml(t.content[lang]);
  const { colors, ...rest } = row;
  const { base, texts } = colors
    ? splitTexts(
        { title: t.title, content, imageUrl: bannerImages(t.title, t.subtitle, ...colors) },
        language,
      )
    : splitTexts({ title: t.title, content }, language);
  return { type: 'PU' as const, ...rest, ...base, texts };
}

async function seedInbox(
  db: Db,
  merchantId: number,
  code: string,
  language: LanguageCode,
  now: Date,
): Promise<void> {
  const usernames = code === 'demo' ? ['demo001', 'demo002'] : [`${code}001`];
  const people = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.username, usernames)));
  const split = (title: Texts6, content: Texts6) => {
    const clean = {} as Texts6;
    for (const lang of SHIPPED_LANGUAGES) clean[lang] = sanitizeMerchantHtml(content[lang]);
    return splitTexts({ title, content: clean }, language);
  };
  for (const person of people) {
    for (const [i, { title, content, read }] of INBOX_TEXTS.entries()) {
      const { base, texts } = split(title, content);
      const [message] = await db
        .insert(inboxMessages)
        .values({
          merchantId,
          memberId: person.id,
          ...base,
          texts,
          createdAt: new Date(now.getTime() - (INBOX_TEXTS.length - i) * 3_600_000),
        })
        .returning({ id: inboxMessages.id });
      if (read)
        await db.insert(inboxReads).values({ messageId: message!.id, memberId: person.id, readAt: now });
    }
  }
  const broadcast = split(BROADCAST_TEXTS.title, BROADCAST_TEXTS.content);
  await db.insert(inboxMessages).values({
    merchantId,
    memberId: null,
    ...broadcast.base,
    texts: broadcast.texts,
    createdAt: new Date(now.getTime() - 30 * 60_000),
  });
}
