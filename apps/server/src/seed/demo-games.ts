import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { GameClassify } from '@platform/shared';
import type { Db } from '../platform/db/client.js';
import { merchants } from '../modules/settings/settings.tables.js';
import { walletSettings } from '../modules/wallet/wallet.tables.js';
import { gameVendorMaintenance, gameVendors, games } from '../modules/game/game.tables.js';
import { BUILTIN_VENDOR_CODES } from '../modules/vendor-lotus/index.js';

type VendorSeed = Omit<typeof gameVendors.$inferInsert, 'merchantId' | 'secret'>;
type GameSeed = Omit<typeof games.$inferInsert, 'merchantId' | 'vendorId'>;

const SLOTS: [code: string, en: string, cn: string, classify: GameClassify | null][] = [
  ['lotus_fortune', 'Lotus Fortune', '莲花财富', 'JP'],
  ['jade_dragon', 'Jade Dragon', '翡翠龙', 'JP'],
  ['golden_koi', 'Golden Koi', '黄金锦鲤', null],
  ['lucky_lantern', 'Lucky Lantern', '幸运灯笼', 'AC'],
  ['phoenix_rise', 'Phoenix Rise', '凤凰涅槃', null],
  ['tiger_treasure', 'Tiger Treasure', '猛虎宝藏', 'JP'],
  ['lotus_blossom', 'Lotus Blossom', '莲花盛开', 'SC'],
  ['mystic_panda', 'Mystic Panda', '神秘熊猫', 'AC'],
  ['emperor_gold', 'Emperor Gold', '帝王黄金', null],
  ['silk_road', 'Silk Road', '丝绸之路', 'SC'],
  ['moon_festival', 'Moon Festival', '中秋月圆', null],
  ['cherry_spin', 'Cherry Spin', '樱桃旋转', 'AC'],
];
const HOT_SLOTS = ['lotus_fortune', 'jade_dragon', 'golden_koi'];
/** Slots without a demo, so the free-play filter has something to leave out. */
const NO_DEMO = new Set(['emperor_gold', 'tiger_treasure']);

/** The node id a demo slot is seeded with (banners that launch a game name it). */
export function demoSlotNodeId(gameCode: string): number {
  const index = SLOTS.findIndex(([code]) => code === gameCode);
  if (index < 0) throw new Error(`no demo slot ${gameCode}`);
  return 1001 + index;
}

function slotGames(): GameSeed[] {
  return SLOTS.map(([gameCode, en, cn, classify], i) => ({
    nodeId: demoSlotNodeId(gameCode),
    gameCode,
    displayName: en,
    names: { EN: en, CN: cn, TW: cn },
    gameType: 'RNG',
    gameClassify: classify,
    // 1 THB or 1,000 VND steps are written per merchant below; lines differ so the filter shows.
    minLineNum: [20, 25, 243][i % 3]!,
    supportPlay: NO_DEMO.has(gameCode) ? 1 : 0,
    freeplay: NO_DEMO.has(gameCode) ? 0 : 1,
    hot: HOT_SLOTS.includes(gameCode),
    hotSort: HOT_SLOTS.indexOf(gameCode),
    sort: i,
  }));
}

const CRASH_GAME: GameSeed = {
  nodeId: 2001,
  gameCode: 'lotus_crash',
  displayName: 'Lotus Crash',
  names: { EN: 'Lotus Crash', CN: '莲花飞升', TW: '蓮花飛升' },
  gameType: 'PVP',
  supportPlay: 0,
  freeplay: 1,
  hot: true,
  hotSort: 3,
  sort: 0,
};

const LOTTERY_LOBBY: GameSeed = {
  nodeId: 3001,
  gameCode: 'lobby',
  displayName: 'Lotus Lottery',
  names: { EN: 'Lotus Lottery', CN: '莲花彩票', TW: '蓮花彩票' },
  gameType: 'LOTT',
  lottoGameCode: null,
  sort: 0,
};

/**
 * The demo merchants' game vendors: LOTUS slots and the LOTUSX crash game (both served by this
 * platform) and a lottery card opening the platform's own lottery. On a transfer-wallet merchant
 * LOTUS plays from the member's RNG wallet; LOTUSX always plays from MAIN (seamless).
 */
function vendorsFor(transferWallet: boolean): { vendor: VendorSeed; games: GameSeed[] }[] {
  return [
    {
      vendor: {
        code: 'LOTUS',
        displayName: 'Lotus Games',
        gameType: 'RNG',
        sort: 1,
        mode: transferWallet ? 'transfer' : 'seamless',
        walletCode: transferWallet ? 'RNG' : null,
        adapter: 'lotus',
      },
      games: slotGames(),
    },
    {
      vendor: {
        code: 'LOTUSX',
        displayName: 'Lotus Crash',
        gameType: 'PVP',
        sort: 2,
        cardKind: 'game',
        cardGameCode: 'lotus_crash',
        mode: 'seamless',
        adapter: 'lotus',
      },
      games: [CRASH_GAME],
    },
    {
      vendor: {
        code: 'LOTUS_LOTTERY',
        displayName: 'Lotus Lottery',
        gameType: 'LOTT',
        sort: 3,
        cardKind: 'game',
        cardGameCode: 'lobby',
        mode: 'seamless',
        adapter: 'lottery',
      },
      games: [LOTTERY_LOBBY],
    },
  ];
}

/**
 * Idempotent: vendors and games are added when missing; the built-in vendors' secret is set to
 * the configured one every time, so changing LOTUS_VENDOR_SECRET needs only a restart.
 */
export async function seedDemoGames(db: Db, secret: string): Promise<void> {
  const rows = await db
    .select({ id: merchants.id, currency: merchants.currency, isSingle: walletSettings.isSingle })
    .from(merchants)
    .leftJoin(walletSettings, eq(walletSettings.merchantId, merchants.id));
  for (const merchant of rows) {
    const transferWallet = merchant.isSingle === false;
    const minBet = merchant.currency === 'VND' ? 1_000n : 100n;
    for (const { vendor, games: list } of vendorsFor(transferWallet)) {
      await db
        .insert(gameVendors)
        .values({
          ...vendor,
          merchantId: merchant.id,
          secret: BUILTIN_VENDOR_CODES.includes(vendor.code!) ? secret : randomBytes(32).toString('hex'),
        })
        .onConflictDoUpdate({
          target: [gameVendors.merchantId, gameVendors.code],
          set: { secret },
          setWhere: inArray(gameVendors.code, [...BUILTIN_VENDOR_CODES]),
        });
      const [row] = await db
        .select({ id: gameVendors.id })
        .from(gameVendors)
        .where(and(eq(gameVendors.merchantId, merchant.id), eq(gameVendors.code, vendor.code!)));
      const vendorId = row!.id;
      await db
        .insert(games)
        .values(
          list.map((g) => ({
            ...g,
            merchantId: merchant.id,
            vendorId,
            minBet: g.gameType === 'LOTT' ? 0n : minBet,
          })),
        )
        .onConflictDoNothing();
      if (vendor.code === 'LOTUS') {
        const [window] = await db
          .select({ id: gameVendorMaintenance.id })
          .from(gameVendorMaintenance)
          .where(eq(gameVendorMaintenance.vendorId, vendorId))
          .limit(1);
        // A window that has ended: the data shows the shape without blocking anyone.
        if (!window) {
          await db.insert(gameVendorMaintenance).values({
            merchantId: merchant.id,
            vendorId,
            startAt: new Date('2025-01-15T02:00:00Z'),
            endAt: new Date('2025-01-15T04:00:00Z'),
            message: 'Scheduled maintenance of Lotus Games',
          });
        }
      }
    }
  }
}
