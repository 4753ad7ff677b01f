import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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

/** Lone surrogates cannot be URI-encoded; send them as the invalid UTF-8 bytes a hostile client would. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const NASTY = [
  '',
  ' ',
  '\u0000',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '{"a":',
  '[]',
  'null',
  '9'.repeat(400),
  '../../etc/passwd',
  '%00%ff',
  '字'.repeat(300),
  '\ud800',
  '-1',
  '1e309',
];

describe('fuzzed input never gives a 5xx', () => {
  it('survives random headers, queries and bodies on every route', async () => {
    const random = rng(20261122);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const routes = t.app.printRoutes({ commonPrefix: false });
    const paths = [...routes.matchAll(/(\/(?:wps|lgw)[^\s(]*)/g)].map((m) =>
      m[1]!.replace(/:\w+/g, pick(NASTY) || 'x'),
    );
    expect(paths.length).toBeGreaterThan(5);
    for (let i = 0; i < 400; i++) {
      const path = pick(paths).replace(/[^\x21-\x7e]/g, '');
      const method = pick(['GET', 'POST', 'PUT', 'DELETE'] as const);
      const headers: Record<string, string> = {};
      if (random() < 0.8)
        headers.Merchant = pick(['demo', 'alpha', ...NASTY.filter((n) => /^[\x20-\x7e]*$/.test(n))]);
      if (random() < 0.5) headers.Language = pick(['EN', 'cn', 'xx', '']);
      if (random() < 0.5) headers.Authorization = pick(['f'.repeat(64), 'Bearer x', 'null']);
      if (random() < 0.3) headers.Encryption = pick(['00', 'ff'.repeat(64), 'zz']);
      const body = pick([...NASTY, JSON.stringify({ username: pick(NASTY), password: pick(NASTY) })]);
      const contentType = pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded']);
      const res = await t.app.inject({
        method,
        url: `${path}?q=${encode(pick(NASTY))}&t=${encode(pick(NASTY))}`,
        headers: method === 'GET' ? headers : { ...headers, 'content-type': contentType },
        payload: method === 'GET' ? undefined : body,
      });
      expect(res.statusCode, `${method} ${path} ${JSON.stringify(headers)} ${body}`).toBeLessThan(500);
      expect(res.body).not.toMatch(/\bat .+:\d+:\d+|syntax error at|relation "/);
    }
  });
});
