import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken, resetCounters } from '../../platform/testing/accounts.js';
import { registerErrorHandling } from '../../platform/http/error-handler.js';
import { registerRequestTimeout } from '../../platform/http/timeout.js';
import { available, capture, memberIdOf } from '../wallet/test-support.js';
import { ledgerTransfers } from '../wallet/wallet.tables.js';
import { rowsOf } from '../../platform/db/rows.js';
import { adminAuditLog } from './admin.tables.js';
import { registerAdminGuard } from './admin-guard.js';

/**
 * The audit trail is written in the transaction of the change it records: an entry that cannot
 * be written undoes the change and fails the request, and a refused attempt (DENIED) is never lost
 * without the request failing. The database itself refuses the entry here (a trigger on entries
 * whose detail carries a marker), so nothing stands in for the real repository.
 */
const REFUSED = 'audit-refused';

let t: TestApp;
let api: ReturnType<typeof client>;
let owner: string;
let support: string;
let member: string;
let memberId: number;

async function adminLogin(username: string, password: string): Promise<string> {
  const res = await api.post('/admin/api/session/login', { username, password });
  const token = body(res).value?.token as string | undefined;
  if (!token) throw new Error(`admin login failed: ${res.body}`);
  return token;
}

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  owner = await adminLogin('admin', 'admin1234');
  support = await adminLogin('support', 'support1234');
  member = await loginToken(t, 'demo002', 'demo1234');
  memberId = await memberIdOf(t, 'demo', 'demo002');
  await t.database.db.execute(
    sql.raw(`
      CREATE FUNCTION refuse_marked_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.detail::text LIKE '%${REFUSED}%' THEN RAISE EXCEPTION 'audit entry refused'; END IF;
        RETURN NEW;
      END $$`),
  );
  await t.database.db.execute(
    sql.raw(`CREATE TRIGGER refuse_marked_audit BEFORE INSERT ON admin_audit_log
             FOR EACH ROW EXECUTE FUNCTION refuse_marked_audit()`),
  );
  await t.database.db.execute(sql.raw('CREATE TABLE audit_probe (note text NOT NULL)'));
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await resetCounters(t);
});

let counter = 0;
const requestId = () => `atomic-${++counter}-${Date.now()}`;

async function transfersKeyed(key: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, `admin-adjust:${key}`));
  return Number(row!.n);
}

async function auditRows(action: string, outcome: 'OK' | 'DENIED', since: number) {
  return t.database.db
    .select()
    .from(adminAuditLog)
    .where(
      and(
        eq(adminAuditLog.action, action),
        eq(adminAuditLog.outcome, outcome),
        sql`${adminAuditLog.id} > ${since}`,
      ),
    );
}

async function lastAuditId(): Promise<number> {
  const [row] = await t.database.db
    .select({ id: sql<number>`coalesce(max(${adminAuditLog.id}), 0)` })
    .from(adminAuditLog);
  return Number(row!.id);
}

const ADJUST = 'POST /admin/api/members/:id/adjust';
const adjust = (payload: Record<string, unknown>, token = owner) =>
  api.post(`/admin/api/members/${memberId}/adjust`, payload, { token });

describe('an adjustment and its audit entry', () => {
  it('carrying text the database cannot store is refused whole, or committed with its entry', async () => {
    const poisons: Record<string, unknown>[] = [
      { note: '\u0000' },
      { note: '\ud800' },
      { note: 'end\udfff' },
      { 'no\u0000te': 'x' },
      { reason: 'bonus\u0000' },
      { note: { deeper: ['\ud83d'] } },
    ];
    for (const poison of poisons) {
      const key = requestId();
      const before = await available(t, member);
      const since = await lastAuditId();
      const res = await adjust({ amount: '5000.00', reason: 'bonus', requestId: key, ...poison });
      const label = `${JSON.stringify(poison)} -> ${res.statusCode} ${res.body}`;
      if (res.statusCode === 200) {
        expect(await transfersKeyed(key), label).toBe(1);
        expect(await auditRows(ADJUST, 'OK', since), label).toHaveLength(1);
      } else {
        expect(res.statusCode, label).toBe(400);
        expect(body(res).errorCode, label).toBe('request.invalid');
        expect(await transfersKeyed(key), label).toBe(0);
        expect(await available(t, member), label).toBe(before);
      }
    }
  });

  it('whose entry cannot be written does not happen, and the request fails', async () => {
    const key = requestId();
    const before = await available(t, member);
    const since = await lastAuditId();
    const res = await adjust({ amount: '5000.00', reason: REFUSED, requestId: key });
    expect(res.statusCode).toBe(500);
    expect(body(res)).toMatchObject({ success: false, errorCode: 'system.error' });
    expect(res.body).not.toMatch(/audit entry refused|admin_audit_log|\bat .+:\d+:\d+/);
    expect(await transfersKeyed(key)).toBe(0);
    expect(await available(t, member)).toBe(before);
    expect(await auditRows(ADJUST, 'OK', since)).toHaveLength(0);

    // The same request with an entry that can be written goes through, once.
    const ok = await adjust({ amount: '5000.00', reason: 'bonus', requestId: key });
    expect(ok.statusCode).toBe(200);
    expect(await transfersKeyed(key)).toBe(1);
    expect(Number(await available(t, member))).toBe(Number(before) + 5000);
    expect(await auditRows(ADJUST, 'OK', since)).toHaveLength(1);
  });

  it('announces nothing when the change is undone', async () => {
    const deposit = body(
      await api.post('/wps/wallet/deposit', { amount: '700', payerName: 'Jade Tiger' }, { token: member }),
    ).value;
    const events = await capture(t, 'demo', memberId);
    const before = await available(t, member);
    const refused = await api.post(
      `/admin/api/deposits/${deposit.id}/approve`,
      { remarks: REFUSED },
      { token: owner },
    );
    expect(refused.statusCode).toBe(500);
    expect(events.messages).toEqual([]);
    expect(await available(t, member)).toBe(before);
    const queue = body(await api.get('/admin/api/deposits?status=PENDING&size=50', { token: owner })).value;
    expect(queue.list.map((d: { id: number }) => d.id)).toContain(deposit.id);

    const approved = await api.post(
      `/admin/api/deposits/${deposit.id}/approve`,
      { remarks: 'received' },
      { token: owner },
    );
    expect(body(approved).value.status).toBe('APPROVED');
    expect(events.messages.map((m) => m.type)).toEqual(['DEPOSIT']);
    await events.stop();
  });
});

describe('a refused attempt (DENIED)', () => {
  it('is audited even when it carries text the database cannot store', async () => {
    const key = requestId();
    const since = await lastAuditId();
    const res = await adjust(
      { amount: '5000.00', reason: 'x', requestId: key, note: 'a\u0000b\ud800' },
      support,
    );
    expect(res.statusCode).toBe(403);
    expect(body(res).errorCode).toBe('permission.denied');
    const rows = await auditRows(ADJUST, 'DENIED', since);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.detail).toMatchObject({ reason: 'x', note: expect.stringMatching(/^a.b.$/) });
    expect(await transfersKeyed(key)).toBe(0);
  });

  it('whose entry cannot be written fails the request instead of vanishing', async () => {
    const key = requestId();
    const before = await available(t, member);
    const since = await lastAuditId();
    const res = await adjust({ amount: '5000.00', reason: REFUSED, requestId: key }, support);
    expect(res.statusCode).toBe(500);
    expect(body(res).errorCode).toBe('system.error');
    expect(await auditRows(ADJUST, 'DENIED', since)).toHaveLength(0);
    expect(await transfersKeyed(key)).toBe(0);
    expect(await available(t, member)).toBe(before);
  });
});

describe('handlers that answer with reply.send()', () => {
  async function probeApp() {
    const extra = Fastify({ logger: false });
    const demo = await t.services.directory.byMerchantCode('demo');
    extra.decorateRequest('merchant', null);
    extra.decorateRequest('authToken', null);
    extra.addHook('onRequest', async (request) => {
      request.merchant = demo;
      request.authToken = (request.headers.authorization as string | undefined) ?? null;
    });
    registerErrorHandling(extra);
    registerRequestTimeout(extra, 150);
    registerAdminGuard(extra, { admins: t.services.admins, audit: t.services.audit, db: t.database.db });
    extra.post('/admin/api/probe/send', async (request, reply) => {
      const { note } = request.body as { note: string };
      await t.database.db.execute(sql`INSERT INTO audit_probe (note) VALUES (${note})`);
      reply.code(201).send({ stored: note });
    });
    extra.post('/admin/api/probe/return-reply', async (request, reply) => {
      const { note } = request.body as { note: string };
      await t.database.db.execute(sql`INSERT INTO audit_probe (note) VALUES (${note})`);
      return reply.send({ stored: note });
    });
    extra.post('/admin/api/probe/slow', async (request) => {
      const { note } = request.body as { note: string };
      await t.database.db.execute(sql`INSERT INTO audit_probe (note) VALUES (${note})`);
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { stored: note };
    });
    await extra.ready();
    return extra;
  }

  const probes = async (note: string) =>
    Number(
      rowsOf<{ n: number }>(
        await t.database.db.execute(sql`SELECT count(*)::int AS n FROM audit_probe WHERE note = ${note}`),
      )[0]!.n,
    );

  it('commit with their entry, or not at all', async () => {
    const extra = await probeApp();
    try {
      for (const path of ['/admin/api/probe/send', '/admin/api/probe/return-reply']) {
        const since = await lastAuditId();
        const ok = await extra.inject({
          method: 'POST',
          url: path,
          headers: { authorization: owner },
          payload: { note: `kept ${path}` },
        });
        expect(ok.statusCode, ok.body).toBe(path.endsWith('send') ? 201 : 200);
        expect(ok.json()).toEqual({ stored: `kept ${path}` });
        expect(await probes(`kept ${path}`)).toBe(1);
        expect(await auditRows(`POST ${path}`, 'OK', since)).toHaveLength(1);

        const refused = await extra.inject({
          method: 'POST',
          url: path,
          headers: { authorization: owner },
          payload: { note: `${REFUSED} ${path}` },
        });
        expect(refused.statusCode, refused.body).toBe(500);
        expect(await probes(`${REFUSED} ${path}`)).toBe(0);
        const rows = await t.database.db
          .select({ n: count() })
          .from(adminAuditLog)
          .where(like(adminAuditLog.action, `%${path}`));
        expect(Number(rows[0]!.n)).toBe(1);
      }
    } finally {
      await extra.close();
    }
  });

  it('undo what a handler did when the request timed out meanwhile', async () => {
    const extra = await probeApp();
    try {
      const since = await lastAuditId();
      const res = await extra.inject({
        method: 'POST',
        url: '/admin/api/probe/slow',
        headers: { authorization: owner },
        payload: { note: 'too slow' },
      });
      expect(res.statusCode).toBe(504);
      expect(res.json()).toMatchObject({ errorCode: 'timeout_retry_please' });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await probes('too slow')).toBe(0);
      expect(await auditRows('POST /admin/api/probe/slow', 'OK', since)).toHaveLength(0);
    } finally {
      await extra.close();
    }
  });
});
