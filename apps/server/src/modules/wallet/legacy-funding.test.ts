import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encryptRequest } from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import {
  body,
  client,
  freshIp,
  loginToken,
  resetCounters,
  setFlag,
} from '../../platform/testing/accounts.js';
import { DEMO_PAYMENT_PASSWORD } from '../../seed/demo-wallets.js';
import { adminToken, available, checkLedger, SOUND } from './test-support.js';

/**
 * The 500cai deposit, withdrawal and report calls (field protocol 5.3) on our funding service:
 * requests the merchant decides, the withdrawal encrypted as the 2017 client sends it, lists
 * from the members' own requests and ledger.
 */
let t: TestApp;
let api: ReturnType<typeof client>;
let member: string;
let agent: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  member = await loginToken(t, 'demo002', 'demo1234');
  agent = await loginToken(t, 'agent001', 'agent1234');
  admin = await adminToken(t);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await resetCounters(t);
});

const code = (res: Awaited<ReturnType<typeof api.get>>) => body(res).errorCode;

describe('legacy deposits', () => {
  it('pg, mt and qr each ask for a deposit the merchant decides, listed by the deposit report', async () => {
    const ids: number[] = [];
    for (const kind of ['pg', 'mt', 'qr']) {
      const res = await api.post(
        `/wps/transaction/deposit/${kind}`,
        { amount: '150', bankCode: 'KBANK', payeeName: 'Jade Tiger' },
        { token: member },
      );
      expect(res.statusCode).toBe(200);
      expect(body(res).value).toMatchObject({
        direction: 'DEPOSIT',
        method: 'BANK',
        status: 'PENDING',
        amount: '150.00',
      });
      ids.push(body(res).value.id);
    }
    const report = body(
      await api.get('/wps/report/depositTransaction?pageNo=1&pageSize=2', { token: member }),
    ).value;
    expect(report).toMatchObject({ page: 1, size: 2 });
    expect(report.total).toBeGreaterThanOrEqual(3);
    expect(report.list.map((d: { id: number }) => d.id)).toEqual([ids[2], ids[1]]);
    expect(report.list[0].remarks).toContain('QR image');
    expect(
      body(await api.get('/wps/report/depositTransaction?page=1&size=10', { token: member })).value,
    ).toEqual(body(await api.get('/wps/wallet/deposits?page=1&size=10', { token: member })).value);
    // Approved by the merchant, the money arrives through the ledger.
    const before = await available(t, member);
    await api.post(`/admin/api/deposits/${ids[0]}/approve`, {}, { token: admin });
    expect(Number(await available(t, member))).toBe(Number(before) + 150);
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });

  it('refuses ma (a channel we do not run), bounds, bad amounts and another member\u2019s wallet, with catalogue codes', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['ma', { amount: '150' }, 'function.not.available'],
      ['mt', { amount: '1' }, 'amount.out.of.range'],
      ['mt', { amount: 'abc' }, 'amount.invalid'],
      ['qr', { amount: '150', targetUsername: 'demo001' }, 'permission.denied'],
      ['pg', {}, 'request.invalid'],
    ];
    for (const [kind, payload, expected] of cases) {
      const res = await api.post(`/wps/transaction/deposit/${kind}`, payload, { token: member });
      expect([kind, code(res)]).toEqual([kind, expected]);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await api.post('/wps/transaction/deposit/mt', { amount: '150' })).statusCode).toBe(401);
  });
});

describe('legacy withdrawal', () => {
  it('takes the encrypted raw body of the 2017 client, holds the amount and is listed by the withdrawal report', async () => {
    const before = Number(await available(t, member));
    const modulus = (await api.get('/wps/session/key/rsa')).body;
    const { encryption, body: sealed } = encryptRequest(
      {
        amount: '200',
        paymentPassword: DEMO_PAYMENT_PASSWORD,
        bankName: 'Kasikorn',
        accountNo: '0123456789',
      },
      modulus,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/transaction/withdraw',
      headers: {
        Merchant: 'demo',
        Authorization: member,
        Encryption: encryption,
        'Content-Type': 'application/json',
        'X-Forwarded-For': freshIp(),
      },
      payload: sealed,
    });
    expect(res.statusCode).toBe(200);
    const request = body(res).value;
    expect(request).toMatchObject({ direction: 'WITHDRAW', status: 'PENDING', accountNo: '******6789' });
    expect(Number(await available(t, member))).toBe(before - 200);
    const report = body(await api.get('/wps/report/withdrawTransaction', { token: member })).value;
    expect(report.list[0].id).toBe(request.id);
    // The main wallet's movements show the hold.
    const moves = body(await api.get('/wps/report/transaction?pageSize=5', { token: member })).value;
    expect(moves).toMatchObject({ page: 1, size: 5 });
    expect(moves.list[0]).toMatchObject({ kind: 'withdrawal', event: 'hold', heldAmount: '200.00' });
    expect(moves).toEqual(body(await api.get('/wps/wallet/history?size=5', { token: member })).value);
  });

  it('refuses a wrong payment password and a missing bank account, plain or encrypted', async () => {
    const wrong = await api.post(
      '/wps/transaction/withdraw',
      { amount: '200', paymentPassword: '999999', bankName: 'Kasikorn', accountNo: '0123456789' },
      { token: member },
    );
    expect(code(wrong)).toBe('payment.password.incorrect');
    const noBank = await api.post(
      '/wps/transaction/withdraw',
      { amount: '200', paymentPassword: DEMO_PAYMENT_PASSWORD },
      { token: member },
    );
    expect(code(noBank)).toBe('bank.account.invalid');
    const garbled = await api.post('/wps/transaction/withdraw', 'not-base64', {
      token: member,
      headers: { Encryption: 'ab'.repeat(128), 'content-type': 'application/json' },
    });
    expect(garbled.statusCode).toBeLessThan(500);
    expect(code(garbled)).toBe('encryption.invalid');
  });
});

describe('deposit and withdrawal banks', () => {
  it("answer the merchant's deposit methods with their banks and bounds: C2C only with an upline agent, nothing while switched off", async () => {
    const deposit = body(await api.get('/wps/system/depositBanks', { token: member })).value;
    // The demo merchant's two deposit methods (bank transfer, QR), then the upline agent.
    expect(deposit.map((c: { method: string }) => c.method)).toEqual(['BANK', 'BANK', 'C2C']);
    expect(deposit[0]).toMatchObject({
      method: 'BANK',
      kind: 'BANK_TRANSFER',
      minimumAmount: '100.00',
      maximumAmount: '500000.00',
      currency: 'THB',
      banks: ['Kasikorn Bank', 'Siam Commercial Bank'],
    });
    expect(deposit[1]).toMatchObject({ kind: 'QR_EWALLET', maximumAmount: '50000.00', banks: ['PromptPay'] });
    expect(deposit[2]).toMatchObject({ method: 'C2C', minimumAmount: '100.00', maximumAmount: '500000.00' });
    const withdraw = body(await api.get('/wps/system/withdrawBanks', { token: member })).value;
    expect(withdraw[0]).toMatchObject({
      method: 'BANK',
      minimumAmount: '100.00',
      maximumAmount: '200000.00',
    });
    // The agent has no upline to settle C2C with.
    const own = body(await api.get('/wps/system/depositBanks', { token: agent })).value;
    expect(own.map((c: { method: string }) => c.method)).toEqual(['BANK', 'BANK']);
    await setFlag(t, 'demo', 'WITHDRAW', false);
    try {
      expect(body(await api.get('/wps/system/withdrawBanks', { token: member })).value).toEqual([]);
    } finally {
      await setFlag(t, 'demo', 'WITHDRAW', true);
    }
    expect((await api.get('/wps/system/depositBanks')).statusCode).toBe(401);
  });
});

describe('GET|PUT /wps/member/bankCard', () => {
  const put = async (payload: object, token = member) => {
    const modulus = (await api.get('/wps/session/key/rsa')).body;
    const { encryption, body: sealed } = encryptRequest(payload, modulus);
    return t.app.inject({
      method: 'PUT',
      url: '/wps/member/bankCard',
      headers: {
        Merchant: 'demo',
        Authorization: token,
        Encryption: encryption,
        'Content-Type': 'application/json',
        'X-Forwarded-For': freshIp(),
      },
      payload: sealed,
    });
  };

  it('binds the card encrypted, answers it masked, and a withdrawal naming no account pays out to it', async () => {
    expect(body(await api.get('/wps/member/bankCard', { token: agent })).value).toBeNull();
    const saved = await put(
      {
        bankName: 'Kasikorn',
        accountNo: '9988776655',
        payeeName: 'Agent Lotus',
        paymentPassword: DEMO_PAYMENT_PASSWORD,
      },
      agent,
    );
    expect(saved.statusCode).toBe(200);
    expect(body(saved).value).toMatchObject({
      bankName: 'Kasikorn',
      accountNo: '******6655',
      accountName: 'Agent Lotus',
    });
    expect(body(await api.get('/wps/member/bankCard', { token: agent })).value).toEqual(body(saved).value);

    const res = await api.post(
      '/wps/transaction/withdraw',
      { amount: '100', paymentPassword: DEMO_PAYMENT_PASSWORD },
      { token: agent },
    );
    expect(body(res).value).toMatchObject({
      status: 'PENDING',
      bankName: 'Kasikorn',
      accountNo: '******6655',
    });
    // The merchant pays out to the full number.
    const queue = body(await api.get('/admin/api/withdrawals?status=PENDING', { token: admin })).value;
    expect(queue.list.find((w: { id: number }) => w.id === body(res).value.id)).toMatchObject({
      accountNo: '9988776655',
    });

    // Replaced as a whole.
    await put({ bankName: 'SCB', accountNo: '1122334455', paymentPassword: DEMO_PAYMENT_PASSWORD }, agent);
    expect(body(await api.get('/wps/member/bankCard', { token: agent })).value).toMatchObject({
      bankName: 'SCB',
      accountNo: '******4455',
    });
  });

  it('refuses a bad number, a wrong payment password and a missing bank, and needs a login', async () => {
    const cases: [object, string][] = [
      [{ bankName: 'SCB', accountNo: '12', paymentPassword: DEMO_PAYMENT_PASSWORD }, 'bank.account.invalid'],
      [{ bankName: 'SCB', accountNo: '1122334455', paymentPassword: '000000' }, 'payment.password.incorrect'],
      [{ accountNo: '1122334455', paymentPassword: DEMO_PAYMENT_PASSWORD }, 'request.invalid'],
    ];
    for (const [payload, expected] of cases) {
      const res = await put(payload);
      expect(body(res).errorCode).toBe(expected);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(body(await api.get('/wps/member/bankCard', { token: member })).value).toBeNull();
    expect((await api.get('/wps/member/bankCard')).statusCode).toBe(401);
  });
});
