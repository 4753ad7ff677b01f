import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@platform/shared';
import { registerErrorHandling } from './error-handler.js';
import { configureServe, serve } from './serve.js';

const echo = endpoint({
  method: 'POST',
  path: '/wps/test/echo/:id',
  auth: 'none',
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ twice: z.enum(['yes', 'no']).optional() }),
  body: z.object({ text: z.string().max(5) }),
  value: z.object({ id: z.number(), text: z.string() }),
  wire: { merchant: 'none' },
});

const bare = endpoint({
  method: 'GET',
  path: '/lgw/test/bare',
  auth: 'none',
  value: z.array(z.number()),
  wire: { merchant: 'none', bare: true },
  aliases: ['/lotto/lgw/test/bare'],
});

let app: FastifyInstance;
afterEach(async () => app.close());

async function build(validateAnswers: boolean, answer: unknown = null): Promise<FastifyInstance> {
  app = Fastify({ logger: false });
  app.decorateRequest('merchant', null);
  app.decorateRequest('session', null);
  app.decorateRequest('admin', null);
  registerErrorHandling(app);
  configureServe(app, { validateAnswers });
  serve(app, echo, ({ params, query, body }) =>
    answer === null
      ? { id: params.id, text: query.twice === 'yes' ? body.text + body.text : body.text }
      : (answer as { id: number; text: string }),
  );
  serve(app, bare, () => [1, 2, 3]);
  await app.ready();
  return app;
}

describe('serve', () => {
  it('hands the handler validated input and wraps its value in the envelope', async () => {
    await build(true);
    const res = await app.inject({
      method: 'POST',
      url: '/wps/test/echo/7?twice=yes',
      payload: { text: 'ab' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      value: { id: 7, text: 'abab' },
      errorCode: null,
      message: null,
      status: true,
      description: 'request.success',
    });
  });

  it('refuses input its declaration does not allow with request.invalid', async () => {
    await build(true);
    for (const [url, payload] of [
      ['/wps/test/echo/0', { text: 'a' }],
      ['/wps/test/echo/1?twice=maybe', { text: 'a' }],
      ['/wps/test/echo/1', { text: 'too long' }],
    ] as const) {
      const res = await app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
    }
  });

  it('turns an answer that breaks its declaration into system.error when answers are checked', async () => {
    await build(true, { id: 'seven', text: 1 });
    const res = await app.inject({ method: 'POST', url: '/wps/test/echo/7', payload: { text: 'a' } });
    expect(res.statusCode).toBe(500);
    expect(res.json().errorCode).toBe('system.error');
  });

  it('sends the answer unchecked when checking is off (production)', async () => {
    await build(false, { id: 'seven', text: 1 });
    const res = await app.inject({ method: 'POST', url: '/wps/test/echo/7', payload: { text: 'a' } });
    expect(res.json().value).toEqual({ id: 'seven', text: 1 });
  });

  it('keeps the app setting for routes served inside a plugin scope', async () => {
    app = Fastify({ logger: false });
    app.decorateRequest('merchant', null);
    app.decorateRequest('session', null);
    app.decorateRequest('admin', null);
    registerErrorHandling(app);
    configureServe(app, { validateAnswers: false });
    await app.register(async (scope) => {
      serve(scope, echo, () => ({ id: 'seven', text: 1 }) as unknown as { id: number; text: string });
    });
    await app.ready();
    const res = await app.inject({ method: 'POST', url: '/wps/test/echo/7', payload: { text: 'a' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ id: 'seven', text: 1 });
  });

  it('answers bare calls without the envelope, on every alias', async () => {
    await build(true);
    for (const url of ['/lgw/test/bare', '/lotto/lgw/test/bare']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.json(), url).toEqual([1, 2, 3]);
    }
  });
});
