import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { NearNumeroView } from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { client, loginToken } from '../../platform/testing/accounts.js';
import { checkLedger, memberIdOf, SOUND } from '../wallet/test-support.js';
import { rowsOf } from '../../platform/db/rows.js';
import { WalletRepository } from '../wallet/index.js';
import { WalletSetupService } from '../wallet/index.js';
import { LotteryRepository } from './lottery.repository.js';
import { LotteryService } from './lottery.service.js';
import { LOTTERY_PREFIXES } from './lottery.routes.js';

/**
 * A bet is a money request: the Idempotency-Key header or requestId (in the body or the slip)
 * makes a retry answer the first order; the same key for another slip is a conflict.
 */
let t: TestApp;
let token: string;
let memberId: number;
const MERCHANT = 'alpha';
const GAME = 'lotus_ssc_1m';

beforeAll(async () => {
  t = await createTestApp();
  token = await loginToken(t, 'alpha001', 'alpha1234', MERCHANT);
  memberId = await memberIdOf(t, MERCHANT, 'alpha001');
});
afterAll(async () => {
  await t.close();
});

async function nextNumero(): Promise<string> {
  const res = await client(t).get(`/lgw/numeros/near?gameCode=${GAME}`, { merchant: MERCHANT });
  return (res.json() as NearNumeroView).nextNumero!.numero;
}

function slipOf(numero: string, content: string, extra: object = {}): string {
  return JSON.stringify({
    gameCode: GAME,
    numero,
    bets: [{ playType: '5D_DIRECT', content, moneyMode: 'Y', multiple: 1 }],
    ...extra,
  });
}

function bet(
  bettingSlipString: string,
  options: { key?: string; prefix?: string; body?: object; ip?: string } = {},
) {
  return client(t).post(
    `${options.prefix ?? '/lgw'}/orders/betting`,
    { bettingSlipString, ...options.body },
    {
      token,
      merchant: MERCHANT,
      ...(options.ip ? { ip: options.ip } : {}),
      headers: options.key ? { 'Idempotency-Key': options.key } : {},
    },
  );
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ n: string }>(await t.database.db.execute(query));
  return Number(row!.n);
}

const ordersOfMember = () =>
  count(sql`SELECT count(*)::text AS n FROM lottery_orders WHERE member_id = ${memberId}`);
const holdsOfMember = () =>
  count(sql`SELECT count(*)::text AS n FROM ledger_transfers t
            JOIN ledger_accounts a ON a.id = t.debit_account_id
            WHERE a.member_id = ${memberId} AND t.kind = 'bet' AND t.status = 'pending'`);
const heldOfMember = async () => {
  const [row] = rowsOf<{ held: string }>(
    await t.database.db.execute(
      sql`SELECT coalesce(sum(held), 0)::text AS held FROM ledger_accounts WHERE member_id = ${memberId}`,
    ),
  );
  return BigInt(row!.held);
};

describe('lottery bets are idempotent', () => {
  it('places one order and one hold for 50 concurrent requests under one Idempotency-Key', async () => {
    const numero = await nextNumero();
    const orders = await ordersOfMember();
    const holds = await holdsOfMember();
    const held = await heldOfMember();
    const slip = slipOf(numero, '1|2|3|4|5');
    // One client address, as a retrying client would send them.
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => bet(slip, { key: 'bet-concurrent-0001', ip: '198.51.100.7' })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const numbers = new Set(answers.map((r) => (r.json() as { orderNumber: string }).orderNumber));
    expect(numbers.size).toBe(1);
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    expect(await ordersOfMember()).toBe(orders + 1);
    expect(await holdsOfMember()).toBe(holds + 1);
    expect(await heldOfMember()).toBe(held + 2n); // one ticket of 2 in mode Y
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });

  it('answers the first order to a replay of the same slip under the header, on every prefix', async () => {
    const numero = await nextNumero();
    const slip = slipOf(numero, '2|3|4|5|6');
    const first = await bet(slip, { key: 'bet-replay-00001' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const orders = await ordersOfMember();
    for (const prefix of LOTTERY_PREFIXES) {
      const again = await bet(slip, { key: 'bet-replay-00001', prefix });
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
    }
    expect(await ordersOfMember()).toBe(orders);
  });

  it('refuses the same key for a different slip as idempotency.conflict, whichever way the key came', async () => {
    const numero = await nextNumero();
    const placed = await bet(slipOf(numero, '3|4|5|6|7', { requestId: 'bet-slip-key-0001' }));
    expect(placed.statusCode).toBe(200);
    const orders = await ordersOfMember();
    const held = await heldOfMember();

    const viaSlip = await bet(slipOf(numero, '9|9|9|9|9', { requestId: 'bet-slip-key-0001' }));
    expect(viaSlip.statusCode).toBe(409);
    expect(viaSlip.json()).toMatchObject({ errorCode: 'idempotency.conflict' });
    expect(viaSlip.headers['idempotent-replayed']).toBeUndefined();

    const viaHeader = await bet(slipOf(numero, '9|9|9|9|8'), { key: 'bet-slip-key-0001' });
    expect(viaHeader.json()).toMatchObject({ errorCode: 'idempotency.conflict' });
    const viaBody = await bet(slipOf(numero, '9|9|9|9|7'), { body: { requestId: 'bet-slip-key-0001' } });
    expect(viaBody.json()).toMatchObject({ errorCode: 'idempotency.conflict' });
    // A different chase of the same lines is a different request too.
    const chased = await bet(
      slipOf(numero, '3|4|5|6|7', { requestId: 'bet-slip-key-0001', chase: { issues: 2 } }),
    );
    expect(chased.json()).toMatchObject({ errorCode: 'idempotency.conflict' });

    expect(await ordersOfMember()).toBe(orders);
    expect(await heldOfMember()).toBe(held);
  });

  it('takes the body requestId as the key and refuses keys that disagree', async () => {
    const numero = await nextNumero();
    const slip = slipOf(numero, '4|5|6|7|8');
    const first = await bet(slip, { body: { requestId: 'bet-body-key-0001' } });
    expect(first.statusCode).toBe(200);
    const again = await bet(slip, { key: 'bet-body-key-0001' });
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');

    const disagree = await bet(slipOf(numero, '4|5|6|7|8', { requestId: 'bet-other-key-01' }), {
      key: 'bet-body-key-0001',
    });
    expect(disagree.statusCode).toBe(400);
    expect(disagree.json()).toMatchObject({ errorCode: 'request.invalid' });
    const malformed = await bet(slip, { key: 'short' });
    expect(malformed.json()).toMatchObject({ errorCode: 'request.invalid' });
  });

  it('places a new order for every request without a key', async () => {
    const numero = await nextNumero();
    const orders = await ordersOfMember();
    const slip = slipOf(numero, '5|6|7|8|9');
    const [a, b] = [await bet(slip), await bet(slip)];
    expect(a.json()).not.toEqual(b.json());
    expect(await ordersOfMember()).toBe(orders + 2);
  });

  it('answers a replay with the first order after its issue stopped taking bets', async () => {
    const db = t.database.db;
    const at = { now: new Date() };
    const service = new LotteryService(
      new LotteryRepository(db),
      t.services.ledger,
      new WalletSetupService(new WalletRepository(db)),
      { now: () => at.now },
    );
    const merchant = (await t.services.directory.byMerchantCode(MERCHANT))!;
    const session = await t.services.sessions.require(merchant, token, '127.0.0.1');
    const numero = await nextNumero();
    const slip = slipOf(numero, '6|7|8|9|0');
    const first = await service.place(merchant, session, slip, 'bet-late-replay-01');
    at.now = new Date(at.now.getTime() + 10 * 60_000);
    const late = await service.place(merchant, session, slip, 'bet-late-replay-01');
    expect(late).toEqual({ ...first, replayed: true });
    await expect(service.place(merchant, session, slip, 'bet-late-other-01')).rejects.toMatchObject({
      code: 'lottery.numero.closed',
    });
  });
});
