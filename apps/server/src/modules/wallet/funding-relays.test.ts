import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken, resetCounters, setFlag } from '../../platform/testing/accounts.js';
import { adminToken, checkLedger, SOUND } from './test-support.js';

/** The current clients' funding relays (ModuleId DPSTBAS3), called as their QA scripts call them. */
let t: TestApp;
let api: ReturnType<typeof client>;
let member: string;
let admin: string;
const DPST = { ModuleId: 'DPSTBAS3' };

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  member = await loginToken(t, 'demo002', 'demo1234');
  admin = await adminToken(t);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await resetCounters(t);
});

const relay = (name: string, payload: Record<string, unknown>, token = member) =>
  api.post(`/wps/relay/${name}`, payload, { token, headers: DPST });

describe('funding settings relays', () => {
  it("answer the member's limits and count only approved deposits", async () => {
    const settings = await api.get('/wps/relay/MCSFE_getDepositSettings', { token: member, headers: DPST });
    expect(settings.statusCode).toBe(200);
    const first = body(settings).value as Record<string, unknown>;
    expect(first).toMatchObject({ allowDeposit: true, currency: 'THB' });
    expect(Number(first.minimumAmount)).toBeLessThan(Number(first.maximumAmount));
    const counted = first.totalDepositSuccessCount as number;

    const asked = body(await relay('MCSFE_depositByQRImageUrl', { amount: '300', bankCode: 'KBANK' }))
      .value as {
      id: number;
    };
    const pending = body(await api.get('/wps/relay/MCSFE_getDepositSettings', { token: member })).value;
    expect(pending).toMatchObject({ totalDepositSuccessCount: counted });
    await api.post(`/admin/api/deposits/${asked.id}/approve`, {}, { token: admin });
    const after = body(await api.get('/wps/relay/MCSFE_getDepositSettings', { token: member })).value;
    expect(after).toMatchObject({ totalDepositSuccessCount: counted + 1 });

    const withdraw = await api.get('/wps/relay/MCSFE_getWithdrawSettings?groupId=0', {
      token: member,
      headers: DPST,
    });
    expect(withdraw.statusCode).toBe(200);
    expect(body(withdraw).value).toMatchObject({
      allowWithdraw: true,
      currency: 'THB',
      minimumAmount: expect.any(String),
      maximumAmount: expect.any(String),
    });
  });

  it('say when the merchant has deposits switched off, and need a login', async () => {
    await setFlag(t, 'demo', 'DEPOSIT', false);
    try {
      const off = body(await api.get('/wps/relay/MCSFE_getDepositSettings', { token: member })).value;
      expect(off).toMatchObject({ allowDeposit: false });
      const refused = await relay('MCSFE_depositByLaunchUrl', { amount: '300' });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
    } finally {
      await setFlag(t, 'demo', 'DEPOSIT', true);
    }
    const anonymous = await api.get('/wps/relay/MCSFE_getDepositSettings');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('deposit relays', () => {
  it('each asks for a deposit the merchant decides, with how the member pays kept for the merchant', async () => {
    const names = [
      'MCSFE_depositByQRImageUrl',
      'MCSFE_manualTransferByAccountName',
      'MCSFE_depositVirtualWallet',
      'MCSFE_depositByLaunchUrl',
    ];
    for (const name of names) {
      const res = await relay(name, {
        targetUsername: 'demo002',
        amount: 500,
        bankCode: 'SCB',
        bankType: 1,
        vendorId: '12',
        mcsBankCode: 'SCB01',
        token: 'client-side',
        showQrImageOnly: false,
        payeeName: 'Jade Tiger',
      });
      expect(res.statusCode).toBe(200);
      const value = body(res).value as Record<string, unknown>;
      expect(value).toMatchObject({
        direction: 'DEPOSIT',
        method: 'BANK',
        status: 'PENDING',
        amount: '500.00',
      });
      expect(value.remarks).toContain('bank SCB');
      expect(value.remarks).toContain('vendor 12');
    }
    const listed = body(await api.get('/wps/wallet/deposits?size=10', { token: member })).value as {
      list: { remarks: string }[];
    };
    expect(listed.list.filter((d) => d.remarks?.includes('bank SCB'))).toHaveLength(4);
  });

  it("answers a repeat under one key once, refuses another member's name and bad amounts", async () => {
    const payload = { amount: '250', requestId: 'relay-deposit-0001' };
    const first = await relay('MCSFE_depositVirtualWallet', payload);
    const again = await relay('MCSFE_depositVirtualWallet', payload);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(body(again).value).toEqual(body(first).value);

    // Every field at its longest still fits the request's remarks.
    const longest = await relay('MCSFE_manualTransferByAccountName', {
      amount: '250',
      bankCode: 'B'.repeat(32),
      mcsBankCode: 'C'.repeat(32),
      bankType: 'T'.repeat(32),
      vendorId: 'V'.repeat(32),
      payeeName: 'P'.repeat(80),
    });
    expect(longest.statusCode).toBe(200);
    expect((body(longest).value as { remarks: string }).remarks).toHaveLength(140);

    const other = await relay('MCSFE_depositByQRImageUrl', { amount: '250', targetUsername: 'demo001' });
    expect(other.statusCode).toBe(403);
    expect(body(other).errorCode).toBe('permission.denied');
    for (const amount of ['-5', 'abc', '0', '1e9999']) {
      const bad = await relay('MCSFE_depositByQRImageUrl', { amount });
      expect(bad.statusCode).toBeGreaterThanOrEqual(400);
      expect(bad.statusCode).toBeLessThan(500);
      expect(body(bad).success).toBe(false);
    }
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });
});
