import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { ADMIN_ROLE_AREAS, adminAreaOf } from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken, resetCounters } from '../../platform/testing/accounts.js';
import { registerErrorHandling } from '../../platform/http/error-handler.js';
import { DEMO_PAYMENT_PASSWORD } from '../../seed/demo-wallets.js';
import { memberIdOf } from '../wallet/test-support.js';
import { adminAuditLog } from './admin.tables.js';
import { registerAdminGuard } from './admin-guard.js';
import { redactDetail } from './audit-detail.js';

let t: TestApp;
let api: ReturnType<typeof client>;
const tokens: Record<string, string> = {};

async function adminLogin(username: string, password: string, merchant = 'demo'): Promise<string> {
  const res = await api.post('/admin/api/session/login', { username, password }, { merchant });
  const token = body(res).value?.token as string | undefined;
  if (!token) throw new Error(`admin login failed: ${res.body}`);
  return token;
}

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  tokens.owner = await adminLogin('admin', 'admin1234');
  tokens.finance = await adminLogin('finance', 'finance1234');
  tokens.operations = await adminLogin('operations', 'operations1234');
  tokens.support = await adminLogin('support', 'support1234');
  tokens.alpha = await adminLogin('admin', 'alphaadmin1', 'alpha');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await resetCounters(t);
});

async function lastAudit(action?: string) {
  const rows = await t.database.db
    .select()
    .from(adminAuditLog)
    .where(action ? eq(adminAuditLog.action, action) : undefined)
    .orderBy(desc(adminAuditLog.id))
    .limit(1);
  return rows[0] ?? null;
}

/** One read route of each area, as registered. */
const READS: [string, string][] = [
  ['dashboard', '/admin/api/dashboard'],
  ['operators', '/admin/api/operators'],
  ['audit', '/admin/api/audit'],
  ['settings', '/admin/api/merchant/settings'],
  ['members', '/admin/api/members'],
  ['memberMoney', '/admin/api/ledger/summary'],
  ['funding', '/admin/api/withdrawals'],
  ['promotions', '/admin/api/promotions/applications'],
  ['points', '/admin/api/points/redemptions'],
  ['reports', '/admin/api/reports/daily?from=2026-01-01&to=2026-01-02'],
  ['fraud', '/admin/api/fraud/groups'],
];

describe('roles', () => {
  it('each role works inside its areas and gets permission.denied outside them', async () => {
    for (const role of ['OWNER', 'FINANCE', 'OPERATIONS', 'SUPPORT'] as const) {
      const token = tokens[role === 'OWNER' ? 'owner' : role.toLowerCase()]!;
      for (const [area, url] of READS) {
        expect(adminAreaOf(url.split('?')[0]!), url).toBe(area);
        const res = await api.get(url, { token });
        const allowed = (ADMIN_ROLE_AREAS[role] as readonly string[]).includes(area);
        if (allowed) expect(res.statusCode, `${role} ${url} ${res.body}`).toBe(200);
        else {
          expect(res.statusCode, `${role} ${url}`).toBe(403);
          expect(body(res).errorCode).toBe('permission.denied');
        }
      }
    }
  });

  it('the session is open to every role and names its areas', async () => {
    const me = body(await api.get('/admin/api/session', { token: tokens.support })).value;
    expect(me).toMatchObject({
      username: 'support',
      role: 'SUPPORT',
      areas: ['dashboard', 'members', 'support'],
      merchantName: 'Golden Lotus',
      currency: 'THB',
    });
  });

  it('a refused change does nothing and is audited as DENIED, secrets redacted', async () => {
    const res = await api.post(
      '/admin/api/operators',
      { username: 'sneaky01', displayName: 'Sneaky', role: 'OWNER', password: 'hunter2hunter2' },
      { token: tokens.finance },
    );
    expect(body(res).errorCode).toBe('permission.denied');
    const operators = body(await api.get('/admin/api/operators?size=50', { token: tokens.owner })).value;
    expect(operators.list.some((o: { username: string }) => o.username === 'sneaky01')).toBe(false);
    const entry = await lastAudit('POST /admin/api/operators');
    expect(entry).toMatchObject({
      username: 'finance',
      role: 'FINANCE',
      outcome: 'DENIED',
      area: 'operators',
    });
    expect(entry!.detail).toMatchObject({ username: 'sneaky01', password: '***' });
  });

  it('an operator of one merchant reads nothing of another, whatever Merchant header is sent', async () => {
    for (const url of ['/admin/api/members', '/admin/api/audit', '/admin/api/merchant/settings']) {
      const res = await api.get(url, { token: tokens.alpha, merchant: 'demo' });
      expect(res.statusCode, url).toBe(401);
      expect(body(res).errorCode).toBe('user.or.token.invalid');
    }
    const demoMemberId = await memberIdOf(t, 'demo', 'demo001');
    const foreign = await api.get(`/admin/api/members/${demoMemberId}`, {
      token: tokens.alpha,
      merchant: 'alpha',
    });
    expect(foreign.statusCode).toBe(404);
    const list = body(
      await api.get('/admin/api/members?size=50', { token: tokens.alpha, merchant: 'alpha' }),
    ).value;
    expect(list.list.map((m: { account: string }) => m.account)).not.toContain('demo001');
    expect(list.list.map((m: { account: string }) => m.account)).toContain('alpha001');
  });

  it('a route no area names is for owners only', async () => {
    const extra = Fastify({ logger: false });
    const demo = await t.services.directory.byMerchantCode('demo');
    extra.decorateRequest('merchant', null);
    extra.decorateRequest('authToken', null);
    extra.addHook('onRequest', async (request) => {
      request.merchant = demo;
      request.authToken = (request.headers.authorization as string | undefined) ?? null;
    });
    registerErrorHandling(extra);
    registerAdminGuard(extra, { admins: t.services.admins, audit: t.services.audit, db: t.database.db });
    extra.get('/admin/api/unmapped/thing', async () => ({ ok: true }));
    await extra.ready();
    expect(adminAreaOf('/admin/api/unmapped/thing')).toBeNull();
    const call = (token: string) =>
      extra.inject({ method: 'GET', url: '/admin/api/unmapped/thing', headers: { authorization: token } });
    expect((await call(tokens.owner!)).statusCode).toBe(200);
    for (const role of ['finance', 'operations', 'support']) {
      const res = await call(tokens[role]!);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().errorCode).toBe('permission.denied');
    }
    await extra.close();
  });
});

describe('declared auth', () => {
  const guarded = (options?: { requireDeclaredAuth?: boolean }) => {
    const extra = Fastify({ logger: false });
    registerAdminGuard(
      extra,
      { admins: t.services.admins, audit: t.services.audit, db: t.database.db },
      options,
    );
    return extra;
  };
  const answer = async () => ({ ok: true });

  it('decides who may call: an operator route is refused without one, the login is open', async () => {
    const extra = guarded();
    extra.decorateRequest('merchant', null);
    extra.decorateRequest('authToken', null);
    const demo = await t.services.directory.byMerchantCode('demo');
    extra.addHook('onRequest', async (request) => {
      request.merchant = demo;
    });
    registerErrorHandling(extra);
    extra.get('/admin/api/declared/thing', { config: { auth: 'operator' } }, answer);
    extra.post('/admin/api/session/login', { config: { auth: 'visitor' } }, answer);
    await extra.ready();
    const refused = await extra.inject({ method: 'GET', url: '/admin/api/declared/thing' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errorCode).toBe('login.not.session');
    const login = await extra.inject({ method: 'POST', url: '/admin/api/session/login', payload: {} });
    expect(login.statusCode).toBe(200);
    await extra.close();
  });

  it('an /admin/api route that would answer without an operator fails at registration', async () => {
    const extra = guarded();
    expect(() => extra.get('/admin/api/open/thing', { config: { auth: 'visitor' } }, answer)).toThrow(
      /must declare auth 'operator'/,
    );
    expect(() => extra.delete('/admin/api/session/logout', { config: { auth: 'none' } }, answer)).toThrow(
      /must declare auth 'operator'/,
    );
    expect(() => extra.post('/admin/api/session/login', { config: { auth: 'operator' } }, answer)).toThrow(
      /must declare auth 'visitor'/,
    );
    await extra.close();
  });

  it('refuses an /admin/api route that declares nothing once every route must declare its auth', async () => {
    const strict = guarded({ requireDeclaredAuth: true });
    expect(() => strict.get('/admin/api/undeclared/thing', answer)).toThrow(/must declare its auth/);
    // Outside the back office nothing is asked of a route.
    expect(() => strict.get('/wps/undeclared/thing', answer)).not.toThrow();
    await strict.close();
  });
});

describe('operators', () => {
  it('an owner creates, changes and locks operators; a lock or new password ends their sessions', async () => {
    const created = await api.post(
      '/admin/api/operators',
      { username: 'cashier7', displayName: 'Cashier Seven', role: 'FINANCE', password: 'cashier-pass-7' },
      { token: tokens.owner },
    );
    expect(body(created).value).toMatchObject({ username: 'cashier7', role: 'FINANCE', status: 'A' });
    const id = body(created).value.id as number;
    const entry = await lastAudit('POST /admin/api/operators');
    expect(entry).toMatchObject({ username: 'admin', outcome: 'OK', area: 'operators' });
    expect(entry!.detail).toEqual({
      username: 'cashier7',
      displayName: 'Cashier Seven',
      role: 'FINANCE',
      password: '***',
    });
    expect(JSON.stringify(entry)).not.toContain('cashier-pass-7');

    const duplicate = await api.post(
      '/admin/api/operators',
      { username: 'CASHIER7', displayName: 'Again', role: 'SUPPORT', password: 'whatever-123' },
      { token: tokens.owner },
    );
    expect(body(duplicate).errorCode).toBe('username.exists');

    let session = await adminLogin('cashier7', 'cashier-pass-7');
    expect((await api.get('/admin/api/withdrawals', { token: session })).statusCode).toBe(200);
    const moved = await api.put(`/admin/api/operators/${id}`, { role: 'SUPPORT' }, { token: tokens.owner });
    expect(body(moved).value.role).toBe('SUPPORT');
    expect(body(await api.get('/admin/api/withdrawals', { token: session })).errorCode).toBe(
      'permission.denied',
    );
    expect((await lastAudit('PUT /admin/api/operators/:id'))!.targetId).toBe(String(id));

    const changed = await api.post(
      `/admin/api/operators/${id}/password`,
      { password: 'new-cashier-pass' },
      { token: tokens.owner },
    );
    expect(body(changed).value).toEqual({ changed: true });
    expect(body(await api.get('/admin/api/session', { token: session })).errorCode).toBe(
      'user.or.token.invalid',
    );
    expect((await lastAudit('POST /admin/api/operators/:id/password'))!.detail).toEqual({ password: '***' });
    session = await adminLogin('cashier7', 'new-cashier-pass');

    await api.put(`/admin/api/operators/${id}`, { status: 'L' }, { token: tokens.owner });
    expect((await api.get('/admin/api/session', { token: session })).statusCode).toBe(401);
    const locked = await api.post('/admin/api/session/login', {
      username: 'cashier7',
      password: 'new-cashier-pass',
    });
    expect(body(locked).errorCode).toBe('login.failed');
  });

  it('an owner cannot lock or demote themself, and the last active owner stays', async () => {
    const me = body(await api.get('/admin/api/operators?size=50', { token: tokens.owner })).value.list.find(
      (o: { username: string }) => o.username === 'admin',
    );
    for (const patch of [{ status: 'L' }, { role: 'FINANCE' }]) {
      const res = await api.put(`/admin/api/operators/${me.id}`, patch, { token: tokens.owner });
      expect(body(res).errorCode).toBe('admin.self.change');
    }
    const second = body(
      await api.post(
        '/admin/api/operators',
        { username: 'owner2', displayName: 'Second Owner', role: 'OWNER', password: 'second-owner-1' },
        { token: tokens.owner },
      ),
    ).value;
    const secondToken = await adminLogin('owner2', 'second-owner-1');
    // Demoting the first owner leaves owner2 as the only one, who then cannot be removed by anyone.
    expect(
      body(await api.put(`/admin/api/operators/${me.id}`, { role: 'OPERATIONS' }, { token: secondToken }))
        .value.role,
    ).toBe('OPERATIONS');
    const res = await api.put(`/admin/api/operators/${second.id}`, { status: 'L' }, { token: secondToken });
    expect(body(res).errorCode).toBe('admin.self.change');
    // Over HTTP only a race of two owners demoting each other reaches this rule; ask as another actor.
    const demo = (await t.services.directory.byMerchantCode('demo'))!;
    const actor = await t.services.admins.require(demo, secondToken);
    await expect(
      t.services.operators.update(demo, { ...actor, adminId: 0 }, second.id, { role: 'FINANCE' }),
    ).rejects.toMatchObject({ code: 'admin.last.owner' });
    // Put things back for the other tests.
    await api.put(`/admin/api/operators/${me.id}`, { role: 'OWNER' }, { token: secondToken });
    tokens.owner = await adminLogin('admin', 'admin1234');
  });

  it('refuses malformed operator input without a server error', async () => {
    for (const payload of [
      {},
      { username: 'ab', displayName: 'x', role: 'OWNER', password: 'longenough' },
      { username: 'valid_name', displayName: 'x', role: 'KING', password: 'longenough' },
      { username: 'valid_name', displayName: 'x', role: 'OWNER', password: 'short' },
    ]) {
      expect((await api.post('/admin/api/operators', payload, { token: tokens.owner })).statusCode).toBe(400);
    }
    expect(
      (await api.put('/admin/api/operators/999999', { role: 'SUPPORT' }, { token: tokens.owner })).statusCode,
    ).toBe(404);
  });
});

describe('audit log', () => {
  it('records logins, and a withdrawal approval made through the wallet routes', async () => {
    const login = await lastAudit('POST /admin/api/session/login');
    expect(login).toMatchObject({ outcome: 'OK', area: null });
    expect(login!.detail).toMatchObject({ password: '***' });

    const member = await loginToken(t, 'demo002', 'demo1234');
    const created = body(
      await api.post(
        '/wps/wallet/withdraw',
        {
          amount: '100',
          paymentPassword: DEMO_PAYMENT_PASSWORD,
          bankName: 'Kasikorn',
          accountNo: '0123456789',
        },
        { token: member },
      ),
    ).value;
    const approved = await api.post(
      `/admin/api/withdrawals/${created.id}/approve`,
      { remarks: 'paid out' },
      { token: tokens.finance },
    );
    expect(body(approved).value.status).toBe('APPROVED');
    const entry = await lastAudit('POST /admin/api/withdrawals/:id/approve');
    expect(entry).toMatchObject({
      username: 'finance',
      role: 'FINANCE',
      area: 'funding',
      targetId: String(created.id),
      outcome: 'OK',
      detail: { remarks: 'paid out' },
    });
    // A refused decision (already decided) changes nothing and is not audited as a change.
    const before = (await lastAudit())!.id;
    const again = await api.post(
      `/admin/api/withdrawals/${created.id}/approve`,
      {},
      { token: tokens.finance },
    );
    expect(again.statusCode).toBe(409);
    expect((await lastAudit())!.id).toBe(before);
  });

  it('records a promotion change made through the promotion routes', async () => {
    const res = await api.post(
      '/admin/api/promotions',
      {
        title: 'Audit probe',
        content: '<p>probe</p>',
        promotionType: 'MANUAL',
        startDate: Date.now() - 1000,
        bonusAmount: '10',
        promoCode: 'SECRETPROMO',
      },
      { token: tokens.operations },
    );
    expect(body(res).success).toBe(true);
    const entry = await lastAudit('POST /admin/api/promotions');
    expect(entry).toMatchObject({ username: 'operations', area: 'promotions', outcome: 'OK' });
    expect(entry!.detail).toMatchObject({ title: 'Audit probe', promotionType: 'MANUAL' });
  });

  it('owners read it newest first, filtered and paged; others may not', async () => {
    const page = body(
      await api.get('/admin/api/audit?operator=finance&action=withdrawals&size=5', { token: tokens.owner }),
    ).value;
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.list[0]).toMatchObject({ operator: 'finance', role: 'FINANCE', area: 'funding' });
    expect(page.list.every((e: { action: string }) => e.action.includes('withdrawals'))).toBe(true);
    const future = body(
      await api.get(`/admin/api/audit?from=${Date.now() + 60_000}`, { token: tokens.owner }),
    ).value;
    expect(future.total).toBe(0);
    expect(body(await api.get('/admin/api/audit', { token: tokens.finance })).errorCode).toBe(
      'permission.denied',
    );
    const alpha = body(
      await api.get('/admin/api/audit?size=50', { token: tokens.alpha, merchant: 'alpha' }),
    ).value;
    expect(alpha.list.every((e: { operator: string }) => e.operator === 'admin')).toBe(true);
    expect(JSON.stringify(alpha.list)).not.toContain('finance');
  });

  it('redacts secrets and bounds what it keeps', () => {
    expect(
      redactDetail({
        password: 'p',
        newPassword: 'p',
        paymentPassword: 'p',
        code: '123456',
        smsCode: '1',
        captcha: 'x',
        token: 't',
        image: 'data:...',
        imageUrls: ['a'],
        proofFile: 'b',
        countryCode: 'TH',
        nested: { verifyCode: '1', note: 'x'.repeat(500) },
      }),
    ).toEqual({
      password: '***',
      newPassword: '***',
      paymentPassword: '***',
      code: '***',
      smsCode: '***',
      captcha: '***',
      token: '***',
      image: '***',
      imageUrls: '***',
      proofFile: '***',
      countryCode: 'TH',
      nested: { verifyCode: '***', note: `${'x'.repeat(200)}…` },
    });
    const deep = redactDetail({ a: { b: { c: { d: { e: { f: 1 } } } } } });
    expect(JSON.stringify(deep)).toContain('***');
    expect((redactDetail(Array.from({ length: 80 }, (_, i) => i)) as unknown[]).length).toBe(51);
  });
});
