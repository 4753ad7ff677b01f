import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { GameType } from '@platform/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { gameVendorMaintenance, gameVendors, games } from './game.tables.js';
import type { GameRow, MaintenanceRow, VendorRow } from './game.repository.js';

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The back office's view of vendors, their maintenance windows and games: disabled rows included. */
export class GameAdminRepository {
  constructor(private readonly db: DbOrTx) {}

  async vendors(
    merchantId: number,
    filter: { gameType?: GameType; enabled?: boolean },
    page: { page: number; size: number },
  ) {
    const where = and(
      eq(gameVendors.merchantId, merchantId),
      filter.gameType ? eq(gameVendors.gameType, filter.gameType) : undefined,
      filter.enabled === undefined ? undefined : eq(gameVendors.enabled, filter.enabled),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          vendor: gameVendors,
          // Qualified by hand: inside a sub-select an unqualified "id" would be the game's own.
          gameCount: sql<number>`(SELECT count(*)::int FROM games g WHERE g.vendor_id = "game_vendors"."id" AND g.merchant_id = "game_vendors"."merchant_id")`,
        })
        .from(gameVendors)
        .where(where)
        .orderBy(asc(gameVendors.sort), asc(gameVendors.id))
        .limit(page.size)
        .offset((page.page - 1) * page.size),
      this.db.select({ n: count() }).from(gameVendors).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async vendor(merchantId: number, id: number): Promise<VendorRow | null> {
    const [row] = await this.db
      .select()
      .from(gameVendors)
      .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.id, id)));
    return row ?? null;
  }

  async updateVendor(
    merchantId: number,
    id: number,
    patch: { enabled?: boolean; sort?: number; maxWinPerRound?: bigint | null; maxDailyWin?: bigint | null },
  ): Promise<VendorRow | null> {
    const [row] = await this.db
      .update(gameVendors)
      .set(patch)
      .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.id, id)))
      .returning();
    return row ?? null;
  }

  /** Every merchant's rows of these vendors take this secret; answers how many changed. */
  async setVendorSecret(codes: readonly string[], secret: string): Promise<number> {
    const rows = await this.db
      .update(gameVendors)
      .set({ secret })
      .where(inArray(gameVendors.code, [...codes]))
      .returning({ id: gameVendors.id });
    return rows.length;
  }

  /** Windows of these vendors that have not ended by `now`, earliest start first. */
  async openWindows(merchantId: number, vendorIds: number[], now: Date): Promise<MaintenanceRow[]> {
    if (vendorIds.length === 0) return [];
    return this.db
      .select()
      .from(gameVendorMaintenance)
      .where(
        and(
          eq(gameVendorMaintenance.merchantId, merchantId),
          inArray(gameVendorMaintenance.vendorId, vendorIds),
          gt(gameVendorMaintenance.endAt, now),
        ),
      )
      .orderBy(asc(gameVendorMaintenance.startAt), asc(gameVendorMaintenance.id));
  }

  async windows(
    merchantId: number,
    vendorId: number,
    upcomingAfter: Date | null,
    page: { page: number; size: number },
  ) {
    const where = and(
      eq(gameVendorMaintenance.merchantId, merchantId),
      eq(gameVendorMaintenance.vendorId, vendorId),
      upcomingAfter ? gt(gameVendorMaintenance.endAt, upcomingAfter) : undefined,
    );
    const order = upcomingAfter
      ? [asc(gameVendorMaintenance.startAt), asc(gameVendorMaintenance.id)]
      : [desc(gameVendorMaintenance.startAt), desc(gameVendorMaintenance.id)];
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(gameVendorMaintenance)
        .where(where)
        .orderBy(...order)
        .limit(page.size)
        .offset((page.page - 1) * page.size),
      this.db.select({ n: count() }).from(gameVendorMaintenance).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async insertWindow(row: typeof gameVendorMaintenance.$inferInsert): Promise<MaintenanceRow> {
    const [created] = await this.db.insert(gameVendorMaintenance).values(row).returning();
    return created!;
  }

  async deleteWindow(merchantId: number, vendorId: number, id: number): Promise<MaintenanceRow | null> {
    const [row] = await this.db
      .delete(gameVendorMaintenance)
      .where(
        and(
          eq(gameVendorMaintenance.merchantId, merchantId),
          eq(gameVendorMaintenance.vendorId, vendorId),
          eq(gameVendorMaintenance.id, id),
        ),
      )
      .returning();
    return row ?? null;
  }

  async games(
    merchantId: number,
    filter: { vendorId?: number; gameType?: GameType; q?: string; enabled?: boolean; hot?: boolean },
    page: { page: number; size: number },
  ) {
    const conditions: (SQL | undefined)[] = [
      eq(games.merchantId, merchantId),
      filter.vendorId ? eq(games.vendorId, filter.vendorId) : undefined,
      filter.gameType ? eq(games.gameType, filter.gameType) : undefined,
      filter.enabled === undefined ? undefined : eq(games.enabled, filter.enabled),
      filter.hot === undefined ? undefined : eq(games.hot, filter.hot),
    ];
    if (filter.q) {
      const pattern = likePattern(filter.q);
      conditions.push(
        or(
          ilike(games.displayName, pattern),
          ilike(games.gameCode, pattern),
          sql`EXISTS (SELECT 1 FROM jsonb_each_text(${games.names}) n WHERE n.value ILIKE ${pattern})`,
        ),
      );
    }
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ game: games, vendorCode: gameVendors.code })
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .where(where)
        .orderBy(asc(gameVendors.sort), asc(games.sort), asc(games.id))
        .limit(page.size)
        .offset((page.page - 1) * page.size),
      this.db.select({ n: count() }).from(games).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async updateGame(
    merchantId: number,
    id: number,
    patch: { enabled?: boolean; hot?: boolean; hotSort?: number; sort?: number },
  ): Promise<{ game: GameRow; vendorCode: string } | null> {
    const [row] = await this.db
      .update(games)
      .set(patch)
      .where(and(eq(games.merchantId, merchantId), eq(games.id, id)))
      .returning();
    if (!row) return null;
    const [vendor] = await this.db
      .select({ code: gameVendors.code })
      .from(gameVendors)
      .where(eq(gameVendors.id, row.vendorId));
    return { game: row, vendorCode: vendor?.code ?? '' };
  }
}
