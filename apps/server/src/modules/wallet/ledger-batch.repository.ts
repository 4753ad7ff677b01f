import { getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { FixedStatement } from '../../platform/db/prepared.js';
import { fromRaw, type AccountOwner, type TransferRow } from './ledger.repository.js';
import { ledgerTransfers } from './wallet.tables.js';

/** A ledger account as the batch lock statement answers it. */
export interface BatchAccount {
  id: number;
  merchantId: number;
  currency: string;
  ownerKind: 'member' | 'house';
  memberId: number | null;
  code: string;
  balance: bigint;
  held: bigint;
}

/** An account looked up by what it belongs to. */
export interface BatchOwner {
  merchantId: number;
  currency: string;
  owner: AccountOwner;
}

/** One posted transfer of a batch, its accounts already locked and its balances checked. */
export interface BatchTransferRow {
  merchantId: number;
  currency: string;
  debitAccountId: number;
  creditAccountId: number;
  amount: bigint;
  kind: string;
  idempotencyKey: string;
  requestHash: string;
  reference: string | null;
  remarks: string | null;
}

/** A history entry of a batch, tied to its transfer by the transfer's idempotency key. */
export interface BatchEntryRow {
  merchantId: number;
  accountId: number;
  idempotencyKey: string;
  balanceDelta: bigint;
  balanceAfter: bigint;
  heldAfter: bigint;
}

interface LockValues extends Record<string, unknown> {
  merchants: number[];
  currencies: string[];
  kinds: string[];
  members: (number | null)[];
  codes: string[];
  keyMerchants: number[];
  keys: string[];
}

interface LockedRaw {
  id: string | null;
  merchant_id: number | null;
  currency: string | null;
  owner_kind: 'member' | 'house' | null;
  member_id: string | null;
  code: string | null;
  balance: string | null;
  held: string | null;
  used_key: string | null;
  used_merchant: number | null;
}

/**
 * Locks the accounts of a batch in id order (the one order every transaction uses) and, in the
 * same round trip, answers which of its idempotency keys committed transfers already use. NO KEY
 * UPDATE for the reason LedgerRepository.lockAccounts gives. Members and houses are matched apart
 * so that each side can use its own unique index.
 */
const LOCK_BATCH = new FixedStatement<LockValues>(() => {
  const v = (name: keyof LockValues & string) => sql.placeholder(name);
  return sql`
    WITH wanted AS (
      SELECT * FROM unnest(${v('merchants')}::int[], ${v('currencies')}::varchar[], ${v('kinds')}::varchar[],
                           ${v('members')}::bigint[], ${v('codes')}::varchar[])
             AS w(merchant_id, currency, owner_kind, member_id, code)
    ),
    ids AS (
      SELECT a.id FROM wanted w JOIN ledger_accounts a
        ON a.owner_kind = 'member' AND a.merchant_id = w.merchant_id AND a.currency = w.currency
       AND a.member_id = w.member_id AND a.code = w.code
      WHERE w.owner_kind = 'member'
      UNION
      SELECT a.id FROM wanted w JOIN ledger_accounts a
        ON a.owner_kind = 'house' AND a.merchant_id = w.merchant_id AND a.currency = w.currency AND a.code = w.code
      WHERE w.owner_kind = 'house'
    ),
    locked AS (
      SELECT a.id, a.merchant_id, a.currency, a.owner_kind, a.member_id, a.code, a.balance, a.held
      FROM ledger_accounts a WHERE a.id IN (SELECT id FROM ids)
      ORDER BY a.id
      FOR NO KEY UPDATE
    )
    SELECT id::text, merchant_id, currency, owner_kind, member_id::text, code, balance::text, held::text,
           NULL::varchar AS used_key, NULL::int AS used_merchant
    FROM locked
    UNION ALL
    SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, t.idempotency_key, t.merchant_id
    FROM unnest(${v('keyMerchants')}::int[], ${v('keys')}::varchar[]) AS k(merchant_id, key)
    JOIN ledger_transfers t ON t.merchant_id = k.merchant_id AND t.idempotency_key = k.key`;
});

interface WriteValues extends Record<string, unknown> {
  merchants: number[];
  currencies: string[];
  debits: string[];
  credits: string[];
  amounts: string[];
  kinds: string[];
  keys: string[];
  hashes: string[];
  references: (string | null)[];
  remarks: (string | null)[];
  accountIds: string[];
  accountDeltas: string[];
  accountChanges: number[];
  entryMerchants: number[];
  entryAccounts: string[];
  entryKeys: string[];
  entryDeltas: string[];
  entryBalances: string[];
  entryHelds: string[];
}

/**
 * Writes a whole batch of posted transfers in one statement: the transfers (none whose key is
 * taken), the balances (each account once, by the sum of its changes) and the history entries
 * with the state each transfer left behind, in the batch's order. The integrity triggers run once
 * for the batch instead of once per transfer. The caller holds the accounts' locks.
 */
const WRITE_BATCH = new FixedStatement<WriteValues>(() => {
  const v = (name: keyof WriteValues & string) => sql.placeholder(name);
  return sql`
    WITH t AS (
      INSERT INTO ledger_transfers (merchant_id, currency, debit_account_id, credit_account_id, amount,
                                    status, kind, idempotency_key, request_hash, reference, remarks)
      SELECT merchant_id, currency, debit_id, credit_id, amount, 'posted', kind, key, hash, reference, remarks
      FROM unnest(${v('merchants')}::int[], ${v('currencies')}::varchar[], ${v('debits')}::bigint[],
                  ${v('credits')}::bigint[], ${v('amounts')}::bigint[], ${v('kinds')}::varchar[],
                  ${v('keys')}::varchar[], ${v('hashes')}::varchar[], ${v('references')}::varchar[],
                  ${v('remarks')}::text[])
           WITH ORDINALITY AS x(merchant_id, currency, debit_id, credit_id, amount, kind, key, hash, reference,
                                remarks, n)
      ORDER BY n
      ON CONFLICT DO NOTHING
      RETURNING *
    ),
    changed AS (
      UPDATE ledger_accounts a
      SET balance = a.balance + d.delta, version = a.version + d.changes
      FROM unnest(${v('accountIds')}::bigint[], ${v('accountDeltas')}::bigint[], ${v('accountChanges')}::int[])
           AS d(id, delta, changes)
      WHERE a.id = d.id
      RETURNING a.id
    ),
    entries AS (
      INSERT INTO ledger_entries (merchant_id, account_id, transfer_id, event, balance_delta, held_delta,
                                  balance_after, held_after)
      SELECT e.merchant_id, e.account_id, t.id, 'direct', e.delta, 0, e.balance_after, e.held_after
      FROM unnest(${v('entryMerchants')}::int[], ${v('entryAccounts')}::bigint[], ${v('entryKeys')}::varchar[],
                  ${v('entryDeltas')}::bigint[], ${v('entryBalances')}::bigint[], ${v('entryHelds')}::bigint[])
           WITH ORDINALITY AS e(merchant_id, account_id, key, delta, balance_after, held_after, n)
      JOIN t ON t.merchant_id = e.merchant_id AND t.idempotency_key = e.key
      ORDER BY e.n
    )
    SELECT t.*, (SELECT count(*) FROM changed)::int AS changed_accounts FROM t`;
});

const transferColumns = getTableColumns(ledgerTransfers);

/** SQL of posting many transfers with one transaction (TransferBatcher). */
export class LedgerBatchRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Locks the existing accounts among `owners`; answers them and the `keys` already used. */
  async lock(
    owners: BatchOwner[],
    keys: { merchantId: number; key: string }[],
  ): Promise<{ accounts: BatchAccount[]; usedKeys: { merchantId: number; key: string }[] }> {
    const rows = await LOCK_BATCH.execute<LockedRaw>(this.db, {
      merchants: owners.map((o) => o.merchantId),
      currencies: owners.map((o) => o.currency),
      kinds: owners.map((o) => ('house' in o.owner ? 'house' : 'member')),
      members: owners.map((o) => ('house' in o.owner ? null : o.owner.memberId)),
      codes: owners.map((o) => ('house' in o.owner ? o.owner.house : o.owner.code)),
      keyMerchants: keys.map((k) => k.merchantId),
      keys: keys.map((k) => k.key),
    });
    const accounts: BatchAccount[] = [];
    const usedKeys: { merchantId: number; key: string }[] = [];
    for (const row of rows) {
      if (row.used_key !== null) {
        usedKeys.push({ merchantId: Number(row.used_merchant), key: row.used_key });
        continue;
      }
      accounts.push({
        id: Number(row.id),
        merchantId: Number(row.merchant_id),
        currency: row.currency!,
        ownerKind: row.owner_kind!,
        memberId: row.member_id === null ? null : Number(row.member_id),
        code: row.code!,
        balance: BigInt(row.balance!),
        held: BigInt(row.held!),
      });
    }
    return { accounts, usedKeys };
  }

  /**
   * Writes the transfers, balance changes and entries of a batch; answers the transfers written
   * (fewer than given when a key was taken meanwhile: the caller must then roll back).
   */
  async write(
    transfers: BatchTransferRow[],
    accounts: { id: number; delta: bigint; changes: number }[],
    entries: BatchEntryRow[],
  ): Promise<TransferRow[]> {
    const rows = await WRITE_BATCH.execute<Record<string, unknown>>(this.db, {
      merchants: transfers.map((t) => t.merchantId),
      currencies: transfers.map((t) => t.currency),
      debits: transfers.map((t) => String(t.debitAccountId)),
      credits: transfers.map((t) => String(t.creditAccountId)),
      amounts: transfers.map((t) => t.amount.toString()),
      kinds: transfers.map((t) => t.kind),
      keys: transfers.map((t) => t.idempotencyKey),
      hashes: transfers.map((t) => t.requestHash),
      references: transfers.map((t) => t.reference),
      remarks: transfers.map((t) => t.remarks),
      accountIds: accounts.map((a) => String(a.id)),
      accountDeltas: accounts.map((a) => a.delta.toString()),
      accountChanges: accounts.map((a) => a.changes),
      entryMerchants: entries.map((e) => e.merchantId),
      entryAccounts: entries.map((e) => String(e.accountId)),
      entryKeys: entries.map((e) => e.idempotencyKey),
      entryDeltas: entries.map((e) => e.balanceDelta.toString()),
      entryBalances: entries.map((e) => e.balanceAfter.toString()),
      entryHelds: entries.map((e) => e.heldAfter.toString()),
    });
    return rows.map((row) => fromRaw<TransferRow>(transferColumns, row));
  }
}
