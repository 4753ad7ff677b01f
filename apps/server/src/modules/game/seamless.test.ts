import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SEAMLESS_SIGNATURE_HEADER } from '@platform/shared';
import { createTestApp, DEMO, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken } from '../../platform/testing/accounts.js';
import { checkLedger, SOUND } from '../wallet/test-support.js';
import { rowsOf } from '../../platform/db/rows.js';
import { gameSessions } from './game.tables.js';
import { hashToken } from '../session/index.js';
import { gameIdOf, launch, seamless } from './test-support.js';

/** Contract tests of the seamless-wallet callbacks, as a vendor would call them. */
let t: TestApp;
let token: string;
let session: string;
let player: string;
let round = 0;

const base = () => ({ sessionToken: session, playerId: player, currency: 'THB' });
const bet = (transactionId: string, amount: string) => ({
  ...base(),
  transactionId,
  roundId: `r${++round}`,
  gameCode: 'jade_dragon',
  amount,
});

async function houseGames(): Promise<string> {
  const [row] = rowsOf<{ balance: string }>(
    await t.database.db.execute(
      sql`SELECT coalesce(sum(balance), 0)::text AS balance FROM ledger_accounts WHERE owner_kind = 'house' AND code = 'GAMES'`,
    ),
  );
  return row!.balance;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await loginToken(t, DEMO.username, DEMO.password);
  ({ session, player } = await launch(t, token, await gameIdOf(t, 'demo', 'jade_dragon'), {
    confirmTrans: 1,
  }));
});
afterAll(async () => t?.close());

describe('seamless wallet callbacks', () => {
  it('answer the balance of the wallet that pays the game', async () => {
    expect(await seamless(t, 'LOTUS', 'balance', base())).toEqual({
      status: 'OK',
      balance: '25000.00',
      currency: 'THB',
    });
  });

  it('refuse a bad signature, an unknown session, another vendor and another player', async () => {
    const badSig = await seamless(t, 'LOTUS', 'debit', bet('sig-1', '1.00'), { secret: 'wrong-secret' });
    expect(badSig).toMatchObject({ status: 'INVALID_SIGNATURE', balance: null });
    const noSig = await seamless(t, 'LOTUS', 'balance', base(), { signature: 'abc' });
    expect(noSig.status).toBe('INVALID_SIGNATURE');
    expect((await seamless(t, 'LOTUS', 'balance', { ...base(), sessionToken: 'x'.repeat(64) })).status).toBe(
      'INVALID_SESSION',
    );
    expect((await seamless(t, 'LOTUSX', 'balance', base())).status).toBe('INVALID_SESSION');
    expect((await seamless(t, 'LOTUS', 'balance', { ...base(), playerId: '999999' })).status).toBe(
      'INVALID_SESSION',
    );
    expect((await seamless(t, 'LOTUS', 'debit', { ...bet('cur-1', '1.00'), currency: 'VND' })).status).toBe(
      'INVALID_REQUEST',
    );
    expect((await seamless(t, 'LOTUS', 'debit', bet('dec-1', '1.001'))).status).toBe('INVALID_REQUEST');
    // A tampered body no longer matches its signature.
    const raw = JSON.stringify({ ...bet('tamper-1', '1.00'), timestamp: Date.now() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/seamless/LOTUS/debit',
      headers: { 'content-type': 'application/json', [SEAMLESS_SIGNATURE_HEADER]: 'f'.repeat(64) },
      payload: raw,
    });
    expect(res.json()).toMatchObject({ status: 'INVALID_SIGNATURE' });
    expect(await seamless(t, 'LOTUS', 'balance', base())).toMatchObject({ balance: '25000.00' });
  });

  it('debit and credit move the ledger between the member and the house', async () => {
    const debit = await seamless(t, 'LOTUS', 'debit', bet('d-1', '10.50'));
    expect(debit).toEqual({ status: 'OK', balance: '24989.50', currency: 'THB', transactionId: 'd-1' });
    expect(await houseGames()).toBe('1050');
    const credit = await seamless(t, 'LOTUS', 'credit', bet('c-1', '30.0000'));
    expect(credit).toEqual({ status: 'OK', balance: '25019.50', currency: 'THB', transactionId: 'c-1' });
    expect(await houseGames()).toBe('-1950');
    // A losing round's zero credit is booked without moving money.
    expect(await seamless(t, 'LOTUS', 'credit', bet('c-0', '0'))).toMatchObject({
      status: 'OK',
      balance: '25019.50',
    });
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });

  it('refuse an overdraft and answer the current balance', async () => {
    const res = await seamless(t, 'LOTUS', 'debit', bet('big-1', '30000.00'));
    expect(res).toEqual({
      status: 'INSUFFICIENT_FUNDS',
      balance: '25019.50',
      currency: 'THB',
      transactionId: 'big-1',
    });
  });

  it('answer a repeated transaction with the first answer, and a different body with a conflict', async () => {
    const first = bet('dup-1', '5.00');
    const answer = await seamless(t, 'LOTUS', 'debit', first);
    expect(answer).toMatchObject({ status: 'OK', balance: '25014.50' });
    await seamless(t, 'LOTUS', 'debit', bet('dup-2', '1.00'));
    // Same request, later: the first answer, not a second debit and not today's balance.
    expect(await seamless(t, 'LOTUS', 'debit', { ...first, timestamp: Date.now() + 5 })).toEqual(answer);
    const conflict = await seamless(t, 'LOTUS', 'debit', { ...first, amount: '6.00' });
    expect(conflict).toMatchObject({ status: 'DUPLICATE_CONFLICT', balance: '25013.50' });
    expect((await seamless(t, 'LOTUS', 'credit', { ...first })).status).toBe('DUPLICATE_CONFLICT');
  });

  it('rollback undoes a debit once', async () => {
    const debit = bet('rb-d-1', '100.00');
    expect(await seamless(t, 'LOTUS', 'debit', debit)).toMatchObject({ balance: '24913.50' });
    const rollback = {
      ...base(),
      transactionId: 'rb-1',
      referenceTransactionId: 'rb-d-1',
      roundId: debit.roundId,
      gameCode: 'jade_dragon',
    };
    expect(await seamless(t, 'LOTUS', 'rollback', rollback)).toMatchObject({
      status: 'OK',
      balance: '25013.50',
    });
    expect(await seamless(t, 'LOTUS', 'rollback', rollback)).toMatchObject({
      status: 'OK',
      balance: '25013.50',
    });
    const second = await seamless(t, 'LOTUS', 'rollback', { ...rollback, transactionId: 'rb-2' });
    expect(second).toMatchObject({ status: 'OK', balance: '25013.50' });
    // The debit repeated after its rollback still answers its first answer; it is not booked again.
    expect((await seamless(t, 'LOTUS', 'debit', debit)).balance).toBe('24913.50');
    expect(await seamless(t, 'LOTUS', 'balance', base())).toMatchObject({ balance: '25013.50' });
    // Credits cannot be rolled back.
    const ofCredit = await seamless(t, 'LOTUS', 'rollback', {
      ...rollback,
      transactionId: 'rb-3',
      referenceTransactionId: 'c-1',
    });
    expect(ofCredit.status).toBe('INVALID_REQUEST');
  });

  it('rollback of an unknown debit succeeds and refuses that debit later', async () => {
    const rollback = {
      ...base(),
      transactionId: 'rb-ghost',
      referenceTransactionId: 'ghost-1',
      roundId: 'r-ghost',
      gameCode: 'jade_dragon',
    };
    expect(await seamless(t, 'LOTUS', 'rollback', rollback)).toMatchObject({
      status: 'OK',
      balance: '25013.50',
    });
    const late = await seamless(t, 'LOTUS', 'debit', { ...bet('ghost-1', '7.00'), roundId: 'r-ghost' });
    expect(late).toMatchObject({ status: 'DUPLICATE_CONFLICT', balance: '25013.50' });
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });

  it('takes credits after the session expired but no debits', async () => {
    await t.database.db
      .update(gameSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gameSessions.tokenHash, hashToken(session)));
    expect((await seamless(t, 'LOTUS', 'debit', bet('late-d', '1.00'))).status).toBe('INVALID_SESSION');
    expect(await seamless(t, 'LOTUS', 'credit', bet('late-c', '2.00'))).toMatchObject({
      status: 'OK',
      balance: '25015.50',
    });
  });

  it('shows settled game wins on the winner board next to lottery wins', async () => {
    const res = await client(t).get('/wps/game/winnerBoard?limitNum=10', { headers: { Language: 'EN' } });
    const records = body(res).value as {
      recordId: string;
      source: string;
      winAmount: string;
      userName: string;
      gameName: string;
    }[];
    expect(records.map((r) => r.winAmount)).toEqual(['2.00', '30.00']);
    expect(records[0]).toMatchObject({ source: 'GAME', userName: 'de***1', gameName: 'Jade Dragon' });
    expect(body(await client(t).get('/wps/game/winnerBoard?gameCategory=LOTT')).value).toEqual([]);
  });

  it('answer bare JSON without a Merchant header, also for garbage', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/seamless/LOTUS/debit',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'INVALID_REQUEST', balance: null, currency: null });
    const text = await t.app.inject({ method: 'POST', url: '/seamless/LOTUS/balance', payload: '' });
    expect(text.json()).toMatchObject({ status: 'INVALID_REQUEST' });
  });
});
