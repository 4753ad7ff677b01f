import {
  VENDOR_MAINTENANCE_MAX_MS,
  minorToDecimal,
  tryDecimalToMinor,
  type AdminGame,
  type AdminMaintenanceWindow,
  type AdminPage,
  type AdminVendor,
  type GameType,
} from '@platform/shared';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import type { AdminActor } from '../wallet/index.js';
import type { GameRow, MaintenanceRow } from './game.repository.js';
import { BUILTIN_VENDOR_CODES } from '../vendor-lotus/index.js';
import { GameAdminRepository } from './game-admin.repository.js';
import type { GameCatalogueCache } from './game-catalogue-cache.js';

type Paging = { page: number; size: number };

function windowOf(row: MaintenanceRow): AdminMaintenanceWindow {
  return {
    id: row.id,
    vendorId: row.vendorId,
    startTime: row.startAt.getTime(),
    endTime: row.endAt.getTime(),
    message: row.message,
  };
}

function gameOf(row: GameRow, vendorCode: string): AdminGame {
  return {
    id: row.id,
    vendorId: row.vendorId,
    vendorCode,
    gameCode: row.gameCode,
    nodeId: row.nodeId,
    displayName: row.displayName,
    gameType: row.gameType,
    gameClassify: row.gameClassify,
    icon: row.icon,
    enabled: row.enabled,
    hot: row.hot,
    hotSort: row.hotSort,
    sort: row.sort,
  };
}

const yesNo = (v: 'Y' | 'N' | undefined) => (v === undefined ? undefined : v === 'Y');

/**
 * Vendors, maintenance windows and games as the operator manages them. Launches read these rows
 * on every request and the player catalogue is dropped from memory on every change (catalogue),
 * so a switch or a window applies at once; launches inside a window answer
 * vendor_under_maintenance (GameService.requireOpen).
 */
export class GameAdminService {
  private readonly repository: GameAdminRepository;

  constructor(
    db: Db,
    private readonly now: () => Date = () => new Date(),
    /** The player catalogue in memory; every write here drops the merchant's version. */
    private readonly catalogue: GameCatalogueCache | null = null,
  ) {
    this.repository = new GameAdminRepository(db);
  }

  private async changed(merchant: MerchantContext): Promise<void> {
    await this.catalogue?.changed(merchant.id);
  }

  /**
   * The platform's own vendors sign their callbacks with LOTUS_VENDOR_SECRET; their rows follow
   * it at every start, whether or not demo data is seeded, so no row keeps an old or public key.
   */
  async useBuiltinVendorSecret(secret: string): Promise<number> {
    const changed = await this.repository.setVendorSecret(BUILTIN_VENDOR_CODES, secret);
    // Every merchant's rows: the catalogue holds vendor rows, so no node keeps the old key.
    if (changed > 0) await this.catalogue?.changed();
    return changed;
  }

  private own(merchant: MerchantContext, actor: AdminActor): void {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
  }

  async vendors(
    merchant: MerchantContext,
    actor: AdminActor,
    query: Paging & { gameType?: GameType; enabled?: 'Y' | 'N' },
  ): Promise<AdminPage<AdminVendor>> {
    this.own(merchant, actor);
    const now = this.now();
    const { rows, total } = await this.repository.vendors(
      merchant.id,
      { gameType: query.gameType, enabled: yesNo(query.enabled) },
      query,
    );
    const windows = await this.repository.openWindows(
      merchant.id,
      rows.map((r) => r.vendor.id),
      now,
    );
    const list = rows.map(({ vendor, gameCount }) => {
      const own = windows.filter((w) => w.vendorId === vendor.id);
      // Several overlapping windows: the one ending last is what blocks launches longest.
      const current = own
        .filter((w) => w.startAt.getTime() <= now.getTime())
        .sort((a, b) => b.endAt.getTime() - a.endAt.getTime())[0];
      const next = own.find((w) => w.startAt.getTime() > now.getTime());
      return {
        id: vendor.id,
        code: vendor.code,
        displayName: vendor.displayName,
        gameType: vendor.gameType,
        mode: vendor.mode,
        enabled: vendor.enabled,
        sort: vendor.sort,
        gameCount,
        currentMaintenance: current ? windowOf(current) : null,
        nextMaintenance: next ? windowOf(next) : null,
        maxWinPerRound:
          vendor.maxWinPerRound === null ? null : minorToDecimal(vendor.maxWinPerRound, merchant.currency),
        maxDailyWin:
          vendor.maxDailyWin === null ? null : minorToDecimal(vendor.maxDailyWin, merchant.currency),
      };
    });
    return { list, page: query.page, size: query.size, total };
  }

  async updateVendor(
    merchant: MerchantContext,
    actor: AdminActor,
    id: number,
    input: { enabled?: boolean; sort?: number; maxWinPerRound?: string | null; maxDailyWin?: string | null },
  ): Promise<AdminVendor> {
    this.own(merchant, actor);
    const cap = (value: string | null | undefined): bigint | null | undefined => {
      if (value === undefined || value === null) return value;
      const minor = tryDecimalToMinor(value, merchant.currency);
      if (minor === null || minor <= 0n) throw new AppError('amount.invalid');
      return minor;
    };
    const { maxWinPerRound, maxDailyWin, ...rest } = input;
    const patch = { ...rest, maxWinPerRound: cap(maxWinPerRound), maxDailyWin: cap(maxDailyWin) };
    const row = await this.repository.updateVendor(merchant.id, id, patch);
    if (!row) throw new AppError('resource.not.found');
    await this.changed(merchant);
    return this.vendorById(merchant, actor, id);
  }

  private async vendorById(merchant: MerchantContext, actor: AdminActor, id: number): Promise<AdminVendor> {
    // Vendors per merchant are a handful; reading the full first page keeps one mapping path.
    const all = await this.vendors(merchant, actor, { page: 1, size: 1000 });
    const found = all.list.find((v) => v.id === id);
    if (!found) throw new AppError('resource.not.found');
    return found;
  }

  async windows(
    merchant: MerchantContext,
    actor: AdminActor,
    vendorId: number,
    query: Paging & { scope: 'upcoming' | 'all' },
  ): Promise<AdminPage<AdminMaintenanceWindow>> {
    this.own(merchant, actor);
    if (!(await this.repository.vendor(merchant.id, vendorId))) throw new AppError('resource.not.found');
    const { rows, total } = await this.repository.windows(
      merchant.id,
      vendorId,
      query.scope === 'upcoming' ? this.now() : null,
      query,
    );
    return { list: rows.map(windowOf), page: query.page, size: query.size, total };
  }

  async addWindow(
    merchant: MerchantContext,
    actor: AdminActor,
    vendorId: number,
    input: { startTime: number; endTime: number; message: string },
  ): Promise<AdminMaintenanceWindow> {
    this.own(merchant, actor);
    if (!(await this.repository.vendor(merchant.id, vendorId))) throw new AppError('resource.not.found');
    if (input.endTime <= input.startTime) throw new AppError('request.invalid', 'endTime: after startTime');
    if (input.endTime <= this.now().getTime())
      throw new AppError('request.invalid', 'endTime: in the future');
    if (input.endTime - input.startTime > VENDOR_MAINTENANCE_MAX_MS) {
      throw new AppError('request.invalid', 'endTime: at most 31 days after startTime');
    }
    const row = await this.repository.insertWindow({
      merchantId: merchant.id,
      vendorId,
      startAt: new Date(input.startTime),
      endAt: new Date(input.endTime),
      message: input.message,
    });
    await this.changed(merchant);
    return windowOf(row);
  }

  async removeWindow(merchant: MerchantContext, actor: AdminActor, vendorId: number, windowId: number) {
    this.own(merchant, actor);
    const row = await this.repository.deleteWindow(merchant.id, vendorId, windowId);
    if (!row) throw new AppError('resource.not.found');
    await this.changed(merchant);
    return windowOf(row);
  }

  async games(
    merchant: MerchantContext,
    actor: AdminActor,
    query: Paging & {
      vendorId?: number;
      gameType?: GameType;
      q?: string;
      enabled?: 'Y' | 'N';
      hot?: 'Y' | 'N';
    },
  ): Promise<AdminPage<AdminGame>> {
    this.own(merchant, actor);
    const { rows, total } = await this.repository.games(
      merchant.id,
      {
        vendorId: query.vendorId,
        gameType: query.gameType,
        q: query.q || undefined,
        enabled: yesNo(query.enabled),
        hot: yesNo(query.hot),
      },
      query,
    );
    return {
      list: rows.map((r) => gameOf(r.game, r.vendorCode)),
      page: query.page,
      size: query.size,
      total,
    };
  }

  async updateGame(
    merchant: MerchantContext,
    actor: AdminActor,
    id: number,
    patch: { enabled?: boolean; hot?: boolean; hotSort?: number; sort?: number },
  ): Promise<AdminGame> {
    this.own(merchant, actor);
    const row = await this.repository.updateGame(merchant.id, id, patch);
    if (!row) throw new AppError('resource.not.found');
    await this.changed(merchant);
    return gameOf(row.game, row.vendorCode);
  }
}
