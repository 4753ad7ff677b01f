import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { TransferKind } from '@platform/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { FixedStatement, executePrepared } from '../../platform/db/prepared.js';
import { array } from '../../platform/db/rows.js';
import { PlacementBatchRepository } from './placement-batch.repository.js';
import type { PlacementRisk } from './lottery-risk.js';
import { members } from '../member/index.js';
import { holdsInStatement, type HouseAccount } from '../wallet/index.js';
import {
  lotteryBets,
  lotteryGames,
  lotteryIssues,
  lotteryJackpots,
  lotteryOrders,
  type BetStatus,
} from './lottery.tables.js';

export type GameRow = typeof lotteryGames.$inferSelect;
export type IssueRow = typeof lotteryIssues.$inferSelect;
export type OrderRow = typeof lotteryOrders.$inferSelect;
export type BetRow = typeof lotteryBets.$inferSelect;
export type NewIssue = typeof lotteryIssues.$inferInsert;

/** One line of a priced slip: what each of its bets (one per issue) stakes, and on what. */
export interface PricedLine {
  playType: string;
  content: string;
  moneyMode: string;
  multiple: number;
  prizeGroup: number;
  tickets: number;
  amount: bigint;
}

/** A slip to place with one statement: its order, and one bet (with its hold) per line and issue. */
export interface OrderPlacement {
  merchantId: number;
  memberId: number;
  gameId: number;
  orderNumber: string;
  requestId: string | null;
  requestHash: string | null;
  /** The first issue's numero; `numeros` are every issue the slip bets on, in order. */
  numero: string;
  numeros: string[];
  stopOnWin: boolean;
  totalAmount: bigint;
  wallet: string;
  currency: string;
  /** The bets' issues must be open and not locked at this instant. */
  now: Date;
  lines: (PricedLine & {
    /** The request_hash of the line's holds. */
    holdHash: string;
  })[];
  /** The holds' ledger side: the house account they go to when posted, and their kind. */
  holds: { house: HouseAccount; kind: TransferKind };
  /** What the order adds to its issues' liability counters, in the same transaction as its holds. */
  risk?: PlacementRisk | null;
}

/** The order already placed under a request key, as much as a replay answers. */
export type KeyedOrder = Pick<
  OrderRow,
  'orderNumber' | 'numero' | 'totalAmount' | 'currency' | 'requestHash'
>;

export type PlacementOutcome =
  | { placed: true }
  | {
      placed: false;
      /** The member's order under the same key, when one was committed before the statement began. */
      existing: KeyedOrder | null;
      /** Numeros of `numeros` that have no issue yet. */
      missingIssues: string[];
      /** An issue has stopped taking bets. */
      closed: boolean;
      /** The member's wallet account was never opened (it holds nothing). */
      noDebitAccount: boolean;
      /** The house account was never opened. */
      noCreditAccount: boolean;
      insufficient: boolean;
    };

interface PlacedRow {
  placed: boolean;
  found: string[] | null;
  closed: boolean;
  debit_found: boolean;
  credit_found: boolean;
  allowed: boolean;
  order_number: string | null;
  numero: string | null;
  total_amount: string | null;
  currency: string | null;
  request_hash: string | null;
}

/** The values of PLACE_ORDER, by placeholder. */
interface PlaceOrderValues extends Record<string, unknown> {
  merchantId: number;
  memberId: number;
  gameId: number;
  orderNumber: string;
  requestId: string | null;
  requestHash: string | null;
  numero: string;
  numeros: string[];
  issueCount: number;
  stopOnWin: boolean;
  total: string;
  wallet: string;
  currency: string;
  now: Date;
  house: string;
  kind: string;
  playTypes: string[];
  contents: string[];
  moneyModes: string[];
  multiples: number[];
  prizeGroups: number[];
  tickets: number[];
  amounts: string[];
  holdHashes: string[];
}

/** A pending bet as settlement reads it. */
export type SettlingBet = Pick<
  BetRow,
  | 'id'
  | 'orderId'
  | 'memberId'
  | 'playType'
  | 'content'
  | 'amount'
  | 'tickets'
  | 'prizeGroup'
  | 'holdTransferId'
  | 'currency'
>;

interface SettlingBetRow {
  id: string;
  order_id: string;
  member_id: string;
  play_type: string;
  content: string;
  amount: string;
  tickets: number;
  prize_group: number;
  hold_transfer_id: string;
  currency: string;
}

const PENDING_FOR_SETTLEMENT = new FixedStatement<{ issueId: number; after: number; limit: number }>(
  () => sql`
    SELECT b.id::text, order_id::text, member_id::text, play_type, content, amount::text, tickets, prize_group,
           hold_transfer_id::text, currency
    FROM lottery_bets b
    WHERE b.issue_id = ${sql.placeholder('issueId')}::bigint AND b.status = 'pending'
      AND b.id > ${sql.placeholder('after')}::bigint
    -- b.id, the number: a bare id would be the text column of the answer.
    ORDER BY b.id
    LIMIT ${sql.placeholder('limit')}::int
    FOR UPDATE SKIP LOCKED`,
);

/** Integer arrays come as their text ('{1,2}'), which the driver sends as it is. */
const RECORD_OUTCOMES = new FixedStatement<{ ids: string; payouts: string; now: Date }>(
  () => sql`
    UPDATE lottery_bets AS b
    SET status = CASE WHEN v.payout > 0 THEN 'won' ELSE 'lost' END, payout = v.payout,
        settled_at = ${sql.placeholder('now')}
    FROM unnest(${sql.placeholder('ids')}::bigint[], ${sql.placeholder('payouts')}::bigint[]) AS v(id, payout)
    WHERE b.id = v.id AND b.status = 'pending'`,
);

/** LotteryRepository.placeOrder's statement, built once: a bet's hot path runs only the database's work. */
const PLACE_ORDER = new FixedStatement<PlaceOrderValues>(() => {
  const v = (name: keyof PlaceOrderValues & string) => sql.placeholder(name);
  const holds = holdsInStatement(
    {
      merchantId: sql`${v('merchantId')}`,
      currency: sql`${v('currency')}`,
      memberId: sql`${v('memberId')}`,
      wallet: sql`${v('wallet')}`,
      house: sql`${v('house')}`,
      kind: sql`${v('kind')}`,
      total: sql`${v('total')}`,
    },
    sql`EXISTS (SELECT 1 FROM new_order)`,
  );
  return sql`
      WITH existing AS (
        SELECT o.order_number, o.numero, o.total_amount, o.currency, o.request_hash FROM lottery_orders o
        WHERE o.merchant_id = ${v('merchantId')} AND o.member_id = ${v('memberId')}
          AND o.request_id = ${v('requestId')}::varchar
      ),
      wanted AS (
        SELECT w.numero, w.k FROM unnest(${v('numeros')}::varchar[]) WITH ORDINALITY AS w(numero, k)
      ),
      issues AS (
        SELECT i.id, i.numero, i.status, i.lock_at FROM lottery_issues i
        WHERE i.game_id = ${v('gameId')} AND i.numero = ANY(${v('numeros')}::varchar[])
        ORDER BY i.id
        FOR SHARE
      ),
      open_issues AS (
        SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM existing)
          AND (SELECT count(*) FROM issues) = ${v('issueCount')}
          AND NOT EXISTS (SELECT 1 FROM issues WHERE status <> 'open' OR lock_at <= ${v('now')})
      ),
      lines AS (
        SELECT * FROM unnest(${v('playTypes')}::varchar[], ${v('contents')}::text[], ${v('moneyModes')}::varchar[],
                             ${v('multiples')}::int[], ${v('prizeGroups')}::int[], ${v('tickets')}::int[],
                             ${v('amounts')}::bigint[], ${v('holdHashes')}::varchar[])
               WITH ORDINALITY AS l(play_type, content, money_mode, multiple, prize_group, tickets, amount,
                                    request_hash, k)
      ),
      holds AS (
        SELECT row_number() OVER (ORDER BY w.k, l.k) AS n, i.id AS issue_id, (l.k - 1)::smallint AS line,
               l.play_type, l.content, l.money_mode, l.multiple, l.prize_group, l.tickets, l.amount,
               l.request_hash, ${v('orderNumber')}::varchar AS reference,
               'lot:' || ${v('orderNumber')}::varchar || ':' || i.id || ':' || (l.k - 1) AS idempotency_key
        FROM wanted w JOIN issues i ON i.numero = w.numero CROSS JOIN lines l
      ),
      ${holds.check},
      new_order AS (
        INSERT INTO lottery_orders (merchant_id, member_id, game_id, order_number, request_id, request_hash, numero,
                                    chase_issues, stop_on_win, total_amount, wallet, currency, created_at)
        SELECT ${v('merchantId')}, ${v('memberId')}, ${v('gameId')}, ${v('orderNumber')}, ${v('requestId')},
               ${v('requestHash')}, ${v('numero')}, ${v('issueCount')}, ${v('stopOnWin')}, ${v('total')}::bigint,
               ${v('wallet')}, ${v('currency')}, ${v('now')}
        FROM hold_allowed, open_issues
        ON CONFLICT DO NOTHING
        RETURNING id
      ),
      ${holds.write},
      new_bets AS (
        INSERT INTO lottery_bets (merchant_id, member_id, order_id, issue_id, line, play_type, content, money_mode,
                                  multiple, prize_group, tickets, amount, hold_transfer_id, wallet, currency,
                                  created_at)
        SELECT ${v('merchantId')}, ${v('memberId')}, o.id, h.issue_id, h.line, h.play_type, h.content, h.money_mode,
               h.multiple, h.prize_group, h.tickets, h.amount, t.id, ${v('wallet')}, ${v('currency')}, ${v('now')}
        FROM holds h JOIN hold_transfers t ON t.idempotency_key = h.idempotency_key CROSS JOIN new_order o
        ORDER BY h.n
      )
      SELECT EXISTS (SELECT 1 FROM new_order) AS placed,
             (SELECT array_agg(numero) FROM issues) AS found,
             EXISTS (SELECT 1 FROM issues WHERE status <> 'open' OR lock_at <= ${v('now')}) AS closed,
             EXISTS (SELECT 1 FROM hold_debit) AS debit_found,
             EXISTS (SELECT 1 FROM hold_credit) AS credit_found,
             EXISTS (SELECT 1 FROM hold_allowed) AS allowed,
             e.order_number, e.numero, e.total_amount::text AS total_amount, e.currency, e.request_hash
      FROM (SELECT 1) one LEFT JOIN existing e ON true`;
});

/** Every lottery query; callers pass a transaction when the work must be atomic. */
export class LotteryRepository {
  constructor(private readonly db: DbOrTx) {}

  with(tx: DbOrTx): LotteryRepository {
    return new LotteryRepository(tx);
  }

  games(merchantId: number): Promise<GameRow[]> {
    return this.db
      .select()
      .from(lotteryGames)
      .where(and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.enabled, true)))
      .orderBy(asc(lotteryGames.groupId), asc(lotteryGames.sort), asc(lotteryGames.id));
  }

  /** Enabled games of every merchant, for the scheduler. */
  allGames(): Promise<GameRow[]> {
    return this.db.select().from(lotteryGames).where(eq(lotteryGames.enabled, true));
  }

  async game(merchantId: number, code: string): Promise<GameRow | null> {
    const [row] = await this.db
      .select()
      .from(lotteryGames)
      .where(
        and(
          eq(lotteryGames.merchantId, merchantId),
          eq(lotteryGames.code, code),
          eq(lotteryGames.enabled, true),
        ),
      );
    return row ?? null;
  }

  async gameById(merchantId: number, id: number): Promise<GameRow | null> {
    const [row] = await this.db
      .select()
      .from(lotteryGames)
      .where(
        and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.id, id), eq(lotteryGames.enabled, true)),
      );
    return row ?? null;
  }

  /**
   * A game whatever its switch: issues already open when a game is disabled are still drawn,
   * settled or voided, so no stake stays held.
   */
  async gameOfIssue(merchantId: number, id: number): Promise<GameRow | null> {
    const [row] = await this.db
      .select()
      .from(lotteryGames)
      .where(and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.id, id)));
    return row ?? null;
  }

  /** Creates the issue unless another node already did; answers the stored row either way. */
  async ensureIssue(issue: NewIssue): Promise<IssueRow> {
    const [created] = await this.db.insert(lotteryIssues).values(issue).onConflictDoNothing().returning();
    if (created) return created;
    const [existing] = await this.db
      .select()
      .from(lotteryIssues)
      .where(and(eq(lotteryIssues.gameId, issue.gameId), eq(lotteryIssues.numero, issue.numero)));
    if (!existing) throw new Error(`issue ${issue.numero} neither created nor found`);
    return existing;
  }

  /** Which of these issues exist, as `gameId:numero` keys, in one query. */
  async existingIssues(keys: { gameId: number; numero: string }[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await this.db
      .select({ gameId: lotteryIssues.gameId, numero: lotteryIssues.numero })
      .from(lotteryIssues)
      .where(
        and(
          inArray(lotteryIssues.gameId, [...new Set(keys.map((k) => k.gameId))]),
          inArray(lotteryIssues.numero, [...new Set(keys.map((k) => k.numero))]),
        ),
      );
    return new Set(rows.map((r) => `${r.gameId}:${r.numero}`));
  }

  async issue(gameId: number, numero: string): Promise<IssueRow | null> {
    const [row] = await this.db
      .select()
      .from(lotteryIssues)
      .where(and(eq(lotteryIssues.gameId, gameId), eq(lotteryIssues.numero, numero)));
    return row ?? null;
  }

  async issueById(id: number): Promise<IssueRow | null> {
    const [row] = await this.db.select().from(lotteryIssues).where(eq(lotteryIssues.id, id));
    return row ?? null;
  }

  async issueForUpdate(id: number): Promise<IssueRow | null> {
    const [row] = await this.db.select().from(lotteryIssues).where(eq(lotteryIssues.id, id)).for('update');
    return row ?? null;
  }

  /** Issues whose draw time has come and that are not drawn yet, or drawn and not settled. */
  dueIssues(now: Date, limit = 100): Promise<IssueRow[]> {
    return this.db
      .select()
      .from(lotteryIssues)
      .where(and(inArray(lotteryIssues.status, ['open', 'drawn']), lte(lotteryIssues.drawAt, now)))
      .orderBy(asc(lotteryIssues.drawAt))
      .limit(limit);
  }

  /** Draws the issue once: only the first caller finds it open. */
  async markDrawn(id: number, winNo: string, now: Date): Promise<IssueRow | null> {
    const [row] = await this.db
      .update(lotteryIssues)
      .set({ status: 'drawn', winNo, drawnAt: now })
      .where(and(eq(lotteryIssues.id, id), eq(lotteryIssues.status, 'open')))
      .returning();
    return row ?? null;
  }

  async markSettled(id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(lotteryIssues)
      .set({ status: 'settled', settledAt: now })
      .where(
        and(
          eq(lotteryIssues.id, id),
          eq(lotteryIssues.status, 'drawn'),
          sql`NOT EXISTS (SELECT 1 FROM lottery_bets b WHERE b.issue_id = ${id} AND b.status = 'pending')`,
        ),
      )
      .returning({ id: lotteryIssues.id });
    return rows.length > 0;
  }

  async markVoided(id: number, now: Date): Promise<void> {
    await this.db
      .update(lotteryIssues)
      .set({ status: 'voided', settledAt: now })
      .where(eq(lotteryIssues.id, id));
  }

  /** Drawn issues of a merchant (optionally one game), newest first. */
  draws(merchantId: number, gameId: number | null, limit: number, offset: number) {
    return this.db
      .select({ issue: lotteryIssues, gameCode: lotteryGames.code, kind: lotteryGames.kind })
      .from(lotteryIssues)
      .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryIssues.gameId))
      .where(
        and(
          eq(lotteryIssues.merchantId, merchantId),
          inArray(lotteryIssues.status, ['drawn', 'settled']),
          gameId === null ? undefined : eq(lotteryIssues.gameId, gameId),
        ),
      )
      .orderBy(desc(lotteryIssues.drawAt), desc(lotteryIssues.id))
      .limit(limit)
      .offset(offset);
  }

  /** The latest drawn issue of each game of a merchant. */
  async latestDrawPerGame(merchantId: number) {
    return this.db
      .selectDistinctOn([lotteryIssues.gameId], {
        issue: lotteryIssues,
        gameCode: lotteryGames.code,
        kind: lotteryGames.kind,
      })
      .from(lotteryIssues)
      .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryIssues.gameId))
      .where(
        and(eq(lotteryIssues.merchantId, merchantId), inArray(lotteryIssues.status, ['drawn', 'settled'])),
      )
      .orderBy(lotteryIssues.gameId, desc(lotteryIssues.drawAt));
  }

  async previousDrawn(gameId: number, before: Date): Promise<IssueRow | null> {
    const [row] = await this.db
      .select()
      .from(lotteryIssues)
      .where(and(eq(lotteryIssues.gameId, gameId), lte(lotteryIssues.drawAt, before)))
      .orderBy(desc(lotteryIssues.drawAt))
      .limit(1);
    return row ?? null;
  }

  async orderByRequest(merchantId: number, memberId: number, requestId: string): Promise<OrderRow | null> {
    const [row] = await this.db
      .select()
      .from(lotteryOrders)
      .where(
        and(
          eq(lotteryOrders.merchantId, merchantId),
          eq(lotteryOrders.memberId, memberId),
          eq(lotteryOrders.requestId, requestId),
        ),
      );
    return row ?? null;
  }

  async orderByNumber(merchantId: number, orderNumber: string): Promise<OrderRow | null> {
    const [row] = await this.db
      .select()
      .from(lotteryOrders)
      .where(and(eq(lotteryOrders.merchantId, merchantId), eq(lotteryOrders.orderNumber, orderNumber)));
    return row ?? null;
  }

  /**
   * Places a slip with one statement, atomic on its own: the member's earlier order under the
   * same key (then nothing is written), the issues locked (shared, as a draw or void waits for
   * bets being placed) and checked open, the member account locked and checked, then the order,
   * the holds with their ledger entries and the bets. Answers what stopped it otherwise. When the
   * key was taken by an order committed while this statement ran, or the order number was taken,
   * nothing is written and nothing is reported: the caller reads the key's order.
   */
  /** Places orders of distinct member accounts with one statement; answers which were placed. */
  placeOrders(orders: OrderPlacement[]): Promise<boolean[]> {
    return new PlacementBatchRepository(this.db).placeOrders(orders);
  }

  async placeOrder(p: OrderPlacement): Promise<PlacementOutcome> {
    const lines = p.lines;
    const [row] = await PLACE_ORDER.execute<PlacedRow>(this.db, {
      merchantId: p.merchantId,
      memberId: p.memberId,
      gameId: p.gameId,
      orderNumber: p.orderNumber,
      requestId: p.requestId,
      requestHash: p.requestHash,
      numero: p.numero,
      numeros: p.numeros,
      issueCount: p.numeros.length,
      stopOnWin: p.stopOnWin,
      total: p.totalAmount.toString(),
      wallet: p.wallet,
      currency: p.currency,
      now: p.now,
      house: p.holds.house,
      kind: p.holds.kind,
      playTypes: lines.map((l) => l.playType),
      contents: lines.map((l) => l.content),
      moneyModes: lines.map((l) => l.moneyMode),
      multiples: lines.map((l) => l.multiple),
      prizeGroups: lines.map((l) => l.prizeGroup),
      tickets: lines.map((l) => l.tickets),
      amounts: lines.map((l) => l.amount.toString()),
      holdHashes: lines.map((l) => l.holdHash),
    });
    if (!row) throw new Error('the placement statement answered no row');
    if (row.placed) return { placed: true };
    const found = new Set(row.found ?? []);
    return {
      placed: false,
      existing:
        row.order_number === null
          ? null
          : {
              orderNumber: row.order_number,
              numero: row.numero!,
              totalAmount: BigInt(row.total_amount!),
              currency: row.currency!,
              requestHash: row.request_hash,
            },
      missingIssues: p.numeros.filter((n) => !found.has(n)),
      closed: row.closed,
      noDebitAccount: !row.debit_found,
      noCreditAccount: !row.credit_found,
      insufficient: row.debit_found && row.credit_found && !row.allowed,
    };
  }

  /**
   * Pending bets of an issue after bet `after`, in id order, locked; other settlers skip them
   * rather than wait. Only what settling needs, read without mapping whole rows.
   */
  async pendingBetsForSettlement(issueId: number, after: number, limit: number): Promise<SettlingBet[]> {
    const rows = await PENDING_FOR_SETTLEMENT.execute<SettlingBetRow>(this.db, { issueId, after, limit });
    return rows.map((r) => ({
      id: Number(r.id),
      orderId: Number(r.order_id),
      memberId: Number(r.member_id),
      playType: r.play_type,
      content: r.content,
      amount: BigInt(r.amount),
      tickets: Number(r.tickets),
      prizeGroup: Number(r.prize_group),
      holdTransferId: Number(r.hold_transfer_id),
      currency: r.currency,
    }));
  }

  /** Pending bets of an order with the time their issue stops taking bets, locked. */
  pendingBetsOfOrder(orderId: number): Promise<(BetRow & { lockAt: Date })[]> {
    return this.db
      .select({ bet: lotteryBets, lockAt: lotteryIssues.lockAt })
      .from(lotteryBets)
      .innerJoin(lotteryIssues, eq(lotteryIssues.id, lotteryBets.issueId))
      .where(and(eq(lotteryBets.orderId, orderId), eq(lotteryBets.status, 'pending')))
      .orderBy(asc(lotteryBets.id))
      .for('update', { of: lotteryBets })
      .then((rows) => rows.map((r) => ({ ...r.bet, lockAt: r.lockAt })));
  }

  pendingBetsOfIssue(issueId: number): Promise<BetRow[]> {
    return this.db
      .select()
      .from(lotteryBets)
      .where(and(eq(lotteryBets.issueId, issueId), eq(lotteryBets.status, 'pending')))
      .orderBy(asc(lotteryBets.id))
      .for('update');
  }

  /** Writes the outcome of many (locked, pending) bets with one statement. */
  async settleBets(outcomes: { id: number; status: BetStatus; payout: bigint }[], now: Date): Promise<void> {
    if (!outcomes.length) return;
    await executePrepared(
      this.db,
      sql`
      UPDATE lottery_bets AS b SET status = v.status, payout = v.payout, settled_at = ${now}
      FROM unnest(${array(outcomes.map((o) => o.id))}::bigint[],
                  ${array(outcomes.map((o) => o.status))}::varchar[],
                  ${array(outcomes.map((o) => o.payout))}::bigint[]) AS v(id, status, payout)
      WHERE b.id = v.id AND b.status = 'pending'`,
    );
  }

  /** Writes the outcome of many (locked) settled bets with one statement: won when paid, lost otherwise. */
  async recordOutcomes(ids: number[], payouts: bigint[], now: Date): Promise<void> {
    if (!ids.length) return;
    await RECORD_OUTCOMES.execute(this.db, {
      ids: `{${ids.join(',')}}`,
      payouts: `{${payouts.join(',')}}`,
      now,
    });
  }

  /** Of these orders, the chases that stop at their first win. */
  async stopOnWinOrders(orderIds: number[]): Promise<number[]> {
    if (!orderIds.length) return [];
    const rows = await this.db
      .select({ id: lotteryOrders.id })
      .from(lotteryOrders)
      .where(
        and(
          inArray(lotteryOrders.id, orderIds),
          eq(lotteryOrders.stopOnWin, true),
          gt(lotteryOrders.chaseIssues, 1),
        ),
      );
    return rows.map((r) => r.id);
  }

  /** Pending bets of these orders on issues drawn after `drawAt`, locked. */
  pendingBetsOfOrdersAfter(orderIds: number[], drawAt: Date): Promise<BetRow[]> {
    if (!orderIds.length) return Promise.resolve([]);
    return this.db
      .select({ bet: lotteryBets })
      .from(lotteryBets)
      .innerJoin(lotteryIssues, eq(lotteryIssues.id, lotteryBets.issueId))
      .where(
        and(
          inArray(lotteryBets.orderId, orderIds),
          eq(lotteryBets.status, 'pending'),
          gt(lotteryIssues.drawAt, drawAt),
        ),
      )
      .orderBy(asc(lotteryBets.id))
      .for('update', { of: lotteryBets })
      .then((rows) => rows.map((r) => r.bet));
  }

  /** How many bets of a member (optionally one game, optionally placed since a time) there are. */
  async orderCount(merchantId: number, memberId: number, gameId: number | null, since: Date | null) {
    const [row] = await this.db
      .select({ n: count() })
      .from(lotteryBets)
      .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotteryBets.orderId))
      .where(this.memberBets(merchantId, memberId, gameId, since));
    return row?.n ?? 0;
  }

  private memberBets(merchantId: number, memberId: number, gameId: number | null, since: Date | null) {
    return and(
      eq(lotteryBets.merchantId, merchantId),
      eq(lotteryBets.memberId, memberId),
      gameId === null ? undefined : eq(lotteryOrders.gameId, gameId),
      since === null ? undefined : gte(lotteryBets.createdAt, since),
    );
  }

  /** How many drawn issues a game has. */
  async drawCount(merchantId: number, gameId: number) {
    const [row] = await this.db
      .select({ n: count() })
      .from(lotteryIssues)
      .where(
        and(
          eq(lotteryIssues.merchantId, merchantId),
          eq(lotteryIssues.gameId, gameId),
          inArray(lotteryIssues.status, ['drawn', 'settled']),
        ),
      );
    return row?.n ?? 0;
  }

  /** Bets with what their lists show of the order, the issue and the game. */
  private betRows() {
    return this.db
      .select({
        bet: lotteryBets,
        orderNumber: lotteryOrders.orderNumber,
        orderNumero: lotteryOrders.numero,
        chaseIssues: lotteryOrders.chaseIssues,
        numero: lotteryIssues.numero,
        winNo: lotteryIssues.winNo,
        lockAt: lotteryIssues.lockAt,
        gameId: lotteryOrders.gameId,
        gameCode: lotteryGames.code,
      })
      .from(lotteryBets)
      .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotteryBets.orderId))
      .innerJoin(lotteryIssues, eq(lotteryIssues.id, lotteryBets.issueId))
      .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryOrders.gameId));
  }

  orders(
    merchantId: number,
    memberId: number,
    gameId: number | null,
    limit: number,
    offset: number,
    since: Date | null = null,
  ) {
    return this.betRows()
      .where(this.memberBets(merchantId, memberId, gameId, since))
      .orderBy(desc(lotteryBets.id))
      .limit(limit)
      .offset(offset);
  }

  /** One bet of the member, or null (another member's or merchant's bet is not found either). */
  async memberBet(merchantId: number, memberId: number, betId: number) {
    const [row] = await this.betRows().where(
      and(this.memberBets(merchantId, memberId, null, null), eq(lotteryBets.id, betId)),
    );
    return row ?? null;
  }

  /** These bets of the member with the time their issue stops taking bets, locked. */
  memberBetsForUpdate(merchantId: number, memberId: number, betIds: number[]) {
    return this.db
      .select({ bet: lotteryBets, lockAt: lotteryIssues.lockAt })
      .from(lotteryBets)
      .innerJoin(lotteryIssues, eq(lotteryIssues.id, lotteryBets.issueId))
      .where(
        and(
          eq(lotteryBets.merchantId, merchantId),
          eq(lotteryBets.memberId, memberId),
          inArray(lotteryBets.id, betIds),
        ),
      )
      .orderBy(asc(lotteryBets.id))
      .for('update', { of: lotteryBets })
      .then((rows) => rows.map((r) => ({ ...r.bet, lockAt: r.lockAt })));
  }

  winners(merchantId: number, limit: number, kind: string | null) {
    return this.db
      .select({
        id: lotteryBets.id,
        username: members.username,
        payout: lotteryBets.payout,
        settledAt: lotteryBets.settledAt,
        gameCode: lotteryGames.code,
        remark: lotteryGames.remark,
        currency: lotteryOrders.currency,
      })
      .from(lotteryBets)
      .innerJoin(members, eq(members.id, lotteryBets.memberId))
      .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotteryBets.orderId))
      .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryOrders.gameId))
      .where(
        and(
          eq(lotteryBets.merchantId, merchantId),
          eq(lotteryBets.status, 'won'),
          kind ? eq(lotteryGames.groupCode, kind) : undefined,
        ),
      )
      .orderBy(desc(lotteryBets.settledAt), desc(lotteryBets.id))
      .limit(limit);
  }

  async jackpot(merchantId: number, currency: string): Promise<bigint | null> {
    const [row] = await this.db
      .select({ amount: lotteryJackpots.amount })
      .from(lotteryJackpots)
      .where(and(eq(lotteryJackpots.merchantId, merchantId), eq(lotteryJackpots.currency, currency)));
    return row?.amount ?? null;
  }

  async growJackpot(merchantId: number, currency: string, by: bigint, now: Date): Promise<void> {
    if (by <= 0n) return;
    await this.db
      .update(lotteryJackpots)
      .set({ amount: sql`${lotteryJackpots.amount} + ${by.toString()}::bigint`, updatedAt: now })
      .where(and(eq(lotteryJackpots.merchantId, merchantId), eq(lotteryJackpots.currency, currency)));
  }

  /**
   * A member's lottery bets settled (won or lost) in [from, to), summed per game: over the
   * member's settled index, so the work is bounded by the period the caller bounds.
   */
  async memberPnl(
    merchantId: number,
    memberId: number,
    currency: string,
    from: Date,
    to: Date,
  ): Promise<MemberGamePnl[]> {
    const rows = await this.db
      .select({
        gameId: lotteryGames.id,
        gameCode: lotteryGames.code,
        gameName: lotteryGames.remark,
        bets: count(),
        stake: sql<string>`sum(${lotteryBets.amount})`,
        payout: sql<string>`sum(${lotteryBets.payout})`,
      })
      .from(lotteryBets)
      .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotteryBets.orderId))
      .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryOrders.gameId))
      .where(
        and(
          eq(lotteryBets.memberId, memberId),
          eq(lotteryBets.merchantId, merchantId),
          eq(lotteryBets.currency, currency),
          gte(lotteryBets.settledAt, from),
          lt(lotteryBets.settledAt, to),
          inArray(lotteryBets.status, ['won', 'lost']),
        ),
      )
      .groupBy(lotteryGames.id, lotteryGames.code, lotteryGames.remark)
      .orderBy(asc(lotteryGames.id));
    return rows.map((r) => ({ ...r, stake: BigInt(r.stake), payout: BigInt(r.payout) }));
  }
}

export interface MemberGamePnl {
  gameId: number;
  gameCode: string;
  gameName: string;
  bets: number;
  stake: bigint;
  payout: bigint;
}
