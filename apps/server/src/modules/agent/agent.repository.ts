import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ContractKind, ContractProductType, ContractStatus } from '@platform/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/rows.js';
import { ALL_GAMES, ActivityTotals as Totals, FIGURE_COLUMNS, figuresBetween } from '../activity/index.js';
import { members } from '../member/index.js';
import { merchants } from '../settings/index.js';
import { agentContractEvents, agentContracts, agentPayouts, agentRegisterCodes } from './agent.tables.js';

export type ContractRow = typeof agentContracts.$inferSelect;
export type NewContract = typeof agentContracts.$inferInsert;
export type PayoutRow = typeof agentPayouts.$inferSelect;
export type NewPayout = typeof agentPayouts.$inferInsert;
export type RegisterCodeRow = typeof agentRegisterCodes.$inferSelect;
export type ContractEventRow = typeof agentContractEvents.$inferSelect;

/** Deepest level of a downline tree the queries follow (also a guard against a cycle in upline_id). */
const MAX_DEPTH = 30;
const DAY_MS = 86_400_000;

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const big = (v: unknown) => BigInt((v as string | number | null) ?? 0);

/** Totals of settled bets of a set of members over a time window. */
export interface ActivityTotals {
  betAmount: bigint;
  winAmount: bigint;
  betCount: number;
  activeMembers: number;
}

export interface ActivityRow extends ActivityTotals {
  memberId: number;
  username: string;
  level: number;
  depositAmount: bigint;
  withdrawAmount: bigint;
}

/**
 * The team of a member as a recursive CTE "team(id, level)": the root (level 0, only when
 * includeRoot) and every member below it through upline_id, within one merchant.
 */
function teamCte(merchantId: number, rootId: number, includeRoot: boolean): SQL {
  return sql`team(id, level) AS (
    SELECT id, 0 FROM members WHERE merchant_id = ${merchantId} AND id = ${rootId}
    UNION ALL
    SELECT m.id, t.level + 1 FROM members m JOIN team t ON m.upline_id = t.id
     WHERE m.merchant_id = ${merchantId} AND t.level < ${MAX_DEPTH}
  ), members_in AS (SELECT id, level FROM team ${includeRoot ? sql`` : sql`WHERE level > 0`})`;
}

/** The totals series of a product type: everything for ALL, else its game type (LOTT with the platform lottery). */
function seriesOf(productType: ContractProductType): SQL {
  return sql`${productType === 'ALL' ? ALL_GAMES : productType}::varchar`;
}

/**
 * CTE "acts": the figures of every member of members_in in [from, to) from the running totals
 * (settled lottery bets and vendors' rounds that stood, approved funding), two look-ups each.
 */
function actsCte(from: Date, to: Date, productType: ContractProductType): SQL {
  return sql`acts AS (
    SELECT t.id AS member_id, f.*
      FROM members_in t CROSS JOIN ${figuresBetween(sql`t.id`, seriesOf(productType), { from, to }, 'f')}
  )`;
}

/** CTE "acts" summed over several product types (their series do not overlap). */
function actsOfCte(from: Date, to: Date, productTypes: readonly ContractProductType[]): SQL {
  if (productTypes.length === 1) return actsCte(from, to, productTypes[0]!);
  const parts = productTypes.map(
    (p) => sql`SELECT t.id AS member_id, f.*
      FROM members_in t CROSS JOIN ${figuresBetween(sql`t.id`, seriesOf(p), { from, to }, 'f')}`,
  );
  const sums = sql.raw(FIGURE_COLUMNS.map((c) => `sum(${c}) AS ${c}`).join(', '));
  return sql`acts AS (
    SELECT member_id, ${sums} FROM (${sql.join(parts, sql` UNION ALL `)}) x GROUP BY member_id
  )`;
}

/** Every query of the agent module; each is scoped by merchant and, for trees, by the root member. */
export class AgentRepository {
  constructor(readonly db: DbOrTx) {}

  private async rows<T>(query: SQL): Promise<T[]> {
    return rowsOf<T>(await this.db.execute(query));
  }

  // ---- Hierarchy ----------------------------------------------------------------------------------

  /** Level of memberId below rootId (1 = direct downline), or null when it is not in rootId's tree. */
  async levelBelow(merchantId: number, rootId: number, memberId: number): Promise<number | null> {
    const [row] = await this.rows<{ level: number }>(
      sql`WITH RECURSIVE ${teamCte(merchantId, rootId, false)} SELECT level FROM members_in WHERE id = ${memberId}`,
    );
    return row ? Number(row.level) : null;
  }

  async teamCounts(merchantId: number, rootId: number, from: Date, to: Date) {
    const [row] = await this.rows<{ size: string; direct: string; fresh: string; balance: string | null }>(
      sql`WITH RECURSIVE ${teamCte(merchantId, rootId, false)}
      SELECT count(*) AS size,
             count(*) FILTER (WHERE t.level = 1) AS direct,
             count(*) FILTER (WHERE m.created_at >= ${iso(from)} AND m.created_at < ${iso(to)}) AS fresh,
             (SELECT sum(a.balance) FROM ledger_accounts a JOIN members_in x ON x.id = a.member_id
               WHERE a.merchant_id = ${merchantId} AND a.owner_kind = 'member'
                 AND a.currency <> 'PTS') AS balance
        FROM members_in t JOIN members m ON m.id = t.id`,
    );
    return {
      teamSize: Number(row?.size ?? 0),
      directMembers: Number(row?.direct ?? 0),
      newMembers: Number(row?.fresh ?? 0),
      teamBalance: big(row?.balance),
    };
  }

  /** Members of the tree below rootId, with their level, upline, direct downline count and MAIN balance. */
  async teamMembers(
    merchantId: number,
    rootId: number,
    q: { username?: string | undefined; directOnly: boolean; page: number; size: number },
  ) {
    const filter = sql`${q.directOnly ? sql`AND t.level = 1` : sql``} ${
      q.username ? sql`AND m.username ILIKE ${`%${escapeLike(q.username)}%`}` : sql``
    }`;
    const list = await this.rows<{
      id: number;
      username: string;
      nickname: string | null;
      is_agent: number;
      level: number;
      upline: string | null;
      direct: string;
      balance: string | null;
      held: string | null;
      status: string;
      created_at: string | Date;
      last_login_at: string | Date | null;
      total: string;
    }>(sql`WITH RECURSIVE ${teamCte(merchantId, rootId, false)}
      SELECT m.id, m.username, m.nickname, m.is_agent, t.level, u.username AS upline, m.status,
             m.created_at, m.last_login_at,
             (SELECT count(*) FROM members d WHERE d.merchant_id = ${merchantId} AND d.upline_id = m.id) AS direct,
             a.balance, a.held, count(*) OVER () AS total
        FROM members_in t JOIN members m ON m.id = t.id
        LEFT JOIN members u ON u.id = m.upline_id
        LEFT JOIN ledger_accounts a ON a.merchant_id = ${merchantId} AND a.owner_kind = 'member'
             AND a.member_id = m.id AND a.code = 'MAIN'
       WHERE true ${filter}
       ORDER BY t.level, m.id
       LIMIT ${q.size} OFFSET ${(q.page - 1) * q.size}`);
    return {
      total: Number(list[0]?.total ?? 0),
      list: list.map((r) => ({
        id: Number(r.id),
        username: r.username,
        nickname: r.nickname,
        isAgent: Number(r.is_agent),
        level: Number(r.level),
        uplineUsername: r.upline,
        directDownlines: Number(r.direct),
        available: big(r.balance) - big(r.held),
        status: r.status,
        createdAt: new Date(r.created_at),
        lastLoginAt: r.last_login_at ? new Date(r.last_login_at) : null,
      })),
    };
  }

  // ---- Activity -------------------------------------------------------------------------------------

  /** Bets, wins and active members of a team (root included when includeRoot) in [from, to). */
  async activity(
    merchantId: number,
    rootId: number,
    includeRoot: boolean,
    from: Date,
    to: Date,
    productType: ContractProductType = 'ALL',
  ): Promise<ActivityTotals> {
    const [row] = await this.rows<{
      bet: string | null;
      win: string | null;
      n: string | null;
      active: string;
    }>(
      sql`WITH RECURSIVE ${teamCte(merchantId, rootId, includeRoot)}, ${actsCte(from, to, productType)}
      SELECT sum(bet) AS bet, sum(payout) AS win, sum(bet_count) AS n,
             count(*) FILTER (WHERE bet > 0) AS active
        FROM acts`,
    );
    return {
      betAmount: big(row?.bet),
      winAmount: big(row?.win),
      betCount: Number(row?.n ?? 0),
      activeMembers: Number(row?.active ?? 0),
    };
  }

  async funding(merchantId: number, rootId: number, includeRoot: boolean, from: Date, to: Date) {
    const [row] = await this.rows<{ deposit: string | null; withdraw: string | null }>(
      sql`WITH RECURSIVE ${teamCte(merchantId, rootId, includeRoot)}, ${actsCte(from, to, 'ALL')}
      SELECT sum(deposit) AS deposit, sum(withdraw) AS withdraw FROM acts`,
    );
    return { depositAmount: big(row?.deposit), withdrawAmount: big(row?.withdraw) };
  }

  /** One row per team member (root excluded) with bets or funding in [from, to), most bets first. */
  async teamStatement(
    merchantId: number,
    rootId: number,
    from: Date,
    to: Date,
    q: { username?: string | undefined; page: number; size: number },
    productTypes: readonly ContractProductType[] = ['ALL'],
  ): Promise<{
    list: ActivityRow[];
    total: number;
    totals: Omit<ActivityRow, 'memberId' | 'username' | 'level'>;
  }> {
    const rows = await this.rows<{
      id: number;
      username: string;
      level: number;
      bet: string;
      win: string;
      n: string;
      deposit: string;
      withdraw: string;
      total: string;
      t_bet: string;
      t_win: string;
      t_n: string;
      t_deposit: string;
      t_withdraw: string;
    }>(sql`WITH RECURSIVE ${teamCte(merchantId, rootId, false)}, ${actsOfCte(from, to, productTypes)},
      rowset AS (
        SELECT m.id, m.username, t.level, a.bet, a.payout AS win, a.bet_count AS n, a.deposit, a.withdraw
          FROM members_in t JOIN members m ON m.id = t.id JOIN acts a ON a.member_id = t.id
         -- Members with a settled bet, a vendor's credit or an approved funding request in the range.
         WHERE (a.bet_count > 0 OR a.payout_count > 0 OR a.deposit_count > 0 OR a.withdraw_count > 0)
           ${q.username ? sql`AND m.username ILIKE ${`%${escapeLike(q.username)}%`}` : sql``}
      )
      SELECT *, count(*) OVER () AS total, sum(bet) OVER () AS t_bet, sum(win) OVER () AS t_win,
             sum(n) OVER () AS t_n, sum(deposit) OVER () AS t_deposit, sum(withdraw) OVER () AS t_withdraw
        FROM rowset ORDER BY bet DESC, id
       LIMIT ${q.size} OFFSET ${(q.page - 1) * q.size}`);
    const first = rows[0];
    return {
      total: Number(first?.total ?? 0),
      totals: {
        betAmount: big(first?.t_bet),
        winAmount: big(first?.t_win),
        betCount: Number(first?.t_n ?? 0),
        activeMembers: 0,
        depositAmount: big(first?.t_deposit),
        withdrawAmount: big(first?.t_withdraw),
      },
      list: rows.map((r) => ({
        memberId: Number(r.id),
        username: r.username,
        level: Number(r.level),
        betAmount: big(r.bet),
        winAmount: big(r.win),
        betCount: Number(r.n),
        activeMembers: big(r.bet) > 0n ? 1 : 0,
        depositAmount: big(r.deposit),
        withdrawAmount: big(r.withdraw),
      })),
    };
  }

  /**
   * The member's own figures per business day (days start offsetMinutes after UTC midnight):
   * bets, wins and funding from the running totals (one look-up per day), salaries and dividends
   * paid and agent transfers in and out from the ledger.
   */
  async personalDays(merchantId: number, memberId: number, from: Date, to: Date, offsetMinutes: number) {
    const offsetMs = offsetMinutes * 60_000;
    const dayOf = (at: Date) => new Date(at.getTime() + offsetMs).toISOString().slice(0, 10);
    const instants = [from];
    for (
      let next = Math.floor((from.getTime() + offsetMs) / DAY_MS) * DAY_MS + DAY_MS - offsetMs;
      next < to.getTime();
      next += DAY_MS
    ) {
      instants.push(new Date(next));
    }
    instants.push(to);
    const days = await new Totals(this.db).intervals(memberId, ALL_GAMES, instants);
    const activity = days.flatMap((f, i) => {
      const day = dayOf(instants[i]!);
      return [
        { day, what: 'bet', amount: f.bet, n: f.betCount },
        { day, what: 'win', amount: f.payout, n: 0 },
        { day, what: 'deposit', amount: f.deposit, n: 0 },
        { day, what: 'withdraw', amount: f.withdraw, n: 0 },
      ];
    });
    const day = (col: SQL) =>
      sql`to_char((${col} AT TIME ZONE 'UTC') + make_interval(mins => ${offsetMinutes}), 'YYYY-MM-DD')`;
    const rows = await this.rows<{ day: string; what: string; amount: string }>(sql`
      SELECT ${day(sql`tr.created_at`)} AS day,
             CASE WHEN tr.kind = 'agent_dividend' THEN 'dividend'
                  WHEN tr.kind = 'agent_salary' THEN 'salary'
                  WHEN ca.member_id = ${memberId} THEN 'transfer_in' ELSE 'transfer_out' END AS what,
             sum(tr.amount) AS amount
        FROM ledger_transfers tr
        JOIN ledger_accounts da ON da.id = tr.debit_account_id
        JOIN ledger_accounts ca ON ca.id = tr.credit_account_id
       WHERE tr.merchant_id = ${merchantId} AND tr.status = 'posted'
         AND tr.kind IN ('to_upline', 'to_downline', 'agent_salary', 'agent_dividend')
         AND (ca.member_id = ${memberId} OR da.member_id = ${memberId})
         AND tr.created_at >= ${iso(from)} AND tr.created_at < ${iso(to)}
       GROUP BY 1, 2`);
    return [...activity, ...rows.map((r) => ({ day: r.day, what: r.what, amount: big(r.amount), n: 0 }))];
  }

  /**
   * Settled bets of a team after `since` that have no real-time salary record of the contract yet
   * (key L{id} for lottery bets, G{id} for game debits), oldest first.
   */
  async unpaidBets(
    merchantId: number,
    rootId: number,
    contractId: number,
    productType: ContractProductType,
    since: Date,
    until: Date,
    limit: number,
  ) {
    const rows = await this.rows<{ key: string; amount: string; won: boolean; at: string | Date }>(sql`
      WITH RECURSIVE ${teamCte(merchantId, rootId, true)},
      bets AS (
        SELECT 'L' || b.id AS key, b.amount, b.status = 'won' AS won, b.settled_at AS at
          FROM lottery_bets b JOIN members_in t ON t.id = b.member_id
         WHERE b.merchant_id = ${merchantId} AND b.status IN ('won', 'lost')
           AND b.settled_at >= ${iso(since)} AND b.settled_at < ${iso(until)}
           AND ${productType}::text IN ('ALL', 'LOTT')
        UNION ALL
        SELECT 'G' || s.id, s.amount,
               EXISTS (SELECT 1 FROM seamless_transactions c WHERE c.merchant_id = s.merchant_id
                        AND c.vendor_id = s.vendor_id AND c.round_id = s.round_id
                        AND c.member_id = s.member_id AND c.kind = 'credit' AND c.amount > 0),
               s.created_at
          FROM seamless_transactions s JOIN members_in t ON t.id = s.member_id
          JOIN game_vendors v ON v.id = s.vendor_id
         WHERE s.merchant_id = ${merchantId} AND s.kind = 'debit' AND s.state = 'done'
           AND s.created_at >= ${iso(since)} AND s.created_at < ${iso(until)}
           AND (${productType}::text = 'ALL' OR v.game_type = ${productType}::text)
      )
      SELECT key, amount, won, at FROM bets
       WHERE NOT EXISTS (SELECT 1 FROM agent_payouts p WHERE p.contract_id = ${contractId} AND p.period_key = bets.key)
       ORDER BY at, key LIMIT ${limit}`);
    return rows.map((r) => ({ key: r.key, amount: big(r.amount), won: Boolean(r.won), at: new Date(r.at) }));
  }

  // ---- Contracts --------------------------------------------------------------------------------------

  async contract(merchantId: number, id: number): Promise<ContractRow | null> {
    const [row] = await this.db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.id, id)));
    return row ?? null;
  }

  async lockContract(merchantId: number, id: number): Promise<ContractRow | null> {
    const [row] = await this.db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.id, id)))
      .for('update');
    return row ?? null;
  }

  /** The holder's contracts in the given statuses, newest first. */
  async contractsOfHolder(
    merchantId: number,
    memberId: number,
    statuses: ContractStatus[],
    kind?: ContractKind,
  ) {
    return this.db
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.merchantId, merchantId),
          eq(agentContracts.memberId, memberId),
          inArray(agentContracts.status, statuses),
          kind ? eq(agentContracts.kind, kind) : undefined,
        ),
      )
      .orderBy(desc(agentContracts.id));
  }

  /** Contracts like this one (same holder, kind, product, period) in the given statuses. */
  async siblings(
    c: Pick<ContractRow, 'merchantId' | 'memberId' | 'kind' | 'productType' | 'computationPeriod'>,
    statuses: ContractStatus[],
  ) {
    return this.db
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.merchantId, c.merchantId),
          eq(agentContracts.memberId, c.memberId),
          eq(agentContracts.kind, c.kind),
          eq(agentContracts.productType, c.productType),
          eq(agentContracts.computationPeriod, c.computationPeriod),
          inArray(agentContracts.status, statuses),
        ),
      )
      .for('update');
  }

  /** The agent's own active contracts of a kind (any product), for the higher-rate rule. */
  async activeOfKind(merchantId: number, memberId: number, kind: ContractKind) {
    return this.contractsOfHolder(merchantId, memberId, ['V'], kind);
  }

  async agentContracts(
    merchantId: number,
    agentId: number,
    q: {
      kind?: ContractKind | undefined;
      status?: ContractStatus | undefined;
      username?: string | undefined;
      page: number;
      size: number;
    },
  ) {
    const where = and(
      eq(agentContracts.merchantId, merchantId),
      eq(agentContracts.agentId, agentId),
      q.kind ? eq(agentContracts.kind, q.kind) : undefined,
      q.status ? eq(agentContracts.status, q.status) : undefined,
      q.username ? sql`${members.username} ILIKE ${`%${escapeLike(q.username)}%`}` : undefined,
    );
    const list = await this.db
      .select({ contract: agentContracts, total: sql<string>`count(*) OVER ()` })
      .from(agentContracts)
      .innerJoin(members, eq(members.id, agentContracts.memberId))
      .where(where)
      .orderBy(desc(agentContracts.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size);
    return { total: Number(list[0]?.total ?? 0), list: list.map((r) => r.contract) };
  }

  async insertContract(row: NewContract): Promise<ContractRow> {
    const [created] = await this.db.insert(agentContracts).values(row).returning();
    return created!;
  }

  async updateContract(id: number, patch: Partial<NewContract>): Promise<ContractRow> {
    const [row] = await this.db
      .update(agentContracts)
      .set(patch)
      .where(eq(agentContracts.id, id))
      .returning();
    return row!;
  }

  async addEvent(row: typeof agentContractEvents.$inferInsert): Promise<void> {
    await this.db.insert(agentContractEvents).values(row);
  }

  async events(contractIds: number[]) {
    if (contractIds.length === 0) return [];
    return this.db
      .select({ event: agentContractEvents, by: members.username })
      .from(agentContractEvents)
      .leftJoin(members, eq(members.id, agentContractEvents.actorId))
      .where(inArray(agentContractEvents.contractId, contractIds))
      .orderBy(agentContractEvents.id);
  }

  async usernames(merchantId: number, ids: number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.db
      .select({ id: members.id, username: members.username })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), inArray(members.id, unique)));
    return new Map(rows.map((r) => [r.id, r.username]));
  }

  /** Open offers older than the cut-off turn from P to E; answers the contracts changed. */
  async expireOffers(before: Date): Promise<ContractRow[]> {
    return this.db
      .update(agentContracts)
      .set({ status: 'E', updatedAt: new Date() })
      .where(and(eq(agentContracts.status, 'P'), sql`${agentContracts.offeredAt} < ${iso(before)}`))
      .returning();
  }

  /** Active contracts of every merchant (active merchants only) with its currency, for the payout jobs. */
  async activeContracts(kinds: ContractKind[]): Promise<{ contract: ContractRow; currency: string }[]> {
    return this.db
      .select({ contract: agentContracts, currency: merchants.currency })
      .from(agentContracts)
      .innerJoin(merchants, eq(merchants.id, agentContracts.merchantId))
      .where(
        and(eq(agentContracts.status, 'V'), inArray(agentContracts.kind, kinds), eq(merchants.active, true)),
      )
      .orderBy(agentContracts.id);
  }

  /** Moves a contract's payout watermark forward (never back: two nodes may pass at once). */
  async advanceComputedUntil(contractId: number, until: Date): Promise<void> {
    await this.db
      .update(agentContracts)
      .set({
        computedUntil: sql`GREATEST(COALESCE(${agentContracts.computedUntil}, ${iso(until)}::timestamptz), ${iso(until)}::timestamptz)`,
      })
      .where(eq(agentContracts.id, contractId));
  }

  // ---- Payouts ---------------------------------------------------------------------------------------

  async payoutKeys(contractId: number, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .select({ key: agentPayouts.periodKey })
      .from(agentPayouts)
      .where(and(eq(agentPayouts.contractId, contractId), inArray(agentPayouts.periodKey, keys)));
    return new Set(rows.map((r) => r.key));
  }

  /** Inserts the record of a period unless one exists (another node or an earlier pass): null then. */
  async claimPayout(row: NewPayout): Promise<PayoutRow | null> {
    const [created] = await this.db
      .insert(agentPayouts)
      .values(row)
      .onConflictDoNothing({ target: [agentPayouts.contractId, agentPayouts.periodKey] })
      .returning();
    return created ?? null;
  }

  async setPayoutTransfer(id: number, transferId: number): Promise<void> {
    await this.db.update(agentPayouts).set({ transferId }).where(eq(agentPayouts.id, id));
  }

  async payouts(
    merchantId: number,
    q: {
      kind: ContractKind;
      memberId?: number;
      agentId?: number;
      startDate: string;
      endDate: string;
      username?: string | undefined;
      page: number;
      size: number;
    },
  ) {
    const where = and(
      eq(agentPayouts.merchantId, merchantId),
      eq(agentPayouts.kind, q.kind),
      q.memberId !== undefined ? eq(agentPayouts.memberId, q.memberId) : undefined,
      q.agentId !== undefined ? eq(agentPayouts.agentId, q.agentId) : undefined,
      sql`${agentPayouts.businessDay} BETWEEN ${q.startDate} AND ${q.endDate}`,
      q.username ? sql`${members.username} ILIKE ${`%${escapeLike(q.username)}%`}` : undefined,
    );
    const list = await this.db
      .select({
        payout: agentPayouts,
        username: members.username,
        total: sql<string>`count(*) OVER ()`,
        sum: sql<string>`sum(${agentPayouts.amount}) OVER ()`,
      })
      .from(agentPayouts)
      .innerJoin(members, eq(members.id, agentPayouts.memberId))
      .where(where)
      .orderBy(desc(agentPayouts.periodStart), desc(agentPayouts.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size);
    return {
      total: Number(list[0]?.total ?? 0),
      totalAmount: big(list[0]?.sum),
      list: list.map((r) => ({ ...r.payout, username: r.username })),
    };
  }

  /** Salaries and dividends paid to a member over business days, by kind. */
  async paidTo(merchantId: number, memberId: number, startDate: string, endDate: string) {
    const rows = await this.db
      .select({ kind: agentPayouts.kind, amount: sql<string>`sum(${agentPayouts.amount})` })
      .from(agentPayouts)
      .where(
        and(
          eq(agentPayouts.merchantId, merchantId),
          eq(agentPayouts.memberId, memberId),
          eq(agentPayouts.status, 'PAID'),
          sql`${agentPayouts.businessDay} BETWEEN ${startDate} AND ${endDate}`,
        ),
      )
      .groupBy(agentPayouts.kind);
    let salary = 0n;
    let dividend = 0n;
    for (const r of rows) {
      if (r.kind === 'DIVIDEND') dividend += big(r.amount);
      else salary += big(r.amount);
    }
    return { salary, dividend };
  }

  // ---- Register codes ----------------------------------------------------------------------------------

  async registerCodes(merchantId: number, agentId: number, page: number, size: number) {
    const rows = await this.rows<{
      id: number;
      code: string;
      account_type: number;
      remark: string | null;
      enabled: boolean;
      created_at: string | Date;
      registrations: string;
      total: string;
    }>(sql`
      SELECT c.id, c.code, c.account_type, c.remark, c.enabled, c.created_at,
             (SELECT count(*) FROM members m WHERE m.merchant_id = c.merchant_id AND m.upline_id = c.agent_id
                AND m.contacts->>'registerCode' = c.code) AS registrations,
             count(*) OVER () AS total
        FROM agent_register_codes c
       WHERE c.merchant_id = ${merchantId} AND c.agent_id = ${agentId} AND c.deleted_at IS NULL
       ORDER BY c.id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`);
    return {
      total: Number(rows[0]?.total ?? 0),
      list: rows.map((r) => ({
        id: Number(r.id),
        code: r.code,
        accountType: Number(r.account_type),
        remark: r.remark,
        enabled: Boolean(r.enabled),
        createdAt: new Date(r.created_at),
        registrations: Number(r.registrations),
      })),
    };
  }

  /** Members who signed up with one of the agent's register codes (deleted codes included), newest first. */
  async registeredAffiliates(merchantId: number, agentId: number, page: number, size: number) {
    const rows = await this.rows<{
      id: number;
      username: string;
      nickname: string | null;
      is_agent: number;
      code: string;
      created_at: string | Date;
      last_login_at: string | Date | null;
      total: string;
    }>(sql`
      SELECT m.id, m.username, m.nickname, m.is_agent, c.code, m.created_at, m.last_login_at,
             count(*) OVER () AS total
        FROM members m
        JOIN agent_register_codes c
          ON c.merchant_id = m.merchant_id AND c.agent_id = m.upline_id AND c.code = m.contacts->>'registerCode'
       WHERE m.merchant_id = ${merchantId} AND m.upline_id = ${agentId} AND c.agent_id = ${agentId}
       ORDER BY m.created_at DESC, m.id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`);
    return {
      total: Number(rows[0]?.total ?? 0),
      list: rows.map((r) => ({
        customerId: Number(r.id),
        username: r.username,
        nickname: r.nickname,
        isAgent: Number(r.is_agent),
        affiliateCode: r.code,
        createdAt: new Date(r.created_at).getTime(),
        lastLoginAt: r.last_login_at ? new Date(r.last_login_at).getTime() : null,
      })),
    };
  }

  async countRegisterCodes(merchantId: number, agentId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<string>`count(*)` })
      .from(agentRegisterCodes)
      .where(
        and(
          eq(agentRegisterCodes.merchantId, merchantId),
          eq(agentRegisterCodes.agentId, agentId),
          isNull(agentRegisterCodes.deletedAt),
        ),
      );
    return Number(row?.n ?? 0);
  }

  async registerCode(merchantId: number, agentId: number, id: number): Promise<RegisterCodeRow | null> {
    const [row] = await this.db
      .select()
      .from(agentRegisterCodes)
      .where(
        and(
          eq(agentRegisterCodes.merchantId, merchantId),
          eq(agentRegisterCodes.agentId, agentId),
          eq(agentRegisterCodes.id, id),
          isNull(agentRegisterCodes.deletedAt),
        ),
      );
    return row ?? null;
  }

  /** A live code of a merchant (enabled, not deleted), for registration. */
  async liveCode(merchantId: number, code: string): Promise<RegisterCodeRow | null> {
    const [row] = await this.db
      .select()
      .from(agentRegisterCodes)
      .where(
        and(
          eq(agentRegisterCodes.merchantId, merchantId),
          eq(agentRegisterCodes.code, code.toUpperCase()),
          eq(agentRegisterCodes.enabled, true),
          isNull(agentRegisterCodes.deletedAt),
        ),
      );
    return row ?? null;
  }

  async codeTaken(merchantId: number, code: string): Promise<boolean> {
    const [row] = await this.rows<{ n: string }>(sql`
      SELECT (SELECT count(*) FROM agent_register_codes WHERE merchant_id = ${merchantId} AND code = ${code})
           + (SELECT count(*) FROM members WHERE merchant_id = ${merchantId} AND affiliate_code = ${code}) AS n`);
    return Number(row?.n ?? 0) > 0;
  }

  async insertRegisterCode(row: typeof agentRegisterCodes.$inferInsert): Promise<RegisterCodeRow | null> {
    const [created] = await this.db.insert(agentRegisterCodes).values(row).onConflictDoNothing().returning();
    return created ?? null;
  }

  async updateRegisterCode(
    id: number,
    patch: Partial<typeof agentRegisterCodes.$inferInsert>,
  ): Promise<void> {
    await this.db.update(agentRegisterCodes).set(patch).where(eq(agentRegisterCodes.id, id));
  }
}

/** A search text as a LIKE pattern that matches it literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
