import { sql } from 'drizzle-orm';
import { MAIN_WALLET } from '@platform/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { FixedStatement } from '../../platform/db/prepared.js';

/** One member's main wallet, asked for in the merchant's currency. */
export interface MainWalletOwner {
  merchantId: number;
  currency: string;
  memberId: number;
}

interface Values extends Record<string, unknown> {
  merchants: number[];
  currencies: string[];
  members: number[];
}

interface Raw {
  merchant_id: number;
  currency: string;
  member_id: string | number;
  available: string | number;
}

/**
 * What each asked member may spend from the main wallet (balance less held), for many members of
 * any merchants in one statement. An account matches its owner by merchant, currency and member
 * together (the member unique index), so no answer crosses merchants.
 */
const MAIN_AVAILABLE = new FixedStatement<Values>(() => {
  const v = (name: keyof Values & string) => sql.placeholder(name);
  return sql`
    SELECT a.merchant_id, a.currency, a.member_id, a.balance - a.held AS available
    FROM unnest(${v('merchants')}::int[], ${v('currencies')}::varchar[], ${v('members')}::bigint[])
         AS w(merchant_id, currency, member_id)
    JOIN ledger_accounts a
      ON a.owner_kind = 'member' AND a.merchant_id = w.merchant_id AND a.currency = w.currency
     AND a.member_id = w.member_id AND a.code = ${sql.raw(`'${MAIN_WALLET}'`)}`;
});

interface OneValues extends Record<string, unknown> {
  merchantId: number;
  currency: string;
  memberId: number;
}

/** The same for one member: a lone request, the usual case under light load, plans cheaper without unnest. */
const MAIN_AVAILABLE_ONE = new FixedStatement<OneValues>(() => {
  const v = (name: keyof OneValues & string) => sql.placeholder(name);
  return sql`
    SELECT a.merchant_id, a.currency, a.member_id, a.balance - a.held AS available
    FROM ledger_accounts a
    WHERE a.owner_kind = 'member' AND a.merchant_id = ${v('merchantId')}::int AND a.currency = ${v('currency')}
      AND a.member_id = ${v('memberId')}::bigint AND a.code = ${sql.raw(`'${MAIN_WALLET}'`)}`;
});

export function mainWalletKey(owner: MainWalletOwner): string {
  return `${owner.merchantId}|${owner.currency}|${owner.memberId}`;
}

/** Main-wallet balances as member/info reads them, always from the ledger's committed rows. */
export class MainBalanceRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Available minor units by mainWalletKey(); a member without a main account yet is absent. */
  async available(owners: readonly MainWalletOwner[]): Promise<Map<string, bigint>> {
    if (owners.length === 0) return new Map();
    const rows =
      owners.length === 1
        ? await MAIN_AVAILABLE_ONE.execute<Raw>(this.db, { ...owners[0]! })
        : await MAIN_AVAILABLE.execute<Raw>(this.db, {
            merchants: owners.map((o) => o.merchantId),
            currencies: owners.map((o) => o.currency),
            members: owners.map((o) => o.memberId),
          });
    return new Map(
      rows.map((r) => [
        mainWalletKey({ merchantId: r.merchant_id, currency: r.currency, memberId: Number(r.member_id) }),
        BigInt(r.available),
      ]),
    );
  }
}
