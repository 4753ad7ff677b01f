import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BUILTIN_LIVECHAT_PATH, type RealtimeMessage, type SpeedTestTask } from '@platform/shared';
import { memberSessionChannel } from '../../platform/realtime/channels.js';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken } from '../../platform/testing/accounts.js';
import { vipLabels } from '../promotion/promotion.tables.js';
import { adminToken, capture, memberIdOf, merchantIdOf } from '../wallet/test-support.js';

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let alpha: { token: string; merchant: string };

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  admin = await adminToken(t);
  alpha = { token: await adminToken(t, 'alpha', 'alphaadmin1'), merchant: 'alpha' };
});
afterAll(async () => t?.close());

async function labelIdsOf(merchant: string): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: vipLabels.id })
    .from(vipLabels)
    .where(eq(vipLabels.merchantId, await merchantIdOf(t, merchant)));
  return rows.map((r) => r.id);
}

describe('customer-service entries', () => {
  it('serves the built-in chat as /livechat on the request origin', async () => {
    const route = body(
      await api.get('/wps/system/domainRoute', { headers: { host: 'm.goldenlotus.test' } }),
    ).value;
    const live = route.customerService.find((e: { csType: string }) => e.csType === 'LIVECHAT');
    expect(live.path).toBe('http://m.goldenlotus.test/livechat');
    const proxied = body(
      await api.get('/wps/system/settings/consolidated', {
        headers: { host: 'www.goldenlotus.test', 'X-Forwarded-Proto': 'https' },
      }),
    ).value;
    const entries = proxied.customerService.map((e: { path: string }) => e.path);
    expect(entries).toContain('https://www.goldenlotus.test/livechat');
    expect(entries.every((p: string) => p.startsWith('http'))).toBe(true);
  });

  it('back office CRUD validates paths and VIP labels, per merchant', async () => {
    const list = body(await api.get('/admin/api/customer-service/entries', { token: admin })).value;
    expect(list.find((e: { builtin: boolean }) => e.builtin)).toMatchObject({
      csType: 'LIVECHAT',
      path: BUILTIN_LIVECHAT_PATH,
    });
    const [label] = await labelIdsOf('demo');
    const [alphaLabel] = await labelIdsOf('alpha');
    const created = body(
      await api.post(
        '/admin/api/customer-service/entries',
        {
          title: 'VIP line',
          csType: 'COMM100VIP',
          path: 'https://vip.goldenlotus.test/chat',
          labelIds: [label, label],
        },
        { token: admin },
      ),
    ).value;
    expect(created).toMatchObject({ builtin: false, labelIds: [label], csPosition: 'RIGHT' });
    const bad = [
      { title: 'x', csType: 'COMM100', path: 'javascript:alert(1)' },
      { title: 'x', csType: 'COMM100', path: 'https://a.test', labelIds: [alphaLabel] },
      { title: 'x', csType: 'COMM100', path: 'https://a.test', labelIds: [999_999] },
      { title: 'x', csType: 'COMM100', builtin: true },
      { title: 'x', csType: 'SKYPE', path: 'https://a.test' },
    ];
    for (const payload of bad) {
      expect(
        body(await api.post('/admin/api/customer-service/entries', payload, { token: admin })).errorCode,
      ).toBe('request.invalid');
    }
    const builtin = body(
      await api.put(
        `/admin/api/customer-service/entries/${created.id}`,
        { title: 'Chat with us', csType: 'LIVECHAT', builtin: true },
        { token: admin },
      ),
    ).value;
    expect(builtin).toMatchObject({ builtin: true, path: BUILTIN_LIVECHAT_PATH, labelIds: [] });
    expect(
      body(
        await api.put(
          `/admin/api/customer-service/entries/${created.id}`,
          { title: 'x', csType: 'LIVECHAT', builtin: true },
          alpha,
        ),
      ).errorCode,
    ).toBe('resource.not.found');
    expect(body(await api.del(`/admin/api/customer-service/entries/${created.id}`, alpha)).errorCode).toBe(
      'resource.not.found',
    );
    expect(
      body(await api.del(`/admin/api/customer-service/entries/${created.id}`, { token: admin })).value,
    ).toEqual({
      deleted: true,
    });
  });
});

describe('customer-service scripts', () => {
  it('accepts only https script URLs and serves the enabled ones', async () => {
    for (const src of [
      'http://cdn.test/a.js',
      'javascript:alert(1)',
      '<script>alert(1)</script>',
      'https://u:p@cdn.test/a.js',
    ]) {
      expect(
        body(
          await api.post('/admin/api/customer-service/scripts', { csType: 'COMM100', src }, { token: admin }),
        ).errorCode,
      ).toBe('request.invalid');
    }
    const on = body(
      await api.post(
        '/admin/api/customer-service/scripts',
        { csType: 'COMM100', position: 'HEAD', src: 'https://cdn.comm100.test/livechat.js' },
        { token: admin },
      ),
    ).value;
    const off = body(
      await api.post(
        '/admin/api/customer-service/scripts',
        { csType: 'AICAN', src: 'https://cdn.aican.test/widget.js', enabled: false },
        { token: admin },
      ),
    ).value;
    const served = body(await api.post('/wps/relay/MCSFE_getCustomerServiceScript', {})).value;
    expect(served).toEqual({
      scripts: [
        { id: on.id, csType: 'COMM100', position: 'HEAD', src: 'https://cdn.comm100.test/livechat.js' },
      ],
    });
    expect(
      body(await api.get('/wps/relay/MCSFE_getCustomerServiceScript', { merchant: 'alpha' })).value.scripts,
    ).toEqual([]);
    expect(body(await api.get('/admin/api/customer-service/scripts', { token: admin })).value).toHaveLength(
      2,
    );
    expect(
      body(
        await api.put(
          `/admin/api/customer-service/scripts/${off.id}`,
          { csType: 'AICAN', src: 'https://x.test/a.js' },
          alpha,
        ),
      ).errorCode,
    ).toBe('resource.not.found');
    expect(
      body(await api.del(`/admin/api/customer-service/scripts/${on.id}`, { token: admin })).value.deleted,
    ).toBe(true);
  });
});

describe('download setting', () => {
  it('lists the app resources with QR codes and the texts of the language', async () => {
    const value = body(await api.get('/wps/system/download/setting', { headers: { Language: 'EN' } })).value;
    expect(value.language).toBe('EN');
    expect(value.resources.map((r: { resourceType: string }) => r.resourceType)).toEqual([
      'IOS',
      'Android',
      'H5',
    ]);
    for (const r of value.resources) expect(r.qrCodeUrl).toMatch(/^data:image\/png;base64,/);
    expect(value.texts.app_desc).toContain('Golden Lotus');
    // alpha does not offer CN: its default language answers.
    const alphaValue = body(
      await api.post(
        '/wps/relay/MCSFE_getDownloadSetting',
        {},
        { merchant: 'alpha', headers: { Language: 'CN' } },
      ),
    ).value;
    expect(alphaValue.language).toBe('VI');
    expect(alphaValue.resources[0].url).toContain('alphaplay');
  });
});

describe('speed test', () => {
  it('an operator sends a task to a member, whose browser posts the result back', async () => {
    const memberId = await memberIdOf(t, 'demo', 'demo001');
    // The task travels on the session topic, addressed to this member's sessions (not its user topic).
    const userPushes = await capture(t, 'demo', memberId);
    const sessionPushes: RealtimeMessage[] = [];
    const stopSession = await t.bus.subscribe(
      memberSessionChannel(await merchantIdOf(t, 'demo'), memberId),
      (raw) => sessionPushes.push(JSON.parse(raw) as RealtimeMessage),
    );
    const sent = body(
      await api.post('/admin/api/customer-service/speed-tests', { account: 'demo001' }, { token: admin }),
    ).value;
    await new Promise((r) => setTimeout(r, 20));
    userPushes.stop();
    await stopSession();
    expect(userPushes.messages.filter((m) => m.type === 'SPEED_TEST')).toEqual([]);
    const task = sessionPushes.find((m) => m.type === 'SPEED_TEST')?.data as SpeedTestTask;
    expect(task).toEqual({ taskId: sent.taskId, url: sent.url, timeoutMs: 10_000 });
    expect(task.url).toMatch(/^https:\/\/(www|m|line2)\.goldenlotus\.test\/wps\/system\/test\/ping\?t=\d+$/);
    expect(sent).toMatchObject({ account: 'demo001', createdBy: 'admin', result: null });

    const member = await loginToken(t, 'demo001', 'demo1234');
    const other = await loginToken(t, 'demo002', 'demo1234');
    const result = { taskId: task.taskId, success: true, elapsed: 87, message: 'ok' };
    expect(body(await api.post('/wps/system/speedTest/result', result, { token: other })).errorCode).toBe(
      'speed.test.task.not.found',
    );
    expect(
      body(
        await api.post(
          '/wps/system/speedTest/result',
          { ...result, taskId: 'no-such-task' },
          { token: member },
        ),
      ).errorCode,
    ).toBe('speed.test.task.not.found');
    expect(body(await api.post('/wps/system/speedTest/result', result)).errorCode).toBe('login.not.session');
    expect(body(await api.post('/wps/system/speedTest/result', result, { token: member })).value).toEqual({
      taskId: task.taskId,
      recorded: true,
    });
    // The first result stands.
    expect(
      body(await api.post('/wps/system/speedTest/result', { ...result, elapsed: 5 }, { token: member })).value
        .recorded,
    ).toBe(false);

    const listed = body(
      await api.get('/admin/api/customer-service/speed-tests?account=demo001', { token: admin }),
    ).value;
    expect(listed.list[0]).toMatchObject({
      taskId: task.taskId,
      result: { success: true, elapsed: 87, message: 'ok' },
    });
    expect(body(await api.get('/admin/api/customer-service/speed-tests', alpha)).value.total).toBe(0);

    const given = body(
      await api.post(
        '/admin/api/customer-service/speed-tests',
        { account: 'demo002', url: 'https://line9.example.test/ping.json', timeoutMs: 5000 },
        { token: admin },
      ),
    ).value;
    expect(given).toMatchObject({ url: 'https://line9.example.test/ping.json', timeoutMs: 5000 });
    expect(
      body(await api.post('/admin/api/customer-service/speed-tests', { account: 'demo001' }, alpha))
        .errorCode,
    ).toBe('downline.not.found');
    expect(
      body(
        await api.post(
          '/admin/api/customer-service/speed-tests',
          { account: 'demo001', url: 'javascript:x' },
          { token: admin },
        ),
      ).errorCode,
    ).toBe('request.invalid');
    // A task of demo cannot be answered under alpha, even by a logged-in alpha member.
    const alphaMember = await loginToken(t, 'alpha001', 'alpha1234', 'alpha');
    expect(
      body(
        await api.post(
          '/wps/system/speedTest/result',
          { ...result, taskId: given.taskId },
          { token: alphaMember, merchant: 'alpha' },
        ),
      ).errorCode,
    ).toBe('speed.test.task.not.found');
  });
});

describe('fuzzing', () => {
  it('never answers 5xx', async () => {
    const member = await loginToken(t, 'demo001', 'demo1234');
    const junk = ['', '-1', '1e308', 'x'.repeat(3000), '%00', "' OR 1=1", '[]', '{}', '9'.repeat(40)];
    for (const v of junk) {
      const q = encodeURIComponent(v);
      for (const url of [
        `/admin/api/customer-service/speed-tests?account=${q}&page=${q}&size=${q}`,
        `/wps/system/download/setting?lang=${q}`,
        `/wps/relay/MCSFE_getCustomerServiceScript?x=${q}`,
      ]) {
        expect((await api.get(url, { token: admin })).statusCode, url).toBeLessThan(500);
      }
      const calls: [string, unknown, string][] = [
        [
          '/admin/api/customer-service/entries',
          { title: v, csType: v, csPosition: v, path: v, builtin: v, labelIds: [v], sort: v },
          admin,
        ],
        [`/admin/api/customer-service/entries/${q}`, { title: v, csType: 'LIVECHAT', builtin: true }, admin],
        [
          '/admin/api/customer-service/scripts',
          { csType: v, position: v, src: v, enabled: v, sort: v },
          admin,
        ],
        ['/admin/api/customer-service/speed-tests', { account: v, url: v, timeoutMs: v }, admin],
        ['/wps/system/speedTest/result', { taskId: v, success: v, elapsed: v, message: v }, member],
      ];
      for (const [url, payload, token] of calls) {
        expect((await api.post(url, payload, { token })).statusCode, url).toBeLessThan(500);
        expect((await api.put(url, payload, { token })).statusCode, url).toBeLessThan(500);
      }
      expect(
        (await api.del(`/admin/api/customer-service/entries/${q}`, { token: admin })).statusCode,
      ).toBeLessThan(500);
      expect(
        (await api.del(`/admin/api/customer-service/scripts/${q}`, { token: admin })).statusCode,
      ).toBeLessThan(500);
    }
  });
});
