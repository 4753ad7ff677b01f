import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { encryptRequest, type FraudRules } from '@platform/shared';
import { DEMO_PAYMENT_PASSWORD, createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, captcha, client, freshIp, resetCounters } from '../../platform/testing/accounts.js';
import { adminAuditLog } from '../admin/admin.tables.js';
import { MemberCache, members } from '../member/index.js';
import { rowsOf } from '../../platform/db/rows.js';
import { adminToken, memberIdOf } from '../wallet/test-support.js';
import { fraudSignals } from './fraud.tables.js';
import { accountKey, addressRange, payeeKey } from './signals.js';

/**
 * Every fraud rule on the API, on PGlite and (with DATABASE_URL) PostgreSQL: what links members,
 * what flags them, what the back office shows, that a flag sends withdrawals to review, that an
 * operator clears it (audited), and that nothing crosses merchants.
 */

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let alphaAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  admin = await adminToken(t);
  alphaAdmin = await adminToken(t, 'alpha', 'alphaadmin1');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await resetCounters(t);
});

const OFF: FraudRules = {
  device: false,
  ipRange: false,
  ipWindowDays: 7,
  payee: false,
  bankAccount: false,
  promotion: false,
  promotionAccounts: 3,
  promotionNewDays: 7,
  reviewWithdrawals: true,
};

async function setRules(patch: Partial<FraudRules>, token = admin, merchant = 'demo') {
  const res = await api.put('/admin/api/fraud/rules', { ...OFF, ...patch }, { token, merchant });
  expect(body(res).success, res.body).toBe(true);
  return body(res).value as FraudRules;
}

let serial = 0;
/** A fresh username of at most 13 letters and digits. */
const fresh = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${++serial}`;

/** Registers a member; answers its id and token. */
async function register(
  o: { merchant?: string; ip?: string; device?: string; payeeName?: string; cookie?: string } = {},
) {
  const merchant = o.merchant ?? 'demo';
  const ip = o.ip ?? freshIp();
  const c = await captcha(t, { ip, merchant });
  const username = fresh('fr');
  const res = await api.post(
    '/wps/member/register',
    {
      username,
      password: 'abc12345',
      verifyPwd: 'abc12345',
      captcha: c.code,
      ...(o.device ? { loginDeviceId: o.device } : {}),
      ...(o.payeeName ? { payeeName: o.payeeName } : {}),
    },
    { ip, merchant, cookie: [c.cookie, o.cookie].filter(Boolean).join('; ') },
  );
  expect(body(res).success, res.body).toBe(true);
  return { username, id: body(res).value.id as number, token: body(res).value.token as string };
}

async function fraudOf(memberId: number, token = admin, merchant = 'demo') {
  return body(await api.get(`/admin/api/fraud/members/${memberId}`, { token, merchant }));
}

async function groups(query = '', token = admin, merchant = 'demo') {
  const res = await api.get(`/admin/api/fraud/groups${query}`, { token, merchant });
  expect(body(res).success, res.body).toBe(true);
  return body(res).value as {
    list: {
      kind: string;
      value: string;
      promotionTitle: string | null;
      members: { username: string; flagged: boolean }[];
    }[];
    total: number;
  };
}

const device = () => `dev-${randomUUID()}`;

describe('values', () => {
  it('normalises address ranges, payee names and account numbers', () => {
    expect(addressRange('203.0.113.77')).toBe('203.0.113.0/24');
    expect(addressRange('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(addressRange('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressRange('2001:0DB8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressRange('::1')).toBe('0:0:0:0::/64');
    expect(addressRange('not an address')).toBeNull();
    expect(payeeKey('  Somchai  JAIDEE ')).toBe('somchaijaidee');
    expect(payeeKey('Ｓｏｍｃｈａｉ Jaidee')).toBe('somchaijaidee');
    expect(payeeKey('   ')).toBeNull();
    expect(accountKey('123-456 7890')).toBe('1234567890');
    expect(accountKey('12')).toBeNull();
  });
});

describe('rules', () => {
  it('are off until the merchant switches them on, and are the merchant own', async () => {
    expect(body(await api.get('/admin/api/fraud/rules', { token: admin })).value).toEqual(OFF);
    const saved = await setRules({ device: true, promotionAccounts: 5 });
    expect(saved).toMatchObject({ device: true, promotionAccounts: 5 });
    expect(
      body(await api.get('/admin/api/fraud/rules', { token: alphaAdmin, merchant: 'alpha' })).value,
    ).toEqual(OFF);
    const bad = await api.put('/admin/api/fraud/rules', { ...OFF, ipWindowDays: 0 }, { token: admin });
    expect(body(bad).errorCode).toBe('request.invalid');
    await setRules({});
  });

  it('an off rule records what it sees but links nothing', async () => {
    const shared = device();
    const a = await register({ device: shared });
    const b = await register({ device: shared });
    const rows = await t.database.db.select().from(fraudSignals).where(eq(fraudSignals.value, shared));
    expect(rows.map((r) => r.memberId).sort()).toEqual([a.id, b.id].sort());
    expect(rows.every((r) => r.linkedAt === null)).toBe(true);
    expect((await fraudOf(a.id)).value).toMatchObject({ flag: null, groups: [] });
  });
});

describe('DEVICE', () => {
  it('links members registering or logging in from one device, and flags them', async () => {
    await setRules({ device: true });
    const shared = device();
    const a = await register({ device: shared });
    expect((await fraudOf(a.id)).value.flag).toBeNull();
    // The second account logs in from the same device: the field clients' device cookie.
    const b = await register();
    const login = await api.post(
      '/wps/session/login/unsecure',
      { username: b.username, password: 'abc12345' },
      { cookie: `SHELL_deviceId=${shared}` },
    );
    expect(body(login).success, login.body).toBe(true);

    for (const id of [a.id, b.id]) {
      const value = (await fraudOf(id)).value;
      expect(value.flag).toMatchObject({ status: 'FLAGGED', kinds: ['DEVICE'] });
      expect(value.groups).toHaveLength(1);
      expect(value.groups[0]).toMatchObject({ kind: 'DEVICE', value: shared });
      expect(value.groups[0].members.map((m: { memberId: number }) => m.memberId).sort()).toEqual(
        [a.id, b.id].sort(),
      );
    }
    const listed = await groups('?kind=DEVICE');
    const group = listed.list.find((g) => g.value === shared)!;
    expect(group.members.map((m) => m.username).sort()).toEqual([a.username, b.username].sort());
    expect(group.members.every((m) => m.flagged)).toBe(true);
    expect((await groups(`?q=${b.username}`)).list.map((g) => g.value)).toEqual([shared]);

    // A third account from the device joins the group; the Device header's kind ("web") is no device id.
    const c = await register({ device: shared });
    expect((await fraudOf(c.id)).value.flag).toMatchObject({ status: 'FLAGGED' });
    const d = await register({ cookie: 'deviceId=web' });
    const e = await register();
    await api.post(
      '/wps/session/login/unsecure',
      { username: e.username, password: 'abc12345' },
      { headers: { Device: 'web' } },
    );
    expect((await fraudOf(d.id)).value.flag).toBeNull();
    expect((await fraudOf(e.id)).value.flag).toBeNull();
    await setRules({});
  });

  it('the same device at two merchants links nothing, and no merchant sees the other links', async () => {
    await setRules({ device: true });
    await setRules({ device: true }, alphaAdmin, 'alpha');
    const shared = device();
    const a = await register({ device: shared });
    const b = await register({ device: shared, merchant: 'alpha' });
    expect((await fraudOf(a.id)).value).toMatchObject({ flag: null, groups: [] });
    expect((await fraudOf(b.id, alphaAdmin, 'alpha')).value).toMatchObject({ flag: null, groups: [] });
    // Another merchant's member is no member here.
    expect((await fraudOf(b.id)).errorCode).toBe('resource.not.found');
    const c = await register({ device: shared, merchant: 'alpha' });
    expect((await fraudOf(c.id, alphaAdmin, 'alpha')).value.flag).toMatchObject({ status: 'FLAGGED' });
    expect((await groups('', admin)).list.some((g) => g.value === shared)).toBe(false);
    expect((await groups('', alphaAdmin, 'alpha')).list.some((g) => g.value === shared)).toBe(true);
    const clear = await api.post(
      `/admin/api/fraud/members/${c.id}/clear`,
      { remarks: 'x' },
      { token: admin },
    );
    expect(body(clear).errorCode).toBe('resource.not.found');
    await setRules({});
    await setRules({}, alphaAdmin, 'alpha');
  });
});

describe('IP_RANGE', () => {
  it('links registrations from one /24 or /64 within the window, through the trusted proxy', async () => {
    await setRules({ ipRange: true, ipWindowDays: 7 });
    const a = await register({ ip: '203.0.113.5' });
    const b = await register({ ip: '203.0.113.77' });
    const other = await register({ ip: '203.0.114.5' });
    expect((await fraudOf(a.id)).value.groups[0]).toMatchObject({
      kind: 'IP_RANGE',
      value: '203.0.113.0/24',
    });
    expect((await fraudOf(b.id)).value.flag).toMatchObject({ kinds: ['IP_RANGE'] });
    expect((await fraudOf(other.id)).value.flag).toBeNull();

    const v6a = await register({ ip: '2001:db8:1:2::1' });
    const v6b = await register({ ip: '2001:db8:1:2:ffff::9' });
    const v6c = await register({ ip: '2001:db8:1:3::1' });
    expect((await fraudOf(v6a.id)).value.groups[0]).toMatchObject({ value: '2001:db8:1:2::/64' });
    expect((await fraudOf(v6b.id)).value.flag).toMatchObject({ status: 'FLAGGED' });
    expect((await fraudOf(v6c.id)).value.flag).toBeNull();

    // Outside the window: the earlier registration is ten days old.
    const old = await register({ ip: '198.51.100.10' });
    await t.database.db
      .update(fraudSignals)
      .set({ seenAt: sql`now() - interval '10 days'` })
      .where(and(eq(fraudSignals.memberId, old.id), eq(fraudSignals.kind, 'IP_RANGE')));
    const late = await register({ ip: '198.51.100.20' });
    expect((await fraudOf(late.id)).value.flag).toBeNull();
    expect((await fraudOf(old.id)).value.flag).toBeNull();
    await setRules({});
  });
});

describe('PAYEE and BANK_ACCOUNT', () => {
  it('links one payee name however written, from registration and bound cards', async () => {
    await setRules({ payee: true });
    const name = `Lek ${fresh('Dee')}`;
    const a = await register({ payeeName: name });
    const b = await register({ payeeName: `  ${name.toUpperCase().replace(' ', '   ')}` });
    expect((await fraudOf(a.id)).value.flag).toMatchObject({ kinds: ['PAYEE'] });
    expect((await fraudOf(b.id)).value.groups[0]).toMatchObject({ kind: 'PAYEE', value: payeeKey(name) });
    await setRules({});
  });

  it('links one account number bound and withdrawn to, and holds the withdrawal for review', async () => {
    await setRules({ bankAccount: true, payee: true });
    const demo1 = await memberIdOf(t, 'demo', 'demo001');
    const demo2 = await memberIdOf(t, 'demo', 'demo002');
    const token1 = await tokenOf('demo001', 'demo1234');
    const token2 = await tokenOf('demo002', 'demo1234');
    const number = `55${Date.now().toString().slice(-8)}`;
    const card = await api.put(
      '/wps/member/bankCard',
      {
        bankName: 'Kasikorn',
        accountNo: `${number.slice(0, 3)}-${number.slice(3)}`,
        accountName: 'Somchai Jaidee',
        paymentPassword: DEMO_PAYMENT_PASSWORD,
      },
      { token: token1 },
    );
    expect(body(card).success, card.body).toBe(true);
    expect((await fraudOf(demo1)).value.flag).toBeNull();

    // demo002 withdraws to demo001's account: linked at once, and this very withdrawal is held.
    const held = await withdraw(token2, { accountNo: number });
    expect(body(held).success, held.body).toBe(true);
    expect((await fraudOf(demo2)).value.flag).toMatchObject({ status: 'FLAGGED', kinds: ['BANK_ACCOUNT'] });
    expect((await fraudOf(demo1)).value.flag).toMatchObject({ status: 'FLAGGED', kinds: ['BANK_ACCOUNT'] });
    const id = body(held).value.id as number;
    const queue = body(await api.get('/admin/api/withdrawals', { token: admin })).value;
    expect(queue.list.find((r: { id: number }) => r.id === id)).toMatchObject({
      username: 'demo002',
      review: ['BANK_ACCOUNT'],
    });
    // The member sees a pending withdrawal, nothing of the review.
    const own = body(await api.get('/wps/wallet/withdrawals', { token: token2 })).value;
    expect(own.list.find((r: { id: number }) => r.id === id)).not.toHaveProperty('review');

    // A peer-to-peer withdrawal would bypass the merchant: refused while flagged.
    const c2c = await api.post(
      '/wps/wallet/withdraw',
      { amount: '100', method: 'C2C', paymentPassword: DEMO_PAYMENT_PASSWORD },
      { token: token2 },
    );
    expect(body(c2c).errorCode).toBe('withdrawal.review.bank.only');

    const blind = await api.post(`/admin/api/withdrawals/${id}/approve`, {}, { token: admin });
    expect(body(blind).errorCode).toBe('withdrawal.review.required');
    const approved = await api.post(
      `/admin/api/withdrawals/${id}/approve`,
      { reviewed: true },
      { token: admin },
    );
    expect(body(approved).value).toMatchObject({ status: 'APPROVED' });

    // Cleared by an operator (audited): the next withdrawal is not held.
    const clear = await api.post(
      `/admin/api/fraud/members/${demo2}/clear`,
      { remarks: 'same family, checked' },
      { token: admin },
    );
    expect(body(clear).value.flag).toMatchObject({
      status: 'CLEARED',
      clearedBy: 'admin',
      remarks: 'same family, checked',
    });
    const [audit] = await t.database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1);
    expect(audit).toMatchObject({ area: 'fraud', targetId: String(demo2) });
    const again = await api.post(
      `/admin/api/fraud/members/${demo2}/clear`,
      { remarks: 'x' },
      { token: admin },
    );
    expect(body(again).errorCode).toBe('fraud.flag.not.found');
    const free = await withdraw(token2, { accountNo: number });
    const freeId = body(free).value.id as number;
    const queue2 = body(await api.get('/admin/api/withdrawals', { token: admin })).value;
    expect(queue2.list.find((r: { id: number }) => r.id === freeId).review ?? null).toBeNull();
    expect(
      body(await api.post(`/admin/api/withdrawals/${freeId}/reject`, { remarks: 'test' }, { token: admin }))
        .success,
    ).toBe(true);

    // A new link flags again: demo002's registration-free payee name now matches a card holder.
    const name = await api.put(
      '/wps/member/bankCard',
      {
        bankName: 'SCB',
        accountNo: `9${number}`,
        accountName: 'somchai  jaidee',
        paymentPassword: DEMO_PAYMENT_PASSWORD,
      },
      { token: token2 },
    );
    expect(body(name).success, name.body).toBe(true);
    expect((await fraudOf(demo2)).value.flag).toMatchObject({ status: 'FLAGGED', kinds: ['PAYEE'] });

    // Without review by the merchant's choice, a flagged member's withdrawal is not held.
    await setRules({ bankAccount: true, payee: true, reviewWithdrawals: false });
    const unheld = await withdraw(token2, { accountNo: number });
    const unheldId = body(unheld).value.id as number;
    const queue3 = body(await api.get('/admin/api/withdrawals', { token: admin })).value;
    expect(queue3.list.find((r: { id: number }) => r.id === unheldId).review ?? null).toBeNull();
    await api.post(`/admin/api/withdrawals/${unheldId}/reject`, { remarks: 'test' }, { token: admin });
    for (const id of [demo1, demo2])
      await api.post(`/admin/api/fraud/members/${id}/clear`, { remarks: 'reset' }, { token: admin });
    await setRules({});
  });
});

describe('PROMOTION', () => {
  it('links more than N new accounts claiming one promotion from one device', async () => {
    await setRules({ promotion: true, promotionAccounts: 2, promotionNewDays: 7 });
    const shared = device();
    const claim = async (token: string) => {
      const res = await api.post('/wps/relay/MCSFE_enablePromoCode', { promoCode: 'WELCOME88' }, { token });
      expect(body(res).success, res.body).toBe(true);
    };
    const a = await register({ device: shared });
    const b = await register({ device: shared });
    await claim(a.token);
    await claim(b.token);
    // Two of them: not more than two.
    expect((await fraudOf(a.id)).value.flag).toBeNull();
    // An old account from the device does not count.
    const old = await register({ device: shared });
    await t.database.db.execute(
      sql`UPDATE members SET created_at = now() - interval '30 days' WHERE id = ${old.id}`,
    );
    await t.services.caches.invalidate(
      MemberCache.NAME,
      MemberCache.key((await t.services.directory.byMerchantCode('demo'))!.id, old.id),
    );
    const oldToken = await tokenOf(old.username, 'abc12345', shared);
    await claim(oldToken);
    expect((await fraudOf(a.id)).value.flag).toBeNull();
    // Another device's claim does not count either.
    const elsewhere = await register({ device: device() });
    await claim(elsewhere.token);
    expect((await fraudOf(a.id)).value.flag).toBeNull();

    const c = await register({ device: shared });
    await claim(c.token);
    for (const id of [a.id, b.id, c.id]) {
      expect((await fraudOf(id)).value.flag).toMatchObject({ status: 'FLAGGED', kinds: ['PROMOTION'] });
    }
    expect((await fraudOf(old.id)).value.flag).toBeNull();
    const group = (await fraudOf(c.id)).value.groups[0];
    expect(group).toMatchObject({ kind: 'PROMOTION', promotionTitle: expect.any(String) });
    expect(group.value.endsWith(`:${shared}`)).toBe(true);
    expect(group.members).toHaveLength(3);
    await setRules({});
  });
});

describe('switching a rule on', () => {
  it('links the members who already share a recorded value, within the merchant, the IP range within its window', async () => {
    await setRules({});
    const shared = device();
    const a = await register({ device: shared, payeeName: 'Look Back Person' });
    const b = await register({ device: shared });
    const alpha = await register({ device: shared, merchant: 'alpha' });
    const payee = await register({ payeeName: 'look back  PERSON' });
    expect((await fraudOf(a.id)).value.flag).toBeNull();
    await setRules({ device: true });
    for (const id of [a.id, b.id]) {
      expect((await fraudOf(id)).value.flag).toMatchObject({ status: 'FLAGGED', kinds: ['DEVICE'] });
    }
    const group = (await groups('?kind=DEVICE')).list.find((g) => g.value === shared)!;
    expect(group.members.map((m) => m.username).sort()).toEqual([a.username, b.username].sort());
    // Another merchant's member of the same device is neither linked nor flagged.
    expect((await fraudOf(alpha.id, alphaAdmin, 'alpha')).value).toMatchObject({ flag: null, groups: [] });
    // The payee rule is still off: its value waits for its own rule.
    expect((await fraudOf(payee.id)).value.flag).toBeNull();
    await setRules({ device: true, payee: true });
    expect((await fraudOf(payee.id)).value.flag).toMatchObject({ kinds: ['PAYEE'] });
    expect((await fraudOf(a.id)).value.flag).toMatchObject({ kinds: ['DEVICE', 'PAYEE'] });

    // An address range: only the sightings within the window are linked.
    const old = await register({ ip: '192.0.2.10' });
    const recent1 = await register({ ip: '192.0.2.20' });
    const recent2 = await register({ ip: '192.0.2.30' });
    await t.database.db
      .update(fraudSignals)
      .set({ seenAt: sql`now() - interval '10 days'` })
      .where(and(eq(fraudSignals.memberId, old.id), eq(fraudSignals.kind, 'IP_RANGE')));
    await setRules({ ipRange: true, ipWindowDays: 7 });
    expect((await fraudOf(recent1.id)).value.flag).toMatchObject({ kinds: ['IP_RANGE'] });
    expect((await fraudOf(recent2.id)).value.flag).toMatchObject({ kinds: ['IP_RANGE'] });
    expect((await fraudOf(old.id)).value.flag).toBeNull();
    await setRules({});
  });

  it('goes through every shared value in batches, never one member at a time', async () => {
    await setRules({});
    const merchantId = (await t.services.directory.byMerchantCode('demo'))!.id;
    const groupsOf = 1_100;
    const made = await t.database.db
      .insert(members)
      .values(
        Array.from({ length: groupsOf * 2 }, (_, i) => ({
          merchantId,
          username: `lb${serial}x${i}`,
          passwordHash: 'not-a-password-hash',
          referralCode: `LB${serial}X${i}`,
        })),
      )
      .returning({ id: members.id });
    const prefix = `LB${randomUUID().slice(0, 8).toUpperCase()}`;
    await t.database.db.insert(fraudSignals).values(
      made.map((m, i) => ({
        merchantId,
        kind: 'BANK_ACCOUNT' as const,
        value: `${prefix}${String(Math.floor(i / 2)).padStart(5, '0')}`,
        memberId: m.id,
      })),
    );
    await setRules({ bankAccount: true });
    const [counted] = rowsOf<{ linked: string; flagged: string }>(
      await t.database.db.execute(sql`
        SELECT count(*) FILTER (WHERE s.linked_at IS NOT NULL)::text AS linked,
               count(f.member_id) FILTER (WHERE f.status = 'FLAGGED')::text AS flagged
        FROM fraud_signals s LEFT JOIN fraud_flags f ON f.member_id = s.member_id
        WHERE s.kind = 'BANK_ACCOUNT' AND s.value LIKE ${`${prefix}%`}`),
    );
    expect(counted).toEqual({ linked: String(groupsOf * 2), flagged: String(groupsOf * 2) });
    expect((await groups(`?kind=BANK_ACCOUNT&size=50`)).total).toBeGreaterThanOrEqual(groupsOf);
    await setRules({});
  }, 120_000);
});

describe('accounts an agent opens for its downline', () => {
  it('are recorded like registrations, from the device and address they were opened from', async () => {
    await setRules({ device: true });
    const agent = await tokenOf('agent001', 'agent1234');
    const shared = device();
    const open = async (username: string) => {
      const modulus = (await api.get('/wps/session/key/rsa')).body;
      const { encryption, body: sealed } = encryptRequest(
        { username, password: 'jade1234', confirmPassword: 'jade1234' },
        modulus,
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/agent/downline',
        headers: {
          Merchant: 'demo',
          Authorization: agent,
          Encryption: encryption,
          'Content-Type': 'application/json',
          'X-Forwarded-For': '198.18.7.9',
          Cookie: `deviceId=${shared}`,
        },
        payload: sealed,
      });
      expect(body(res).success, res.body).toBe(true);
      return body(res).value.customerId as number;
    };
    const first = await open(fresh('dl'));
    const rows = await t.database.db.select().from(fraudSignals).where(eq(fraudSignals.memberId, first));
    expect(rows.map((r) => [r.kind, r.value]).sort()).toEqual(
      [
        ['DEVICE', shared],
        ['IP_RANGE', '198.18.7.0/24'],
      ].sort(),
    );
    const second = await open(fresh('dl'));
    for (const id of [first, second]) {
      expect((await fraudOf(id)).value.flag).toMatchObject({ status: 'FLAGGED', kinds: ['DEVICE'] });
    }
    await setRules({});
  });
});

describe('concurrency', () => {
  it('members seen with one value at the same moment still find each other', async () => {
    await setRules({ device: true });
    const shared = device();
    const made = await Promise.all([1, 2, 3].map(() => register({ device: shared })));
    for (const m of made) expect((await fraudOf(m.id)).value.flag).toMatchObject({ status: 'FLAGGED' });
    await setRules({});
  });
});

async function tokenOf(username: string, password: string, deviceId?: string): Promise<string> {
  const res = await api.post('/wps/session/login/unsecure', {
    username,
    password,
    ...(deviceId ? { loginDeviceId: deviceId } : {}),
  });
  const token = body(res).value?.token as string | undefined;
  if (!token) throw new Error(`login failed: ${res.body}`);
  return token;
}

function withdraw(token: string, input: { accountNo: string }) {
  return api.post(
    '/wps/wallet/withdraw',
    { amount: '100', method: 'BANK', bankName: 'Kasikorn', paymentPassword: DEMO_PAYMENT_PASSWORD, ...input },
    { token },
  );
}
