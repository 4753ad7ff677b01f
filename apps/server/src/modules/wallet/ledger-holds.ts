import { sql, type SQL } from 'drizzle-orm';

/**
 * Holds on one member account, written by the statement of the work they pay for (a lottery
 * order and its bets), so that the work and its money take one round trip and no transaction.
 * Each is an SQL expression (a value, or a placeholder of a statement built once).
 */
export interface StatementHolds {
  merchantId: SQL;
  currency: SQL;
  memberId: SQL;
  /** The member's wallet the holds reserve money on. */
  wallet: SQL;
  /** Where the held money goes when a hold is posted (a HouseAccount). */
  house: SQL;
  /** The transfers' kind (a TransferKind). */
  kind: SQL;
  /** All the holds together (bigint): the member account must have this much free. */
  total: SQL;
}
/**
 * WITH queries that make the holds, in two runs: `check` and, after the caller's WITH queries
 * that read `hold_allowed` (one row when the member can pay) to write the work the holds pay
 * for, `write`. The caller's statement defines before them a WITH query `holds` (n: the order of
 * the holds, amount, idempotency_key, request_hash, reference), one row per hold, and gives
 * `when`, the condition under which they are written (the work they pay for was written too);
 * it reads `hold_transfers` (id, idempotency_key) to refer to the holds.
 *
 * What they do is what Ledger.transfer does for each hold, at once: lock the member account,
 * check that it can pay the total, write the pending transfers (a taken key fails the
 * statement), add the total to the account's held amount, and write one `hold` entry per
 * transfer, each with the held amount it left behind, in the holds' order. The house account is
 * only named: it changes when a hold is posted.
 *
 * For the statement's answer: hold_debit (the member account, locked; no row when it was never
 * opened) and hold_credit (the house account; no row when it was never opened).
 */
export function holdsInStatement(spec: StatementHolds, when: SQL): { check: SQL; write: SQL } {
  const { merchantId, currency } = spec;
  // As in LedgerRepository.transferAtOnce: the new held amount comes from the locked row, read
  // through scalar subqueries, never from the (possibly older) row version the UPDATE reads.
  const check = sql`
  hold_debit AS (
    SELECT a.id, a.balance, a.held, a.version FROM ledger_accounts a
    WHERE a.merchant_id = ${merchantId} AND a.currency = ${currency} AND a.owner_kind = 'member'
      AND a.member_id = ${spec.memberId} AND a.code = ${spec.wallet}
    FOR NO KEY UPDATE
  ),
  hold_credit AS (
    SELECT a.id FROM ledger_accounts a
    WHERE a.merchant_id = ${merchantId} AND a.currency = ${currency} AND a.owner_kind = 'house'
      AND a.member_id IS NULL AND a.code = ${spec.house}
  ),
  hold_allowed AS (
    SELECT d.id AS debit_id, c.id AS credit_id FROM hold_debit d, hold_credit c
    WHERE d.balance - d.held >= ${spec.total}::bigint
  )`;
  const write = sql`
  hold_transfers AS (
    INSERT INTO ledger_transfers (merchant_id, currency, debit_account_id, credit_account_id, amount, status,
                                  kind, idempotency_key, request_hash, reference)
    SELECT ${merchantId}, ${currency}, al.debit_id, al.credit_id, h.amount, 'pending', ${spec.kind},
           h.idempotency_key, h.request_hash, h.reference
    FROM holds h, hold_allowed al
    WHERE ${when}
    ORDER BY h.n
    RETURNING id, idempotency_key, amount
  ),
  hold_changed AS (
    UPDATE ledger_accounts a
    SET held = (SELECT held FROM hold_debit) + (SELECT sum(amount) FROM hold_transfers),
        version = (SELECT version FROM hold_debit) + 1
    WHERE a.id = (SELECT debit_id FROM hold_allowed) AND EXISTS (SELECT 1 FROM hold_transfers)
    RETURNING a.id, a.balance
  ),
  hold_entries AS (
    INSERT INTO ledger_entries (merchant_id, account_id, transfer_id, event, balance_delta, held_delta,
                                balance_after, held_after)
    SELECT ${merchantId}, c.id, t.id, 'hold', 0, h.amount, c.balance,
           (SELECT held FROM hold_debit) + sum(h.amount) OVER (ORDER BY h.n)
    FROM holds h
    JOIN hold_transfers t ON t.idempotency_key = h.idempotency_key
    CROSS JOIN hold_changed c
    ORDER BY h.n
  )`;
  return { check, write };
}
