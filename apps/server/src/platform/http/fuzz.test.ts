import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { body, client, freshIp, loginToken } from '../testing/accounts.js';
import { registeredRoutes, type RegisteredRoute } from '../testing/routes.js';

/**
 * Hostile input to every registered route (/wps, /lgw and its lottery aliases, /admin/api, vendor
 * callbacks and pages), anonymously, as a member and as an owner, so that handlers run past
 * authentication: nothing answers 5xx or shows a stack trace or SQL, text the database cannot
 * store is refused at the edge, and prototype keys pollute nothing.
 */
let t: TestApp;
let routes: RegisteredRoute[];
const identities: Record<'anonymous' | 'member' | 'owner' | 'finance' | 'support', string | null> = {
  anonymous: null,
  member: null,
  owner: null,
  finance: null,
  support: null,
};

async function operatorToken(username: string, password: string): Promise<string> {
  const res = await client(t).post('/admin/api/session/login', { username, password });
  const token = body(res).value?.token as string | undefined;
  if (!token) throw new Error(`admin login failed: ${res.body}`);
  return token;
}

beforeAll(async () => {
  t = await createTestApp();
  routes = registeredRoutes(t.app);
  identities.member = await loginToken(t, 'demo001', 'demo1234');
  identities.owner = await operatorToken('admin', 'admin1234');
  identities.finance = await operatorToken('finance', 'finance1234');
  identities.support = await operatorToken('support', 'support1234');
});

afterAll(async () => {
  await t?.close();
});

/** Calls that end the session the fuzzing needs. */
const SESSION_ENDING = new Set([
  'DELETE /wps/session/logout',
  'POST /wps/session/logout',
  'DELETE /wps/session/logout/all',
  'DELETE /admin/api/session/logout',
]);
const LEAK = /\bat .+:\d+:\d+|syntax error at|relation "|violates|invalid byte sequence|unsupported Unicode/i;

const usable = () => routes.filter((r) => !SESSION_ENDING.has(`${r.method} ${r.url}`));
const withBody = (method: string) => method !== 'GET';
const fill = (url: string, value: string) => url.replace(/:\w+/g, value);

type Payload = string | Buffer | Record<string, unknown>;

async function send(
  route: RegisteredRoute,
  url: string,
  token: string | null,
  payload?: Payload,
  contentType = 'application/json',
): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({
    method: route.method as 'GET',
    url,
    headers: {
      Merchant: 'demo',
      'X-Forwarded-For': freshIp(),
      ...(token ? { Authorization: token } : {}),
      ...(payload !== undefined && withBody(route.method) ? { 'content-type': contentType } : {}),
    },
    ...(payload !== undefined && withBody(route.method)
      ? {
          payload:
            typeof payload === 'object' && !Buffer.isBuffer(payload) ? JSON.stringify(payload) : payload,
        }
      : {}),
  });
  const label = `${route.method} ${url} (${token ? 'token' : 'anonymous'}) -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect.soft(res.statusCode, label).toBeLessThan(500);
  expect.soft(res.body, label).not.toMatch(LEAK);
  return res;
}

/** Field names the routes read, so that hostile values land where handlers look. */
const FIELDS = [
  'username',
  'password',
  'name',
  'payerName',
  'bankName',
  'accountNo',
  'amount',
  'remarks',
  'reason',
  'note',
  'content',
  'title',
  'message',
  'text',
  'mobileNo',
  'email',
  'code',
  'domain',
  'displayName',
  'requestId',
  'promoCode',
  'bettingSlipString',
  'gameCode',
  'sessionToken',
  'transactionId',
  'slug',
];
const spread = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));

const NUL = 'x\u0000y';
const LONE = 'x\ud800y';
const POISON_BODIES: [string, Payload][] = [
  ['NUL values', spread(NUL)],
  ['lone surrogate values', spread(LONE)],
  ['lone low surrogate values', spread('\udc00')],
  ['NUL key', { ...spread('fine'), 'no\u0000te': 'x' }],
  ['lone surrogate key', { ...spread('fine'), 'k\udbff': 'x' }],
  ['nested NUL', { ...spread('fine'), extra: { list: [{ deeper: NUL }] } }],
  ['prototype key', `{"__proto__":{"polluted":true},"username":"fine"}`],
  ['constructor key', `{"constructor":{"prototype":{"polluted":true}},"amount":"1"}`],
  ['nested prototype key', `{"value":{"__proto__":{"polluted":true}}}`],
];
/** Vendor callbacks keep their body as signed text: percent-escapes in it are not decoded. */
const rawText = (route: RegisteredRoute) => route.url.startsWith('/seamless/');
const isAdmin = (route: RegisteredRoute) =>
  route.url.startsWith('/admin/api/') && route.url !== '/admin/api/session/login';

function errorCodeOf(res: LightMyRequestResponse): string | null {
  try {
    return (res.json() as { errorCode?: string }).errorCode ?? null;
  } catch {
    return null;
  }
}

/** Text the database cannot store anywhere in the request is refused at the edge with request.invalid. */
function expectRefused(res: LightMyRequestResponse, route: RegisteredRoute, who: Who, what: string) {
  const label = `${what}: ${route.method} ${route.url} as ${who} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect.soft(res.statusCode, label).toBe(400);
  expect.soft(errorCodeOf(res), label).toBe('request.invalid');
}

type Who = keyof typeof identities;
/**
 * Callers in turn, so every kind reaches every route over the cases; the back office's gate answers
 * before the edge for callers who are no operator, so its routes are called as the owner.
 */
function caller(route: RegisteredRoute, turn: number): Who {
  if (isAdmin(route)) return 'owner';
  return (['anonymous', 'member', 'owner'] as const)[turn % 3]!;
}

describe('hostile input never gives a 5xx', () => {
  it('enumerates every family of routes', () => {
    const urls = routes.map((r) => r.url);
    for (const prefix of [
      '/wps/',
      '/lgw/',
      '/lotto/lgw/',
      '/lotto-vn/lgw/',
      '/admin/api/',
      '/seamless/',
      '/vendor/',
    ]) {
      expect(
        urls.some((u) => u.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
    expect(urls).toContain('/admin/api/members/:id/adjust');
    expect(routes.length).toBeGreaterThan(250);
  });

  it('refuses text the database cannot store in bodies, keys, queries and route parameters', async () => {
    let turn = 0;
    const refused = async (
      route: RegisteredRoute,
      what: string,
      url: string,
      payload?: Payload,
      type?: string,
    ) => {
      const who = caller(route, turn++);
      expectRefused(await send(route, url, identities[who], payload, type), route, who, what);
    };
    for (const route of usable()) {
      const url = fill(route.url, '1');
      if (withBody(route.method)) {
        for (const [what, payload] of POISON_BODIES) await refused(route, what, url, payload);
        if (!rawText(route)) {
          await refused(
            route,
            'form NUL',
            url,
            'username=a%00b&amount=1&note=x',
            'application/x-www-form-urlencoded',
          );
        }
        await refused(route, 'text NUL', url, `plain ${NUL}`, 'text/plain');
      }
      await refused(route, 'query NUL', `${url}?q=a%00b&page=1`);
      await refused(route, 'query prototype', `${url}?constructor=x&page=1`);
      if (route.url.includes(':')) {
        await refused(route, 'param NUL', fill(route.url, 'a%00b'), withBody(route.method) ? {} : undefined);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  }, 120_000);

  it('survives huge, deep, mistyped and malformed bodies', async () => {
    const huge = Buffer.alloc(10 * 1024 * 1024, 'a');
    const deepArray = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const deepObject = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const boundary = 'fuzzboundary';
    const multipart = (parts: string) => [parts, `multipart/form-data; boundary=${boundary}`] as const;
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const cases: [what: string, payload: string | Buffer, type: string, refused: boolean][] = [
      ['10 MB', huge, 'application/json', false],
      ['deep array', deepArray, 'application/json', true],
      ['deep object', deepObject, 'application/json', true],
      ['xml', '<a>1</a>', 'application/xml', false],
      ['empty content type', '{}', '', false],
      ['multipart without boundary', 'abc', 'multipart/form-data', false],
      [
        'truncated multipart',
        ...multipart(`--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue`),
        false,
      ],
      ['multipart garbage', ...multipart('\u0000\u0001garbage'), false],
      [
        'multipart NUL field',
        ...multipart(`${part('amount', '1')}${part('note', NUL)}--${boundary}--\r\n`),
        true,
      ],
      ['multipart prototype field', ...multipart(`${part('__proto__', 'x')}--${boundary}--\r\n`), true],
      ['multipart NUL name', ...multipart(`${part('a\u0000b', 'x')}--${boundary}--\r\n`), true],
    ];
    let turn = 0;
    for (const route of usable().filter((r) => withBody(r.method))) {
      for (const [what, payload, type, refused] of cases) {
        const who = caller(route, turn++);
        const res = await send(route, fill(route.url, '1'), identities[who], payload, type);
        const label = `${what}: ${route.method} ${route.url} as ${who} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        // Every refusal is a 4xx; one that reaches a route which reads multipart is the edge's.
        // Vendor callbacks take any body as signed text, in which only the actual characters count.
        if (refused && !(rawText(route) && !payload.includes('\u0000'))) {
          expect.soft(res.statusCode, label).toBeGreaterThanOrEqual(400);
        }
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);

  it('answers empty, prototype-only and lookup-shaped input past authentication with a 4xx at most', async () => {
    const bodies: Payload[] = [{}, '{"__proto__":{"role":"OWNER","status":"L"}}', '[]', 'null'];
    for (const route of usable()) {
      // The caller each family's handlers serve, so they run past authentication.
      const who: Who = route.url.startsWith('/admin/api/') ? 'owner' : 'member';
      for (const param of route.url.includes(':') ? ['1', '__proto__', 'toString'] : ['1']) {
        const url = fill(route.url, param);
        if (!withBody(route.method)) {
          await send(route, `${url}?page=1&size=5`, identities[who]);
          if (param === '1')
            await send(route, `${url}?toString=1&valueOf=x&hasOwnProperty=y`, identities[who]);
          continue;
        }
        for (const payload of param === '1' ? bodies : [{}]) {
          const res = await send(route, url, identities[who], payload);
          // An update with nothing in it is refused, never "No values to set".
          if (route.method === 'PUT' && payload !== '[]' && payload !== 'null') {
            expect
              .soft(res.statusCode, `${route.url} ${JSON.stringify(payload)} -> ${res.body}`)
              .not.toBe(200);
          }
        }
      }
    }
    // The fuzzing locked or demoted nobody it should not have: the owner and the member still work.
    expect(body(await client(t).get('/admin/api/session', { token: identities.owner! })).value.role).toBe(
      'OWNER',
    );
    expect(body(await client(t).get('/wps/member/info', { token: identities.member! })).success).toBe(true);
  }, 120_000);

  it('survives random params, queries, headers and bodies from every kind of caller', async () => {
    let state = 20261123;
    const random = () => {
      state = (state * 1664525 + 1013904223) >>> 0;
      return state / 2 ** 32;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const NASTY: unknown[] = [
      '',
      ' ',
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      '9'.repeat(400),
      '../../etc/passwd',
      '%00%ff',
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
      '__proto__',
      'constructor',
      'toString',
    ];
    const FIELD_NAMES = [
      ...FIELDS,
      'locked',
      'languages',
      'defaultLanguage',
      'maintenanceStart',
      'from',
      'to',
      'page',
      'size',
      'role',
      'enabled',
      'flags',
      'fields',
      'modId',
      'blockedCountries',
      'status',
      'q',
    ];
    const all = usable();
    for (let i = 0; i < 600; i++) {
      const route = pick(all);
      const url = route.url.replace(/:\w+/g, () => encodeURIComponent(String(pick(NASTY))) || 'x');
      const payload: Record<string, unknown> = {};
      for (let f = 0; f < 4; f++) payload[pick(FIELD_NAMES)] = pick(NASTY);
      const query = new URLSearchParams();
      for (let f = 0; f < 3; f++) query.set(pick(FIELD_NAMES), String(pick(NASTY)));
      const who = pick(['anonymous', 'member', 'owner', 'finance', 'support'] as const);
      await send(
        route,
        `${url}?${query.toString()}`,
        identities[who],
        random() < 0.2 ? '{"broken":' : payload,
        pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded']),
      );
    }
  }, 120_000);
});
