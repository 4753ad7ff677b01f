import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { FixedStatement } from '../../platform/db/prepared.js';

/*
 * The two statements of settleHoldsInBulk. Integer arrays are passed as their text ('{1,2,3}'):
 * the driver sends it as it is, instead of converting and escaping element by element.
 */

interface PostValues extends Record<string, unknown> {
  merchantId: number;
  currency: string;
  holdIds: string;
  house: number;
  at: Date;
}

/**
 * Marks the pending holds posted (which locks them) and locks every account they move, and the
 * house account, in id order like every ledger transaction. Nothing is read for later use: the
 * balances are read by the next statement, whose snapshot is taken under these locks.
 */
const POST_AND_LOCK = new FixedStatement<PostValues>(() => {
  const v = (name: keyof PostValues & string) => sql.placeholder(name);
  // IS NOT DISTINCT FROM: see LedgerRepository.resolveHolds (keeps the merchant out of the index condition).
  return sql`
    WITH holds AS (
      UPDATE ledger_transfers SET status = 'posted', resolved_at = ${v('at')}
      WHERE id = ANY(${v('holdIds')}::bigint[]) AND merchant_id IS NOT DISTINCT FROM ${v('merchantId')}::int
        AND status = 'pending' AND currency = ${v('currency')}::varchar
      RETURNING debit_account_id, credit_account_id
    ),
    locked AS (
      SELECT a.id FROM ledger_accounts a
      WHERE a.merchant_id = ${v('merchantId')}::int
        AND a.id IN (SELECT debit_account_id FROM holds UNION SELECT credit_account_id FROM holds
                     UNION SELECT ${v('house')}::bigint)
      ORDER BY a.id
      FOR NO KEY UPDATE
    )
    SELECT (SELECT count(*) FROM holds)::int AS posted, (SELECT count(*) FROM locked)::int AS locked`;
});

interface WriteValues extends Record<string, unknown> {
  merchantId: number;
  currency: string;
  holdIds: string;
  house: number;
  payHolds: string;
  payAmounts: string;
  payKeys: string;
  keyPrefix: string;
  kind: string;
  reference: string | null;
}

/**
 * Everything else of a settlement batch in one statement, under the locks POST_AND_LOCK took:
 * the prizes (posted transfers from the house account to each hold's debit account; a key used
 * before fails the statement: without ON CONFLICT each row is inserted once, not first tried
 * speculatively), one history entry per account and transfer with the balances it
 * left behind, and each changed account once.
 *
 * The entries are written in the order a transfer-by-transfer walk would write them: the holds
 * (debit side, then credit side) in id order, then the prizes in id order. Each entry's balances
 * are the locked account's plus the running sum of the account's moves in that same order, so
 * the chain of balance_after/held_after is what the walk would have produced.
 *
 * A prize's request hash is the sha256 of the canonical JSON {"amount","hold","kind"}, the
 * fingerprint requestHash() gives the same request.
 */
const WRITE = new FixedStatement<WriteValues>(() => {
  const v = (name: keyof WriteValues & string) => sql.placeholder(name);
  return sql`
    WITH holds AS (
      SELECT t.id, t.debit_account_id AS debit, t.credit_account_id AS credit, t.amount
      FROM ledger_transfers t WHERE t.id = ANY(${v('holdIds')}::bigint[])
    ),
    given AS (
      SELECT * FROM unnest(${v('payHolds')}::bigint[], ${v('payAmounts')}::bigint[], ${v('payKeys')}::bigint[])
               WITH ORDINALITY AS g(hold, amount, key, n)
    ),
    paid AS (
      INSERT INTO ledger_transfers (merchant_id, currency, debit_account_id, credit_account_id, amount, status,
                                    kind, idempotency_key, request_hash, reference)
      SELECT ${v('merchantId')}::int, ${v('currency')}::varchar, ${v('house')}::bigint, h.debit, g.amount, 'posted',
             ${v('kind')}::varchar, ${v('keyPrefix')}::varchar || g.key,
             encode(sha256(convert_to('{"amount":"' || g.amount || '","hold":' || g.hold || ',"kind":'
                                      || to_json(${v('kind')}::text)::text || '}', 'UTF8')), 'hex'),
             ${v('reference')}::varchar
      FROM given g JOIN holds h ON h.id = g.hold
      ORDER BY g.n
      RETURNING id, debit_account_id, credit_account_id, amount
    ),
    moves AS (
      SELECT 0 AS phase, id AS transfer, 0 AS side, debit AS account, 'post' AS event,
             -amount AS balance_delta, -amount AS held_delta FROM holds
      UNION ALL
      SELECT 0, id, 1, credit, 'post', amount, 0 FROM holds
      UNION ALL
      SELECT 1, id, 0, debit_account_id, 'direct', -amount, 0 FROM paid
      UNION ALL
      SELECT 1, id, 1, credit_account_id, 'direct', amount, 0 FROM paid
    ),
    chained AS (
      SELECT m.*, a.owner_kind,
             a.balance + sum(m.balance_delta) OVER w AS balance_after,
             a.held + sum(m.held_delta) OVER w AS held_after
      FROM moves m JOIN ledger_accounts a ON a.id = m.account
      WINDOW w AS (PARTITION BY m.account ORDER BY m.phase, m.transfer, m.side ROWS UNBOUNDED PRECEDING)
    ),
    entries AS (
      INSERT INTO ledger_entries (merchant_id, account_id, transfer_id, event, balance_delta, held_delta,
                                  balance_after, held_after)
      SELECT ${v('merchantId')}::int, account, transfer, event, balance_delta, held_delta, balance_after, held_after
      FROM chained
      ORDER BY phase, transfer, side
    ),
    changed AS (
      UPDATE ledger_accounts a
      SET balance = a.balance + d.balance, held = a.held + d.held, version = a.version + 1
      FROM (SELECT account, sum(balance_delta) AS balance, sum(held_delta) AS held FROM moves GROUP BY account) d
      WHERE a.id = d.account
    )
    SELECT (SELECT count(*) FROM paid)::int AS paid,
           (SELECT count(*) FROM chained
             WHERE owner_kind = 'member' AND (balance_after < held_after OR held_after < 0))::int AS overdrawn`;
});

/** Whole numbers as the text of an array parameter. */
function ints(values: readonly (number | bigint)[]): string {
  return `{${values.join(',')}}`;
}

export async function postHoldsAndLock(
  db: DbOrTx,
  input: { merchantId: number; currency: string; holdIds: number[]; house: number; at: Date },
): Promise<{ posted: number; locked: number }> {
  const [row] = await POST_AND_LOCK.execute<{ posted: number; locked: number }>(db, {
    ...input,
    holdIds: ints(input.holdIds),
  });
  return { posted: Number(row!.posted), locked: Number(row!.locked) };
}

export async function writeSettlement(
  db: DbOrTx,
  input: {
    merchantId: number;
    currency: string;
    holdIds: number[];
    house: number;
    payouts: { holdId: number; amount: bigint; key: number }[];
    keyPrefix: string;
    kind: string;
    reference: string | null;
  },
): Promise<{ paid: number; overdrawn: number }> {
  const { payouts, ...rest } = input;
  const [row] = await WRITE.execute<{ paid: number; overdrawn: number }>(db, {
    ...rest,
    holdIds: ints(input.holdIds),
    payHolds: ints(payouts.map((p) => p.holdId)),
    payAmounts: ints(payouts.map((p) => p.amount)),
    payKeys: ints(payouts.map((p) => p.key)),
  });
  return { paid: Number(row!.paid), overdrawn: Number(row!.overdrawn) };
}
