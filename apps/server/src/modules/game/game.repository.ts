import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { GameClassify, GameType } from '@platform/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { members } from '../member/index.js';
import {
  gameMemberDays,
  gameFavourites,
  gameRecentPlays,
  gameSessions,
  gameVendorMaintenance,
  gameVendors,
  games,
  seamlessTransactions,
} from './game.tables.js';

export type VendorRow = typeof gameVendors.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type MaintenanceRow = typeof gameVendorMaintenance.$inferSelect;
export type GameSessionRow = typeof gameSessions.$inferSelect;
export type SeamlessRow = typeof seamlessTransactions.$inferSelect;
export type NewSeamless = typeof seamlessTransactions.$inferInsert;

/** A game with its vendor, as every list reads it. */
export interface GameWithVendor {
  game: GameRow;
  vendor: VendorRow;
}

export interface GameFilter {
  gameType?: GameType;
  vendorCode?: string;
  gameClassify?: GameClassify;
  /** Matched case-insensitively against the display name and every translated name. */
  name?: string;
  /** Games playable with this stake: min_bet at most this (minor units). */
  maxMinBet?: bigint;
  /** Games with at least this many lines. */
  minLineNum?: number;
  hot?: boolean;
  freeplay?: boolean;
  /** Games that carry a room id (the room list). */
  hasRoom?: boolean;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Every query of the game catalogue, launches and seamless-wallet bookings. */
export class GameRepository {
  constructor(private readonly db: DbOrTx) {}

  with(tx: DbOrTx): GameRepository {
    return new GameRepository(tx);
  }

  // ---- Vendors -------------------------------------------------------------------------------

  vendors(merchantId: number): Promise<VendorRow[]> {
    return this.db
      .select()
      .from(gameVendors)
      .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.enabled, true)))
      .orderBy(asc(gameVendors.sort), asc(gameVendors.id));
  }

  async vendorByCode(merchantId: number, code: string): Promise<VendorRow | null> {
    const [row] = await this.db
      .select()
      .from(gameVendors)
      .where(
        and(
          eq(gameVendors.merchantId, merchantId),
          eq(sql`upper(${gameVendors.code})`, code.toUpperCase()),
          eq(gameVendors.enabled, true),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** Maintenance windows covering `now`, per vendor (the one ending last when several overlap). */
  async activeMaintenance(merchantId: number, now: Date): Promise<Map<number, MaintenanceRow>> {
    const rows = await this.db
      .select()
      .from(gameVendorMaintenance)
      .where(
        and(
          eq(gameVendorMaintenance.merchantId, merchantId),
          lte(gameVendorMaintenance.startAt, now),
          gt(gameVendorMaintenance.endAt, now),
        ),
      )
      .orderBy(asc(gameVendorMaintenance.endAt));
    return new Map(rows.map((row) => [row.vendorId, row]));
  }

  /** Maintenance windows of the merchant that have not ended by `now` (current and upcoming). */
  windowsNotEnded(merchantId: number, now: Date): Promise<MaintenanceRow[]> {
    return this.db
      .select()
      .from(gameVendorMaintenance)
      .where(and(eq(gameVendorMaintenance.merchantId, merchantId), gt(gameVendorMaintenance.endAt, now)))
      .orderBy(asc(gameVendorMaintenance.endAt), asc(gameVendorMaintenance.id));
  }

  /** Enabled games per product type and the number of vendors offering them. */
  async typeCounts(merchantId: number): Promise<{ gameType: GameType; vendors: number; games: number }[]> {
    const rows = await this.db
      .select({
        gameType: gameVendors.gameType,
        vendors: sql<number>`count(DISTINCT ${gameVendors.id})::int`,
        games: sql<number>`count(${games.id})::int`,
      })
      .from(gameVendors)
      .leftJoin(games, and(eq(games.vendorId, gameVendors.id), eq(games.enabled, true)))
      .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.enabled, true)))
      .groupBy(gameVendors.gameType);
    return rows;
  }

  /** Each enabled vendor with the classes of its enabled games (empty when none is classified). */
  async vendorClasses(
    merchantId: number,
  ): Promise<{ gameType: GameType; code: string; classes: string[] }[]> {
    return this.db
      .select({
        gameType: gameVendors.gameType,
        code: gameVendors.code,
        classes: sql<
          string[]
        >`coalesce(array_agg(DISTINCT ${games.gameClassify} ORDER BY ${games.gameClassify}) FILTER (WHERE ${games.gameClassify} IS NOT NULL), '{}')`,
      })
      .from(gameVendors)
      .leftJoin(games, and(eq(games.vendorId, gameVendors.id), eq(games.enabled, true)))
      .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.enabled, true)))
      .groupBy(gameVendors.id)
      .orderBy(gameVendors.sort, gameVendors.id);
  }

  // ---- Games ---------------------------------------------------------------------------------

  private conditions(merchantId: number, filter: GameFilter): SQL[] {
    const where: SQL[] = [
      eq(games.merchantId, merchantId),
      eq(games.enabled, true),
      eq(gameVendors.enabled, true),
    ];
    if (filter.gameType) where.push(eq(games.gameType, filter.gameType));
    if (filter.vendorCode) where.push(eq(sql`upper(${gameVendors.code})`, filter.vendorCode.toUpperCase()));
    if (filter.gameClassify) where.push(eq(games.gameClassify, filter.gameClassify));
    if (filter.name) {
      const pattern = likePattern(filter.name);
      where.push(sql`(${games.displayName} ILIKE ${pattern}
        OR EXISTS (SELECT 1 FROM jsonb_each_text(${games.names}) n WHERE n.value ILIKE ${pattern}))`);
    }
    if (filter.maxMinBet !== undefined) where.push(lte(games.minBet, filter.maxMinBet));
    if (filter.minLineNum !== undefined) where.push(sql`${games.minLineNum} >= ${filter.minLineNum}`);
    if (filter.hot) where.push(eq(games.hot, true));
    if (filter.freeplay) where.push(eq(games.freeplay, 1));
    if (filter.hasRoom) where.push(sql`${games.roomId} IS NOT NULL`);
    return where;
  }

  async listGames(
    merchantId: number,
    filter: GameFilter,
    limit: number,
    offset: number,
  ): Promise<Page<GameWithVendor>> {
    const where = and(...this.conditions(merchantId, filter));
    const order = filter.hot
      ? [asc(games.hotSort), asc(games.sort), asc(games.id)]
      : [asc(gameVendors.sort), asc(games.sort), asc(games.id)];
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ game: games, vendor: gameVendors })
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      this.db
        .select({ n: count() })
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The member's favourite or recently played games, newest first. */
  async memberGames(
    merchantId: number,
    memberId: number,
    list: 'favourite' | 'recent',
    filter: GameFilter,
    limit: number,
    offset: number,
  ): Promise<Page<GameWithVendor>> {
    const table = list === 'favourite' ? gameFavourites : gameRecentPlays;
    const at = list === 'favourite' ? gameFavourites.createdAt : gameRecentPlays.lastPlayedAt;
    const where = and(
      ...this.conditions(merchantId, filter),
      eq(table.merchantId, merchantId),
      eq(table.memberId, memberId),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ game: games, vendor: gameVendors })
        .from(table)
        .innerJoin(games, eq(games.id, table.gameId))
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .where(where)
        .orderBy(desc(at), desc(games.id))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ n: count() })
        .from(table)
        .innerJoin(games, eq(games.id, table.gameId))
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async gameById(merchantId: number, id: number): Promise<GameWithVendor | null> {
    const [row] = await this.db
      .select({ game: games, vendor: gameVendors })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(and(...this.conditions(merchantId, {}), eq(games.id, id)))
      .limit(1);
    return row ?? null;
  }

  /** A game by node id, within one vendor when named (node ids are unique per vendor). */
  async gameByNode(merchantId: number, nodeId: number, vendorCode?: string): Promise<GameWithVendor | null> {
    const [row] = await this.db
      .select({ game: games, vendor: gameVendors })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(and(...this.conditions(merchantId, { vendorCode }), eq(games.nodeId, nodeId)))
      .orderBy(asc(games.id))
      .limit(1);
    return row ?? null;
  }

  /** A game by its external code, within one vendor when named (codes are unique per vendor). */
  async gameByExternalCode(
    merchantId: number,
    gameCode: string,
    vendorCode?: string,
  ): Promise<GameWithVendor | null> {
    const [row] = await this.db
      .select({ game: games, vendor: gameVendors })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(and(...this.conditions(merchantId, { vendorCode }), eq(games.gameCode, gameCode)))
      .orderBy(asc(games.id))
      .limit(1);
    return row ?? null;
  }

  async gameByCode(merchantId: number, vendorId: number, gameCode: string): Promise<GameRow | null> {
    const [row] = await this.db
      .select()
      .from(games)
      .where(
        and(eq(games.merchantId, merchantId), eq(games.vendorId, vendorId), eq(games.gameCode, gameCode)),
      )
      .limit(1);
    return row ?? null;
  }

  async favouriteIds(merchantId: number, memberId: number, gameIds: number[]): Promise<Set<number>> {
    if (gameIds.length === 0) return new Set();
    const rows = await this.db
      .select({ gameId: gameFavourites.gameId })
      .from(gameFavourites)
      .where(
        and(
          eq(gameFavourites.merchantId, merchantId),
          eq(gameFavourites.memberId, memberId),
          inArray(gameFavourites.gameId, gameIds),
        ),
      );
    return new Set(rows.map((r) => r.gameId));
  }

  async addFavourite(merchantId: number, memberId: number, gameId: number): Promise<void> {
    await this.db.insert(gameFavourites).values({ merchantId, memberId, gameId }).onConflictDoNothing();
  }

  async removeFavourite(merchantId: number, memberId: number, gameId: number): Promise<void> {
    await this.db
      .delete(gameFavourites)
      .where(
        and(
          eq(gameFavourites.merchantId, merchantId),
          eq(gameFavourites.memberId, memberId),
          eq(gameFavourites.gameId, gameId),
        ),
      );
  }

  async touchRecent(merchantId: number, memberId: number, gameId: number, at: Date): Promise<void> {
    await this.db
      .insert(gameRecentPlays)
      .values({ merchantId, memberId, gameId, lastPlayedAt: at })
      .onConflictDoUpdate({
        target: [gameRecentPlays.memberId, gameRecentPlays.gameId],
        set: { lastPlayedAt: at },
      });
  }

  // ---- Game sessions -------------------------------------------------------------------------

  async insertSession(row: typeof gameSessions.$inferInsert): Promise<GameSessionRow> {
    const [created] = await this.db.insert(gameSessions).values(row).returning();
    return created!;
  }

  /** The session a vendor names, with its vendor (checked against the callback's path). */
  async sessionByToken(tokenHash: string): Promise<{ session: GameSessionRow; vendor: VendorRow } | null> {
    const [row] = await this.db
      .select({ session: gameSessions, vendor: gameVendors })
      .from(gameSessions)
      .innerJoin(gameVendors, eq(gameVendors.id, gameSessions.vendorId))
      .where(eq(gameSessions.tokenHash, tokenHash))
      .limit(1);
    return row ?? null;
  }

  /** Ends the member's open sessions (at one vendor, or all); answers how many. */
  async endSessions(
    merchantId: number,
    memberId: number,
    vendorId: number | null,
    at: Date,
  ): Promise<number> {
    const ended = await this.db
      .update(gameSessions)
      .set({ endedAt: at })
      .where(
        and(
          eq(gameSessions.merchantId, merchantId),
          eq(gameSessions.memberId, memberId),
          isNull(gameSessions.endedAt),
          vendorId === null ? undefined : eq(gameSessions.vendorId, vendorId),
        ),
      )
      .returning({ id: gameSessions.id });
    return ended.length;
  }

  // ---- Seamless-wallet transactions ----------------------------------------------------------

  /** Inserts the booking unless its transactionId is taken; null when it was. */
  async insertSeamless(row: NewSeamless): Promise<SeamlessRow | null> {
    const [created] = await this.db
      .insert(seamlessTransactions)
      .values(row)
      .onConflictDoNothing()
      .returning();
    return created ?? null;
  }

  /** A booking by transactionId, locked until the transaction ends. */
  async lockSeamless(
    merchantId: number,
    vendorId: number,
    transactionId: string,
  ): Promise<SeamlessRow | null> {
    const [row] = await this.db
      .select()
      .from(seamlessTransactions)
      .where(
        and(
          eq(seamlessTransactions.merchantId, merchantId),
          eq(seamlessTransactions.vendorId, vendorId),
          eq(seamlessTransactions.transactionId, transactionId),
        ),
      )
      .for('update')
      .limit(1);
    return row ?? null;
  }

  async completeSeamless(
    id: number,
    patch: Partial<
      Pick<
        SeamlessRow,
        'response' | 'transferId' | 'state' | 'amount' | 'holdReason' | 'reviewedByAdminId' | 'reviewedAt'
      >
    >,
  ): Promise<void> {
    await this.db.update(seamlessTransactions).set(patch).where(eq(seamlessTransactions.id, id));
  }

  // ---- Win caps: a member's day with a vendor, held credits ------------------------------------

  /**
   * Adds to what the member staked (debits; a rollback adds a negative) and was paid that day
   * with the vendor, and answers the day's totals after it. The row stays locked until the
   * transaction ends, so credits of one member, vendor and day are decided one at a time.
   */
  async addToDay(
    key: { merchantId: number; vendorId: number; memberId: number; day: string },
    staked: bigint,
    paid: bigint,
  ): Promise<{ staked: bigint; paid: bigint }> {
    const [row] = await this.db
      .insert(gameMemberDays)
      .values({ ...key, staked, paid })
      .onConflictDoUpdate({
        target: [gameMemberDays.vendorId, gameMemberDays.memberId, gameMemberDays.day],
        set: {
          staked: sql`${gameMemberDays.staked} + ${staked}`,
          paid: sql`${gameMemberDays.paid} + ${paid}`,
        },
      })
      .returning({ staked: gameMemberDays.staked, paid: gameMemberDays.paid });
    return row!;
  }

  /** A held (or reviewed) credit of the merchant, locked until the transaction ends. */
  async lockHeld(merchantId: number, id: number): Promise<SeamlessRow | null> {
    const [row] = await this.db
      .select()
      .from(seamlessTransactions)
      .where(
        and(
          eq(seamlessTransactions.merchantId, merchantId),
          eq(seamlessTransactions.id, id),
          sql`${seamlessTransactions.holdReason} IS NOT NULL`,
        ),
      )
      .for('update');
    return row ?? null;
  }

  /** Credits held above the caps in one state (held, done once approved, rejected), newest first. */
  async heldPayouts(
    merchantId: number,
    state: 'held' | 'done' | 'rejected',
    paging: { page: number; size: number },
    id?: number,
  ) {
    const where = and(
      eq(seamlessTransactions.merchantId, merchantId),
      sql`${seamlessTransactions.holdReason} IS NOT NULL`,
      id === undefined ? eq(seamlessTransactions.state, state) : eq(seamlessTransactions.id, id),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ row: seamlessTransactions, username: members.username, vendorCode: gameVendors.code })
        .from(seamlessTransactions)
        .innerJoin(members, eq(members.id, seamlessTransactions.memberId))
        .innerJoin(gameVendors, eq(gameVendors.id, seamlessTransactions.vendorId))
        .where(where)
        .orderBy(desc(seamlessTransactions.id))
        .limit(paging.size)
        .offset((paging.page - 1) * paging.size),
      this.db.select({ n: count() }).from(seamlessTransactions).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /** Wins of settled game rounds (credits above zero), newest first. */
  async wins(merchantId: number, limit: number, gameType: GameType | null) {
    return this.db
      .select({
        id: seamlessTransactions.id,
        amount: seamlessTransactions.amount,
        currency: seamlessTransactions.currency,
        createdAt: seamlessTransactions.createdAt,
        gameCode: seamlessTransactions.gameCode,
        gameName: games.displayName,
        names: games.names,
        gameType: sql<GameType>`coalesce(${games.gameType}, ${gameVendors.gameType})`,
        username: members.username,
      })
      .from(seamlessTransactions)
      .innerJoin(members, eq(members.id, seamlessTransactions.memberId))
      .innerJoin(gameVendors, eq(gameVendors.id, seamlessTransactions.vendorId))
      .leftJoin(
        games,
        and(
          eq(games.vendorId, seamlessTransactions.vendorId),
          eq(games.gameCode, seamlessTransactions.gameCode),
        ),
      )
      .where(
        and(
          eq(seamlessTransactions.merchantId, merchantId),
          eq(seamlessTransactions.kind, 'credit'),
          gt(seamlessTransactions.amount, 0n),
          gameType ? sql`coalesce(${games.gameType}, ${gameVendors.gameType}) = ${gameType}` : undefined,
        ),
      )
      .orderBy(desc(seamlessTransactions.createdAt), desc(seamlessTransactions.id))
      .limit(limit);
  }

  /**
   * A member's vendor game rounds started in [from, to), newest first: per round the stakes of its
   * booked debits and the wins of its credits (a rolled-back debit counts for nothing). Read over
   * the member's index, so the work is bounded by the period the caller bounds.
   */
  async memberRounds(
    merchantId: number,
    memberId: number,
    from: Date,
    to: Date,
    page: number,
    size: number,
  ): Promise<{ rows: MemberRound[]; total: number }> {
    const rounds = this.db
      .select({
        vendorId: seamlessTransactions.vendorId,
        roundId: seamlessTransactions.roundId,
        gameCode: sql<string>`min(${seamlessTransactions.gameCode})`.as('round_game_code'),
        currency: sql<string>`min(${seamlessTransactions.currency})`.as('round_currency'),
        bet: sql<string>`coalesce(sum(${seamlessTransactions.amount}) filter (where ${seamlessTransactions.kind} = 'debit' and ${seamlessTransactions.state} = 'done'), 0)`.as(
          'round_bet',
        ),
        win: sql<string>`coalesce(sum(${seamlessTransactions.amount}) filter (where ${seamlessTransactions.kind} = 'credit'), 0)`.as(
          'round_win',
        ),
        startedAt: sql<Date>`min(${seamlessTransactions.createdAt})`.as('round_started_at'),
      })
      .from(seamlessTransactions)
      .where(
        and(
          eq(seamlessTransactions.memberId, memberId),
          eq(seamlessTransactions.merchantId, merchantId),
          gte(seamlessTransactions.createdAt, from),
          lt(seamlessTransactions.createdAt, to),
        ),
      )
      .groupBy(seamlessTransactions.vendorId, seamlessTransactions.roundId)
      .as('rounds');
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({
          roundId: rounds.roundId,
          vendor: gameVendors.code,
          gameCode: rounds.gameCode,
          gameName: games.displayName,
          currency: rounds.currency,
          bet: rounds.bet,
          win: rounds.win,
          startedAt: rounds.startedAt,
        })
        .from(rounds)
        .innerJoin(gameVendors, eq(gameVendors.id, rounds.vendorId))
        .leftJoin(games, and(eq(games.vendorId, rounds.vendorId), eq(games.gameCode, rounds.gameCode)))
        .orderBy(desc(rounds.startedAt), desc(rounds.roundId))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(rounds),
    ]);
    return {
      rows: rows.map((r) => ({
        ...r,
        bet: BigInt(r.bet),
        win: BigInt(r.win),
        startedAt: new Date(r.startedAt),
      })),
      total: counted?.n ?? 0,
    };
  }
}

export interface MemberRound {
  roundId: string;
  vendor: string;
  gameCode: string;
  gameName: string | null;
  currency: string;
  bet: bigint;
  win: bigint;
  startedAt: Date;
}
