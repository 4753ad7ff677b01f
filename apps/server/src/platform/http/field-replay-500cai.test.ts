import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptRequest } from '@platform/shared';
import { createTestApp, DEMO, DEMO_PAYMENT_PASSWORD, type TestApp } from '../testing/test-app.js';

/**
 * The 500cai legacy SPA's money sequence, replayed as it sends it (field protocol 3-5): encrypted
 * raw-body login, balance, wallet list and lock check, a form-encoded transfer, a plain JSON
 * deposit, an encrypted withdrawal, the reports, the mailbox (unread count, inbox, a form-posted
 * read mark), the promotions, logout by DELETE; and an agent listing its downlines. Only its own calls and
 * headers, checked on the fields it reads; its merchant runs a lottery wallet beside the main one.
 */
let t: TestApp;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Sent {
  status: number;
  json: () => ReturnType<typeof JSON.parse>;
  text: string;
}

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  o: { token?: string; headers?: Record<string, string>; payload?: string | object } = {},
): Promise<Sent> {
  n += 1;
  const res = await t.app.inject({
    method,
    url,
    headers: {
      Merchant: DEMO.merchant,
      Device: 'web',
      'X-Requested-With': 'XMLHttpRequest',
      'X-Forwarded-For': `198.51.100.${n % 250}`,
      ...(o.token ? { Authorization: o.token } : {}),
      ...o.headers,
    },
    ...(o.payload === undefined ? {} : { payload: o.payload }),
  });
  return { status: res.statusCode, text: res.body, json: () => JSON.parse(res.body) };
}

/** The 2017 layout: a fresh key per call, the bare base64 as the body, JSON content type. */
async function encrypted(method: 'POST' | 'PUT', url: string, payload: object, token?: string) {
  const modulus = (await call('GET', `/wps/session/key/rsa?_=${Date.now()}`)).text;
  const { encryption, body } = encryptRequest(payload, modulus);
  return call(method, url, {
    token,
    headers: { Encryption: encryption, 'Content-Type': 'application/json' },
    payload: body,
  });
}

type Balance = { accountName: string; availBalance: number };
const of = (list: Balance[], name: string) => list.find((b) => b.accountName === name)!.availBalance;

describe('the 500cai legacy SPA', () => {
  it('logs in, reads balance and wallets, transfers to LOTT, deposits, withdraws, reads its reports, logs out', async () => {
    const login = await encrypted('POST', '/wps/session/login', {
      username: DEMO.username,
      password: DEMO.password,
      uuId: '11111',
      ipAddress: '',
      captcha: '',
    });
    expect(login.json()).toMatchObject({ success: true, status: true });
    const token: string = login.json().value.token;

    const balances: Balance[] = (await call('GET', `/wps/wallets/balance?_=${Date.now()}`, { token })).json()
      .value.balances;
    const main = of(balances, 'MAIN');
    const lott = of(balances, 'LOTT');
    expect(typeof main).toBe('number');
    const wallets = (await call('GET', '/wps/wallets', { token })).json();
    expect(wallets).toMatchObject({ success: true, status: true });
    expect(wallets.value.map((w: Balance) => w.accountName)).toContain('LOTT');

    // Its transfer page checks the lock first, then posts a form.
    expect((await call('GET', '/wps/wallets/lockTransStatus', { token })).json().value.locked).toBe(false);
    const transfer = await call('POST', '/wps/wallets/transferFromMainWallet', {
      token,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      payload: 'accountName=LOTT&amount=25',
    });
    expect(transfer.json()).toMatchObject({ success: true, value: { status: 'posted' } });
    const moved: Balance[] = (await call('GET', '/wps/wallets/balance', { token })).json().value.balances;
    expect(of(moved, 'LOTT')).toBe(lott + 25);
    expect(of(moved, 'MAIN')).toBe(main - 25);

    const deposit = await call('POST', '/wps/transaction/deposit/mt', {
      token,
      headers: { 'Content-Type': 'application/json;charset=UTF-8' },
      payload: { amount: 300, bankCode: 'KBANK', payeeName: 'Jade Tiger' },
    });
    expect(deposit.json()).toMatchObject({ success: true, value: { status: 'PENDING', amount: '300.00' } });
    const withdraw = await encrypted(
      'POST',
      '/wps/transaction/withdraw',
      {
        amount: '100',
        paymentPassword: DEMO_PAYMENT_PASSWORD,
        bankName: 'Kasikorn',
        accountNo: '0123456789',
      },
      token,
    );
    expect(withdraw.json()).toMatchObject({ success: true, value: { status: 'PENDING' } });

    const deposits = (
      await call('GET', '/wps/report/depositTransaction?pageNo=1&pageSize=10', { token })
    ).json().value;
    expect(deposits.list[0].id).toBe(deposit.json().value.id);
    const withdrawals = (await call('GET', '/wps/report/withdrawTransaction', { token })).json().value;
    expect(withdrawals.list[0].id).toBe(withdraw.json().value.id);
    const moves = (await call('GET', '/wps/report/transaction?pageNo=1&pageSize=10', { token })).json().value;
    expect(moves.list.map((m: { kind: string }) => m.kind).slice(0, 2)).toEqual([
      'withdrawal',
      'wallet_transfer',
    ]);

    // Its mailbox: the unread badge, the inbox page, a message opened by a form post.
    const unread = (await call('GET', `/wps/message/unreadCount?_=${Date.now()}`, { token })).json();
    expect(unread).toMatchObject({ success: true, status: true });
    expect(typeof unread.value).toBe('number');
    const inbox = (await call('GET', '/wps/message/inbox?pageNo=1&pageSize=10', { token })).json().value;
    expect(inbox.unread).toBe(unread.value);
    const toRead = inbox.list.find((m: { read: string }) => m.read === 'N');
    const read = await call('POST', '/wps/message/read', {
      token,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      payload: `messageId=${toRead.id}`,
    });
    expect(read.json()).toMatchObject({ success: true, value: { updated: 1, unread: unread.value - 1 } });
    expect((await call('GET', '/wps/message/unreadCount', { token })).json().value).toBe(unread.value - 1);

    const promotions = (await call('GET', '/wps/promotions?pageNo=1&pageSize=10', { token })).json();
    expect(promotions).toMatchObject({ success: true, status: true });
    expect(promotions.value.list.length).toBeGreaterThan(0);
    expect(promotions.value.list[0]).toHaveProperty('promotionType');

    expect((await call('DELETE', '/wps/session/logout', { token })).json().status).toBe(true);
    const gone = await call('GET', '/wps/wallets/balance', { token });
    expect(gone.status).toBe(401);
    expect(gone.json()).toMatchObject({ success: false, status: false });
  });

  it('as an agent, logs in and lists its downlines', async () => {
    const login = await encrypted('POST', '/wps/session/login', {
      username: 'agent001',
      password: 'agent1234',
      uuId: '11111',
      ipAddress: '',
      captcha: '',
    });
    const token: string = login.json().value.token;
    const downlines = (
      await call('GET', `/wps/agent/downlines?pageNo=1&pageSize=10&_=${Date.now()}`, { token })
    ).json();
    expect(downlines).toMatchObject({ success: true, status: true, description: 'request.success' });
    expect(downlines.value.list.map((m: { username: string }) => m.username)).toContain(DEMO.username);
    expect(downlines.value.list[0]).toMatchObject({ uplineUsername: 'agent001' });
    expect((await call('DELETE', '/wps/session/logout', { token })).json().status).toBe(true);
  });
});
