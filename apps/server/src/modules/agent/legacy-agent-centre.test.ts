import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken, resetCounters, setFlag } from '../../platform/testing/accounts.js';
import { members } from '../member/member.tables.js';
import { hashPassword } from '../member/index.js';
import { memberIdOf, merchantIdOf } from '../wallet/test-support.js';

/** The 500cai client's /wps/agent calls as it sends them: query paging, JSON POST, form PUT, DELETE by query. */
let t: TestApp;
let api: ReturnType<typeof client>;
let agent: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  agent = await loginToken(t, 'agent001', 'agent1234');
  member = await loginToken(t, 'demo001', 'demo1234');
});
afterAll(async () => t?.close());
beforeEach(async () => resetCounters(t));

/** A member (under agent001 unless said otherwise), optionally signed up with a register code. */
async function downline(
  username: string,
  registerCode?: string,
  o: { upline?: string | null; isAgent?: number } = {},
) {
  const [row] = await t.database.db
    .insert(members)
    .values({
      merchantId: await merchantIdOf(t, 'demo'),
      username,
      passwordHash: await hashPassword('pass1234'),
      isAgent: o.isAgent ?? 0,
      uplineId: o.upline === null ? null : await memberIdOf(t, 'demo', o.upline ?? 'agent001'),
      referralCode: username.toUpperCase().slice(0, 16),
      contacts: registerCode ? { registerCode } : {},
    })
    .returning();
  return row!;
}

const form = (url: string, payload: string, token = agent) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { Merchant: 'demo', Authorization: token, 'Content-Type': 'application/x-www-form-urlencoded' },
    payload,
  });

describe('the legacy agent centre', () => {
  it('reads announcements, rebate settings, downline rebates, downlines and the transfer switch', async () => {
    const notices = body(await api.get('/wps/agent/announcements?pageNo=1&pageSize=5', { token: agent }));
    expect(notices).toMatchObject({ success: true, status: true, value: { page: 1, size: 5 } });
    const ours = body(await api.get('/wps/relay/CCSFE_getListAnnouncements?size=5')).value;
    expect(notices.value.total).toBe(ours.total);

    const rates = body(await api.get('/wps/agent/globalRebateSettings', { token: agent })).value;
    expect(rates).toEqual(body(await api.get('/wps/relay/MCSFE_getRebateRates')).value);

    const rebates = body(
      await api.get('/wps/agent/downlineRebates?pageNo=1&pageSize=10', { token: agent }),
    ).value;
    const contracts = body(await api.get('/wps/agent/contracts?page=1&size=10', { token: agent })).value;
    expect(rebates).toEqual(contracts);

    await downline('lvl2001', undefined, { isAgent: 2 });
    await downline('deep001', undefined, { upline: 'lvl2001' });
    const direct = body(await api.get('/wps/agent/downlines?pageNo=1&pageSize=50', { token: agent })).value;
    expect(direct.list.map((m: { username: string }) => m.username)).toContain('lvl2001');
    expect(direct.list.map((m: { username: string }) => m.username)).not.toContain('deep001');
    expect(direct.list.every((m: { uplineUsername: string }) => m.uplineUsername === 'agent001')).toBe(true);
    const tree = body(
      await api.get('/wps/agent/downlines?directOnly=false&pageSize=50', { token: agent }),
    ).value;
    expect(tree.list.map((m: { username: string }) => m.username)).toContain('deep001');

    await setFlag(t, 'demo', 'AGENTRANSMULTDOWN3', false);
    expect(body(await api.get('/wps/agent/transferEnabled', { token: agent })).value).toEqual({
      transferEnabled: true,
      multipleDownlines: false,
    });
    await setFlag(t, 'demo', 'AGENTRANSMULTDOWN3', true);
    expect(body(await api.get('/wps/agent/transferEnabled', { token: agent })).value.multipleDownlines).toBe(
      true,
    );
  });

  it('creates, lists and deletes affiliate URLs; lists who registered with them', async () => {
    const created = body(
      await api.post('/wps/agent/affiliateUrl', { type: 0, description: 'Facebook page' }, { token: agent }),
    ).value;
    expect(created).toMatchObject({
      accountType: 0,
      remark: 'Facebook page',
      enabled: true,
      registrations: 0,
    });
    expect(created.registerPath).toContain(created.code);
    const signedUp = await downline('aff001', created.code);
    await downline('plain001');

    const urls = body(await api.get('/wps/agent/affiliateUrls?pageNo=1&pageSize=20', { token: agent })).value;
    expect(urls.list.find((u: { codeId: number }) => u.codeId === created.codeId).registrations).toBe(1);
    const registered = body(
      await api.get('/wps/agent/registeredAffiliates?pageSize=50', { token: agent }),
    ).value;
    expect(registered.list).toContainEqual(
      expect.objectContaining({ customerId: signedUp.id, username: 'aff001', affiliateCode: created.code }),
    );
    expect(registered.list.map((m: { username: string }) => m.username)).not.toContain('plain001');

    const removed = body(
      await api.del(`/wps/agent/affiliateUrl?affiUrlId=${created.codeId}`, { token: agent }),
    );
    expect(removed.value).toEqual({ codeId: created.codeId, deleted: true });
    const after = body(await api.get('/wps/agent/affiliateUrls?pageSize=50', { token: agent })).value.list;
    expect(after.map((u: { codeId: number }) => u.codeId)).not.toContain(created.codeId);
    expect(
      body(await api.del(`/wps/agent/affiliateUrl?affiUrlId=${created.codeId}`, { token: agent })).errorCode,
    ).toBe('resource.not.found');
  });

  it('promotes a direct downline member to a level-2 agent, only its own', async () => {
    const row = await downline('promo001');
    const res = (await form('/wps/agent/promoteDownlineToAgent', 'username=promo001')).json();
    expect(res).toMatchObject({
      success: true,
      value: { customerId: row.id, username: 'promo001', isAgent: 2 },
    });
    const again = (await form('/wps/agent/promoteDownlineToAgent', `customerId=${row.id}`)).json();
    expect(again.errorCode).toBe('request.invalid');
    // Not its downline (no upline, or under another agent); a level-2 agent may not promote.
    await downline('loose001', undefined, { upline: null });
    expect((await form('/wps/agent/promoteDownlineToAgent', 'username=loose001')).json().errorCode).toBe(
      'downline.not.found',
    );
    await downline('lvl2002', undefined, { isAgent: 2 });
    await downline('under002', undefined, { upline: 'lvl2002' });
    expect((await form('/wps/agent/promoteDownlineToAgent', 'username=under002')).json().errorCode).toBe(
      'downline.not.found',
    );
    const level2 = await loginToken(t, 'lvl2002', 'pass1234');
    expect(
      (await form('/wps/agent/promoteDownlineToAgent', 'username=under002', level2)).json().errorCode,
    ).toBe('permission.denied');
  });

  it('answers permission.denied to a member who is not an agent, and keeps to the merchant', async () => {
    for (const [method, url] of [
      ['GET', '/wps/agent/announcements'],
      ['GET', '/wps/agent/globalRebateSettings'],
      ['GET', '/wps/agent/downlineRebates'],
      ['GET', '/wps/agent/downlines'],
      ['GET', '/wps/agent/affiliateUrls'],
      ['GET', '/wps/agent/registeredAffiliates'],
      ['GET', '/wps/agent/transferEnabled'],
      ['DELETE', '/wps/agent/affiliateUrl?affiUrlId=1'],
    ] as const) {
      const res =
        method === 'GET' ? await api.get(url, { token: member }) : await api.del(url, { token: member });
      expect(body(res).errorCode, url).toBe('permission.denied');
    }
    expect(body(await api.post('/wps/agent/affiliateUrl', {}, { token: member })).errorCode).toBe(
      'permission.denied',
    );
    expect(
      (await form('/wps/agent/promoteDownlineToAgent', 'username=demo001', member)).json().errorCode,
    ).toBe('permission.denied');

    const alpha = await loginToken(t, 'alpha001', 'alpha1234', 'alpha');
    expect(body(await api.get('/wps/agent/downlines', { token: alpha, merchant: 'alpha' })).errorCode).toBe(
      'permission.denied',
    );
    expect((await api.get('/wps/agent/downlines', { token: agent, merchant: 'alpha' })).statusCode).toBe(401);
    const alphaId = await memberIdOf(t, 'alpha', 'alpha001');
    expect((await form('/wps/agent/promoteDownlineToAgent', `customerId=${alphaId}`)).json().errorCode).toBe(
      'downline.not.found',
    );
  });

  it('answers request.invalid to bad input', async () => {
    for (const url of [
      '/wps/agent/downlines?pageSize=500',
      '/wps/agent/downlines?directOnly=perhaps',
      '/wps/agent/downlines?username=' + 'x'.repeat(40),
      '/wps/agent/downlineRebates?kind=BONUS',
      '/wps/agent/announcements?pageNo=0',
      '/wps/agent/affiliateUrls?pageSize=abc',
      '/wps/agent/registeredAffiliates?page=1001',
    ]) {
      const res = await api.get(url, { token: agent });
      expect(res.statusCode, url).toBe(400);
      expect(body(res).errorCode).toBe('request.invalid');
    }
    for (const url of [
      '/wps/agent/affiliateUrl',
      '/wps/agent/affiliateUrl?affiUrlId=x',
      '/wps/agent/affiliateUrl?affiUrlId=0',
    ]) {
      expect(body(await api.del(url, { token: agent })).errorCode).toBe('request.invalid');
    }
    expect(body(await api.post('/wps/agent/affiliateUrl', { type: 7 }, { token: agent })).errorCode).toBe(
      'request.invalid',
    );
    expect((await form('/wps/agent/promoteDownlineToAgent', '')).json().errorCode).toBe('request.invalid');
    expect((await form('/wps/agent/promoteDownlineToAgent', 'customerId=abc')).json().errorCode).toBe(
      'request.invalid',
    );
  });
});
