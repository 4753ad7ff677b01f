import { and, eq, sql } from 'drizzle-orm';
import type { RealtimeMessage } from '@platform/shared';
import type { TestApp } from '../../platform/testing/test-app.js';
import { body, client } from '../../platform/testing/accounts.js';
import { userChannel } from '../../platform/realtime/channels.js';
import { MemberCache } from '../member/index.js';
import { members } from '../member/index.js';
import { rowsOf } from './ledger.repository.js';
import type { DbOrTx } from '../../platform/db/client.js';

/** Helpers for wallet tests: ids, balances, admin tokens, captured real-time messages, invariants. */

export async function merchantIdOf(t: TestApp, code: string): Promise<number> {
  const merchant = await t.services.directory.byMerchantCode(code);
  if (!merchant) throw new Error(`no merchant ${code}`);
  return merchant.id;
}

export async function memberIdOf(t: TestApp, merchant: string, username: string): Promise<number> {
  const merchantId = await merchantIdOf(t, merchant);
  const [row] = await t.database.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, username)));
  if (!row) throw new Error(`no member ${username}`);
  return row.id;
}

export async function setMember(
  t: TestApp,
  merchant: string,
  username: string,
  patch: Partial<typeof members.$inferInsert>,
): Promise<void> {
  const id = await memberIdOf(t, merchant, username);
  await t.database.db.update(members).set(patch).where(eq(members.id, id));
  await t.services.caches.invalidate(MemberCache.NAME, MemberCache.key(await merchantIdOf(t, merchant), id));
}

/** Available balance of a wallet as the API answers it. */
export async function available(
  t: TestApp,
  token: string,
  merchant = 'demo',
  wallet = 'MAIN',
): Promise<string> {
  const res = await client(t).get('/wps/member/info/funds/consolidated', { token, merchant });
  const list = body(res).value?.walletList as { code: string; availBalance: string }[] | undefined;
  const item = list?.find((w) => w.code === wallet);
  if (!item) throw new Error(`no wallet ${wallet}: ${res.body}`);
  return item.availBalance;
}

export async function adminToken(t: TestApp, merchant = 'demo', password = 'admin1234'): Promise<string> {
  const res = await client(t).post('/admin/api/session/login', { username: 'admin', password }, { merchant });
  const token = body(res).value?.token as string | undefined;
  if (!token) throw new Error(`admin login failed: ${res.body}`);
  return token;
}

/** Collects every real-time message published to one customer's topic. */
export async function capture(t: TestApp, merchant: string, customerId: number) {
  const messages: RealtimeMessage[] = [];
  const stop = await t.bus.subscribe(userChannel(await merchantIdOf(t, merchant), customerId), (raw) =>
    messages.push(JSON.parse(raw) as RealtimeMessage),
  );
  return { messages, stop };
}

export interface LedgerCheck {
  /** merchant/currency pairs whose balances do not sum to zero. */
  unbalanced: { merchant_id: number; currency: string; total: string }[];
  /** Member accounts below zero or holding more than their balance. */
  overdrawn: number;
  /** Accounts whose balance or held differs from the sum of their history entries. */
  historyMismatch: number;
  /** Accounts whose balance differs from their posted transfers, or held from their pending ones. */
  transferMismatch: number;
  accounts: number;
  transfers: number;
}

/** Every invariant of the double-entry ledger, checked in SQL over the whole database. */
export async function checkLedger(db: DbOrTx): Promise<LedgerCheck> {
  const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
  const unbalanced = await one<LedgerCheck['unbalanced'][number]>(sql`
    SELECT merchant_id, currency, sum(balance)::text AS total FROM ledger_accounts
    GROUP BY merchant_id, currency HAVING sum(balance) <> 0`);
  const [counts] = await one<{ overdrawn: string; accounts: string; transfers: string }>(sql`
    SELECT (SELECT count(*) FROM ledger_accounts
              WHERE owner_kind = 'member' AND (balance < 0 OR held < 0 OR balance < held))::text AS overdrawn,
           (SELECT count(*) FROM ledger_accounts)::text AS accounts,
           (SELECT count(*) FROM ledger_transfers)::text AS transfers`);
  const [history] = await one<{ n: string }>(sql`
    SELECT count(*)::text AS n FROM ledger_accounts a
    LEFT JOIN (SELECT account_id, sum(balance_delta) AS b, sum(held_delta) AS h
               FROM ledger_entries GROUP BY account_id) e ON e.account_id = a.id
    WHERE a.balance <> coalesce(e.b, 0) OR a.held <> coalesce(e.h, 0)`);
  const [transfers] = await one<{ n: string }>(sql`
    SELECT count(*)::text AS n FROM ledger_accounts a
    WHERE a.balance <> coalesce((SELECT sum(amount) FROM ledger_transfers
                                 WHERE credit_account_id = a.id AND status = 'posted'), 0)
                     - coalesce((SELECT sum(amount) FROM ledger_transfers
                                 WHERE debit_account_id = a.id AND status = 'posted'), 0)
       OR a.held <> coalesce((SELECT sum(amount) FROM ledger_transfers
                              WHERE debit_account_id = a.id AND status = 'pending'), 0)`);
  return {
    unbalanced,
    overdrawn: Number(counts!.overdrawn),
    historyMismatch: Number(history!.n),
    transferMismatch: Number(transfers!.n),
    accounts: Number(counts!.accounts),
    transfers: Number(counts!.transfers),
  };
}

export const SOUND = { unbalanced: [], overdrawn: 0, historyMismatch: 0, transferMismatch: 0 };
