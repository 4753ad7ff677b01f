import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { FixedStatement } from '../../platform/db/prepared.js';
import type { OrderPlacement } from './lottery.repository.js';

interface BatchValues extends Record<string, unknown> {
  merchants: number[];
  members: number[];
  games: number[];
  orderNumbers: string[];
  requestIds: (string | null)[];
  requestHashes: (string | null)[];
  numeros: string[];
  issueCounts: number[];
  stopOnWins: boolean[];
  totals: string[];
  wallets: string[];
  currencies: string[];
  houses: string[];
  kinds: string[];
  nows: string[];
  wantedOrders: number[];
  wantedNumeros: string[];
  lineOrders: number[];
  lineIndexes: number[];
  playTypes: string[];
  contents: string[];
  moneyModes: string[];
  multiples: number[];
  prizeGroups: number[];
  tickets: number[];
  amounts: string[];
  holdHashes: string[];
}

/**
 * LotteryRepository.placeOrder's statement for many orders of different members at once: each
 * order is placed exactly as that statement places it (its issues open, its member's wallet able
 * to pay all its holds, its request key unused), or not at all, independently of the others. The
 * member accounts are locked in id order, issues are shared-locked in id order. The ledger's and
 * the activity totals' statement triggers run once for the batch.
 *
 * The orders of one batch must belong to different member accounts: an account's held amount is
 * computed from the one locked row of its order.
 */
const PLACE_ORDERS = new FixedStatement<BatchValues>(() => {
  const v = (name: keyof BatchValues & string) => sql.placeholder(name);
  return sql`
    WITH o AS (
      SELECT * FROM unnest(${v('merchants')}::int[], ${v('members')}::bigint[], ${v('games')}::int[],
                           ${v('orderNumbers')}::varchar[], ${v('requestIds')}::varchar[],
                           ${v('requestHashes')}::varchar[], ${v('numeros')}::varchar[], ${v('issueCounts')}::int[],
                           ${v('stopOnWins')}::boolean[], ${v('totals')}::bigint[], ${v('wallets')}::varchar[],
                           ${v('currencies')}::varchar[], ${v('houses')}::varchar[], ${v('kinds')}::varchar[],
                           ${v('nows')}::timestamptz[])
             WITH ORDINALITY AS o(merchant_id, member_id, game_id, order_number, request_id, request_hash, numero,
                                  issue_count, stop_on_win, total, wallet, currency, house, kind, at, o)
    ),
    existing AS MATERIALIZED (
      SELECT o.o FROM o
      JOIN LATERAL (
        SELECT 1 FROM lottery_orders x
        WHERE x.merchant_id = o.merchant_id AND x.member_id = o.member_id AND x.request_id = o.request_id
        LIMIT 1
      ) x ON true
    ),
    wanted AS (
      SELECT * FROM unnest(${v('wantedOrders')}::int[], ${v('wantedNumeros')}::varchar[])
             WITH ORDINALITY AS w(o, numero, k)
    ),
    issue_ids AS MATERIALIZED (
      SELECT w.o, i.id FROM wanted w
      JOIN o ON o.o = w.o
      JOIN LATERAL (
        SELECT i.id FROM lottery_issues i WHERE i.game_id = o.game_id AND i.numero = w.numero LIMIT 1
      ) i ON true
    ),
    issues AS MATERIALIZED (
      SELECT ii.o, i.id, i.numero, i.status, i.lock_at
      FROM (
        SELECT i.id, i.numero, i.status, i.lock_at FROM lottery_issues i
        WHERE i.id = ANY((SELECT array_agg(DISTINCT id) FROM issue_ids)::bigint[])
        ORDER BY i.id
        FOR SHARE
      ) i
      JOIN issue_ids ii ON ii.id = i.id
    ),
    open_orders AS (
      SELECT o.o FROM o
      WHERE NOT EXISTS (SELECT 1 FROM existing e WHERE e.o = o.o)
        AND (SELECT count(*) FROM issues i WHERE i.o = o.o) = o.issue_count
        AND NOT EXISTS (SELECT 1 FROM issues i WHERE i.o = o.o AND (i.status <> 'open' OR i.lock_at <= o.at))
    ),
    lines AS (
      SELECT * FROM unnest(${v('lineOrders')}::int[], ${v('lineIndexes')}::int[], ${v('playTypes')}::varchar[],
                           ${v('contents')}::text[], ${v('moneyModes')}::varchar[], ${v('multiples')}::int[],
                           ${v('prizeGroups')}::int[], ${v('tickets')}::int[], ${v('amounts')}::bigint[],
                           ${v('holdHashes')}::varchar[])
             WITH ORDINALITY AS l(o, line, play_type, content, money_mode, multiple, prize_group, tickets, amount,
                                  request_hash, k)
    ),
    holds AS (
      SELECT row_number() OVER (ORDER BY w.o, w.k, l.k) AS n, w.o, i.id AS issue_id, l.line::smallint AS line,
             l.play_type, l.content, l.money_mode, l.multiple, l.prize_group, l.tickets, l.amount, l.request_hash,
             o.order_number AS reference,
             'lot:' || o.order_number || ':' || i.id || ':' || l.line AS idempotency_key
      FROM wanted w
      JOIN o ON o.o = w.o
      JOIN issues i ON i.o = w.o AND i.numero = w.numero
      JOIN lines l ON l.o = w.o
    ),
    debit_ids AS MATERIALIZED (
      SELECT o.o, a.id FROM o
      JOIN LATERAL (
        SELECT a.id FROM ledger_accounts a
        WHERE a.merchant_id = o.merchant_id AND a.currency = o.currency AND a.owner_kind = 'member'
          AND a.member_id = o.member_id AND a.code = o.wallet
        LIMIT 1
      ) a ON true
    ),
    hold_debit AS MATERIALIZED (
      SELECT d.o, a.id, a.balance, a.held, a.version
      FROM (
        SELECT a.id, a.balance, a.held, a.version FROM ledger_accounts a
        WHERE a.id = ANY((SELECT array_agg(id) FROM debit_ids)::bigint[])
        ORDER BY a.id
        FOR NO KEY UPDATE
      ) a
      JOIN debit_ids d ON d.id = a.id
    ),
    hold_credit AS MATERIALIZED (
      SELECT o.o, a.id FROM o
      JOIN LATERAL (
        SELECT a.id FROM ledger_accounts a
        WHERE a.merchant_id = o.merchant_id AND a.currency = o.currency AND a.owner_kind = 'house'
          AND a.member_id IS NULL AND a.code = o.house
        LIMIT 1
      ) a ON true
    ),
    hold_allowed AS (
      SELECT d.o, d.id AS debit_id, c.id AS credit_id FROM hold_debit d
      JOIN hold_credit c ON c.o = d.o
      JOIN o ON o.o = d.o
      WHERE d.balance - d.held >= o.total
    ),
    new_order AS (
      INSERT INTO lottery_orders (merchant_id, member_id, game_id, order_number, request_id, request_hash, numero,
                                  chase_issues, stop_on_win, total_amount, wallet, currency, created_at)
      SELECT o.merchant_id, o.member_id, o.game_id, o.order_number, o.request_id, o.request_hash, o.numero,
             o.issue_count, o.stop_on_win, o.total, o.wallet, o.currency, o.at
      FROM o JOIN hold_allowed al ON al.o = o.o JOIN open_orders oo ON oo.o = o.o
      ORDER BY o.o
      ON CONFLICT DO NOTHING
      RETURNING id, merchant_id, order_number
    ),
    placed AS (
      SELECT o.o, n.id FROM new_order n JOIN o ON o.merchant_id = n.merchant_id AND o.order_number = n.order_number
    ),
    hold_transfers AS (
      INSERT INTO ledger_transfers (merchant_id, currency, debit_account_id, credit_account_id, amount, status,
                                    kind, idempotency_key, request_hash, reference)
      SELECT o.merchant_id, o.currency, al.debit_id, al.credit_id, h.amount, 'pending', o.kind,
             h.idempotency_key, h.request_hash, h.reference
      FROM holds h JOIN placed p ON p.o = h.o JOIN hold_allowed al ON al.o = h.o JOIN o ON o.o = h.o
      ORDER BY h.n
      RETURNING id, idempotency_key, amount
    ),
    hold_sums AS (
      SELECT h.o, sum(t.amount) AS amount FROM hold_transfers t JOIN holds h ON h.idempotency_key = t.idempotency_key
      GROUP BY h.o
    ),
    -- As in holdsInStatement: the new held amount comes from the locked row (hold_debit), and the
    -- rows to change are named by a scalar subquery rather than joined, so that re-reading a row
    -- that changed since the statement's snapshot updates it instead of dropping it.
    hold_changed AS (
      UPDATE ledger_accounts a
      SET held = (SELECT d.held + s.amount FROM hold_debit d JOIN hold_sums s ON s.o = d.o WHERE d.id = a.id),
          version = (SELECT d.version + 1 FROM hold_debit d WHERE d.id = a.id)
      WHERE a.id = ANY((SELECT array_agg(d.id) FROM hold_debit d JOIN hold_sums s ON s.o = d.o)::bigint[])
      RETURNING a.id, a.balance
    ),
    hold_entries AS (
      INSERT INTO ledger_entries (merchant_id, account_id, transfer_id, event, balance_delta, held_delta,
                                  balance_after, held_after)
      SELECT o.merchant_id, c.id, t.id, 'hold', 0, h.amount, c.balance,
             d.held + sum(h.amount) OVER (PARTITION BY h.o ORDER BY h.n)
      FROM holds h
      JOIN hold_transfers t ON t.idempotency_key = h.idempotency_key
      JOIN hold_debit d ON d.o = h.o
      JOIN hold_changed c ON c.id = d.id
      JOIN o ON o.o = h.o
      ORDER BY h.n
    ),
    new_bets AS (
      INSERT INTO lottery_bets (merchant_id, member_id, order_id, issue_id, line, play_type, content, money_mode,
                                multiple, prize_group, tickets, amount, hold_transfer_id, wallet, currency,
                                created_at)
      SELECT o.merchant_id, o.member_id, p.id, h.issue_id, h.line, h.play_type, h.content, h.money_mode,
             h.multiple, h.prize_group, h.tickets, h.amount, t.id, o.wallet, o.currency, o.at
      FROM holds h
      JOIN hold_transfers t ON t.idempotency_key = h.idempotency_key
      JOIN placed p ON p.o = h.o
      JOIN o ON o.o = h.o
      ORDER BY h.n
    )
    SELECT o::int AS o FROM placed`;
});

/** Places many orders (of distinct member accounts) with one statement. */
export class PlacementBatchRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Answers, by position in `orders`, which were placed; the others wrote nothing. */
  async placeOrders(orders: OrderPlacement[]): Promise<boolean[]> {
    const wanted = orders.flatMap((p, i) => p.numeros.map((numero) => ({ o: i + 1, numero })));
    const lines = orders.flatMap((p, i) => p.lines.map((line, index) => ({ o: i + 1, index, line })));
    const rows = await PLACE_ORDERS.execute<{ o: number }>(this.db, {
      merchants: orders.map((p) => p.merchantId),
      members: orders.map((p) => p.memberId),
      games: orders.map((p) => p.gameId),
      orderNumbers: orders.map((p) => p.orderNumber),
      requestIds: orders.map((p) => p.requestId),
      requestHashes: orders.map((p) => p.requestHash),
      numeros: orders.map((p) => p.numero),
      issueCounts: orders.map((p) => p.numeros.length),
      stopOnWins: orders.map((p) => p.stopOnWin),
      totals: orders.map((p) => p.totalAmount.toString()),
      wallets: orders.map((p) => p.wallet),
      currencies: orders.map((p) => p.currency),
      houses: orders.map((p) => p.holds.house),
      kinds: orders.map((p) => p.holds.kind),
      nows: orders.map((p) => p.now.toISOString()),
      wantedOrders: wanted.map((w) => w.o),
      wantedNumeros: wanted.map((w) => w.numero),
      lineOrders: lines.map((l) => l.o),
      lineIndexes: lines.map((l) => l.index),
      playTypes: lines.map((l) => l.line.playType),
      contents: lines.map((l) => l.line.content),
      moneyModes: lines.map((l) => l.line.moneyMode),
      multiples: lines.map((l) => l.line.multiple),
      prizeGroups: lines.map((l) => l.line.prizeGroup),
      tickets: lines.map((l) => l.line.tickets),
      amounts: lines.map((l) => l.line.amount.toString()),
      holdHashes: lines.map((l) => l.line.holdHash),
    });
    const placed = orders.map(() => false);
    for (const row of rows) placed[Number(row.o) - 1] = true;
    return placed;
  }
}
