import { and, asc, count, desc, eq, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.js';
import { members } from '../member/index.js';
import {
  c2cPayments,
  c2cProofs,
  fundingRequests,
  type C2cStatus,
  type FundingDirection,
  type FundingStatus,
} from './wallet.tables.js';

export type FundingRow = typeof fundingRequests.$inferSelect;
export type NewFunding = typeof fundingRequests.$inferInsert;
export type C2cRow = typeof c2cPayments.$inferSelect;

const payers = alias(members, 'payer');
const payees = alias(members, 'payee');

/** Deposit and withdrawal requests, their peer-to-peer payments and the proofs sent with them. */
export class FundingRepository {
  constructor(private readonly db: DbOrTx) {}

  async findByKey(merchantId: number, key: string): Promise<FundingRow | null> {
    const [row] = await this.db
      .select()
      .from(fundingRequests)
      .where(and(eq(fundingRequests.merchantId, merchantId), eq(fundingRequests.idempotencyKey, key)))
      .limit(1);
    return row ?? null;
  }

  async insert(row: NewFunding): Promise<FundingRow> {
    const [inserted] = await this.db.insert(fundingRequests).values(row).returning();
    return inserted!;
  }

  async lock(merchantId: number, id: number, direction?: FundingDirection): Promise<FundingRow | null> {
    const [row] = await this.db
      .select()
      .from(fundingRequests)
      .where(
        and(
          eq(fundingRequests.merchantId, merchantId),
          eq(fundingRequests.id, id),
          direction ? eq(fundingRequests.direction, direction) : undefined,
        ),
      )
      .for('update');
    return row ?? null;
  }

  /** One of the member's own requests. */
  async ofMember(
    merchantId: number,
    memberId: number,
    id: number,
    direction: FundingDirection,
  ): Promise<FundingRow | null> {
    const [row] = await this.db
      .select()
      .from(fundingRequests)
      .where(
        and(
          eq(fundingRequests.merchantId, merchantId),
          eq(fundingRequests.memberId, memberId),
          eq(fundingRequests.id, id),
          eq(fundingRequests.direction, direction),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  async decide(
    id: number,
    change: {
      status: FundingStatus;
      transferId?: number | null;
      decisionRemarks: string | null;
      decidedByAdminId: number | null;
      decidedAt: Date;
    },
  ): Promise<FundingRow> {
    const [row] = await this.db
      .update(fundingRequests)
      .set(change)
      .where(and(eq(fundingRequests.id, id), eq(fundingRequests.status, 'PENDING')))
      .returning();
    if (!row) throw new Error(`funding request ${id} was not pending`);
    return row;
  }

  async setTransfer(id: number, transferId: number): Promise<FundingRow> {
    const [row] = await this.db
      .update(fundingRequests)
      .set({ transferId })
      .where(eq(fundingRequests.id, id))
      .returning();
    return row!;
  }

  async listOfMember(
    merchantId: number,
    memberId: number,
    direction: FundingDirection,
    page: number,
    size: number,
  ) {
    const where = and(
      eq(fundingRequests.merchantId, merchantId),
      eq(fundingRequests.memberId, memberId),
      eq(fundingRequests.direction, direction),
    );
    const rows = await this.db
      .select({ funding: fundingRequests, payDetailId: c2cPayments.id })
      .from(fundingRequests)
      .leftJoin(c2cPayments, eq(c2cPayments.fundingRequestId, fundingRequests.id))
      .where(where)
      .orderBy(desc(fundingRequests.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await this.db.select({ n: count() }).from(fundingRequests).where(where);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /** How many of the member's requests of one direction were approved. */
  async countApproved(merchantId: number, memberId: number, direction: FundingDirection): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(fundingRequests)
      .where(
        and(
          eq(fundingRequests.merchantId, merchantId),
          eq(fundingRequests.memberId, memberId),
          eq(fundingRequests.direction, direction),
          eq(fundingRequests.status, 'APPROVED'),
        ),
      );
    return Number(row?.n ?? 0);
  }

  /** The merchant's queue: requests of one direction and status, newest first. */
  async queue(
    merchantId: number,
    direction: FundingDirection,
    status: FundingStatus,
    page: number,
    size: number,
  ) {
    const where = and(
      eq(fundingRequests.merchantId, merchantId),
      eq(fundingRequests.direction, direction),
      eq(fundingRequests.status, status),
    );
    const rows = await this.db
      .select({ funding: fundingRequests, username: members.username, payDetailId: c2cPayments.id })
      .from(fundingRequests)
      .innerJoin(members, eq(members.id, fundingRequests.memberId))
      .leftJoin(c2cPayments, eq(c2cPayments.fundingRequestId, fundingRequests.id))
      .where(where)
      .orderBy(desc(fundingRequests.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await this.db.select({ n: count() }).from(fundingRequests).where(where);
    return { rows, total: Number(total?.n ?? 0) };
  }

  // ---- Peer-to-peer payments ----------------------------------------------------------------

  async insertC2c(row: typeof c2cPayments.$inferInsert): Promise<C2cRow> {
    const [inserted] = await this.db.insert(c2cPayments).values(row).returning();
    return inserted!;
  }

  async c2cOfRequest(fundingRequestId: number): Promise<C2cRow | null> {
    const [row] = await this.db
      .select()
      .from(c2cPayments)
      .where(eq(c2cPayments.fundingRequestId, fundingRequestId))
      .limit(1);
    return row ?? null;
  }

  async lockC2c(merchantId: number, id: number): Promise<C2cRow | null> {
    const [row] = await this.db
      .select()
      .from(c2cPayments)
      .where(and(eq(c2cPayments.merchantId, merchantId), eq(c2cPayments.id, id)))
      .for('update');
    return row ?? null;
  }

  /** Payments still WAITING that were made before `cutoff`, oldest first, of every merchant. */
  async dueC2c(cutoff: Date, limit: number): Promise<{ id: number; merchantId: number }[]> {
    return this.db
      .select({ id: c2cPayments.id, merchantId: c2cPayments.merchantId })
      .from(c2cPayments)
      .where(and(eq(c2cPayments.status, 'WAITING'), lt(c2cPayments.createdAt, cutoff)))
      .orderBy(asc(c2cPayments.id))
      .limit(limit);
  }

  async updateC2c(id: number, change: Partial<typeof c2cPayments.$inferInsert>): Promise<C2cRow> {
    const [row] = await this.db.update(c2cPayments).set(change).where(eq(c2cPayments.id, id)).returning();
    return row!;
  }

  private c2cSelection() {
    return {
      payment: c2cPayments,
      direction: fundingRequests.direction,
      payerUsername: payers.username,
      payerNickname: payers.nickname,
      payeeUsername: payees.username,
      hasProof: c2cProofs.paymentId,
      resolutionRemarks: c2cPayments.resolutionRemarks,
    };
  }

  async c2cList(
    merchantId: number,
    filter: { payeeId?: number; status: C2cStatus },
    page: number,
    size: number,
  ) {
    const where = and(
      eq(c2cPayments.merchantId, merchantId),
      eq(c2cPayments.status, filter.status),
      filter.payeeId === undefined ? undefined : eq(c2cPayments.payeeId, filter.payeeId),
    );
    const rows = await this.db
      .select(this.c2cSelection())
      .from(c2cPayments)
      .innerJoin(fundingRequests, eq(fundingRequests.id, c2cPayments.fundingRequestId))
      .innerJoin(payers, eq(payers.id, c2cPayments.payerId))
      .innerJoin(payees, eq(payees.id, c2cPayments.payeeId))
      .leftJoin(c2cProofs, eq(c2cProofs.paymentId, c2cPayments.id))
      .where(where)
      .orderBy(desc(c2cPayments.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await this.db.select({ n: count() }).from(c2cPayments).where(where);
    return { rows, total: Number(total?.n ?? 0) };
  }

  async insertProof(row: typeof c2cProofs.$inferInsert): Promise<void> {
    await this.db.insert(c2cProofs).values(row);
  }

  async proof(merchantId: number, paymentId: number) {
    const [row] = await this.db
      .select({ contentType: c2cProofs.contentType, bytes: c2cProofs.bytes })
      .from(c2cProofs)
      .where(and(eq(c2cProofs.merchantId, merchantId), eq(c2cProofs.paymentId, paymentId)))
      .limit(1);
    return row ?? null;
  }
}
