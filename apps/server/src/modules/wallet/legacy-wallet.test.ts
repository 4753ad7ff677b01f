import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, freshIp, loginToken, resetCounters } from '../../platform/testing/accounts.js';
import { available, checkLedger, setMember, SOUND } from './test-support.js';

/**
 * The 500cai wallet family (field protocol 5.2): the wallet list, form-encoded transfers made by
 * our wallet transfer (same ledger, refusals, idempotency), the lock checks and the relays of
 * current clients.
 */
let t: TestApp;
let api: ReturnType<typeof client>;
let member: string;
let other: string;
let alpha: string;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  member = await loginToken(t, 'demo001', 'demo1234');
  other = await loginToken(t, 'demo002', 'demo1234');
  alpha = await loginToken(t, 'alpha001', 'alpha1234', 'alpha');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await resetCounters(t);
});

/** A form post as the 2017 client sends its transfers. */
function form(
  path: string,
  fields: Record<string, string>,
  o: { token?: string; merchant?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/wps/wallets/${path}`,
    headers: {
      Merchant: o.merchant ?? 'demo',
      'X-Forwarded-For': freshIp(),
      'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
      'X-Requested-With': 'XMLHttpRequest',
      ...(o.token ? { Authorization: o.token } : {}),
      ...o.headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}
const code = (res: Awaited<ReturnType<typeof form>>) => body(res).errorCode;

describe('GET /wps/wallets', () => {
  it('lists the wallets as balances[] of GET /wps/wallets/balance does', async () => {
    const list = body(await api.get('/wps/wallets', { token: member })).value;
    expect(list).toEqual(body(await api.get('/wps/wallets/balance', { token: member })).value.balances);
    expect(list.map((w: { accountName: string }) => w.accountName)).toEqual(['MAIN', 'LOTT', 'RNG', 'LIVE']);
    expect(typeof list[0].availBalance).toBe('number');
    const anonymous = await api.get('/wps/wallets');
    expect(anonymous.statusCode).toBe(401);
    expect(body(anonymous).errorCode).toBe('login.not.session');
  });
});

describe('form-encoded transfers', () => {
  it('moves money out of the main wallet and back, by accountName and by typeId, through the ledger', async () => {
    const before = await available(t, member);
    const out = await form(
      'transferFromMainWallet',
      { accountName: 'lott', amount: '12.50' },
      { token: member },
    );
    expect(out.statusCode).toBe(200);
    expect(body(out).value).toMatchObject({ kind: 'wallet_transfer', status: 'posted', amount: '12.50' });
    expect(await available(t, member, 'demo', 'LOTT')).toBe('12.50');
    const across = await form(
      'transferSubToSubWallet',
      { fromTypeId: '1', toAccountName: 'RNG', amount: '2.50' },
      { token: member },
    );
    expect(body(across).value).toMatchObject({ status: 'posted', amount: '2.50' });
    const back = await form('transferToMainWallet', { typeId: '1', amount: '10' }, { token: member });
    expect(body(back).value).toMatchObject({ status: 'posted', amount: '10.00' });
    const rest = await form('transferToMainWallet', { accountName: 'RNG', amount: '2.5' }, { token: member });
    expect(body(rest).success).toBe(true);
    expect(await available(t, member)).toBe(before);
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });

  it('refuses what our transfer refuses, with its codes, and changes nothing', async () => {
    const before = await available(t, member);
    const cases: [string, Record<string, string>, string, number][] = [
      ['transferFromMainWallet', { accountName: 'POKER', amount: '1' }, 'wallet.not.found', 400],
      ['transferFromMainWallet', { typeId: '99', amount: '1' }, 'wallet.not.found', 400],
      ['transferFromMainWallet', { accountName: 'LOTT', typeId: '2', amount: '1' }, 'wallet.not.found', 400],
      ['transferToMainWallet', { accountName: 'MAIN', amount: '1' }, 'wallet.transfer.same', 400],
      ['transferFromMainWallet', { accountName: 'LOTT', amount: '1000000' }, 'balance.insufficient', 400],
      ['transferFromMainWallet', { accountName: 'LOTT', amount: '-1' }, 'amount.invalid', 400],
      ['transferFromMainWallet', { accountName: 'LOTT', amount: '1.001' }, 'amount.invalid', 400],
      ['transferFromMainWallet', { amount: '1' }, 'request.invalid', 400],
      ['transferSubToSubWallet', { fromAccountName: 'LOTT', amount: '1' }, 'request.invalid', 400],
      ['transferFromMainWallet', { accountName: 'LOTT' }, 'request.invalid', 400],
    ];
    for (const [path, fields, expected, status] of cases) {
      const res = await form(path, fields, { token: member });
      expect([path, fields, code(res), res.statusCode]).toEqual([path, fields, expected, status]);
    }
    expect(await available(t, member)).toBe(before);
  });

  it('is not offered by a single-wallet merchant, nor to trial accounts, nor without a login', async () => {
    const single = await form(
      'transferFromMainWallet',
      { accountName: 'LOTT', amount: '1' },
      {
        token: alpha,
        merchant: 'alpha',
      },
    );
    expect(code(single)).toBe('function.not.available');
    await setMember(t, 'demo', 'demo002', { isAgent: 4 });
    try {
      const trial = await form(
        'transferFromMainWallet',
        { accountName: 'LOTT', amount: '1' },
        { token: other },
      );
      expect(code(trial)).toBe('in_please_account');
    } finally {
      await setMember(t, 'demo', 'demo002', { isAgent: 0 });
    }
    const anonymous = await form('transferFromMainWallet', { accountName: 'LOTT', amount: '1' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('moves the money once for a repeated request id, and refuses the id with other fields', async () => {
    const before = await available(t, member);
    const fields = { accountName: 'LIVE', amount: '3', requestId: 'legacy-transfer-0001' };
    const first = await form('transferFromMainWallet', fields, { token: member });
    const again = await form('transferFromMainWallet', fields, { token: member });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(body(again).value).toEqual(body(first).value);
    expect(await available(t, member, 'demo', 'LIVE')).toBe('3.00');
    const changed = await form('transferFromMainWallet', { ...fields, amount: '4' }, { token: member });
    expect(code(changed)).toBe('idempotency.conflict');
    await form('transferToMainWallet', { accountName: 'LIVE', amount: '3' }, { token: member });
    expect(await available(t, member)).toBe(before);
  });
});

describe('lock checks', () => {
  it('answers unlocked for an active member of a transfer-wallet merchant', async () => {
    expect(body(await api.get('/wps/wallets/lockStatus', { token: member })).value).toEqual({
      locked: false,
      reason: null,
    });
    expect(body(await api.get('/wps/wallets/lockTransStatus', { token: member })).value).toEqual({
      locked: false,
      reason: null,
    });
  });

  it('answers a wallet by typeId with what is held in it, and refuses unknown types', async () => {
    const lott = body(await api.get('/wps/wallets/lockStatusByType?typeId=1', { token: member })).value;
    expect(lott).toEqual({ typeId: 1, accountName: 'LOTT', locked: false, reason: null, heldBalance: 0 });
    const main = body(await api.get('/wps/wallets/lockStatusByType', { token: member })).value;
    expect(main.accountName).toBe('MAIN');
    expect(body(await api.get('/wps/wallets/lockStatusByType?typeId=77', { token: member })).errorCode).toBe(
      'wallet.not.found',
    );
    expect(body(await api.get('/wps/wallets/lockStatusByType?typeId=x', { token: member })).errorCode).toBe(
      'request.invalid',
    );
  });

  it('tells a trial session and a single-wallet merchant that transfers are locked, from the real state', async () => {
    const single = body(await api.get('/wps/wallets/lockTransStatus', { token: alpha, merchant: 'alpha' }));
    expect(single.value).toEqual({ locked: true, reason: 'SINGLE_WALLET' });
    expect(
      body(await api.get('/wps/wallets/lockStatus', { token: alpha, merchant: 'alpha' })).value.locked,
    ).toBe(false);
    await setMember(t, 'demo', 'demo002', { isAgent: 4 });
    try {
      const trial = await loginToken(t, 'demo002', 'demo1234');
      for (const path of ['lockStatus', 'lockTransStatus']) {
        expect(body(await api.get(`/wps/wallets/${path}`, { token: trial })).value).toEqual({
          locked: true,
          reason: 'TRIAL_ACCOUNT',
        });
      }
    } finally {
      await setMember(t, 'demo', 'demo002', { isAgent: 0 });
    }
  });
});

describe('current clients\u2019 wallet relays', () => {
  it('GCS_walletTransfer transfers as POST /wps/wallet/transfer does; GCS_merchantWallet answers the merchant wallet', async () => {
    const out = await api.post(
      '/wps/relay/GCS_walletTransfer',
      { fromWallet: 'MAIN', toWallet: 'RNG', amount: '1' },
      { token: member },
    );
    expect(body(out).value).toMatchObject({ kind: 'wallet_transfer', status: 'posted', amount: '1.00' });
    const back = await api.post(
      '/wps/relay/GCS_walletTransfer',
      { fromWallet: 'RNG', toWallet: 'MAIN', amount: '1' },
      { token: member },
    );
    expect(body(back).success).toBe(true);
    expect(body(await api.get('/wps/relay/GCS_merchantWallet')).value).toEqual(
      body(await api.get('/wps/relay/WPSCORE_getMerchantWallet')).value,
    );
  });
});
