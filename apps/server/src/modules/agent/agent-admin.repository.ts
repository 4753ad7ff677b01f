import { and, count, desc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ContractKind, ContractStatus, PayoutStatus } from '@platform/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { members } from '../member/index.js';
import { agentContracts, agentPayouts } from './agent.tables.js';

type Paging = { page: number; size: number };

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const holder = alias(members, 'holder');
const offerer = alias(members, 'offerer');
const upline = alias(members, 'upline');

/** Read-only views of a merchant's agents, their contracts and the payouts made under them. */
export class AgentAdminRepository {
  constructor(private readonly db: DbOrTx) {}

  async agents(merchantId: number, filter: { q?: string; level?: number }, page: Paging) {
    const pattern = filter.q ? likePattern(filter.q) : null;
    const where = and(
      eq(members.merchantId, merchantId),
      filter.level ? eq(members.isAgent, filter.level) : inArray(members.isAgent, [1, 2]),
      pattern
        ? or(
            ilike(members.username, pattern),
            ilike(members.nickname, pattern),
            ilike(members.affiliateCode, pattern),
          )
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          member: members,
          upline: upline.username,
          downlineCount: sql<number>`(SELECT count(*)::int FROM members d WHERE d.merchant_id = ${members.merchantId} AND d.upline_id = ${members.id})`,
          downlineAgentCount: sql<number>`(SELECT count(*)::int FROM members d WHERE d.merchant_id = ${members.merchantId} AND d.upline_id = ${members.id} AND d.is_agent IN (1, 2))`,
          activeContracts: sql<number>`(SELECT count(*)::int FROM agent_contracts c WHERE c.merchant_id = ${members.merchantId} AND c.member_id = ${members.id} AND c.status = 'V')`,
        })
        .from(members)
        .leftJoin(upline, and(eq(upline.id, members.uplineId), eq(upline.merchantId, members.merchantId)))
        .where(where)
        .orderBy(desc(members.id))
        .limit(page.size)
        .offset((page.page - 1) * page.size),
      this.db.select({ n: count() }).from(members).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async contracts(
    merchantId: number,
    filter: { id?: number; kind?: ContractKind; status?: ContractStatus; q?: string },
    page: Paging,
  ) {
    const pattern = filter.q ? likePattern(filter.q) : null;
    const where = and(
      eq(agentContracts.merchantId, merchantId),
      filter.id !== undefined ? eq(agentContracts.id, filter.id) : undefined,
      filter.kind ? eq(agentContracts.kind, filter.kind) : undefined,
      filter.status ? eq(agentContracts.status, filter.status) : undefined,
      pattern ? or(ilike(holder.username, pattern), ilike(offerer.username, pattern)) : undefined,
    );
    const base = () =>
      this.db
        .select({ contract: agentContracts, username: holder.username, agentUsername: offerer.username })
        .from(agentContracts)
        .innerJoin(holder, eq(holder.id, agentContracts.memberId))
        .leftJoin(offerer, eq(offerer.id, agentContracts.agentId));
    const [rows, [total]] = await Promise.all([
      base()
        .where(where)
        .orderBy(desc(agentContracts.id))
        .limit(page.size)
        .offset((page.page - 1) * page.size),
      this.db
        .select({ n: count() })
        .from(agentContracts)
        .innerJoin(holder, eq(holder.id, agentContracts.memberId))
        .leftJoin(offerer, eq(offerer.id, agentContracts.agentId))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async payouts(
    merchantId: number,
    filter: { from: string; to: string; kind?: ContractKind; status: PayoutStatus },
    page: Paging,
  ) {
    const where = and(
      eq(agentPayouts.merchantId, merchantId),
      gte(agentPayouts.businessDay, filter.from),
      lte(agentPayouts.businessDay, filter.to),
      eq(agentPayouts.status, filter.status),
      filter.kind ? eq(agentPayouts.kind, filter.kind) : undefined,
    );
    const [rows, totals] = await Promise.all([
      this.db
        .select({ payout: agentPayouts, username: holder.username, agentUsername: offerer.username })
        .from(agentPayouts)
        .innerJoin(holder, eq(holder.id, agentPayouts.memberId))
        .leftJoin(offerer, eq(offerer.id, agentPayouts.agentId))
        .where(where)
        .orderBy(desc(agentPayouts.periodEnd), desc(agentPayouts.id))
        .limit(page.size)
        .offset((page.page - 1) * page.size),
      this.db
        .select({
          kind: agentPayouts.kind,
          count: sql<number>`count(*)::int`,
          amount: sql<string>`coalesce(sum(${agentPayouts.amount}), 0)::text`,
        })
        .from(agentPayouts)
        .where(where)
        .groupBy(agentPayouts.kind),
    ]);
    return { rows, totals };
  }
}
