import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { POINT_TX_TYPES, type RedeemStatus } from '@platform/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/rows.js';
import { pointConfigs, rewardRedemptions, rewardTypes, rewards } from './points.tables.js';
import { titleMatches } from '../../platform/db/content-texts.js';

type RewardValues = Omit<typeof rewards.$inferInsert, 'id' | 'merchantId'>;
type PointConfigValues = Omit<typeof pointConfigs.$inferInsert, 'merchantId'>;
interface Paging {
  page: number;
  size: number;
}

/** One movement of a member's points account, as the member's list shows it. */
export interface PointMovementRow {
  id: string;
  transfer_id: string;
  reference: string | null;
  tx_type: number;
  at: string | Date;
  amount: string;
  avail: string;
  total: string;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The points mall's tables: config, reward types, rewards and redemptions; every query is scoped by the merchant. */
export class PointsRepository {
  constructor(private readonly db: DbOrTx) {}

  // ---- Config and reward types ------------------------------------------------------------------

  async config(merchantId: number) {
    const [row] = await this.db.select().from(pointConfigs).where(eq(pointConfigs.merchantId, merchantId));
    return row ?? null;
  }

  async saveConfig(merchantId: number, values: PointConfigValues) {
    const [row] = await this.db
      .insert(pointConfigs)
      .values({ merchantId, ...values })
      .onConflictDoUpdate({ target: pointConfigs.merchantId, set: { ...values, updatedAt: new Date() } })
      .returning();
    return row!;
  }

  rewardTypes(merchantId: number) {
    return this.db
      .select()
      .from(rewardTypes)
      .where(eq(rewardTypes.merchantId, merchantId))
      .orderBy(rewardTypes.typeId);
  }

  async rewardType(merchantId: number, typeId: number) {
    const [row] = await this.db
      .select()
      .from(rewardTypes)
      .where(and(eq(rewardTypes.merchantId, merchantId), eq(rewardTypes.typeId, typeId)));
    return row ?? null;
  }

  async saveRewardType(
    merchantId: number,
    typeId: number,
    values: { name: string; chineseName: string; i18nStr: string | null },
  ) {
    const [row] = await this.db
      .insert(rewardTypes)
      .values({ merchantId, typeId, ...values })
      .onConflictDoUpdate({ target: [rewardTypes.merchantId, rewardTypes.typeId], set: values })
      .returning();
    return row!;
  }

  // ---- Rewards ----------------------------------------------------------------------------------

  /** Active rewards in the mall's order. */
  async activeRewards(merchantId: number, type: number | null | undefined, page: Paging) {
    const where = and(
      eq(rewards.merchantId, merchantId),
      eq(rewards.active, true),
      type ? eq(rewards.typeId, type) : undefined,
    );
    return this.rewardPage(where, [rewards.sortOrder, rewards.id], page);
  }

  /** Every reward, newest first, as the back office filters them. */
  async rewards(
    merchantId: number,
    filter: { active?: boolean; type?: number; name?: string },
    page: Paging,
  ) {
    const where = and(
      eq(rewards.merchantId, merchantId),
      filter.active === undefined ? undefined : eq(rewards.active, filter.active),
      filter.type ? eq(rewards.typeId, filter.type) : undefined,
      filter.name ? titleMatches(rewards.name, rewards.texts, likePattern(filter.name), 'name') : undefined,
    );
    return this.rewardPage(where, [desc(rewards.id)], page);
  }

  private async rewardPage(where: SQL | undefined, order: (SQL | PgColumn)[], page: Paging) {
    const rows = await this.db
      .select()
      .from(rewards)
      .where(where)
      .orderBy(...order)
      .limit(page.size)
      .offset((page.page - 1) * page.size);
    const [total] = await this.db.select({ n: count() }).from(rewards).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  async reward(merchantId: number, id: number) {
    const [row] = await this.db
      .select()
      .from(rewards)
      .where(and(eq(rewards.id, id), eq(rewards.merchantId, merchantId)));
    return row ?? null;
  }

  async insertReward(merchantId: number, values: RewardValues) {
    const [row] = await this.db
      .insert(rewards)
      .values({ merchantId, ...values })
      .returning();
    return row ?? null;
  }

  async updateReward(merchantId: number, id: number, patch: Partial<RewardValues>) {
    const [row] = await this.db
      .update(rewards)
      .set(patch)
      .where(and(eq(rewards.id, id), eq(rewards.merchantId, merchantId)))
      .returning();
    return row ?? null;
  }

  /** The active reward, its row locked until the transaction ends; null when there is none. */
  async lockActiveReward(merchantId: number, id: number) {
    const [locked] = rowsOf<{ id: string }>(
      await this.db.execute(sql`SELECT id FROM rewards WHERE id = ${id}
          AND merchant_id = ${merchantId} AND active FOR UPDATE`),
    );
    if (!locked) return null;
    const [row] = await this.db.select().from(rewards).where(eq(rewards.id, id));
    return row ?? null;
  }

  /** Takes the quantity from the stock; false when less is left. */
  async takeStock(merchantId: number, id: number, quantity: number): Promise<boolean> {
    const taken = await this.db.execute(sql`
        UPDATE rewards SET inventory = inventory - ${quantity}, redeemed_count = redeemed_count + ${quantity}
         WHERE id = ${id} AND merchant_id = ${merchantId} AND inventory >= ${quantity} RETURNING id`);
    return rowsOf(taken).length > 0;
  }

  async returnStock(merchantId: number, id: number, quantity: number): Promise<void> {
    await this.db.execute(sql`
          UPDATE rewards SET inventory = inventory + ${quantity},
                 redeemed_count = greatest(redeemed_count - ${quantity}, 0)
           WHERE id = ${id} AND merchant_id = ${merchantId}`);
  }

  // ---- Redemptions ------------------------------------------------------------------------------

  async redemptionByKey(merchantId: number, requestKey: string) {
    const [row] = await this.db
      .select()
      .from(rewardRedemptions)
      .where(and(eq(rewardRedemptions.merchantId, merchantId), eq(rewardRedemptions.requestKey, requestKey)));
    return row ?? null;
  }

  async insertRedemption(values: typeof rewardRedemptions.$inferInsert) {
    const [row] = await this.db.insert(rewardRedemptions).values(values).returning();
    return row ?? null;
  }

  async updateRedemption(id: number, patch: Partial<typeof rewardRedemptions.$inferInsert>) {
    const [row] = await this.db
      .update(rewardRedemptions)
      .set(patch)
      .where(eq(rewardRedemptions.id, id))
      .returning();
    return row ?? null;
  }

  /** The redemption, its row locked until the transaction ends. */
  async lockRedemption(merchantId: number, id: number) {
    const [locked] = rowsOf<{ id: string }>(
      await this.db.execute(
        sql`SELECT id FROM reward_redemptions WHERE id = ${id} AND merchant_id = ${merchantId} FOR UPDATE`,
      ),
    );
    if (!locked) return null;
    const [row] = await this.db.select().from(rewardRedemptions).where(eq(rewardRedemptions.id, id));
    return row ?? null;
  }

  /** A member's redemptions, newest first. */
  async memberRedemptions(
    merchantId: number,
    memberId: number,
    filter: { status?: RedeemStatus | null; from?: Date; to?: Date },
    page: Paging,
  ) {
    const where = and(
      eq(rewardRedemptions.merchantId, merchantId),
      eq(rewardRedemptions.memberId, memberId),
      filter.status ? eq(rewardRedemptions.status, filter.status) : undefined,
      filter.from ? gte(rewardRedemptions.createdAt, filter.from) : undefined,
      filter.to ? lte(rewardRedemptions.createdAt, filter.to) : undefined,
    );
    const rows = await this.db
      .select()
      .from(rewardRedemptions)
      .where(where)
      .orderBy(desc(rewardRedemptions.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size);
    const [total] = await this.db.select({ n: count() }).from(rewardRedemptions).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  /** The merchant's redemptions with the member's username, newest first. */
  async redemptions(
    merchantId: number,
    filter: { status?: RedeemStatus | null; rewardId?: number; username?: string },
    page: Paging,
  ) {
    const where = and(
      eq(rewardRedemptions.merchantId, merchantId),
      filter.status ? eq(rewardRedemptions.status, filter.status) : undefined,
      filter.rewardId ? eq(rewardRedemptions.rewardId, filter.rewardId) : undefined,
      filter.username
        ? sql`EXISTS (SELECT 1 FROM members m WHERE m.id = ${rewardRedemptions.memberId} AND m.username ILIKE ${likePattern(filter.username)})`
        : undefined,
    );
    const rows = await this.db
      .select({
        r: rewardRedemptions,
        username: sql<string>`(SELECT username FROM members m WHERE m.id = ${rewardRedemptions.memberId})`,
      })
      .from(rewardRedemptions)
      .where(where)
      .orderBy(desc(rewardRedemptions.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size);
    const [total] = await this.db.select({ n: count() }).from(rewardRedemptions).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  // ---- Movements --------------------------------------------------------------------------------

  /** The movements of a points account in a range, newest first, less the excluded types. */
  async movements(
    merchantId: number,
    accountId: number,
    range: { from: Date; to: Date },
    excluded: number[],
    page: Paging,
  ): Promise<{ rows: PointMovementRow[]; total: number }> {
    const T = POINT_TX_TYPES;
    const rows = rowsOf<PointMovementRow>(
      await this.db.execute(sql`
        SELECT * FROM (
          SELECT e.id, e.transfer_id, tr.reference, e.created_at AS at,
                 (e.balance_delta - e.held_delta)::text AS amount,
                 (e.balance_after - e.held_after)::text AS avail,
                 CASE WHEN tr.kind = 'points_earn' AND tr.reference LIKE 'DEP:%' THEN ${T.EARN_DEPOSIT}
                      WHEN tr.kind = 'points_earn' THEN ${T.EARN_BET}
                      WHEN tr.kind = 'points_redeem' AND e.event = 'release' THEN ${T.REDEEM_RETURN}
                      WHEN tr.kind = 'points_redeem' THEN ${T.REDEEM}
                      WHEN tr.kind = 'points_convert' THEN ${T.CONVERT}
                      ELSE ${T.GRANT} END AS tx_type
            FROM ledger_entries e JOIN ledger_transfers tr ON tr.id = e.transfer_id
           WHERE e.merchant_id = ${merchantId} AND e.account_id = ${accountId}
             AND e.created_at >= ${range.from.toISOString()} AND e.created_at <= ${range.to.toISOString()}
             AND e.balance_delta <> e.held_delta
        ) x
        WHERE true ${
          excluded.length
            ? sql`AND x.tx_type NOT IN (${sql.join(
                excluded.map((v) => sql`${v}`),
                sql`, `,
              )})`
            : sql``
        }
        ORDER BY x.id DESC
        LIMIT ${page.size} OFFSET ${(page.page - 1) * page.size}`),
    );
    const [counted] = rowsOf<{ n: string }>(
      await this.db.execute(sql`
        SELECT count(*)::text AS n FROM ledger_entries e JOIN ledger_transfers tr ON tr.id = e.transfer_id
         WHERE e.merchant_id = ${merchantId} AND e.account_id = ${accountId}
           AND e.created_at >= ${range.from.toISOString()} AND e.created_at <= ${range.to.toISOString()}
           AND e.balance_delta <> e.held_delta
           ${
             excluded.length
               ? sql`AND (CASE WHEN tr.kind = 'points_earn' AND tr.reference LIKE 'DEP:%' THEN ${T.EARN_DEPOSIT}
                      WHEN tr.kind = 'points_earn' THEN ${T.EARN_BET}
                      WHEN tr.kind = 'points_redeem' AND e.event = 'release' THEN ${T.REDEEM_RETURN}
                      WHEN tr.kind = 'points_redeem' THEN ${T.REDEEM}
                      WHEN tr.kind = 'points_convert' THEN ${T.CONVERT}
                      ELSE ${T.GRANT} END) NOT IN (${sql.join(
                        excluded.map((v) => sql`${v}`),
                        sql`, `,
                      )})`
               : sql``
           }`),
    );
    return { rows, total: Number(counted?.n ?? 0) };
  }
}
