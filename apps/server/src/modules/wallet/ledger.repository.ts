import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { executePrepared } from '../../platform/db/prepared.js';
import { array, rowsOf } from '../../platform/db/rows.js';
import { ledgerAccounts, ledgerEntries, ledgerTransfers, type TransferStatus } from './wallet.tables.js';

// The raw-SQL helpers once lived here; wallet files still import them from this file.
export { array, rowsOf };

export type AccountRow = typeof ledgerAccounts.$inferSelect;
export type TransferRow = typeof ledgerTransfers.$inferSelect;
export type NewTransfer = typeof ledgerTransfers.$inferInsert;
export type NewEntry = typeof ledgerEntries.$inferInsert;

/** An account by what it belongs to: a member's wallet or a house account. */
export type AccountOwner = { memberId: number; code: string } | { house: string };

/** One transfer made with one statement (LedgerRepository.transferAtOnce). */
export interface AtOnceTransfer {
  merchantId: number;
  currency: string;
  debit: AccountOwner;
  credit: AccountOwner;
  amount: bigint;
  /** A hold reserves the amount on the debit account and changes (and locks) nothing else. */
  hold: boolean;
  kind: string;
  idempotencyKey: string;
  requestHash: string;
  reference: string | null;
  remarks: string | null;
}

export type AtOnceOutcome =
  | { made: true; transfer: TransferRow; debit: { accountId: number; balance: bigint; held: bigint } }
  | {
      made: false;
      /** Which accounts do not exist yet. */
      missing: { debit: boolean; credit: boolean };
      /** The debit account is a member's and cannot pay the amount. */
      insufficient: boolean;
    };

/** A row of `table` read by raw SQL (snake_case, driver types) as drizzle maps it. */
export function fromRaw<T>(
  columns: Record<string, { name: string; mapFromDriverValue(v: unknown): unknown }>,
  raw: Record<string, unknown>,
): T {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T;
}

const transferColumns = getTableColumns(ledgerTransfers);

function ownerMatch(owner: AccountOwner): SQL {
  return 'house' in owner
    ? sql`(a.owner_kind = 'house' AND a.member_id IS NULL AND a.code = ${owner.house})`
    : sql`(a.owner_kind = 'member' AND a.member_id = ${owner.memberId} AND a.code = ${owner.code})`;
}

/** SQL of the double-entry ledger. Row locks are taken here; the order of locking is the caller's. */
export class LedgerRepository {
  constructor(private readonly db: DbOrTx) {}

  async findMemberAccount(merchantId: number, currency: string, memberId: number, code: string) {
    const [row] = await this.db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantId, merchantId),
          eq(ledgerAccounts.currency, currency),
          eq(ledgerAccounts.ownerKind, 'member'),
          eq(ledgerAccounts.memberId, memberId),
          eq(ledgerAccounts.code, code),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  async findHouseAccount(merchantId: number, currency: string, code: string) {
    const [row] = await this.db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantId, merchantId),
          eq(ledgerAccounts.currency, currency),
          eq(ledgerAccounts.ownerKind, 'house'),
          eq(ledgerAccounts.code, code),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /**
   * Opens a member's wallet account unless it exists. The member must belong to the merchant,
   * so an account can never tie one merchant's ledger to another's member.
   */
  async createMemberAccount(merchantId: number, currency: string, memberId: number, code: string) {
    await this.db.execute(sql`
      INSERT INTO ledger_accounts (merchant_id, currency, owner_kind, member_id, code)
      SELECT ${merchantId}, ${currency}, 'member', m.id, ${code}
      FROM members m WHERE m.id = ${memberId} AND m.merchant_id = ${merchantId}
      ON CONFLICT DO NOTHING`);
    return this.findMemberAccount(merchantId, currency, memberId, code);
  }

  async createHouseAccount(merchantId: number, currency: string, code: string) {
    await this.db
      .insert(ledgerAccounts)
      .values({ merchantId, currency, ownerKind: 'house', memberId: null, code })
      .onConflictDoNothing();
    return this.findHouseAccount(merchantId, currency, code);
  }

  /**
   * Locks the accounts in id order, the one order every transaction uses, so two never deadlock.
   * NO KEY UPDATE is what changing a balance needs; unlike UPDATE it lets other transactions
   * write rows that refer to the account (a hold credited to a house account checks the
   * account's key, and must not wait for, or deadlock with, the house account's own changes).
   */
  async lockAccounts(merchantId: number, ids: number[]): Promise<AccountRow[]> {
    return this.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.merchantId, merchantId), inArray(ledgerAccounts.id, ids)))
      .orderBy(asc(ledgerAccounts.id))
      .for('no key update');
  }

  /** Changes several (locked) accounts in one statement; answers their new state by id. */
  async changeAccounts(changes: { id: number; balance: bigint; held: bigint }[]) {
    const ids = changes.map((c) => c.id);
    const delta = (pick: (c: (typeof changes)[number]) => bigint) =>
      sql.join(
        [sql`CASE id`, ...changes.map((c) => sql`WHEN ${c.id} THEN ${pick(c).toString()}::bigint`), sql`END`],
        sql` `,
      );
    const rows = await this.db
      .update(ledgerAccounts)
      .set({
        balance: sql`${ledgerAccounts.balance} + ${delta((c) => c.balance)}`,
        held: sql`${ledgerAccounts.held} + ${delta((c) => c.held)}`,
        version: sql`${ledgerAccounts.version} + 1`,
      })
      .where(inArray(ledgerAccounts.id, ids))
      .returning({ id: ledgerAccounts.id, balance: ledgerAccounts.balance, held: ledgerAccounts.held });
    return new Map(rows.map((r) => [r.id, r]));
  }

  /**
   * A whole transfer in one statement: locks the accounts it changes (in id order; a hold changes
   * only its debit account), checks that a member's debit account can pay, writes the transfer
   * (nothing when its idempotency key is taken), changes the balances and writes one history
   * entry per changed account with the state it left behind. Atomic on its own, so outside a
   * transaction it needs none. Answers what stopped it otherwise: a missing account, too little
   * money, or (neither) a key already used.
   */
  async transferAtOnce(input: AtOnceTransfer): Promise<AtOnceOutcome> {
    const { merchantId, currency, amount } = input;
    const debit = ownerMatch(input.debit);
    const credit = ownerMatch(input.credit);
    const amountSql = sql`${amount.toString()}::bigint`;
    // The credit side of a hold only names its account: it changes when the hold is posted.
    const locked = input.hold ? debit : sql`(${debit} OR ${credit})`;
    const creditAccount = input.hold
      ? sql`SELECT a.id FROM ledger_accounts a
            WHERE a.merchant_id = ${merchantId} AND a.currency = ${currency} AND ${credit}`
      : sql`SELECT id FROM locked WHERE NOT is_debit`;
    // New balances come from the locked rows, never from the row the UPDATE reads: that may be
    // an older version (the statement's snapshot can predate the lock), and CHECK constraints are
    // tested on what it computes from that version before the newer one is noticed. Scalar
    // subqueries rather than a join: re-reading a row that changed (EvalPlanQual) drops rows
    // joined to a WITH query instead of updating them.
    const of = (side: 'debit' | 'credit', column: string) =>
      sql.raw(`(SELECT ${column} FROM locked WHERE ${side === 'debit' ? '' : 'NOT '}is_debit)`);
    const isDebit = sql`a.id = (SELECT debit_account_id FROM t)`;
    const pick = (debitSide: SQL, creditSide: SQL) =>
      input.hold ? debitSide : sql`CASE WHEN ${isDebit} THEN ${debitSide} ELSE ${creditSide} END`;
    const balanceDelta = pick(input.hold ? sql`0::bigint` : sql`-${amountSql}`, amountSql);
    const heldDelta = pick(input.hold ? amountSql : sql`0::bigint`, sql`0::bigint`);
    const update = sql`
      SET balance = ${pick(of('debit', 'balance'), of('credit', 'balance'))} + ${balanceDelta},
          held = ${pick(of('debit', 'held'), of('credit', 'held'))} + ${heldDelta},
          version = ${pick(of('debit', 'version'), of('credit', 'version'))} + 1
      WHERE a.id IN (${input.hold ? sql`(SELECT debit_account_id FROM t)` : sql`(SELECT debit_account_id FROM t), (SELECT credit_account_id FROM t)`})`;
    const [row] = await executePrepared<Record<string, unknown>>(
      this.db,
      sql`
      WITH locked AS (
        SELECT a.id, a.owner_kind, a.balance, a.held, a.version, ${debit} AS is_debit
        FROM ledger_accounts a
        WHERE a.merchant_id = ${merchantId} AND a.currency = ${currency} AND ${locked}
        ORDER BY a.id
        FOR NO KEY UPDATE
      ),
      debit AS (SELECT * FROM locked WHERE is_debit),
      credit AS (${creditAccount}),
      allowed AS (
        SELECT debit.id AS debit_id, credit.id AS credit_id FROM debit, credit
        WHERE debit.owner_kind = 'house' OR debit.balance - debit.held >= ${amountSql}
      ),
      t AS (
        INSERT INTO ledger_transfers (merchant_id, currency, debit_account_id, credit_account_id, amount,
                                      status, kind, idempotency_key, request_hash, reference, remarks)
        SELECT ${merchantId}, ${currency}, debit_id, credit_id, ${amountSql}, ${input.hold ? 'pending' : 'posted'},
               ${input.kind}, ${input.idempotencyKey}, ${input.requestHash}, ${input.reference}, ${input.remarks}
        FROM allowed
        ON CONFLICT DO NOTHING
        RETURNING *
      ),
      changed AS (
        UPDATE ledger_accounts a ${update}
        RETURNING a.id, a.balance, a.held, ${balanceDelta} AS balance_delta, ${heldDelta} AS held_delta
      ),
      entries AS (
        INSERT INTO ledger_entries (merchant_id, account_id, transfer_id, event, balance_delta, held_delta,
                                    balance_after, held_after)
        SELECT ${merchantId}, changed.id, t.id, ${input.hold ? 'hold' : 'direct'}, changed.balance_delta,
               changed.held_delta, changed.balance, changed.held
        FROM changed, t
        ORDER BY changed.balance_delta
      )
      SELECT (SELECT count(*) FROM debit)::int AS debit_found,
             (SELECT count(*) FROM credit)::int AS credit_found,
             (SELECT count(*) FROM allowed)::int AS allowed,
             d.balance::text AS debit_balance, d.held::text AS debit_held, t.*
      FROM (SELECT 1) one
      LEFT JOIN t ON true
      LEFT JOIN changed d ON d.id = t.debit_account_id`,
    );
    if (row && row.id !== null && row.id !== undefined) {
      const transfer = fromRaw<TransferRow>(transferColumns, row);
      return {
        made: true,
        transfer,
        debit: {
          accountId: transfer.debitAccountId,
          balance: BigInt(row.debit_balance as string),
          held: BigInt(row.debit_held as string),
        },
      };
    }
    const found = (key: string) => Number(row?.[key] ?? 0) > 0;
    return {
      made: false,
      missing: { debit: !found('debit_found'), credit: !found('credit_found') },
      insufficient: found('debit_found') && found('credit_found') && !found('allowed'),
    };
  }

  /**
   * Marks pending holds posted or voided in one statement, which locks them; answers those that
   * were pending (of `currency`, when given), in id order. The merchant is compared with IS NOT
   * DISTINCT FROM (the column is NOT NULL, so it means =) because `merchant_id = $1` can be used
   * as an index condition: a table without statistics (PGlite never gathers any; PostgreSQL not
   * yet after a bulk load) makes it look selective, and the planner then reads the merchant's
   * whole idempotency index on every batch to AND it with the primary key lookups.
   */
  async resolveHolds(
    merchantId: number,
    currency: string | null,
    ids: number[],
    status: 'posted' | 'voided',
    at: Date,
  ): Promise<{ id: number; debitAccountId: number; creditAccountId: number; amount: bigint }[]> {
    const rows = await executePrepared<{ id: string; debit: string; credit: string; amount: string }>(
      this.db,
      sql`
      UPDATE ledger_transfers SET status = ${status}, resolved_at = ${at}
      WHERE id = ANY(${array(ids)}::bigint[]) AND merchant_id IS NOT DISTINCT FROM ${merchantId}::int
        AND status = 'pending'
        AND (${currency}::varchar IS NULL OR currency = ${currency})
      RETURNING id::text, debit_account_id::text AS debit, credit_account_id::text AS credit, amount::text`,
    );
    return movedTransfers(rows);
  }

  /** Adds to many (locked) accounts with one statement, each account once. */
  async changeAccountsInBulk(changes: { id: number; balance: bigint; held: bigint }[]): Promise<void> {
    if (!changes.length) return;
    await executePrepared(
      this.db,
      sql`
      UPDATE ledger_accounts a
      SET balance = a.balance + d.balance, held = a.held + d.held, version = a.version + 1
      FROM unnest(${array(changes.map((c) => c.id))}::bigint[],
                  ${array(changes.map((c) => c.balance))}::bigint[],
                  ${array(changes.map((c) => c.held))}::bigint[]) AS d(id, balance, held)
      WHERE a.id = d.id`,
    );
  }

  /** History entries in one insert, in the given order. */
  async insertEntriesInBulk(rows: NewEntry[]): Promise<void> {
    if (!rows.length) return;
    await executePrepared(
      this.db,
      sql`
      INSERT INTO ledger_entries (merchant_id, account_id, transfer_id, event, balance_delta, held_delta,
                                  balance_after, held_after)
      SELECT merchant_id, account_id, transfer_id, event, balance_delta, held_delta, balance_after, held_after
      FROM unnest(${array(rows.map((e) => e.merchantId))}::int[],
                  ${array(rows.map((e) => e.accountId))}::bigint[],
                  ${array(rows.map((e) => e.transferId))}::bigint[],
                  ${array(rows.map((e) => e.event))}::varchar[],
                  ${array(rows.map((e) => e.balanceDelta))}::bigint[],
                  ${array(rows.map((e) => e.heldDelta))}::bigint[],
                  ${array(rows.map((e) => e.balanceAfter))}::bigint[],
                  ${array(rows.map((e) => e.heldAfter))}::bigint[])
           WITH ORDINALITY AS e(merchant_id, account_id, transfer_id, event, balance_delta, held_delta,
                                balance_after, held_after, n)
      ORDER BY n`,
    );
  }

  async findTransferByKey(merchantId: number, key: string): Promise<TransferRow | null> {
    const [row] = await this.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.merchantId, merchantId), eq(ledgerTransfers.idempotencyKey, key)))
      .limit(1);
    return row ?? null;
  }

  async lockTransfer(merchantId: number, id: number): Promise<TransferRow | null> {
    const [row] = await this.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.merchantId, merchantId), eq(ledgerTransfers.id, id)))
      .for('update');
    return row ?? null;
  }

  /** Null when the merchant already has a transfer under the idempotency key. */
  async insertTransfer(row: NewTransfer): Promise<TransferRow | null> {
    const [inserted] = await this.db.insert(ledgerTransfers).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  }

  async setTransferStatus(id: number, status: TransferStatus, at: Date): Promise<TransferRow> {
    const [row] = await this.db
      .update(ledgerTransfers)
      .set({ status, resolvedAt: at })
      .where(and(eq(ledgerTransfers.id, id), eq(ledgerTransfers.status, 'pending')))
      .returning();
    return row!;
  }

  async insertEntries(rows: NewEntry[]): Promise<void> {
    await this.db.insert(ledgerEntries).values(rows);
  }

  /** The first entry a transfer wrote on an account: what the account looked like right after it. */
  async firstEntry(transferId: number, accountId: number) {
    const [row] = await this.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.transferId, transferId), eq(ledgerEntries.accountId, accountId)))
      .orderBy(asc(ledgerEntries.id))
      .limit(1);
    return row ?? null;
  }

  async accountsOfMember(merchantId: number, currency: string, memberId: number): Promise<AccountRow[]> {
    return this.db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantId, merchantId),
          eq(ledgerAccounts.currency, currency),
          eq(ledgerAccounts.ownerKind, 'member'),
          eq(ledgerAccounts.memberId, memberId),
        ),
      );
  }

  async history(merchantId: number, accountId: number, page: number, size: number) {
    const where = and(eq(ledgerEntries.merchantId, merchantId), eq(ledgerEntries.accountId, accountId));
    const rows = await this.db
      .select({ entry: ledgerEntries, kind: ledgerTransfers.kind, remarks: ledgerTransfers.remarks })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await this.db.select({ n: count() }).from(ledgerEntries).where(where);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /** Per currency: the sum of every account (zero in a sound ledger), members' total, pending holds. */
  async summary(merchantId: number) {
    const result = await this.db.execute(sql`
      SELECT currency,
             sum(balance)::text AS total,
             coalesce(sum(balance) FILTER (WHERE owner_kind = 'member'), 0)::text AS members,
             sum(held)::text AS held
      FROM ledger_accounts WHERE merchant_id = ${merchantId}
      GROUP BY currency ORDER BY currency`);
    const houses = await this.db
      .select({
        currency: ledgerAccounts.currency,
        code: ledgerAccounts.code,
        balance: ledgerAccounts.balance,
      })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.ownerKind, 'house')))
      .orderBy(asc(ledgerAccounts.code));
    return {
      sums: rowsOf<{ currency: string; total: string; members: string; held: string }>(result),
      houses,
    };
  }
}

/** Transfer rows as the bulk statements return them (id, accounts, amount as text), in id order. */
function movedTransfers(
  rows: { id: string; debit: string; credit: string; amount: string }[],
): { id: number; debitAccountId: number; creditAccountId: number; amount: bigint }[] {
  return rows
    .map((row) => ({
      id: Number(row.id),
      debitAccountId: Number(row.debit),
      creditAccountId: Number(row.credit),
      amount: BigInt(row.amount),
    }))
    .sort((a, b) => a.id - b.id);
}
