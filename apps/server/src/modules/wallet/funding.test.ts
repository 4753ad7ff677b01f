import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IMessage } from '@stomp/stompjs';
import { userTopic } from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken, resetCounters, setFlag } from '../../platform/testing/accounts.js';
import { attachRealtime, type RealtimeHandle } from '../../platform/realtime/attach.js';
import { activate, nextMessage, stompClient, wsUrl } from '../../platform/realtime/test-support.js';
import { DEMO_PAYMENT_PASSWORD } from '../../seed/demo-wallets.js';
import { adminToken, available, capture, checkLedger, memberIdOf, SOUND } from './test-support.js';

let t: TestApp;
let api: ReturnType<typeof client>;
let member: string;
let memberId: number;
let admin: string;
let alphaAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  member = await loginToken(t, 'demo002', 'demo1234');
  memberId = await memberIdOf(t, 'demo', 'demo002');
  admin = await adminToken(t);
  alphaAdmin = await adminToken(t, 'alpha', 'alphaadmin1');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await resetCounters(t);
});

const code = (res: Awaited<ReturnType<typeof api.get>>) => body(res).errorCode;
const deposit = (payload: Record<string, unknown>, token = member) =>
  api.post('/wps/wallet/deposit', payload, { token });
const withdraw = (payload: Record<string, unknown>, token = member) =>
  api.post(
    '/wps/wallet/withdraw',
    { paymentPassword: DEMO_PAYMENT_PASSWORD, bankName: 'Kasikorn', accountNo: '0123456789', ...payload },
    { token },
  );
const decide = (
  kind: 'deposits' | 'withdrawals',
  id: number,
  action: 'approve' | 'reject',
  remarks?: string,
) =>
  api.post(`/admin/api/${kind}/${id}/${action}`, remarks === undefined ? {} : { remarks }, { token: admin });

describe('deposits', () => {
  it('waits for the merchant: approval credits the main wallet and pushes DEPOSIT success', async () => {
    const events = await capture(t, 'demo', memberId);
    const before = Number(await available(t, member));
    const created = body(
      await deposit({ amount: '1500', payerName: 'Jade Tiger', remarks: 'bank slip 42' }),
    ).value;
    expect(created).toMatchObject({
      direction: 'DEPOSIT',
      method: 'BANK',
      amount: '1500.00',
      status: 'PENDING',
      remarks: 'bank slip 42',
      payDetailId: null,
    });
    expect(Number(await available(t, member))).toBe(before);

    const queue = body(await api.get('/admin/api/deposits', { token: admin })).value;
    expect(queue.list[0]).toMatchObject({ id: created.id, username: 'demo002', payerName: 'Jade Tiger' });

    const approved = body(await decide('deposits', created.id, 'approve', 'received')).value;
    expect(approved).toMatchObject({ status: 'APPROVED', decisionRemarks: 'received' });
    expect(Number(await available(t, member))).toBe(before + 1500);
    expect(events.messages).toEqual([
      {
        type: 'DEPOSIT',
        data: { amount: '1500.00', success: true, remarks: 'received', time: expect.any(Number) },
      },
    ]);
    await events.stop();

    const again = await decide('deposits', created.id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(code(again)).toBe('funding.already.decided');
    const mine = body(await api.get('/wps/wallet/deposits?size=5', { token: member })).value;
    expect(mine.list[0]).toMatchObject({ id: created.id, status: 'APPROVED' });
  });

  it('rejection needs remarks, moves nothing and pushes DEPOSIT failure with them', async () => {
    const events = await capture(t, 'demo', memberId);
    const before = await available(t, member);
    const created = body(await deposit({ amount: '300' })).value;
    expect(code(await decide('deposits', created.id, 'reject'))).toBe('request.invalid');
    const rejected = body(await decide('deposits', created.id, 'reject', 'no money arrived')).value;
    expect(rejected.status).toBe('REJECTED');
    expect(await available(t, member)).toBe(before);
    expect(events.messages).toEqual([
      {
        type: 'DEPOSIT',
        data: { amount: '300.00', success: false, remarks: 'no money arrived', time: expect.any(Number) },
      },
    ]);
    await events.stop();
  });

  it('keeps to the merchant limits and the DEPOSIT flag', async () => {
    const low = await deposit({ amount: '99.99' });
    expect(code(low)).toBe('amount.out.of.range');
    expect(body(low).message).toBe('金额须为100-500000。');
    expect(code(await deposit({ amount: '500000.01' }))).toBe('amount.out.of.range');
    await setFlag(t, 'demo', 'DEPOSIT', false);
    try {
      expect(code(await deposit({ amount: '100' }))).toBe('function.not.available');
    } finally {
      await setFlag(t, 'demo', 'DEPOSIT', true);
    }
  });

  it('replays a request under the same key and refuses a different one', async () => {
    const requestId = 'deposit-key-0001';
    const first = await deposit({ amount: '200', requestId });
    const again = await deposit({ amount: '200', requestId });
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(code(await deposit({ amount: '201', requestId }))).toBe('idempotency.conflict');
    expect(code(await deposit({ amount: '200', requestId, payerName: 'someone else' }))).toBe(
      'idempotency.conflict',
    );
  });
});

describe('withdrawals', () => {
  it('holds the amount at once, approval pays it out and pushes WITHDRAW success', async () => {
    const events = await capture(t, 'demo', memberId);
    const before = Number(await available(t, member));
    const created = body(await withdraw({ amount: '1000' })).value;
    expect(created).toMatchObject({ direction: 'WITHDRAW', status: 'PENDING', accountNo: '******6789' });
    expect(Number(await available(t, member))).toBe(before - 1000);
    const wallet = body(await api.get('/wps/member/info/funds/consolidated', { token: member })).value
      .walletList[0];
    expect(Number(wallet.heldBalance)).toBeGreaterThanOrEqual(1000);

    const queue = body(await api.get('/admin/api/withdrawals', { token: admin })).value;
    expect(queue.list.find((r: { id: number }) => r.id === created.id)).toMatchObject({
      accountNo: '0123456789',
      bankName: 'Kasikorn',
    });
    expect(body(await decide('withdrawals', created.id, 'approve')).value.status).toBe('APPROVED');
    expect(Number(await available(t, member))).toBe(before - 1000);
    expect(events.messages).toEqual([
      {
        type: 'WITHDRAW',
        data: { amount: '1000.00', success: true, remarks: null, time: expect.any(Number) },
      },
    ]);
    await events.stop();
  });

  it('rejection releases the hold and pushes WITHDRAW failure with remarks', async () => {
    const events = await capture(t, 'demo', memberId);
    const before = await available(t, member);
    const created = body(await withdraw({ amount: '250.25' })).value;
    await decide('withdrawals', created.id, 'reject', 'account name does not match');
    expect(await available(t, member)).toBe(before);
    expect(events.messages).toEqual([
      {
        type: 'WITHDRAW',
        data: {
          amount: '250.25',
          success: false,
          remarks: 'account name does not match',
          time: expect.any(Number),
        },
      },
    ]);
    await events.stop();
  });

  it('cannot spend held money twice', async () => {
    const all = await available(t, member);
    const created = body(await withdraw({ amount: all })).value;
    expect(code(await withdraw({ amount: '100' }))).toBe('balance.insufficient');
    await decide('withdrawals', created.id, 'reject', 'test');
  });

  it('needs bank details, the payment password and the WITHDRAW flag', async () => {
    expect(code(await withdraw({ amount: '100', accountNo: 'x' }))).toBe('bank.account.invalid');
    expect(code(await withdraw({ amount: '100', bankName: null }))).toBe('bank.account.invalid');
    expect(code(await withdraw({ amount: '100', paymentPassword: 'wrong1' }))).toBe(
      'payment.password.incorrect',
    );
    expect(code(await withdraw({ amount: '50' }))).toBe('amount.out.of.range');
    await setFlag(t, 'demo', 'WITHDRAW', false);
    try {
      expect(code(await withdraw({ amount: '100' }))).toBe('function.not.available');
    } finally {
      await setFlag(t, 'demo', 'WITHDRAW', true);
    }
  });

  it('replays a withdrawal by key without holding twice', async () => {
    const before = Number(await available(t, member));
    const requestId = 'withdraw-key-0001';
    const first = await withdraw({ amount: '100', requestId });
    const again = await withdraw({ amount: '100', requestId });
    expect(again.body).toBe(first.body);
    expect(Number(await available(t, member))).toBe(before - 100);
    expect(code(await withdraw({ amount: '100', requestId, accountNo: '9999999999' }))).toBe(
      'idempotency.conflict',
    );
  });
});

describe('back office', () => {
  it('pages the queue by status', async () => {
    for (let i = 0; i < 3; i++) await deposit({ amount: String(100 + i) });
    const page = body(await api.get('/admin/api/deposits?size=2&page=1', { token: admin })).value;
    expect(page.list).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.list.every((r: { status: string }) => r.status === 'PENDING')).toBe(true);
    const approved = body(await api.get('/admin/api/deposits?status=APPROVED', { token: admin })).value;
    expect(approved.list.every((r: { status: string }) => r.status === 'APPROVED')).toBe(true);
    expect(code(await api.get('/admin/api/deposits?size=51', { token: admin }))).toBe('request.invalid');
  });

  it('keeps merchants apart: another merchant neither sees nor decides these requests', async () => {
    const created = body(await deposit({ amount: '123' })).value;
    const list = body(await api.get('/admin/api/deposits', { token: alphaAdmin, merchant: 'alpha' })).value;
    expect(list.list.some((r: { id: number }) => r.id === created.id)).toBe(false);
    const res = await api.post(
      `/admin/api/deposits/${created.id}/approve`,
      {},
      { token: alphaAdmin, merchant: 'alpha' },
    );
    expect(res.statusCode).toBe(404);
    expect(code(res)).toBe('funding.not.found');
    // A deposit id is not a withdrawal id.
    expect(code(await decide('withdrawals', created.id, 'approve'))).toBe('funding.not.found');
    // Nor is the token of one merchant's admin valid for another.
    expect((await api.get('/admin/api/deposits', { token: alphaAdmin })).statusCode).toBe(401);
  });

  it('does not let member tokens into the back office or admin tokens into member calls', async () => {
    expect((await api.get('/admin/api/deposits', { token: member })).statusCode).toBe(401);
    expect((await api.get('/wps/v2/wallets/balance', { token: admin })).statusCode).toBe(401);
  });

  it('shows a sound ledger summary', async () => {
    const summary = body(await api.get('/admin/api/ledger/summary', { token: admin })).value;
    expect(summary.currencies).toEqual([
      // The points of the points mall (seeded welcome points) are a ledger currency of their own.
      expect.objectContaining({
        currency: 'PTS',
        sum: '0.00',
        houseAccounts: [expect.objectContaining({ code: 'POINTS' })],
      }),
      expect.objectContaining({
        currency: 'THB',
        sum: '0.00',
        houseAccounts: [expect.objectContaining({ code: 'CASH' })],
      }),
    ]);
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });
});

describe('real-time messages over STOMP', () => {
  let realtime: RealtimeHandle;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    realtime = attachRealtime(t.app.server, {
      bus: t.bus,
      callers: t.services.callers,
      logger: t.app.log,
    });
  });

  afterAll(async () => {
    await realtime?.close();
  });

  it('delivers WITHDRAW to the member subscribed to /topic/user/{customerId}', async () => {
    const stomp = stompClient(wsUrl(t.app.server), { merchant: 'demo', token: member });
    await activate(stomp);
    const received: IMessage[] = [];
    const subscribed = new Promise<void>((resolve) => stomp.watchForReceipt('w-1', () => resolve()));
    stomp.subscribe(userTopic(memberId), (m) => received.push(m), { receipt: 'w-1' });
    await subscribed;
    try {
      const created = body(await withdraw({ amount: '120' })).value;
      await decide('withdrawals', created.id, 'reject', 'bank closed');
      const message = JSON.parse((await nextMessage(received)).body);
      expect(message).toEqual({
        type: 'WITHDRAW',
        data: { amount: '120.00', success: false, remarks: 'bank closed', time: expect.any(Number) },
      });
    } finally {
      await stomp.deactivate();
    }
  });
});
