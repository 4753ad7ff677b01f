import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { POINTS_CURRENCY, decimalToMinor, encryptRequest } from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken, setFlag } from '../../platform/testing/accounts.js';
import { DEMO_PAYMENT_PASSWORD } from '../../seed/demo-wallets.js';
import { rowsOf } from '../../platform/db/rows.js';
import { bookGameRounds } from '../game/index.js';
import {
  SOUND,
  adminToken,
  available,
  checkLedger,
  memberIdOf,
  merchantIdOf,
} from '../wallet/test-support.js';
import { POINTS_WALLET } from './points-math.js';
import { pointEarnings, rewards } from './points.tables.js';

let t: TestApp;
let api: ReturnType<typeof client>;
let demo001: string;
let demo002: string;
let alpha001: string;
let admin: string;
let alphaAdmin: string;
let demoId: number;

const PAY = DEMO_PAYMENT_PASSWORD;
type Res = Awaited<ReturnType<typeof api.get>>;
const code = (res: Res) => body(res).errorCode;
const value = (res: Res) => body(res).value;

beforeAll(async () => {
  t = await createTestApp();
  // The demo merchant's content is seeded in six languages; these tests read its English texts.
  api = client(t, { language: 'EN' });
  await setFlag(t, 'demo', 'PAYMENTPASS3', true);
  await setFlag(t, 'alpha', 'PAYMENTPASS3', true);
  demo001 = await loginToken(t, 'demo001', 'demo1234');
  demo002 = await loginToken(t, 'demo002', 'demo1234');
  alpha001 = await loginToken(t, 'alpha001', 'alpha1234', 'alpha');
  admin = await adminToken(t);
  alphaAdmin = await adminToken(t, 'alpha', 'alphaadmin1');
  demoId = await merchantIdOf(t, 'demo');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** Encrypted POST as the web client sends it (platform/http/encrypted-body.ts): RSA-wrapped key, DES body. */
async function encryptedPost(url: string, payload: unknown, token: string, merchant = 'demo') {
  const modulus = (await api.get('/wps/session/key/rsa', { merchant })).body;
  const { encryption, body: cipher } = encryptRequest(payload, modulus);
  return api.post(url, cipher, {
    token,
    merchant,
    headers: { Encryption: encryption, 'content-type': 'text/plain' },
  });
}
const redeem = (payload: Record<string, unknown>, token = demo001) =>
  api.post('/wps/relay/MCSFE_postRedeemPoint', { password: PAY, ...payload }, { token });
const balance = async (token = demo001, merchant = 'demo') =>
  value(await api.get('/wps/relay/MCSFE_pointBalance', { token, merchant }));

async function rewardByName(name: string, merchant = 'demo') {
  const list = value(await api.get('/wps/relay/MCSFE_pointReward?size=1000', { merchant })).list as {
    id: number;
    name: string;
    inventory: number;
    adjustedCount: number;
  }[];
  const found = list.find((r) => r.name === name);
  if (!found) throw new Error(`no reward ${name}`);
  return found;
}

/** Points from the POINTS house account, as a merchant's grant would give them. */
async function grant(username: string, points: string, tag: string) {
  const memberId = await memberIdOf(t, 'demo', username);
  await t.services.ledger.transfer({
    merchantId: demoId,
    currency: POINTS_CURRENCY,
    debit: { owner: 'house', code: 'POINTS' },
    credit: { owner: 'member', memberId, wallet: POINTS_WALLET },
    amount: decimalToMinor(points, POINTS_CURRENCY),
    kind: 'points_grant',
    idempotencyKey: `test:grant:${tag}`,
  });
}

async function createReward(payload: Record<string, unknown>) {
  const res = await api.post(
    '/admin/api/points/rewards',
    { type: 1, description: 'test', displayPointMoneyAmt: 'N', ...payload },
    { token: admin },
  );
  expect(body(res).success, res.body).toBe(true);
  return value(res) as { id: number; inventory: number };
}

describe('catalogue and balance', () => {
  it('seeds config, types, rewards and 5,000 points without touching the money balance', async () => {
    expect(await balance()).toEqual({
      balance: '5000.00',
      held: '0.00',
      available: '5000.00',
      currency: 'PTS',
    });
    expect(await available(t, demo001)).toBe('25000.00');
    expect(value(await api.get('/wps/relay/MCSFE_getPointConfig'))).toEqual({
      pointExchangeRate: 10,
      liveBet: 0.5,
      lottoBet: 1,
      pvpBet: 0.5,
      rngBet: 0.2,
      sportBet: 0.5,
      deposit: 0.1,
    });
    const types = value(await api.get('/wps/relay/MCSFE_getRewardType'));
    expect(types.map((x: { typeId: number }) => x.typeId)).toEqual([1, 2, 3]);
    const page = value(await api.get('/wps/relay/MCSFE_pointReward?page=1&size=1000'));
    expect(page.total).toBe(10);
    const watch = page.list.find((r: { name: string }) => r.name === 'Smart Watch');
    expect(watch).toMatchObject({
      price: null,
      mpPointAmount: '2000.00',
      mpMoneyAmount: '990.00',
      displayPointMoneyAmt: 'Y',
      type: 1,
    });
    expect(watch.merchandiseImages.map((i: { type: string }) => i.type)).toEqual(['M', 'S']);
    expect(watch.imageLink).toMatch(/^data:image\/svg\+xml;base64,/);
    const typed = value(await api.get('/wps/relay/MCSFE_pointReward?type=3&size=2'));
    expect(typed.list).toHaveLength(2);
    expect(typed.total).toBe(3);
    expect(code(await api.get('/wps/relay/MCSFE_pointReward?size=1001'))).toBe('request.invalid');
    expect(code(await api.get('/wps/relay/MCSFE_pointBalance'))).toBe('login.not.session');
  });
});

describe('redeem', () => {
  it('takes an encrypted body, holds the points and reserves the inventory; approval posts them', async () => {
    const earbuds = await rewardByName('Wireless Earbuds');
    const res = await encryptedPost(
      '/wps/relay/MCSFE_postRedeemPoint',
      {
        rewardId: earbuds.id,
        quantity: 2,
        redeemType: 'P',
        password: PAY,
        province: 'Bangkok',
        remarks: 'blue please',
        telphone: '0812345678',
        address: '1 Sukhumvit Rd',
        name: 'Demo Player',
        line: 'demo_line',
      },
      demo001,
    );
    const record = value(res);
    expect(record, res.body).toMatchObject({
      type: 'P',
      name: 'Wireless Earbuds',
      quantity: 2,
      requiredPoint: '2400.00',
      requiredMoney: '0.00',
      status: 'P',
    });
    expect(await balance()).toMatchObject({ balance: '5000.00', held: '2400.00', available: '2600.00' });
    expect(await rewardByName('Wireless Earbuds')).toMatchObject({
      inventory: earbuds.inventory - 2,
      adjustedCount: earbuds.adjustedCount + 2,
    });

    const queue = value(await api.get('/admin/api/points/redemptions?status=P', { token: admin }));
    expect(queue.list[0]).toMatchObject({
      id: record.id,
      username: 'demo001',
      telphone: '0812345678',
      line: 'demo_line',
    });
    const approved = value(
      await api.post(`/admin/api/points/redemptions/${record.id}/approve`, {}, { token: admin }),
    );
    expect(approved.status).toBe('A');
    expect(await balance()).toMatchObject({ balance: '2600.00', held: '0.00', available: '2600.00' });
    expect(
      code(
        await api.post(
          `/admin/api/points/redemptions/${record.id}/reject`,
          { remarks: 'x' },
          { token: admin },
        ),
      ),
    ).toBe('funding.already.decided');
    const mine = value(await api.get('/wps/relay/MCSFE_getRedeemPointList?status=A', { token: demo001 }));
    expect(mine).toMatchObject({ size: 13, total: 1 });
    expect(mine.list[0]).toMatchObject({ id: record.id, status: 'A' });
  });

  it('PM holds money from MAIN too; rejection returns points, money and inventory', async () => {
    const watch = await rewardByName('Smart Watch');
    const before = await balance();
    expect(code(await redeem({ rewardId: watch.id, quantity: 1, redeemType: 'P' }))).toBe(
      'points.redeem.type.unavailable',
    );
    const record = value(await redeem({ rewardId: watch.id, quantity: 1, redeemType: 'PM' }));
    expect(record).toMatchObject({
      type: 'PM',
      requiredPoint: '2000.00',
      requiredMoney: '990.00',
      status: 'P',
    });
    expect(await available(t, demo001)).toBe('24010.00');
    expect((await balance()).held).toBe('2000.00');
    expect(
      code(await api.post(`/admin/api/points/redemptions/${record.id}/reject`, {}, { token: admin })),
    ).toBe('not_empty');
    const rejected = value(
      await api.post(
        `/admin/api/points/redemptions/${record.id}/reject`,
        { remarks: 'out of colour' },
        { token: admin },
      ),
    );
    expect(rejected.status).toBe('R');
    expect(await available(t, demo001)).toBe('25000.00');
    expect(await balance()).toEqual(before);
    expect((await rewardByName('Smart Watch')).inventory).toBe(watch.inventory);
  });

  it('clamps the quantity to the inventory, refuses sold-out stock, a wrong password and too few points', async () => {
    const mouse = await rewardByName('Gaming Mouse');
    expect(mouse.inventory).toBe(3);
    const record = value(await redeem({ rewardId: mouse.id, quantity: 10, redeemType: 'P' }));
    expect(record).toMatchObject({ quantity: 3, requiredPoint: '1950.00' });
    expect(code(await redeem({ rewardId: mouse.id, quantity: 1, redeemType: 'P' }))).toBe(
      'points.reward.sold.out',
    );
    const card = await rewardByName('Supermarket Card 500');
    expect(code(await redeem({ rewardId: card.id, quantity: 1, redeemType: 'P' }))).toBe(
      'points.reward.sold.out',
    );
    const mug = await rewardByName('Travel Mug');
    expect(code(await redeem({ rewardId: mug.id, quantity: 1, redeemType: 'P', password: '999999' }))).toBe(
      'payment.password.incorrect',
    );
    expect(code(await redeem({ rewardId: mug.id, quantity: 100, redeemType: 'P' }))).toBe(
      'points.insufficient',
    );
    expect(code(await redeem({ rewardId: mug.id, quantity: 1, redeemType: 'P', password: undefined }))).toBe(
      'not_empty',
    );
    expect((await rewardByName('Travel Mug')).inventory).toBe(mug.inventory);
    expect(code(await redeem({ rewardId: mug.id, quantity: 0, redeemType: 'P' }))).toBe('request.invalid');
    expect(code(await redeem({ rewardId: 999999, quantity: 1, redeemType: 'P' }))).toBe(
      'points.reward.unavailable',
    );
    await api.post(
      `/admin/api/points/redemptions/${record.id}/reject`,
      { remarks: 'test' },
      { token: admin },
    );
  });

  it('replays a retried request (same requestId) instead of redeeming twice', async () => {
    const mug = await rewardByName('Travel Mug');
    const payload = { rewardId: mug.id, quantity: 1, redeemType: 'P', requestId: 'mug-retry-0001' };
    const [a, b] = await Promise.all([redeem(payload), redeem(payload)]);
    expect(value(a).id).toBe(value(b).id);
    expect((await rewardByName('Travel Mug')).inventory).toBe(mug.inventory - 1);
    expect(code(await redeem({ ...payload, redeemType: 'PM' }))).toBe('idempotency.conflict');
  });

  it('never oversells: 50 concurrent redemptions of a reward with 7 in stock', async () => {
    await grant('demo002', '100000', 'oversell');
    const reward = await createReward({ name: 'Limited Figure', price: '100', inventory: 7 });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        redeem(
          { rewardId: reward.id, quantity: 1 + (i % 2), redeemType: 'P', requestId: `oversell-${i}-xx` },
          demo002,
        ),
      ),
    );
    const ok = results.filter((r) => body(r).success).map((r) => value(r).quantity as number);
    const failed = results.filter((r) => !body(r).success).map(code);
    expect(new Set(failed)).toEqual(new Set(['points.reward.sold.out']));
    expect(ok.reduce((s, q) => s + q, 0)).toBe(7);
    const [row] = await t.database.db.select().from(rewards).where(eq(rewards.id, reward.id));
    expect(row).toMatchObject({ inventory: 0, redeemedCount: 7 });
    expect((await balance(demo002)).held).toBe('700.00');
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });
});

describe('conversion', () => {
  it('converts points to money at the exchange rate (amount >= 1, password, enough points)', async () => {
    const convert = (payload: Record<string, unknown>) =>
      encryptedPost('/wps/relay/MCSFE_postConvertPoint', { password: PAY, ...payload }, demo001);
    const before = await balance();
    expect(code(await convert({ amount: '0.99' }))).toBe('amount.out.of.range');
    expect(code(await convert({ amount: '10', password: 'wrong1' }))).toBe('payment.password.incorrect');
    expect(code(await convert({ amount: '1000000' }))).toBe('points.insufficient');
    expect(code(await convert({ amount: 'abc' }))).toBe('amount.invalid');
    const res = value(await convert({ amount: '12.34' }));
    expect(res).toMatchObject({ amount: '12.34', points: '123.40', balance: '25012.34' });
    expect(res.pointBalance).toBe((Number(before.available) - 123.4).toFixed(2));
    expect(await available(t, demo001)).toBe('25012.34');
  });
});

describe('field clients', () => {
  it('redeem and convert under the password-checked relay names, encrypted, as the plain calls do', async () => {
    const voucher = await rewardByName('Coffee Voucher');
    const order = {
      rewardId: voucher.id,
      quantity: 1,
      redeemType: 'P',
      password: PAY,
      province: 'Bangkok',
      telphone: '0812345678',
      address: '1 Sukhumvit Rd',
      name: 'Demo Player',
      line: 'demo_line',
    };
    for (const path of [
      '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
      '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    ]) {
      const res = await encryptedPost(path, order, demo001);
      expect(value(res), res.body).toMatchObject({ name: 'Coffee Voucher', quantity: 1, status: 'P' });
    }
    for (const path of [
      '/wps/relay/passwordCheck/MCSFE_convertPoint',
      '/wps/relay/passwordCheck/MCS2_convertPoint',
    ]) {
      const before = await balance();
      const res = await encryptedPost(path, { password: PAY, amount: '1' }, demo001);
      expect(value(res), res.body).toMatchObject({ amount: '1.00', points: '10.00' });
      expect(Number((await balance()).available)).toBeCloseTo(Number(before.available) - 10, 2);
      expect(code(await encryptedPost(path, { password: 'wrong1', amount: '1' }, demo001))).toBe(
        'payment.password.incorrect',
      );
    }
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });
});

describe('earning', () => {
  it('pays settled game bets and approved deposits exactly once, whoever races for them', async () => {
    const memberId = await memberIdOf(t, 'demo', 'demo002');
    const before = Number((await balance(demo002)).balance);
    await bookGameRounds(t.database.db, t.services.ledger, {
      merchantId: demoId,
      currency: 'THB',
      memberId,
      vendorCode: 'LOTUS',
      rounds: [
        { bet: 60_000n, win: 0n, at: new Date() },
        { bet: 40_000n, win: 90_000n, at: new Date() },
      ],
      tag: 'points-earn',
    });
    const dep = value(await api.post('/wps/wallet/deposit', { amount: '1500' }, { token: demo002 }));
    await api.post(`/admin/api/deposits/${dep.id}/approve`, {}, { token: admin });
    await Promise.all([
      t.services.pointsEarning.tick(),
      t.services.pointsEarning.tick(),
      api.post('/wps/relay/MCSFE_refreshPointBalance', {}, { token: demo002 }),
    ]);
    await t.services.pointsEarning.tick();
    // 1000.00 of RNG stakes x 0.2 + 1500.00 deposited x 0.1
    expect(Number((await balance(demo002)).balance) - before).toBeCloseTo(350, 2);
    const rows = await t.database.db
      .select()
      .from(pointEarnings)
      .where(and(eq(pointEarnings.merchantId, demoId), eq(pointEarnings.memberId, memberId)));
    expect(rows.map((r) => [r.source, r.points]).sort()).toEqual([
      ['DEP', 15_000n],
      ['GAME', 12_000n],
      ['GAME', 8_000n],
    ]);

    const day = Date.now() - (Date.now() % 86_400_000);
    const list = (q: string) =>
      api.get(`/wps/relay/MCSFE_getMemTransDet?accountTypeId=9&startTime=${day}&endTime=${day}${q}`, {
        token: demo002,
      });
    const all = value(await list(''));
    expect(all.size).toBe(12);
    const types = all.list.map((x: { txTypeId: number }) => x.txTypeId);
    expect(types).toContain(9201);
    expect(types).toContain(9202);
    expect(all.list[0]).toHaveProperty('currentAvailBalance');
    expect(all.list[0]).toHaveProperty('nameEn');
    const filtered = value(await list('&excludeTxTypeIds=9202,9203'));
    expect(filtered.list.map((x: { txTypeId: number }) => x.txTypeId)).not.toContain(9202);
    expect(filtered.total).toBe(all.total - 2);
    expect(code(await list('&accountTypeId=5'))).toBe('request.invalid');
    expect(code(await list('&subordinateName=demo001'))).toBe('downline.not.found');
    expect(value(await list('&subordinateName=DEMO002')).total).toBe(all.total);
    const far = day - 31 * 86_400_000;
    expect(
      code(
        await api.get(`/wps/relay/MCSFE_getMemTransDet?startTime=${far}&endTime=${day}`, { token: demo002 }),
      ),
    ).toBe('points.range.invalid');
    expect(
      code(
        await api.get(`/wps/relay/MCSFE_getMemTransDet?startTime=${day}&endTime=${day - 1}`, {
          token: demo002,
        }),
      ),
    ).toBe('points.range.invalid');
    const yesterday = value(
      await api.get(
        `/wps/relay/MCSFE_getMemTransDet?startTime=${day - 86_400_000}&endTime=${day - 86_400_000}`,
        { token: demo002 },
      ),
    );
    expect(yesterday.total).toBe(0);
  });
});

describe('isolation, invariant and fuzz', () => {
  it('keeps merchants apart', async () => {
    const demoReward = await rewardByName('Travel Mug');
    expect(code(await redeem({ rewardId: demoReward.id, quantity: 1, redeemType: 'P' }, alpha001))).toBe(
      'user.or.token.invalid',
    );
    const alphaCall = (payload: Record<string, unknown>) =>
      api.post(
        '/wps/relay/MCSFE_postRedeemPoint',
        { password: PAY, ...payload },
        { token: alpha001, merchant: 'alpha' },
      );
    expect(code(await alphaCall({ rewardId: demoReward.id, quantity: 1, redeemType: 'P' }))).toBe(
      'points.reward.unavailable',
    );
    const mine = value(await api.get('/admin/api/points/redemptions?status=P', { token: admin }));
    const demoRecord = mine.list[0];
    expect(demoRecord).toBeTruthy();
    expect(
      code(
        await api.post(
          `/admin/api/points/redemptions/${demoRecord.id}/approve`,
          {},
          { token: alphaAdmin, merchant: 'alpha' },
        ),
      ),
    ).toBe('resource.not.found');
    const alphaQueue = value(
      await api.get('/admin/api/points/redemptions', { token: alphaAdmin, merchant: 'alpha' }),
    );
    expect(alphaQueue.total).toBe(0);
    expect(await balance(alpha001, 'alpha')).toMatchObject({ balance: '5000.00' });
    expect(code(await api.get('/admin/api/points/redemptions', { token: admin, merchant: 'alpha' }))).toBe(
      'user.or.token.invalid',
    );
  });

  it('sums every merchant’s points to zero and keeps every ledger invariant', async () => {
    const sums = rowsOf<{ total: string }>(
      await t.database.db.execute(
        sql`SELECT sum(balance)::text AS total FROM ledger_accounts WHERE currency = ${POINTS_CURRENCY} GROUP BY merchant_id`,
      ),
    );
    expect(sums.length).toBeGreaterThan(0);
    expect(sums.every((s) => s.total === '0')).toBe(true);
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });

  it('answers malformed input with an error code, never a 5xx', async () => {
    const junk: unknown[] = [
      null,
      'x',
      42,
      [],
      { rewardId: -1 },
      { rewardId: 'a', quantity: 'b' },
      { rewardId: 1, quantity: 1e20, redeemType: 'X' },
      { rewardId: 1, quantity: 1, redeemType: 'P', password: 'x'.repeat(500) },
      { amount: '1e9' },
      { amount: -5, password: PAY },
      { amount: { a: 1 } },
      { telphone: 'abc', rewardId: 1, quantity: 1, redeemType: 'P', password: PAY },
    ];
    const urls = [
      '/wps/relay/MCSFE_postRedeemPoint',
      '/wps/relay/MCSFE_postConvertPoint',
      '/admin/api/points/rewards',
    ];
    for (const url of urls) {
      for (const payload of junk) {
        const res = await api.post(url, payload, { token: url.startsWith('/admin') ? admin : demo001 });
        expect(res.statusCode, `${url} ${JSON.stringify(payload)} ${res.body}`).toBeLessThan(500);
        expect(body(res).success).toBe(false);
      }
    }
    const queries = [
      '/wps/relay/MCSFE_getMemTransDet?startTime=abc&endTime=1',
      '/wps/relay/MCSFE_getMemTransDet?startTime=1&endTime=2&excludeTxTypeIds=a,b,,9',
      '/wps/relay/MCSFE_getMemTransDet?startTime=1&endTime=2&page=99999',
      '/wps/relay/MCSFE_getRedeemPointList?status=Z',
      '/wps/relay/MCSFE_getRedeemPointList?startDate=5',
      '/wps/relay/MCSFE_pointReward?type=-1&page=0',
      '/admin/api/points/redemptions?size=1000',
    ];
    for (const url of queries) {
      const res = await api.get(url, { token: url.startsWith('/admin') ? admin : demo001 });
      expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
    }
    const encryptedJunk = await api.post('/wps/relay/MCSFE_postRedeemPoint', 'bm90LWRlcw==', {
      token: demo001,
      headers: { Encryption: 'garbage', 'content-type': 'text/plain' },
    });
    expect(code(encryptedJunk)).toBe('encryption.invalid');
  });

  it('lets the merchant manage rewards with bounded, checked input', async () => {
    expect(
      code(
        await api.post(
          '/admin/api/points/rewards',
          { name: 'x', type: 9, inventory: 1, price: '1' },
          { token: admin },
        ),
      ),
    ).toBe('request.invalid');
    expect(
      code(
        await api.post('/admin/api/points/rewards', { name: 'x', type: 1, inventory: 1 }, { token: admin }),
      ),
    ).toBe('request.invalid');
    expect(
      code(
        await api.post(
          '/admin/api/points/rewards',
          {
            name: 'x',
            type: 1,
            inventory: 1,
            price: '1',
            merchandiseImages: [{ type: 'M', imageUrl: 'javascript:alert(1)' }],
          },
          { token: admin },
        ),
      ),
    ).toBe('request.invalid');
    const created = await createReward({
      name: 'PM only',
      mpPointAmount: '10',
      mpMoneyAmount: '5',
      displayPointMoneyAmt: 'Y',
      inventory: 2,
    });
    const updated = value(
      await api.put(
        `/admin/api/points/rewards/${created.id}`,
        {
          name: 'PM only v2',
          type: 2,
          mpPointAmount: '0',
          mpMoneyAmount: '5',
          displayPointMoneyAmt: 'Y',
          inventory: 4,
        },
        { token: admin },
      ),
    );
    expect(updated).toMatchObject({
      name: 'PM only v2',
      price: null,
      mpPointAmount: '0.00',
      mpMoneyAmount: '5.00',
      inventory: 4,
    });
    expect(value(await api.del(`/admin/api/points/rewards/${created.id}`, { token: admin })).active).toBe(
      false,
    );
    expect(code(await redeem({ rewardId: created.id, quantity: 1, redeemType: 'PM' }))).toBe(
      'points.reward.unavailable',
    );
    expect(
      code(
        await api.del(`/admin/api/points/rewards/${created.id}`, { token: alphaAdmin, merchant: 'alpha' }),
      ),
    ).toBe('resource.not.found');
    const config = await api.put(
      '/admin/api/points/config',
      {
        pointExchangeRate: 10,
        liveBet: 0.5,
        lottoBet: 1,
        pvpBet: 0.5,
        rngBet: 0.2,
        sportBet: 0.5,
        deposit: 0.12345,
      },
      { token: admin },
    );
    expect(code(config)).toBe('request.invalid');
    const types = value(await api.get('/admin/api/points/reward-types', { token: admin }));
    expect(types).toHaveLength(3);
  });
});
