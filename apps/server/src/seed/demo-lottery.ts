import type { Db } from '../platform/db/client.js';
import { merchants } from '../modules/settings/settings.tables.js';
import { lotteryGames, lotteryJackpots } from '../modules/lottery/lottery.tables.js';
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

/** Idempotent: games and jackpots already present are left as they are. */
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
  }
}
