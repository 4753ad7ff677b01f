import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import { merchants } from '../modules/settings/settings.tables.js';
import { majorToMinor } from '@platform/shared';
import { lotteryGames, lotteryJackpots, lotteryLimits } from '../modules/lottery/lottery.tables.js';
import { LotteryService } from '../modules/lottery/index.js';

type GameSeed = Omit<typeof lotteryGames.$inferInsert, 'merchantId'>;

/** The platform's own lottery games of every demo merchant: short realistic schedules. */
export const DEMO_LOTTERY_GAMES: GameSeed[] = [
  {
    code: 'lotus_ssc_1m',
    kind: 'digits',
    remark: 'Lotus SSC 1 min',
    groupId: 1,
    groupCode: 'SSC',
    labelName: 'SSC',
    intervalSeconds: 60,
    lockSeconds: 10,
    defaultPlayType: '5D_DIRECT',
    popularity: 100,
    sort: 1,
  },
  {
    code: 'lotus_ssc_5m',
    kind: 'digits',
    remark: 'Lotus SSC 5 min',
    groupId: 1,
    groupCode: 'SSC',
    labelName: 'SSC',
    intervalSeconds: 300,
    lockSeconds: 30,
    defaultPlayType: '5D_DIRECT',
    popularity: 60,
    sort: 2,
  },
  {
    code: 'lotus_11x5_3m',
    kind: 'pick',
    remark: 'Lotus 11X5 3 min',
    groupId: 2,
    groupCode: '11X5',
    labelName: '11X5',
    intervalSeconds: 180,
    lockSeconds: 20,
    defaultPlayType: 'ANY_5',
    popularity: 90,
    sort: 1,
  },
  {
    code: 'lotus_pk10_5m',
    kind: 'race',
    remark: 'Lotus PK10 5 min',
    groupId: 3,
    groupCode: 'PK10',
    labelName: 'PK10',
    intervalSeconds: 300,
    lockSeconds: 30,
    defaultPlayType: 'FIRST_DIRECT',
    liveVideo: true,
    popularity: 80,
    sort: 1,
  },
  {
    code: 'lotus_k3_5m',
    kind: 'dice',
    remark: 'Lotus K3 5 min',
    groupId: 4,
    groupCode: 'K3',
    labelName: 'K3',
    intervalSeconds: 300,
    lockSeconds: 30,
    defaultPlayType: 'SUM',
    popularity: 70,
    sort: 1,
  },
  // Northern Vietnam draws daily at 18:15 Vietnam time (11:15 UTC); betting closes 15 minutes before.
  {
    code: 'vn_mienbac',
    kind: 'vn',
    remark: 'Xổ số Miền Bắc',
    groupId: 5,
    groupCode: 'VN',
    labelName: 'VN',
    intervalSeconds: 86_400,
    lockSeconds: 900,
    dayOffsetSeconds: 11 * 3600 + 15 * 60,
    defaultPlayType: 'DE',
    popularity: 50,
    sort: 1,
  },
  {
    code: 'long_dragon',
    kind: 'digits',
    remark: 'Long Dragon',
    groupId: 6,
    groupCode: 'ENT',
    labelName: 'Entertainment',
    lottoMode: 2,
    intervalSeconds: 60,
    lockSeconds: 10,
    defaultPlayType: 'SUM_BSOE',
    popularity: 40,
    sort: 1,
  },
];

/**
 * The demo merchants' house limits, so that they show out of the box (all editable in the back
 * office): a line stakes 1.00 to 50,000.00, an order wins at most 1,000,000.00, and no outcome
 * of an SSC or 11X5 issue may cost the house more than 2,000,000.00.
 */
export const DEMO_LOTTERY_LIMITS = {
  minStake: 1,
  maxStake: 50_000,
  maxOrderPayout: 1_000_000,
  liabilityCap: 2_000_000,
  liabilityGroups: ['SSC', '11X5'],
} as const;

/** Idempotent: games, jackpots and limits already present are left as they are. */
export async function seedDemoLottery(db: Db): Promise<void> {
  for (const merchant of await db
    .select({ id: merchants.id, currency: merchants.currency })
    .from(merchants)) {
    await db
      .insert(lotteryGames)
      .values(DEMO_LOTTERY_GAMES.map((g) => ({ ...g, merchantId: merchant.id })))
      .onConflictDoNothing();
    await db
      .insert(lotteryJackpots)
      .values({
        merchantId: merchant.id,
        currency: merchant.currency,
        amount: LotteryService.initialJackpot(merchant.currency),
      })
      .onConflictDoNothing();
    const money = (major: number) => majorToMinor(major, merchant.currency);
    const games = await db
      .select({ id: lotteryGames.id, groupCode: lotteryGames.groupCode })
      .from(lotteryGames)
      .where(eq(lotteryGames.merchantId, merchant.id));
    await db
      .insert(lotteryLimits)
      .values([
        {
          merchantId: merchant.id,
          minStake: money(DEMO_LOTTERY_LIMITS.minStake),
          maxStake: money(DEMO_LOTTERY_LIMITS.maxStake),
          maxOrderPayout: money(DEMO_LOTTERY_LIMITS.maxOrderPayout),
        },
        ...games
          .filter((g) => (DEMO_LOTTERY_LIMITS.liabilityGroups as readonly string[]).includes(g.groupCode))
          .map((g) => ({
            merchantId: merchant.id,
            gameId: g.id,
            liabilityCap: money(DEMO_LOTTERY_LIMITS.liabilityCap),
          })),
      ])
      .onConflictDoNothing();
  }
}
