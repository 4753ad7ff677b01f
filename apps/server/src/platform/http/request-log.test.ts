import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { AppError } from './app-error.js';

let t: TestApp;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, next) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      next();
    },
  });
  t = await createTestApp(
    {},
    {
      logger: { level: 'info', stream },
      beforeReady: (app) => {
        app.get('/wps/test/boom', async (request) => {
          request.log.warn({ step: 'before the failure' }, 'about to fail');
          throw new Error('database exploded with password=hunter2');
        });
        app.get('/wps/test/refused', async () => {
          throw new AppError('request.invalid');
        });
      },
    },
  );
});
afterAll(async () => {
  await t.close();
});

const linesOf = (id: string) => lines.filter((l) => l.reqId === id);

describe('request log', () => {
  it('writes one line per request, with the id the answer carries, and no token, query or password', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info?token=secret-in-query&t=1',
      headers: { Merchant: 'demo', Authorization: 'token-never-logged-123' },
    });
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => linesOf(id).length).toBe(1);
    expect(linesOf(id)[0]).toMatchObject({
      msg: 'request',
      method: 'GET',
      path: '/wps/member/info',
      route: '/wps/member/info',
      status: 401,
      merchant: 'demo',
    });
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('secret-in-query');
    expect(logged).not.toContain('token-never-logged-123');
  });

  it('keeps an X-Request-Id a proxy sent, when it is a plain short token', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { Merchant: 'demo', 'X-Request-Id': 'proxy-abc-12345' },
    });
    expect(kept.headers['x-request-id']).toBe('proxy-abc-12345');
    await expect.poll(() => linesOf('proxy-abc-12345').length).toBe(1);
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { Merchant: 'demo', 'X-Request-Id': 'bad id\nwith a newline'.padEnd(80, 'x') },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the id on every line of a failing request, its error included, and none of it in the answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/test/boom', headers: { Merchant: 'demo' } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('exploded');
    const id = res.headers['x-request-id'] as string;
    await expect.poll(() => linesOf(id).length).toBeGreaterThanOrEqual(3);
    const messages = linesOf(id).map((l) => l.msg);
    expect(messages).toContain('about to fail');
    expect(messages).toContain('request');
    expect(linesOf(id).some((l) => l.level === 50)).toBe(true);

    const refused = await t.app.inject({
      method: 'GET',
      url: '/wps/test/refused',
      headers: { Merchant: 'demo' },
    });
    const refusedId = refused.headers['x-request-id'] as string;
    await expect.poll(() => linesOf(refusedId).length).toBe(1);
    expect(linesOf(refusedId)[0]).toMatchObject({ status: 400 });
  });
});
