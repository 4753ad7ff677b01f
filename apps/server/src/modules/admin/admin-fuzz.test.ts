import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client } from '../../platform/testing/accounts.js';

let t: TestApp;
const tokens: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const api = client(t);
  for (const [username, password] of [
    ['admin', 'admin1234'],
    ['finance', 'finance1234'],
    ['support', 'support1234'],
  ]) {
    const res = await api.post('/admin/api/session/login', { username, password });
    tokens.push(body(res).value.token as string);
  }
});
afterAll(async () => {
  await t.close();
});

/** Deterministic pseudo-random generator so a failure can be replayed. */
function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const NASTY: unknown[] = [
  '',
  ' ',
  '\u0000',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '9'.repeat(400),
  '../../etc/passwd',
  '字'.repeat(300),
  '-1',
  '1e309',
  -1,
  0,
  1.5,
  9e15,
  Number.MAX_SAFE_INTEGER,
  true,
  null,
  [],
  {},
  ['EN', 'XX'],
  ['ZZ'],
  '2020-02-30',
  '(a+)+$',
];

/** The core back-office routes: operators, audit, members, merchant settings, reports, dashboard. */
const CORE = /^\/admin\/api\/(operators|audit|members|merchant|reports|dashboard|session)/;

describe('fuzzed input to the back office never gives a 5xx', () => {
  it('survives random params, queries and bodies from logged-in operators of every role', async () => {
    const random = rng(20261123);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const routes = t.app.printRoutes({ commonPrefix: false });
    const patterns = [...new Set([...routes.matchAll(/(\/admin\/api\/[^\s(]*)/g)].map((m) => m[1]!))].filter(
      (p) => CORE.test(p) && p !== '/admin/api/session/logout',
    );
    expect(patterns.length).toBeGreaterThan(10);
    const fields = [
      'amount',
      'reason',
      'requestId',
      'locked',
      'q',
      'status',
      'name',
      'languages',
      'defaultLanguage',
      'maintenanceStart',
      'maintenanceEnd',
      'blockedCountries',
      'modId',
      'enabled',
      'flags',
      'fields',
      'domain',
      'role',
      'displayName',
      'password',
      'username',
      'from',
      'to',
      'page',
      'size',
    ];
    for (let i = 0; i < 400; i++) {
      const path = pick(patterns).replace(/:\w+/g, () => encodeURIComponent(String(pick(NASTY)) || 'x'));
      const method = pick(['GET', 'POST', 'PUT', 'DELETE'] as const);
      const payload: Record<string, unknown> = {};
      for (let f = 0; f < 4; f++) payload[pick(fields)] = pick(NASTY);
      const query = new URLSearchParams();
      for (let f = 0; f < 3; f++) query.set(pick(fields), String(pick(NASTY)));
      const res = await t.app.inject({
        method,
        url: `${path}?${query.toString()}`,
        headers: { Merchant: 'demo', Authorization: pick(tokens), 'X-Forwarded-For': `198.19.${i % 250}.1` },
        ...(method === 'GET' || method === 'DELETE'
          ? {}
          : { payload: random() < 0.2 ? '{"broken":' : payload }),
      });
      expect(res.statusCode, `${method} ${path} ${JSON.stringify(payload)}`).toBeLessThan(500);
      expect(res.body).not.toMatch(/\bat .+:\d+:\d+|syntax error at|relation "/);
    }
    // The fuzzing locked or demoted nobody it should not have: the owner still works.
    const me = await client(t).get('/admin/api/session', { token: tokens[0] });
    expect(body(me).value.role).toBe('OWNER');
  });
});
