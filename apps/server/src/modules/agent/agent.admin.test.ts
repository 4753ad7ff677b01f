import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken } from '../../platform/testing/accounts.js';
import { adminToken } from '../wallet/test-support.js';
import { and, desc, eq } from 'drizzle-orm';
import { adminAuditLog } from '../admin/admin.tables.js';
import { members } from '../member/member.tables.js';
import { seedDemoAgents } from '../../seed/demo-agents.js';
import { addDays, businessDay } from './periods.js';

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let alphaAdmin: string;

type Res = Awaited<ReturnType<typeof api.get>>;
const code = (res: Res) => body(res).errorCode;
const value = (res: Res) => body(res).value;
const alpha = () => ({ token: alphaAdmin, merchant: 'alpha' });
const get = async (path: string, o: object = { token: admin }) => {
  const res = await api.get(path, o);
  expect(code(res), res.body).toBeNull();
  return value(res);
};

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  admin = await adminToken(t);
  alphaAdmin = await adminToken(t, 'alpha', 'alphaadmin1');
  // The demo agent tree as the server seeds it on start.
  await seedDemoAgents(t.database.db);
  // The payout job pays the finished days the seed booked game rounds for.
  await t.services.agentPayouts.tick();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('agents', () => {
  it('lists agents with their downline counts and searches them', async () => {
    const page = await get('/admin/api/agents?size=50');
    const top = page.list.find((a: { username: string }) => a.username === 'agent001');
    const second = page.list.find((a: { username: string }) => a.username === 'agent002');
    const direct = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.uplineId, top.id));
    expect(direct.length).toBeGreaterThan(1);
    expect(top).toMatchObject({ level: 1, downlineCount: direct.length, downlineAgentCount: 1 });
    expect(second).toMatchObject({ level: 2, upline: 'agent001', downlineCount: 2, downlineAgentCount: 0 });
    expect(page.list.every((a: { level: number }) => a.level === 1 || a.level === 2)).toBe(true);
    const found = await get('/admin/api/agents?q=agent002');
    expect(found.list.map((a: { username: string }) => a.username)).toEqual(['agent002']);
    expect((await get('/admin/api/agents?level=2')).list.every((a: { level: number }) => a.level === 2)).toBe(
      true,
    );
    expect((await get('/admin/api/agents?size=1')).list).toHaveLength(1);
  });

  it('never shows another merchant agents', async () => {
    const names = (await get('/admin/api/agents?size=50', alpha())).list.map(
      (a: { username: string }) => a.username,
    );
    expect(names).not.toContain('agent001');
    expect((await get('/admin/api/agents/contracts?size=50', alpha())).list).toEqual([]);
  });
});

describe('contracts', () => {
  it('lists contracts of every kind with parties, terms and status', async () => {
    const page = await get('/admin/api/agents/contracts?size=50');
    expect(page.total).toBeGreaterThan(0);
    const row = page.list[0];
    expect(row).toHaveProperty('username');
    expect(row).toHaveProperty('agentUsername');
    expect(Array.isArray(row.tiers)).toBe(true);
    const active = await get('/admin/api/agents/contracts?status=V&size=50');
    expect(active.list.every((c: { status: string }) => c.status === 'V')).toBe(true);
    const dividends = await get('/admin/api/agents/contracts?kind=DIVIDEND&size=50');
    expect(dividends.list.every((c: { kind: string }) => c.kind === 'DIVIDEND')).toBe(true);
    const byHolder = await get(`/admin/api/agents/contracts?q=${row.username}&size=50`);
    expect(byHolder.list.map((c: { id: number }) => c.id)).toContain(row.id);
  });
});

describe('payouts', () => {
  it('lists the payouts made in a range with totals per kind', async () => {
    const today = businessDay(new Date());
    const from = addDays(today, -7);
    const page = await get(`/admin/api/agents/payouts?from=${from}&to=${today}&size=50`);
    expect(page).toMatchObject({ from, to: today });
    expect(page.total).toBe(page.totals.reduce((n: number, k: { count: number }) => n + k.count, 0));
    expect(page.list.every((p: { status: string }) => p.status === 'PAID')).toBe(true);
    expect(page.total).toBeGreaterThan(0);
    const first = page.list[0];
    expect(first.businessDay >= from && first.businessDay <= today).toBe(true);
    expect(Number(first.amount)).toBeGreaterThan(0);
    const alphaPage = await get(`/admin/api/agents/payouts?from=${from}&to=${today}`, alpha());
    expect(alphaPage).toMatchObject({ total: 0, list: [] });
  });

  it('bounds the range and answers catalogue codes', async () => {
    expect(
      code(await api.get('/admin/api/agents/payouts?from=2024-01-10&to=2024-01-01', { token: admin })),
    ).toBe('request.invalid');
    expect(
      code(await api.get('/admin/api/agents/payouts?from=2024-01-01&to=2024-12-31', { token: admin })),
    ).toBe('request.invalid');
    expect(code(await api.get('/admin/api/agents/payouts?from=2024-02-30', { token: admin }))).toBe(
      'request.invalid',
    );
    for (const q of ['kind=X', 'status=PAID%27', 'level=3', 'q=%25%5C', 'page=0', 'size=500']) {
      for (const path of ['/admin/api/agents', '/admin/api/agents/contracts', '/admin/api/agents/payouts']) {
        expect((await api.get(`${path}?${q}`, { token: admin })).statusCode, `${path}?${q}`).toBeLessThan(
          500,
        );
      }
    }
    expect(code(await api.get('/admin/api/agents'))).toBe('login.not.session');
  });
});

describe('house offers to top agents', () => {
  const tiers = [{ minimumBet: '100', activeMember: 1, rateType: 'F', rate: '5' }];
  const offer = (username: string, o: object = { token: admin }) =>
    api.post('/admin/api/agents/contracts', { kind: 'HOUR_SALARY', username, tiers }, o);

  it('offers a contract to a top agent, who accepts it in the agent centre, and audits the offer', async () => {
    const made = value(await offer('agent001'));
    expect(made).toMatchObject({
      kind: 'HOUR_SALARY',
      status: 'P',
      username: 'agent001',
      agentUsername: null,
      tiers: [{ minimumBet: '100', activeMember: 1, rateType: 'F', rate: '5' }],
    });
    const holder = await loginToken(t, 'agent001', 'agent1234');
    const answered = body(
      await api.post(
        '/wps/relay/AGENT_processContractHourSalary',
        { contractId: made.id, status: 'A' },
        { token: holder },
      ),
    );
    expect(answered.errorCode).toBeNull();
    expect(answered.value.contract).toMatchObject({ status: 'V' });
    const listed = await get('/admin/api/agents/contracts?q=agent001&kind=HOUR_SALARY&status=V');
    expect(listed.list.map((c: { id: number }) => c.id)).toContain(made.id);
    // An offer of a kind the agent holds revises that contract; the new terms wait for its answer.
    const daily = [{ betVolume: '1000', activeMember: 1, rateType: 'P', rate: '1.80' }];
    const revised = value(
      await api.post(
        '/admin/api/agents/contracts',
        { kind: 'DAILY_SALARY', username: 'agent001', tiers: daily },
        {
          token: admin,
        },
      ),
    );
    expect(revised).toMatchObject({
      status: 'V',
      agentUsername: null,
      pendingTiers: [{ betVolume: '1000', activeMember: 1, rateType: 'P', rate: '1.80' }],
    });
    const [entry] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'POST /admin/api/agents/contracts'), eq(adminAuditLog.outcome, 'OK')),
      )
      .orderBy(desc(adminAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ area: 'agents' });
  });

  it('offers nothing to an agent with an upline, a member, a stranger or another merchant', async () => {
    expect(code(await offer('agent002'))).toBe('contract.holder.not.top.agent');
    expect(code(await offer('demo001'))).toBe('downline.not.found');
    expect(code(await offer('nobody42'))).toBe('downline.not.found');
    expect(code(await offer('agent001', alpha()))).toBe('downline.not.found');
    const bad = await api.post(
      '/admin/api/agents/contracts',
      { kind: 'DAILY_SALARY', username: 'agent001' },
      {
        token: admin,
      },
    );
    expect(code(bad)).toBe('request.invalid');
  });
});
