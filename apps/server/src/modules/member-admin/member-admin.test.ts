import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, lastMessage, loginToken, resetCounters } from '../../platform/testing/accounts.js';
import {
  available,
  checkLedger,
  memberIdOf,
  merchantIdOf,
  setMember,
  SOUND,
} from '../wallet/test-support.js';
import { ledgerTransfers } from '../wallet/wallet.tables.js';
import { adminAuditLog } from '../admin/admin.tables.js';

let t: TestApp;
let api: ReturnType<typeof client>;
let owner: string;
let finance: string;
let support: string;
let alphaOwner: string;

async function adminLogin(username: string, password: string, merchant = 'demo'): Promise<string> {
  const res = await api.post('/admin/api/session/login', { username, password }, { merchant });
  const token = body(res).value?.token as string | undefined;
  if (!token) throw new Error(`admin login failed: ${res.body}`);
  return token;
}

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  owner = await adminLogin('admin', 'admin1234');
  finance = await adminLogin('finance', 'finance1234');
  support = await adminLogin('support', 'support1234');
  alphaOwner = await adminLogin('admin', 'alphaadmin1', 'alpha');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await resetCounters(t);
});

let requestCounter = 0;
const requestId = () => `adjust-test-${++requestCounter}-${Date.now()}`;

describe('member search and detail', () => {
  it('finds members by account, nickname, mobile and id, with balances', async () => {
    const id = await memberIdOf(t, 'demo', 'demo001');
    for (const q of ['demo001', 'DEMO00', String(id)]) {
      const page = body(await api.get(`/admin/api/members?q=${q}`, { token: support })).value;
      expect(
        page.list.map((m: { account: string }) => m.account),
        q,
      ).toContain('demo001');
    }
    const row = body(await api.get('/admin/api/members?q=demo001', { token: support })).value.list.find(
      (m: { account: string }) => m.account === 'demo001',
    );
    expect(row).toMatchObject({
      id,
      locked: false,
      upline: 'agent001',
      balance: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    const none = body(await api.get('/admin/api/members?q=%25%25nobody', { token: support })).value;
    expect(none).toMatchObject({ list: [], total: 0 });

    const detail = body(await api.get(`/admin/api/members/${id}`, { token: support })).value;
    expect(detail).toMatchObject({ id, account: 'demo001', twoFactor: false });
    expect(detail.wallets.find((w: { code: string }) => w.code === 'MAIN')).toMatchObject({
      currency: 'THB',
    });
    expect(detail.recentLedger[0]).toMatchObject({ kind: expect.any(String), amount: expect.any(String) });
  });
});

describe('lock and password reset', () => {
  it('a locked member is logged out and cannot log in until unlocked', async () => {
    const id = await memberIdOf(t, 'demo', 'demo002');
    const session = await loginToken(t, 'demo002', 'demo1234');
    const locked = await api.post(
      `/admin/api/members/${id}/lock`,
      { locked: true, reason: 'chargeback' },
      { token: support },
    );
    expect(body(locked).value).toEqual({ id, locked: true });
    expect((await api.get('/wps/member/info', { token: session })).statusCode).toBe(401);
    const refused = await api.post('/wps/session/login/unsecure', {
      username: 'demo002',
      password: 'demo1234',
    });
    expect(body(refused).errorCode).toBe('account.locked');
    const filtered = body(await api.get('/admin/api/members?status=LOCKED', { token: support })).value;
    expect(filtered.list.map((m: { id: number }) => m.id)).toEqual([id]);
    const [entry] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'POST /admin/api/members/:id/lock'));
    expect(entry).toMatchObject({ username: 'support', targetId: String(id), area: 'members' });
    expect(entry!.detail).toEqual({ locked: true, reason: 'chargeback' });

    await api.post(
      `/admin/api/members/${id}/lock`,
      { locked: false, reason: 'resolved' },
      { token: support },
    );
    expect(await loginToken(t, 'demo002', 'demo1234')).toEqual(expect.any(String));
  });

  /** The temporary password in the latest outbox message to the member (never in any answer). */
  async function sentPassword(to: { mobile?: string; email?: string }): Promise<string> {
    const text = await lastMessage(t, to);
    const password = /[a-z]{4}\d{4}/.exec(text ?? '')?.[0];
    if (!password) throw new Error(`no temporary password in ${text}`);
    return password;
  }

  it('a reset sends the temporary password by SMS and shows the operator only where it went', async () => {
    const id = await memberIdOf(t, 'demo', 'demo001');
    const session = await loginToken(t, 'demo001', 'demo1234');
    const res = await api.post(
      `/admin/api/members/${id}/reset-password`,
      { reason: 'forgot, verified by phone' },
      { token: support },
    );
    expect(body(res).value).toEqual({ channel: 'SMS', destination: '081****678' });
    const temporary = await sentPassword({ mobile: '0812345678' });
    // Neither the answer nor the audit trail carries the password.
    expect(res.body).not.toContain(temporary);
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'POST /admin/api/members/:id/reset-password'));
    expect(JSON.stringify(audit)).not.toContain(temporary);

    expect((await api.get('/wps/member/info', { token: session })).statusCode).toBe(401);
    const login = body(
      await api.post('/wps/session/login/unsecure', { username: 'demo001', password: temporary }),
    );
    expect(login.value.passwordExpired).toBe(true);
    expect(body(await api.get('/wps/member/info', { token: login.value.token })).errorCode).toBe(
      'PWDEXPFORCECHANGE3',
    );
    const changed = await api.post(
      '/wps/member/password',
      { oldPassword: temporary, newPassword: 'demo1234', confirmNewPassword: 'demo1234' },
      { token: login.value.token },
    );
    expect(body(changed).success).toBe(true);
  });

  it('a member without a mobile gets it by e-mail; every role sees only the masked address', async () => {
    await setMember(t, 'demo', 'demo002', { email: 'demo002@goldenlotus.test' });
    const id = await memberIdOf(t, 'demo', 'demo002');
    for (const token of [support, owner]) {
      const res = await api.post(
        `/admin/api/members/${id}/reset-password`,
        { reason: 'asked by e-mail' },
        { token },
      );
      expect(body(res).value).toEqual({ channel: 'EMAIL', destination: 'de***@goldenlotus.test' });
      expect(res.body).not.toContain(await sentPassword({ email: 'demo002@goldenlotus.test' }));
    }
    const temporary = await sentPassword({ email: 'demo002@goldenlotus.test' });
    const login = body(
      await api.post('/wps/session/login/unsecure', { username: 'demo002', password: temporary }),
    );
    expect(login.value.passwordExpired).toBe(true);
    await api.post(
      '/wps/member/password',
      { oldPassword: temporary, newPassword: 'demo1234', confirmNewPassword: 'demo1234' },
      { token: login.value.token },
    );
    await setMember(t, 'demo', 'demo002', { email: null });
  });

  it('refuses a reset for a member with no mobile and no e-mail, and changes nothing', async () => {
    const id = await memberIdOf(t, 'demo', 'agent001');
    const session = await loginToken(t, 'agent001', 'agent1234');
    const res = await api.post(
      `/admin/api/members/${id}/reset-password`,
      { reason: 'forgot' },
      { token: support },
    );
    expect(res.statusCode).toBe(409);
    expect(body(res).errorCode).toBe('member.contact.missing');
    expect((await api.get('/wps/member/info', { token: session })).statusCode).toBe(200);
    expect(await loginToken(t, 'agent001', 'agent1234')).toEqual(expect.any(String));
  });

  it('cannot reach members of another merchant', async () => {
    const id = await memberIdOf(t, 'demo', 'demo001');
    for (const [url, payload] of [
      [`/admin/api/members/${id}/lock`, { locked: true, reason: 'x' }],
      [`/admin/api/members/${id}/reset-password`, { reason: 'x' }],
      [`/admin/api/members/${id}/adjust`, { amount: '10', reason: 'x', requestId: requestId() }],
    ] as const) {
      const res = await api.post(url, payload, { token: alphaOwner, merchant: 'alpha' });
      expect(res.statusCode, url).toBe(404);
    }
    expect(await loginToken(t, 'demo001', 'demo1234')).toEqual(expect.any(String));
  });
});

describe('balance adjustment', () => {
  it('moves money through the ledger, answers a replay alike and refuses a changed replay', async () => {
    const id = await memberIdOf(t, 'demo', 'demo001');
    const member = await loginToken(t, 'demo001', 'demo1234');
    const before = Number(await available(t, member));
    const key = requestId();
    const payload = { amount: '123.45', reason: 'compensation for outage', requestId: key };
    const first = body(await api.post(`/admin/api/members/${id}/adjust`, payload, { token: finance })).value;
    expect(first).toMatchObject({ memberId: id, amount: '123.45', replayed: false });
    expect(Number(first.balanceAfter)).toBeCloseTo(before + 123.45, 2);
    const replay = body(await api.post(`/admin/api/members/${id}/adjust`, payload, { token: finance })).value;
    expect(replay).toEqual({ ...first, replayed: true });
    const changed = await api.post(
      `/admin/api/members/${id}/adjust`,
      { ...payload, amount: '124' },
      { token: finance },
    );
    expect(changed.statusCode).toBe(409);
    expect(body(changed).errorCode).toBe('idempotency.conflict');
    expect(Number(await available(t, member))).toBeCloseTo(before + 123.45, 2);

    const [transfer] = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(
        and(
          eq(ledgerTransfers.merchantId, await merchantIdOf(t, 'demo')),
          eq(ledgerTransfers.idempotencyKey, `admin-adjust:${key}`),
        ),
      );
    expect(transfer).toMatchObject({
      kind: 'adjustment',
      remarks: 'compensation for outage',
      amount: 12_345n,
    });

    const down = body(
      await api.post(
        `/admin/api/members/${id}/adjust`,
        { amount: '-23.45', reason: 'duplicate bonus', requestId: requestId() },
        { token: finance },
      ),
    ).value;
    expect(Number(down.balanceAfter)).toBeCloseTo(before + 100, 2);
    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'POST /admin/api/members/:id/adjust'));
    expect(audit).toMatchObject({ username: 'finance', area: 'memberMoney', targetId: String(id) });
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });

  it('never takes a balance below zero, and only finance and owners may adjust', async () => {
    const id = await memberIdOf(t, 'demo', 'demo002');
    const member = await loginToken(t, 'demo002', 'demo1234');
    const balance = await available(t, member);
    const over = await api.post(
      `/admin/api/members/${id}/adjust`,
      { amount: `-${(Number(balance) + 0.01).toFixed(2)}`, reason: 'too much', requestId: requestId() },
      { token: owner },
    );
    expect(body(over).errorCode).toBe('balance.insufficient');
    expect(await available(t, member)).toBe(balance);
    const denied = await api.post(
      `/admin/api/members/${id}/adjust`,
      { amount: '5', reason: 'x', requestId: requestId() },
      { token: support },
    );
    expect(body(denied).errorCode).toBe('permission.denied');
    for (const amount of ['0', '-0.00', '1.234', 'abc', '1e5']) {
      const res = await api.post(
        `/admin/api/members/${id}/adjust`,
        { amount, reason: 'x', requestId: requestId() },
        { token: owner },
      );
      expect(res.statusCode, amount).toBe(400);
    }
    expect(await available(t, member)).toBe(balance);
    // Decimals that carry no value are read (shared money rules) and answered in the currency's scale.
    for (const amount of ['10.000', '-10.0000']) {
      const res = await api.post(
        `/admin/api/members/${id}/adjust`,
        { amount, reason: 'x', requestId: requestId() },
        { token: owner },
      );
      expect(body(res).value, amount).toMatchObject({ amount: amount.startsWith('-') ? '-10.00' : '10.00' });
    }
    expect(await available(t, member)).toBe(balance);
  });

  it('keeps the ledger sound under many parallel adjustments with repeated request ids', async () => {
    const id = await memberIdOf(t, 'demo', 'demo002');
    const member = await loginToken(t, 'demo002', 'demo1234');
    const start = Math.round(Number(await available(t, member)) * 100);
    // 12 distinct requests: credits of 7.00 and debits of 3.00; each is sent 3 times at once.
    const distinct = Array.from({ length: 12 }, (_, i) => ({
      amount: i % 2 === 0 ? '7.00' : '-3.00',
      reason: `parallel ${i}`,
      requestId: `parallel-${i}-${Date.now()}`,
    }));
    const sent = distinct.flatMap((payload) => [payload, payload, payload]);
    const answers = await Promise.all(
      sent.map((payload, i) =>
        api.post(`/admin/api/members/${id}/adjust`, payload, { token: i % 2 ? owner : finance }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    for (const payload of distinct) {
      const same = answers
        .filter((_, i) => sent[i] === payload)
        .map((res) => body(res).value as { transferId: number; replayed: boolean });
      expect(new Set(same.map((v) => v.transferId)).size).toBe(1);
      expect(same.filter((v) => !v.replayed)).toHaveLength(1);
    }
    const expected = start + 6 * 700 - 6 * 300;
    expect(Math.round(Number(await available(t, member)) * 100)).toBe(expected);
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });
});
