import {
  GAME_TYPES,
  offeredGameTypes,
  minorToDecimal,
  decimalToMinor,
  type GameListPage,
  type GameType,
  type GameTypeView,
  type GameView,
  type RecommendedValue,
  type RoomView,
  type UserGameListQuery,
  type VendorCard,
  type VendorLane,
  type VendorMaintenance,
  type WinnerBoardRecord,
} from '@platform/shared';
import type { MerchantContext } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import type { LotteryQueries } from '../lottery/index.js';
import { GameCatalogueCache, windowsAt, type MerchantCatalogue } from './game-catalogue-cache.js';
import type {
  GameFilter,
  GameRepository,
  GameWithVendor,
  MaintenanceRow,
  Page,
  VendorRow,
} from './game.repository.js';

/** Home-page lanes in the game entry block's order; types without vendors are left out. */
export const LANE_ORDER: readonly GameType[] = [
  'SPORTS',
  'LIVE',
  'FISH',
  'PVP',
  'RNG',
  'LOTT',
  'ELOTT',
  'CONS',
  'ESPORTS',
];
const LOTTERY_TYPES: readonly GameType[] = ['LOTT', 'ELOTT'];
/** The room list answers at most this many rooms. */
const MAX_ROOMS = 200;

export function isLotteryType(type: string): boolean {
  return (LOTTERY_TYPES as readonly string[]).includes(type.toUpperCase());
}

export function maintenanceView(row: MaintenanceRow | undefined | null): VendorMaintenance | null {
  return row
    ? { message: row.message, startTime: row.startAt.getTime(), endTime: row.endAt.getTime() }
    : null;
}

function maskName(username: string): string {
  return username.length <= 3 ? `${username[0] ?? ''}**` : `${username.slice(0, 2)}***${username.slice(-1)}`;
}

function laneIndex(type: GameType): number {
  const i = LANE_ORDER.indexOf(type);
  return i === -1 ? LANE_ORDER.length : i;
}

/** A vendor as its card shows it: the game a direct card opens, whatever that game's switch. */
interface VendorEntry {
  vendor: VendorRow;
  cardGameId: number | null;
}

/** The cache key of a game-list query; every filter field is part of it. */
function listKey(filter: GameFilter, limit: number, offset: number): string {
  const f = filter;
  return [
    'list',
    f.gameType ?? '',
    f.vendorCode?.toUpperCase() ?? '',
    f.gameClassify ?? '',
    f.maxMinBet?.toString() ?? '',
    f.minLineNum ?? '',
    f.hot ? 1 : 0,
    f.freeplay ? 1 : 0,
    f.hasRoom ? 1 : 0,
    limit,
    offset,
  ].join('|');
}

/**
 * Read side of games: vendor cards, lanes, the catalogue lists and the winner board.
 *
 * What every member sees alike (vendors, type counts, game pages, maintenance windows) is served
 * from the merchant's catalogue version in memory (GameCatalogueCache), which every operator write
 * drops on every node. What is the member's own (favourite flags, favourite and recent lists) is
 * read per request, never kept in a shared entry. Name searches go to the database: they are too
 * varied to be worth keeping.
 */
export class GameCatalogue {
  private readonly cache: GameCatalogueCache;

  constructor(
    private readonly repository: GameRepository,
    private readonly lotteryQueries: LotteryQueries,
    private readonly now: () => Date = () => new Date(),
    cache?: GameCatalogueCache,
  ) {
    this.cache = cache ?? new GameCatalogueCache();
  }

  private version(merchant: MerchantContext): Promise<MerchantCatalogue> {
    return this.cache.version(merchant.id, () => this.repository.windowsNotEnded(merchant.id, this.now()));
  }

  private async read<T>(catalogue: MerchantCatalogue, key: string, load: () => Promise<T>): Promise<T> {
    const value = await catalogue.reads.get(key, async () => ({ value: await load(), keep: true }));
    return value as T;
  }

  /** Enabled vendors in card order, each with its direct card's game. */
  private async vendorEntries(
    merchant: MerchantContext,
    catalogue: MerchantCatalogue,
  ): Promise<VendorEntry[]> {
    return this.read(catalogue, 'vendors', async () => {
      const entries: VendorEntry[] = [];
      for (const vendor of await this.repository.vendors(merchant.id)) {
        const direct =
          vendor.cardKind === 'game' && vendor.cardGameCode
            ? await this.repository.gameByCode(merchant.id, vendor.id, vendor.cardGameCode)
            : null;
        entries.push({ vendor, cardGameId: direct?.id ?? null });
      }
      return entries;
    });
  }

  private async listGames(
    merchant: MerchantContext,
    filter: GameFilter,
    limit: number,
    offset: number,
  ): Promise<Page<GameWithVendor>> {
    const load = () => this.repository.listGames(merchant.id, filter, limit, offset);
    if (filter.name) return load();
    return this.read(await this.version(merchant), listKey(filter, limit, offset), load);
  }

  gameView(
    merchant: MerchantContext,
    row: GameWithVendor,
    language: string,
    favourites: Set<number>,
  ): GameView {
    const { game, vendor } = row;
    return {
      gameId: game.id,
      gameCode: game.gameCode,
      nodeId: game.nodeId,
      nodeName: vendor.displayName,
      gameName: game.names[language.toUpperCase()] ?? game.displayName,
      displayName: game.displayName,
      showIcon: game.icon,
      iconUrl: game.icon,
      defaultIcon: game.icon,
      supportPlay: game.supportPlay === 0 ? 0 : 1,
      freeplay: game.freeplay === 1 ? 1 : 0,
      roomId: game.roomId,
      vassalage: vendor.code,
      vendor: vendor.code,
      gameType: game.gameType,
      gameClassify: game.gameClassify,
      appNewWindow: game.appNewWindow,
      minBet: minorToDecimal(game.minBet, merchant.currency),
      minLineNum: game.minLineNum,
      hot: game.hot,
      favourite: favourites.has(game.id),
    };
  }

  private async page(
    merchant: MerchantContext,
    session: SessionContext | null,
    found: Page<GameWithVendor>,
    language: string,
    pageNum: number,
    pageSize: number,
  ): Promise<GameListPage> {
    const favourites = session
      ? await this.repository.favouriteIds(
          merchant.id,
          session.memberId,
          found.rows.map((r) => r.game.id),
        )
      : new Set<number>();
    const list = found.rows.map((row) => this.gameView(merchant, row, language, favourites));
    return {
      games: list,
      content: list,
      totalPages: Math.ceil(found.total / pageSize),
      pageSize,
      pageNum,
      total: found.total,
      totalCount: found.total,
    };
  }

  async cards(merchant: MerchantContext): Promise<VendorCard[]> {
    const catalogue = await this.version(merchant);
    const entries = await this.vendorEntries(merchant, catalogue);
    const maintenance = windowsAt(catalogue.windows, this.now());
    return entries.map(({ vendor, cardGameId }) => this.card(vendor, cardGameId, maintenance.get(vendor.id)));
  }

  private card(vendor: VendorRow, gameId: number | null, maintenance?: MaintenanceRow): VendorCard {
    return {
      cardId: vendor.id,
      id: vendor.id,
      accountTypeId: vendor.id,
      accountTypeName: vendor.code,
      displayName: vendor.displayName,
      smallIcon: vendor.smallIcon,
      lagerIcon: vendor.largeIcon,
      gameType: vendor.gameType,
      isGame: gameId === null ? 'VASSALAGE' : 'game',
      gameId,
      maintenance: maintenanceView(maintenance),
    };
  }

  async lanes(merchant: MerchantContext): Promise<VendorLane[]> {
    const byType = new Map<GameType, VendorCard[]>();
    for (const card of await this.cards(merchant)) {
      byType.set(card.gameType, [...(byType.get(card.gameType) ?? []), card]);
    }
    return [...byType.entries()]
      .sort(([a], [b]) => laneIndex(a) - laneIndex(b))
      .map(([gameType, cards]) => ({ title: gameType, gameType, cards }));
  }

  async types(merchant: MerchantContext): Promise<GameTypeView[]> {
    const rows = await this.read(await this.version(merchant), 'types', () =>
      this.repository.typeCounts(merchant.id),
    );
    return rows
      .filter((r) => (GAME_TYPES as readonly string[]).includes(r.gameType))
      .sort((a, b) => laneIndex(a.gameType) - laneIndex(b.gameType))
      .map((r) => ({ gameType: r.gameType, vendorCount: r.vendors, gameCount: r.games }));
  }

  /** The types players are offered (offeredGameTypes): an enabled vendor with an enabled game. */
  async offeredTypes(merchant: MerchantContext): Promise<GameType[]> {
    return offeredGameTypes(await this.types(merchant));
  }

  /**
   * The vendors of each product type with their game classes, as current clients ask for them
   * (GCSGAME_getVassGameType): `{RNG: {JL: ['VP', ...]}, LIVE: {...}}`.
   */
  async vendorsByType(
    merchant: MerchantContext,
  ): Promise<{ content: Record<string, Record<string, string[]>> }> {
    const rows = await this.read(await this.version(merchant), 'vendor-classes', () =>
      this.repository.vendorClasses(merchant.id),
    );
    const content: Record<string, Record<string, string[]>> = {};
    for (const row of rows) (content[row.gameType] ??= {})[row.code] = row.classes;
    return { content };
  }

  /** The user game list (GET /wps/game/list): every filter, paged; the name search is trimmed and case-insensitive. */
  async list(
    merchant: MerchantContext,
    session: SessionContext | null,
    q: UserGameListQuery,
  ): Promise<GameListPage> {
    const filter: GameFilter = {
      gameType: q.gameType,
      vendorCode: q.vassalage,
      gameClassify: q.gameClassify,
      name: q.gameName,
      // A filter threshold: "at most 0.555" is "at most 0.55", so extra decimals are dropped.
      maxMinBet:
        q.minBet === undefined
          ? undefined
          : decimalToMinor(q.minBet, merchant.currency, { rounding: 'down' }),
      minLineNum: q.minLineNum,
    };
    const found = await this.listGames(merchant, filter, q.pageSize, (q.pageNo - 1) * q.pageSize);
    return this.page(merchant, session, found, q.language, q.pageNo, q.pageSize);
  }

  /** One lobby tab: hot games, or the member's recent or favourite games. */
  async tab(
    merchant: MerchantContext,
    session: SessionContext | null,
    tab: 'hot' | 'recent' | 'favourite',
    q: { vassalage?: string; gameType?: GameType; pageNo: number; pageSize: number },
    language: string,
  ): Promise<GameListPage> {
    const filter: GameFilter = { vendorCode: q.vassalage, gameType: q.gameType };
    const offset = (q.pageNo - 1) * q.pageSize;
    const found =
      tab === 'hot'
        ? await this.listGames(merchant, { ...filter, hot: true }, q.pageSize, offset)
        : await this.repository.memberGames(merchant.id, session!.memberId, tab, filter, q.pageSize, offset);
    return this.page(merchant, session, found, language, q.pageNo, q.pageSize);
  }

  /**
   * The room list of current clients (GLS2_roomList): the enabled games of enabled vendors that
   * carry a room id, optionally of one vendor and product type, in catalogue order.
   */
  async rooms(
    merchant: MerchantContext,
    session: SessionContext,
    q: { vassalage?: string; vendor?: string; gameType?: GameType },
    language: string,
  ): Promise<RoomView[]> {
    const filter: GameFilter = { vendorCode: q.vassalage ?? q.vendor, gameType: q.gameType, hasRoom: true };
    const found = await this.listGames(merchant, filter, MAX_ROOMS, 0);
    const favourites = await this.repository.favouriteIds(
      merchant.id,
      session.memberId,
      found.rows.map((r) => r.game.id),
    );
    return found.rows.flatMap((row) =>
      row.game.roomId === null
        ? []
        : [{ ...this.gameView(merchant, row, language, favourites), roomId: row.game.roomId }],
    );
  }

  /**
   * Recommended hot games. Games of vendors under maintenance are left out;
   * when the named vendor is under maintenance its window comes with the (then empty) list.
   */
  async recommended(merchant: MerchantContext, vendorCode: string | undefined, language: string) {
    const catalogue = await this.version(merchant);
    const maintenance = windowsAt(catalogue.windows, this.now());
    const found = await this.listGames(merchant, { hot: true, vendorCode }, 100, 0);
    const list = found.rows
      .filter((r) => !maintenance.has(r.vendor.id))
      .map((r) => ({
        id: r.game.id,
        gameName: r.game.names[language.toUpperCase()] ?? r.game.displayName,
        displayName: r.game.displayName,
        iconUrl: r.game.icon,
        vendor: r.vendor.code,
        gameType: r.game.gameType,
      }));
    let window: MaintenanceRow | undefined;
    if (vendorCode) {
      const code = vendorCode.toUpperCase();
      const entry = (await this.vendorEntries(merchant, catalogue)).find(
        (e) => e.vendor.code.toUpperCase() === code,
      );
      window = entry ? maintenance.get(entry.vendor.id) : undefined;
    }
    const value: RecommendedValue = { list, maintenance: maintenanceView(window) };
    return value;
  }

  /** Wins of settled game rounds merged with lottery prizes, newest first. */
  async winners(
    merchant: MerchantContext,
    gameCategory: string,
    limit: number,
    language: string,
  ): Promise<WinnerBoardRecord[]> {
    const category = gameCategory.toUpperCase();
    const type = (GAME_TYPES as readonly string[]).includes(category) ? (category as GameType) : null;
    const withGames = !type || !isLotteryType(type);
    const withLottery = !type || isLotteryType(type);
    const records: WinnerBoardRecord[] = [];
    if (withGames) {
      for (const r of await this.repository.wins(merchant.id, limit, type)) {
        records.push({
          vo: { recordId: `G${r.id}` },
          recordId: `G${r.id}`,
          source: 'GAME',
          userName: maskName(r.username),
          gameCode: r.gameCode,
          gameName: r.names?.[language.toUpperCase()] ?? r.gameName ?? r.gameCode,
          gameType: r.gameType,
          winAmount: minorToDecimal(r.amount, r.currency),
          currency: r.currency,
          time: r.createdAt.getTime(),
        });
      }
    }
    if (withLottery) {
      for (const r of await this.lotteryQueries.winners(merchant, limit, 'ALL')) {
        records.push({
          vo: { recordId: `L${r.recordId}` },
          recordId: `L${r.recordId}`,
          source: 'LOTTERY',
          userName: r.userName,
          gameCode: r.gameCode,
          gameName: r.gameName,
          gameType: 'LOTT',
          winAmount: r.winAmount,
          currency: r.currency,
          time: r.time,
        });
      }
    }
    return records.sort((a, b) => (b.time ?? 0) - (a.time ?? 0)).slice(0, limit);
  }
}
