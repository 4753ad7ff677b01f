import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken, resetCounters, setFlag } from '../../platform/testing/accounts.js';
import { DEMO_PAYMENT_PASSWORD } from '../../seed/demo-wallets.js';
import { hashPassword } from '../member/index.js';
import { merchants } from '../settings/settings.tables.js';
import { available, capture, checkLedger, memberIdOf, setMember, SOUND } from './test-support.js';

let t: TestApp;
let api: ReturnType<typeof client>;
let member: string;
let other: string;
let agent: string;
let alpha: string;
const PAY = DEMO_PAYMENT_PASSWORD;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  member = await loginToken(t, 'demo001', 'demo1234');
  other = await loginToken(t, 'demo002', 'demo1234');
  agent = await loginToken(t, 'agent001', 'agent1234');
  alpha = await loginToken(t, 'alpha001', 'alpha1234', 'alpha');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await resetCounters(t);
});

let keySeq = 0;
const newKey = () => `key-${Date.now().toString(36)}-${++keySeq}`;
const code = (res: Awaited<ReturnType<typeof api.get>>) => body(res).errorCode;

describe('balances', () => {
  it('answers the main wallet for typeId 0 with the sum of all wallets', async () => {
    const res = await api.get('/wps/v2/wallets/balance?typeId=0', { token: member });
    expect(res.statusCode).toBe(200);
    const value = body(res).value;
    expect(value).toMatchObject({
      sumBalance: '25000.00',
      availBalance: '25000.00',
      currency: 'THB',
      currencySymbol: '฿',
      typeId: 0,
    });
    // Every wallet of the transfer-wallet merchant, main first.
    expect(value.balance.map((w: { code: string }) => w.code)).toEqual(['MAIN', 'LOTT', 'RNG', 'LIVE']);
    expect(body(await api.get('/wps/v2/wallets/balance', { token: member })).value.typeId).toBe(0);
  });

  it('answers balance[] as field clients read it: the main wallet at accountTypeId 2', async () => {
    const res = await api.get('/wps/v2/wallets/balance?typeId=0', {
      token: member,
      headers: { Language: 'EN', Device: 'web' },
    });
    const value = body(res).value as {
      sumBalance: string;
      currency: string;
      currencySymbol: string;
      balance: { accountTypeId: number | null; availBalance: string }[];
    };
    const main = value.balance.filter((w) => w.accountTypeId === 2);
    expect(main).toHaveLength(1);
    expect(main[0]!.availBalance).toBe('25000.00');
    expect(value.balance.filter((w) => w.accountTypeId !== null)).toHaveLength(1);
    expect(value).toMatchObject({ sumBalance: '25000.00', currency: 'THB', currencySymbol: '฿' });
    const single = body(
      await api.get('/wps/v2/wallets/balance?typeId=0', { token: alpha, merchant: 'alpha' }),
    );
    expect(single.value.balance).toEqual([
      expect.objectContaining({
        accountTypeId: 2,
        code: 'MAIN',
        typeId: 0,
        availBalance: single.value.sumBalance,
      }),
    ]);
  });

  it('GET /wps/wallets/gcs answers sumBalance and the wallets, as the consolidated funds', async () => {
    const res = await api.get('/wps/wallets/gcs', { token: member, headers: { Language: 'EN' } });
    expect(res.statusCode).toBe(200);
    const value = body(res).value;
    expect(value).toMatchObject({ sumBalance: '25000.00', currency: 'THB', isSingle: false });
    expect(value).toEqual(
      body(await api.get('/wps/member/info/funds/consolidated', { token: member })).value,
    );
    const single = body(await api.get('/wps/wallets/gcs', { token: alpha, merchant: 'alpha' })).value;
    expect(single.walletList.map((w: { code: string }) => w.code)).toEqual(['MAIN']);
    const anonymous = await api.get('/wps/wallets/gcs');
    expect(anonymous.statusCode).toBe(401);
    expect(code(anonymous)).toBe('login.not.session');
    expect(code(await api.get('/wps/wallets/gcs', { token: 'not-a-token' }))).toBe('user.or.token.invalid');
  });

  it('answers a vendor wallet by its typeId and refuses unknown ones', async () => {
    expect(
      body(await api.get('/wps/v2/wallets/balance?typeId=1', { token: member })).value.availBalance,
    ).toBe('0.00');
    expect(code(await api.get('/wps/v2/wallets/balance?typeId=9', { token: member }))).toBe(
      'wallet.not.found',
    );
    expect(code(await api.get('/wps/v2/wallets/balance?typeId=-1', { token: member }))).toBe(
      'request.invalid',
    );
  });

  it('needs a login', async () => {
    const res = await api.get('/wps/v2/wallets/balance?typeId=0');
    expect(res.statusCode).toBe(401);
    expect(code(res)).toBe('login.not.session');
    expect((await api.get('/wps/member/info/funds/consolidated')).statusCode).toBe(401);
  });

  it('lists every wallet of a transfer-wallet merchant and the one wallet of a single-wallet merchant', async () => {
    const demo = body(await api.get('/wps/member/info/funds/consolidated', { token: member })).value;
    expect(demo).toMatchObject({
      money: '25000.00',
      sumBalance: '25000.00',
      isSingle: false,
      currency: 'THB',
    });
    expect(demo.walletList.map((w: { code: string }) => w.code)).toEqual(['MAIN', 'LOTT', 'RNG', 'LIVE']);
    expect(demo.walletList[0]).toEqual({
      typeId: 0,
      code: 'MAIN',
      accountName: 'MAIN',
      displayName: 'Main Wallet',
      availBalance: '25000.00',
      balance: '25000.00',
      heldBalance: '0.00',
    });
    const single = body(
      await api.get('/wps/member/info/funds/consolidated', { token: alpha, merchant: 'alpha' }),
    ).value;
    expect(single).toMatchObject({ isSingle: true, currency: 'VND', money: '5000000' });
    expect(single.walletList).toHaveLength(1);
  });

  it('answers the merchant wallet call without a login, for the request merchant only', async () => {
    const demo = body(await api.get('/wps/relay/WPSCORE_getMerchantWallet?merchantCode=demo')).value;
    expect(demo).toMatchObject({
      merchantCode: 'demo',
      isSingle: false,
      scale: 2,
      deposit: { min: '100.00', max: '500000.00' },
      withdraw: { min: '100.00', max: '200000.00' },
    });
    expect(demo.wallets).toHaveLength(4);
    const single = body(await api.get('/wps/relay/WPSCORE_getMerchantWallet', { merchant: 'alpha' })).value;
    expect(single).toMatchObject({ merchantCode: 'alpha', isSingle: true, scale: 0 });
    expect(code(await api.get('/wps/relay/WPSCORE_getMerchantWallet?merchantCode=alpha'))).toBe(
      'merchant.not.found',
    );
  });
});

describe('transfer between wallets (transferFund)', () => {
  const transfer = (payload: Record<string, unknown>, token = member, headers?: Record<string, string>) =>
    api.post('/wps/wallet/transfer', payload, { token, headers });

  it('moves money from the main wallet to a vendor wallet and back', async () => {
    const res = await transfer({ fromWallet: 'MAIN', toWallet: 'lott', amount: '1200.50' });
    expect(body(res).value).toMatchObject({
      kind: 'wallet_transfer',
      status: 'posted',
      amount: '1200.50',
      balanceAfter: '23799.50',
    });
    expect(await available(t, member, 'demo', 'LOTT')).toBe('1200.50');
    await transfer({ fromWallet: 'LOTT', toWallet: 'MAIN', amount: 200.5 });
    expect(await available(t, member, 'demo', 'LOTT')).toBe('1000.00');
    const balance = body(await api.get('/wps/v2/wallets/balance?typeId=0', { token: member })).value;
    expect(balance).toMatchObject({ availBalance: '24000.00', sumBalance: '25000.00' });
    expect(balance.balance.find((w: { code: string }) => w.code === 'LOTT')).toMatchObject({
      availBalance: '1000.00',
      accountTypeId: null,
    });
  });

  it('is not offered by a single-wallet merchant', async () => {
    const res = await api.post(
      '/wps/wallet/transfer',
      { fromWallet: 'MAIN', toWallet: 'LOTT', amount: '1' },
      { token: alpha, merchant: 'alpha' },
    );
    expect(code(res)).toBe('function.not.available');
  });

  it('refuses unknown and identical wallets', async () => {
    expect(code(await transfer({ fromWallet: 'MAIN', toWallet: 'POKER', amount: '1' }))).toBe(
      'wallet.not.found',
    );
    expect(code(await transfer({ fromWallet: 'MAIN', toWallet: 'MAIN', amount: '1' }))).toBe(
      'wallet.transfer.same',
    );
  });

  it.each([['0'], ['-5'], ['1.001'], ['abc'], ['1e3'], [1e21], [0.1 + 0.2], ['99999999999999999']])(
    'refuses the amount %s',
    async (amount) => {
      const res = await transfer({ fromWallet: 'MAIN', toWallet: 'RNG', amount });
      expect(res.statusCode).toBe(400);
      expect(code(res)).toBe('amount.invalid');
    },
  );

  it('reads decimals that carry no value and refuses those that do (shared money rules)', async () => {
    const before = await available(t, member);
    const there = await transfer({ fromWallet: 'MAIN', toWallet: 'RNG', amount: '10.000' });
    expect(body(there).value).toMatchObject({ status: 'posted', amount: '10.00' });
    const back = await transfer({ fromWallet: 'RNG', toWallet: 'MAIN', amount: ' 10.0000 ' });
    expect(body(back).value).toMatchObject({ status: 'posted', amount: '10.00' });
    expect(await available(t, member)).toBe(before);
    for (const amount of ['10.001', '+10', '10.', '.5', '0x10', '1,000']) {
      expect(code(await transfer({ fromWallet: 'MAIN', toWallet: 'RNG', amount })), amount).toBe(
        'amount.invalid',
      );
    }
  });

  it('answers currency.unsupported, not a 5xx or a guessed scale, for a merchant currency it has no scale for', async () => {
    await t.database.db.update(merchants).set({ currency: 'EUR' }).where(eq(merchants.code, 'alpha'));
    await t.services.directory.invalidate('alpha');
    try {
      const res = await api.get('/wps/relay/WPSCORE_getMerchantWallet', { merchant: 'alpha' });
      expect(res.statusCode).toBe(400);
      expect(code(res)).toBe('currency.unsupported');
      const deposit = await api.post(
        '/wps/wallet/deposit',
        { amount: '1500', payerName: 'Jade Tiger' },
        { token: alpha, merchant: 'alpha' },
      );
      expect(deposit.statusCode).toBe(400);
      expect(code(deposit)).toBe('currency.unsupported');
    } finally {
      await t.database.db.update(merchants).set({ currency: 'VND' }).where(eq(merchants.code, 'alpha'));
      await t.services.directory.invalidate('alpha');
    }
  });

  it('refuses more than the wallet holds and changes nothing', async () => {
    const before = await available(t, member);
    const res = await transfer({ fromWallet: 'MAIN', toWallet: 'RNG', amount: '1000000' });
    expect(code(res)).toBe('balance.insufficient');
    expect(body(res).message).toBe('余额不足。');
    expect(await available(t, member)).toBe(before);
  });

  it('is refused to trial accounts', async () => {
    await setMember(t, 'demo', 'demo002', { isAgent: 4 });
    try {
      expect(code(await transfer({ fromWallet: 'MAIN', toWallet: 'RNG', amount: '1' }, other))).toBe(
        'in_please_account',
      );
    } finally {
      await setMember(t, 'demo', 'demo002', { isAgent: 0 });
    }
  });
});

describe('idempotency keys', () => {
  const transfer = (payload: Record<string, unknown>, token = member, headers?: Record<string, string>) =>
    api.post(
      '/wps/wallet/transfer',
      { fromWallet: 'MAIN', toWallet: 'LIVE', ...payload },
      { token, headers },
    );

  it('answers a replay (header key) with the first result and moves the money once', async () => {
    const key = newKey();
    const before = await available(t, member, 'demo', 'LIVE');
    const first = await transfer({ amount: '10' }, member, { 'Idempotency-Key': key });
    const again = await transfer({ amount: '10' }, member, { 'Idempotency-Key': key });
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(Number(await available(t, member, 'demo', 'LIVE'))).toBe(Number(before) + 10);
  });

  it('accepts the key as requestId in the body, and both when they agree', async () => {
    const key = newKey();
    const first = await transfer({ amount: '3', requestId: key });
    const again = await transfer({ amount: '3', requestId: key }, member, { 'Idempotency-Key': key });
    expect(again.body).toBe(first.body);
    const other = await transfer({ amount: '3', requestId: newKey() }, member, { 'Idempotency-Key': key });
    expect(code(other)).toBe('request.invalid');
  });

  it('refuses a different body under a used key with idempotency.conflict (409)', async () => {
    const key = newKey();
    await transfer({ amount: '5', requestId: key });
    for (const change of [{ amount: '6' }, { amount: '5', toWallet: 'RNG' }]) {
      const res = await transfer({ requestId: key, ...change });
      expect(res.statusCode).toBe(409);
      expect(code(res)).toBe('idempotency.conflict');
    }
  });

  it('scopes keys to the member and refuses malformed ones', async () => {
    const key = newKey();
    await transfer({ amount: '1', requestId: key });
    const res = await transfer({ amount: '2', requestId: key }, other);
    expect(body(res).success).toBe(true);
    expect(code(await transfer({ amount: '1' }, member, { 'Idempotency-Key': 'short' }))).toBe(
      'request.invalid',
    );
    expect(code(await transfer({ amount: '1', requestId: 'has space!' }))).toBe('request.invalid');
  });
});

describe('transfer to the upline', () => {
  const toUpline = (payload: Record<string, unknown>, token = member) =>
    api.post('/wps/wallet/transfer/upline', payload, { token });

  it('pays the upline agent and tells the agent in real time', async () => {
    const agentId = await memberIdOf(t, 'demo', 'agent001');
    const events = await capture(t, 'demo', agentId);
    const before = Number(await available(t, agent));
    const res = await toUpline({ amount: '100', paymentPassword: PAY, remarks: 'for chips' });
    expect(body(res).value).toMatchObject({ kind: 'to_upline', amount: '100.00' });
    expect(Number(await available(t, agent))).toBe(before + 100);
    expect(events.messages).toEqual([
      {
        type: 'AGENT_TRANSFER_DOWNLINE_TO_AGENT',
        data: { amount: '100.00', from: 'Lucky Player', remarks: 'for chips', time: expect.any(Number) },
      },
    ]);
    await events.stop();
  });

  it('needs AGETRANSFERUP3', async () => {
    await setFlag(t, 'demo', 'AGETRANSFERUP3', false);
    try {
      expect(code(await toUpline({ amount: '1', paymentPassword: PAY }))).toBe('function.not.available');
    } finally {
      await setFlag(t, 'demo', 'AGETRANSFERUP3', true);
    }
  });

  it('needs toUpline 1 and isAgent other than 2', async () => {
    expect(code(await toUpline({ amount: '1', paymentPassword: PAY }, other))).toBe('permission.denied');
    await setMember(t, 'demo', 'demo001', { isAgent: 2 });
    try {
      expect(code(await toUpline({ amount: '1', paymentPassword: PAY }))).toBe('permission.denied');
    } finally {
      await setMember(t, 'demo', 'demo001', { isAgent: 0 });
    }
  });

  it('needs an upline agent', async () => {
    const uplineId = await memberIdOf(t, 'demo', 'agent001');
    await setMember(t, 'demo', 'demo001', { uplineId: null });
    try {
      expect(code(await toUpline({ amount: '1', paymentPassword: PAY }))).toBe('upline.not.found');
    } finally {
      await setMember(t, 'demo', 'demo001', { uplineId });
    }
  });

  it('checks the payment password: missing, wrong, not set, locked after five failures', async () => {
    expect(code(await toUpline({ amount: '1' }))).toBe('not_empty');
    expect(code(await toUpline({ amount: '1', paymentPassword: 'nope12' }))).toBe(
      'payment.password.incorrect',
    );
    for (let i = 0; i < 4; i++) await toUpline({ amount: '1', paymentPassword: 'nope12' });
    const locked = await toUpline({ amount: '1', paymentPassword: PAY });
    expect(locked.statusCode).toBe(403);
    expect(code(locked)).toBe('payment.password.locked');
    await resetCounters(t);
    expect(body(await toUpline({ amount: '1', paymentPassword: PAY })).success).toBe(true);

    await setMember(t, 'demo', 'demo001', { paymentPasswordHash: null });
    try {
      expect(code(await toUpline({ amount: '1', paymentPassword: PAY }))).toBe('payment.password.not.set');
    } finally {
      await setMember(t, 'demo', 'demo001', { paymentPasswordHash: await hashPassword(PAY) });
    }
  });

  it('does not ask for a payment password while PAYMENTPASS3 is off', async () => {
    await setFlag(t, 'demo', 'PAYMENTPASS3', false);
    try {
      expect(body(await toUpline({ amount: '1' })).success).toBe(true);
    } finally {
      await setFlag(t, 'demo', 'PAYMENTPASS3', true);
    }
  });
});

describe('agent to downline', () => {
  const toDownline = (payload: Record<string, unknown>, token = agent) =>
    api.post('/wps/agent/transfer/downline', { paymentPassword: PAY, ...payload }, { token });

  it('pays a direct downline and tells the downline in real time', async () => {
    const events = await capture(t, 'demo', await memberIdOf(t, 'demo', 'demo002'));
    const before = Number(await available(t, other));
    const res = await toDownline({ transfers: [{ username: 'DEMO002', amount: '50' }], remarks: 'bonus' });
    expect(body(res).value.transfers).toEqual([
      expect.objectContaining({ username: 'demo002', amount: '50.00', kind: 'to_downline' }),
    ]);
    expect(Number(await available(t, other))).toBe(before + 50);
    expect(events.messages).toEqual([
      {
        type: 'AGENT_TRANSFER_AGENT_TO_DOWNLINE',
        data: { amount: '50.00', from: 'Agent Chen', remarks: 'bonus', time: expect.any(Number) },
      },
    ]);
    await events.stop();
  });

  it('is for agents, to their own downlines', async () => {
    expect(code(await toDownline({ transfers: [{ username: 'demo002', amount: '1' }] }, member))).toBe(
      'permission.denied',
    );
    const res = await toDownline({ transfers: [{ username: 'agent001', amount: '1' }] });
    expect(code(res)).toBe('downline.not.found');
    expect(body(res).value).toEqual({ username: 'agent001' });
    expect(code(await toDownline({ transfers: [{ username: 'alpha001', amount: '1' }] }))).toBe(
      'downline.not.found',
    );
  });

  it('pays several downlines only with AGENTRANSMULTDOWN3, all or nothing', async () => {
    const two = [
      { username: 'demo001', amount: '10' },
      { username: 'demo002', amount: '10' },
    ];
    await setFlag(t, 'demo', 'AGENTRANSMULTDOWN3', false);
    try {
      expect(code(await toDownline({ transfers: two }))).toBe('function.not.available');
    } finally {
      await setFlag(t, 'demo', 'AGENTRANSMULTDOWN3', true);
    }
    expect(body(await toDownline({ transfers: two })).value.transfers).toHaveLength(2);

    const agentBalance = await available(t, agent);
    const memberBalance = await available(t, member);
    const tooMuch = [
      { username: 'demo001', amount: '10' },
      { username: 'demo002', amount: agentBalance },
    ];
    expect(code(await toDownline({ transfers: tooMuch }))).toBe('balance.insufficient');
    expect(await available(t, agent)).toBe(agentBalance);
    expect(await available(t, member)).toBe(memberBalance);
    expect(
      code(
        await toDownline({
          transfers: [
            { username: 'demo001', amount: '1' },
            { username: 'Demo001', amount: '1' },
          ],
        }),
      ),
    ).toBe('request.invalid');
  });

  it('replays a batch by its key and refuses another batch under it', async () => {
    const requestId = newKey();
    const transfers = [
      { username: 'demo001', amount: '2' },
      { username: 'demo002', amount: '3' },
    ];
    const first = await toDownline({ transfers, requestId });
    const again = await toDownline({ transfers, requestId });
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const changed = await toDownline({
      transfers: [transfers[0], { username: 'demo002', amount: '4' }],
      requestId,
    });
    expect(code(changed)).toBe('idempotency.conflict');
  });
});

describe('balance history', () => {
  it('pages the entries of a wallet, newest first, with the balance after each', async () => {
    const all = body(await api.get('/wps/wallet/history?wallet=MAIN&size=50', { token: member })).value;
    expect(all.total).toBeGreaterThan(3);
    expect(all.list.at(-1)).toMatchObject({
      kind: 'adjustment',
      amount: '25000.00',
      balanceAfter: '25000.00',
    });
    const page2 = body(
      await api.get('/wps/wallet/history?wallet=MAIN&size=2&page=2', { token: member }),
    ).value;
    expect(page2).toMatchObject({ page: 2, size: 2, total: all.total });
    expect(page2.list).toEqual(all.list.slice(2, 4));
  });

  it('answers an empty page for a wallet without money and refuses unknown wallets', async () => {
    expect(body(await api.get('/wps/wallet/history?wallet=LIVE', { token: agent })).value).toEqual({
      list: [],
      page: 1,
      size: 10,
      total: 0,
    });
    expect(code(await api.get('/wps/wallet/history?wallet=POKER', { token: member }))).toBe(
      'wallet.not.found',
    );
    expect(code(await api.get('/wps/wallet/history?size=500', { token: member }))).toBe('request.invalid');
  });
});

describe('payment password', () => {
  const set = (payload: Record<string, unknown>) =>
    api.post('/wps/wallet/paymentPassword', payload, { token: other });

  it('is set with the login password, within the length rule, confirmed', async () => {
    // The legacy clients ask whether one is set before they offer a withdrawal.
    const has = async () => body(await api.get('/wps/member/hasWithdrawalPassword', { token: other })).value;
    await setMember(t, 'demo', 'demo002', { paymentPasswordHash: null });
    expect(await has()).toBe(false);
    const short = await set({ password: 'demo1234', paymentPassword: '12', confirmPaymentPassword: '12' });
    expect(code(short)).toBe('payment.password.format');
    expect(body(short).message).toBe('支付密码须为6-16个字符。');
    expect(
      code(await set({ password: 'demo1234', paymentPassword: '654321', confirmPaymentPassword: '654322' })),
    ).toBe('inconsistent_twice');
    expect(
      code(await set({ password: 'wrong123', paymentPassword: '654321', confirmPaymentPassword: '654321' })),
    ).toBe('old.password.incorrect');
    expect(
      body(await set({ password: 'demo1234', paymentPassword: '654321', confirmPaymentPassword: '654321' }))
        .value,
    ).toEqual({ set: true });
    expect(await has()).toBe(true);

    const withdraw = (paymentPassword: string) =>
      api.post(
        '/wps/wallet/withdraw',
        { amount: '100', paymentPassword, bankName: 'KBank', accountNo: '1234567890' },
        { token: other },
      );
    expect(code(await withdraw(PAY))).toBe('payment.password.incorrect');
    expect(body(await withdraw('654321')).success).toBe(true);
  });
});

describe('hostile input', () => {
  it('never gives a 5xx on the wallet and back-office routes, logged in', async () => {
    const admin = body(
      await api.post('/admin/api/session/login', { username: 'admin', password: 'admin1234' }),
    ).value.token as string;
    const nasty: unknown[] = [
      null,
      [],
      '',
      'x',
      -1,
      1e308,
      '9'.repeat(400),
      { amount: { $gt: 0 } },
      { amount: '1', fromWallet: 'MAIN', toWallet: "LOTT' OR 1=1 --" },
      { amount: '1e999', transfers: [{ username: null, amount: '1' }] },
      { transfers: Array.from({ length: 30 }, () => ({ username: 'demo002', amount: '1' })) },
      { isMoneyReceived: 'N', payDetailId: '1', proofOfNotReceive: 'data:image/png;base64,@@@' },
      { isMoneyReceived: 'Y', payDetailId: '99999999999999999999' },
      { decision: 'PAY', remarks: 'x'.repeat(500) },
      { requestId: '\u0000'.repeat(20), amount: '1' },
    ];
    const posts = [
      '/wps/wallet/transfer',
      '/wps/wallet/transfer/upline',
      '/wps/agent/transfer/downline',
      '/wps/wallet/deposit',
      '/wps/wallet/withdraw',
      '/wps/wallet/paymentPassword',
      '/wps/relay/MCSFE_processC2CTransaction',
      '/admin/api/deposits/1/approve',
      '/admin/api/withdrawals/1/reject',
      '/admin/api/payment-confirmations/1/resolve',
    ];
    for (const url of posts) {
      for (const payload of nasty) {
        const token = url.startsWith('/admin') ? admin : agent;
        const res = await api.post(url, payload, { token });
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
        expect(res.body).not.toMatch(/\bat .+:\d+:\d+|syntax error at|relation "/);
      }
      const garbage = await t.app.inject({
        method: 'POST',
        url,
        headers: {
          Merchant: 'demo',
          Authorization: agent,
          'Content-Type': 'multipart/form-data; boundary=zz',
        },
        payload: '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--zz',
      });
      expect(garbage.statusCode, `${url} multipart`).toBeLessThan(500);
    }
    const gets = [
      '/wps/v2/wallets/balance?typeId=abc',
      '/wps/wallet/history?wallet=%00&page=-1',
      '/wps/wallet/deposits?size=1e9',
      '/wps/relay/MCSFE_getPaymentConfirmationList?status=ANY',
      '/wps/relay/WPSCORE_getMerchantWallet?merchantCode=' + 'x'.repeat(300),
      '/admin/api/deposits?status=%27',
      '/admin/api/payment-confirmations/abc/proof',
      '/admin/api/payment-confirmations/1/proof',
    ];
    for (const url of gets) {
      const res = await api.get(url, { token: url.startsWith('/admin') ? admin : member });
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('tenant isolation', () => {
  it('does not accept a token of one merchant for another', async () => {
    const res = await api.get('/wps/v2/wallets/balance?typeId=0', { token: member, merchant: 'alpha' });
    expect(res.statusCode).toBe(401);
    expect(code(res)).toBe('user.or.token.invalid');
    const transfer = await api.post(
      '/wps/wallet/transfer',
      { fromWallet: 'MAIN', toWallet: 'LOTT', amount: '1' },
      { token: alpha },
    );
    expect(transfer.statusCode).toBe(401);
  });

  it('leaves the ledger sound after everything above', async () => {
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });
});
