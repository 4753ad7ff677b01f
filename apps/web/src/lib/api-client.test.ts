import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS, endpoint } from '@platform/shared';
import { z } from 'zod';
import { ApiError, buildUrl, createApiClient, type ApiClientDeps } from './api-client';
import { createDialogStore, type DialogStore } from './dialog-store';

interface Call {
  url: string;
  init: RequestInit;
  respond: (status: number, body: unknown, statusText?: string) => void;
  fail: (error: unknown) => void;
}

/** A fetch whose answers the test hands out one by one. */
function fakeFetch() {
  const calls: Call[] = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    return new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
      calls.push({
        url,
        init,
        respond: (status, body, statusText = '') =>
          resolve(
            new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, statusText }),
          ),
        fail: reject,
      });
    });
  });
  return { fetch, calls };
}

const ok = (value: unknown) => ({ success: true, value, errorCode: null, message: null });
const fail = (errorCode: string, message: string | null = null, value: unknown = null) => ({
  success: false,
  value,
  errorCode,
  message,
});

const TEXTS: Record<string, string> = {
  in_increase_submit: 'Confirm',
  timeout_retry_please: 'The request timed out. Please try again.',
  'login.not.session': 'Please log in again.',
  'request.invalid': 'The request is invalid.',
};

function setup(overrides: Partial<ApiClientDeps> = {}) {
  const { fetch, calls } = fakeFetch();
  const dialogs: DialogStore = createDialogStore();
  const endSession = vi.fn();
  const onDomainUnavailable = vi.fn();
  let token: string | null = null;
  let now = 1_000_000;
  let https = false;
  const deps: ApiClientDeps = {
    fetch,
    dialogs,
    getMerchant: () => 'demo',
    getLanguage: () => 'en',
    getToken: () => token,
    translate: (key) => TEXTS[key],
    origin: () => 'http://localhost:5173',
    isHttps: () => https,
    endSession,
    onDomainUnavailable,
    cache: sessionStorage,
    now: () => now,
    ...overrides,
  };
  const client = createApiClient(deps);
  return {
    client,
    calls,
    fetch,
    dialogs,
    endSession,
    onDomainUnavailable,
    setToken: (value: string | null) => (token = value),
    advance: (ms: number) => (now += ms),
    setHttps: (value: boolean) => (https = value),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('headers and URLs', () => {
  it('adds Merchant, upper-case Language, Device web and the raw token', async () => {
    const t = setup();
    t.setToken('tok-123');
    const pending = t.client.get('/wps/member/info');
    await flush();
    const headers = t.calls[0]!.init.headers as Record<string, string>;
    expect(headers).toMatchObject({
      Merchant: 'demo',
      Language: 'EN',
      Device: 'web',
      Authorization: 'tok-123',
    });
    expect(headers.Authorization).not.toMatch(/^Bearer/);
    t.calls[0]!.respond(200, ok({ id: 1 }));
    await expect(pending).resolves.toEqual({ id: 1 });
  });

  it('sends no Authorization header without a token', async () => {
    const t = setup();
    void t.client.get('/wps/system/status');
    await flush();
    expect(t.calls[0]!.init.headers).not.toHaveProperty('Authorization');
  });

  it('strips a token query parameter from the path and from the query object', async () => {
    const t = setup();
    void t.client.get('/wps/game/list?token=abc&page=2', { query: { token: 'x', size: 10 } });
    await flush();
    expect(t.calls[0]!.url).toBe('/wps/game/list?page=2&size=10');
    expect(buildUrl('https://other.example/a?token=1&b=2', 'http://localhost').href).toBe(
      'https://other.example/a?b=2',
    );
  });

  it('sends objects as JSON', async () => {
    const t = setup();
    void t.client.post('/wps/session/login/unsecure', { username: 'demo001', password: 'x' });
    await flush();
    const init = t.calls[0]!.init;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"username":"demo001","password":"x"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
});

describe('envelopes', () => {
  it('unwraps success to value and failure to ApiError', async () => {
    const t = setup();
    const good = t.client.get('/wps/a');
    const bad = t.client.get('/wps/b', { alert: false });
    await flush();
    t.calls[0]!.respond(200, ok(42));
    t.calls[1]!.respond(400, fail('request.invalid', 'Bad input', { field: 'x' }));
    await expect(good).resolves.toBe(42);
    const error = await bad.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'request.invalid',
      message: 'Bad input',
      status: 400,
      value: { field: 'x' },
    });
  });

  it('returns bare JSON for lottery paths', async () => {
    const t = setup();
    const pending = t.client.get('/lgw/games');
    const prefixed = t.client.get('/lotto-vn/lgw/draw');
    await flush();
    t.calls[0]!.respond(200, [{ gameCode: 'x' }]);
    t.calls[1]!.respond(200, { success: true, list: [] });
    await expect(pending).resolves.toEqual([{ gameCode: 'x' }]);
    await expect(prefixed).resolves.toEqual({ success: true, list: [] });
  });

  it('returns plain-text answers as text', async () => {
    const t = setup();
    const pending = t.client.get('/wps/session/key/rsa');
    await flush();
    t.calls[0]!.respond(200, 'abcdef0123');
    await expect(pending).resolves.toBe('abcdef0123');
  });
});

describe('GET de-duplication, concurrency and cache', () => {
  it('shares one request between identical GETs in flight', async () => {
    const t = setup();
    const a = t.client.get('/wps/system/settings/consolidated');
    const b = t.client.get('/wps/system/settings/consolidated');
    expect(b).toBe(a);
    await flush();
    expect(t.fetch).toHaveBeenCalledTimes(1);
    t.calls[0]!.respond(200, ok('s'));
    await expect(Promise.all([a, b])).resolves.toEqual(['s', 's']);
    void t.client.get('/wps/system/settings/consolidated');
    await flush();
    expect(t.fetch).toHaveBeenCalledTimes(2);
  });

  it('does not share GETs whose headers differ', async () => {
    const t = setup();
    const a = t.client.get('/wps/member/info');
    t.setToken('other');
    const b = t.client.get('/wps/member/info');
    expect(b).not.toBe(a);
    await flush();
    expect(t.fetch).toHaveBeenCalledTimes(2);
  });

  it('runs at most 6 GETs at once and queues the rest', async () => {
    const t = setup();
    const pending = Array.from({ length: 9 }, (_, i) => t.client.get(`/wps/item/${i}`));
    await flush();
    expect(LIMITS.maxConcurrentGets).toBe(6);
    expect(t.calls).toHaveLength(6);
    expect(t.client.stats()).toMatchObject({ activeGets: 6, queuedGets: 3 });
    t.calls[0]!.respond(200, ok(0));
    await flush();
    await flush();
    expect(t.calls).toHaveLength(7);
    for (const call of t.calls.slice(1)) call.respond(200, ok(1));
    await flush();
    await flush();
    for (const call of t.calls.slice(7)) call.respond(200, ok(2));
    await Promise.all(pending);
    expect(t.calls).toHaveLength(9);
    expect(t.client.stats()).toEqual({ activeGets: 0, queuedGets: 0, inFlight: 0 });
  });

  it('does not count POSTs against the GET limit', async () => {
    const t = setup();
    for (let i = 0; i < 6; i++) void t.client.get(`/wps/item/${i}`);
    void t.client.post('/wps/feedback', { content: 'x' });
    await flush();
    expect(t.calls).toHaveLength(7);
  });

  it('serves cacheable GETs from session storage for 180000 ms', async () => {
    const t = setup();
    const first = t.client.get('/wps/system/settings/consolidated', { cacheable: true });
    await flush();
    t.calls[0]!.respond(200, ok({ merchantName: 'M' }));
    await first;
    t.advance(LIMITS.sessionCacheMs - 1);
    await expect(t.client.get('/wps/system/settings/consolidated', { cacheable: true })).resolves.toEqual({
      merchantName: 'M',
    });
    expect(t.fetch).toHaveBeenCalledTimes(1);
    t.advance(1);
    void t.client.get('/wps/system/settings/consolidated', { cacheable: true });
    await flush();
    expect(t.fetch).toHaveBeenCalledTimes(2);
    expect(LIMITS.sessionCacheMs).toBe(180_000);
  });

  it('never caches GETs not marked cacheable', async () => {
    const t = setup();
    const first = t.client.get('/wps/system/status');
    await flush();
    t.calls[0]!.respond(200, ok(1));
    await first;
    void t.client.get('/wps/system/status');
    await flush();
    expect(t.fetch).toHaveBeenCalledTimes(2);
  });
});

describe('error translation', () => {
  it('HTTP 401: dialog with the message, storage cleared and home on confirm', async () => {
    const t = setup();
    const pending = t.client.get('/wps/member/info');
    await flush();
    t.calls[0]!.respond(401, fail('login.not.session', 'Session ended'));
    const error = (await pending.catch((e: unknown) => e)) as ApiError;
    expect(error.handled).toBe(true);
    const [dialog] = t.dialogs.list();
    expect(dialog?.message).toBe('Session ended');
    expect(dialog?.actions[0]?.label).toBe('Confirm');
    expect(t.endSession).not.toHaveBeenCalled();
    await dialog?.actions[0]?.onClick?.();
    expect(t.endSession).toHaveBeenCalledTimes(1);
  });

  it('HTTP 401 without a body still explains itself', async () => {
    const t = setup();
    const pending = t.client.get('/wps/member/info');
    await flush();
    t.calls[0]!.respond(401, '', 'Unauthorized');
    await pending.catch(() => undefined);
    expect(t.dialogs.list()[0]?.message).toBe('Unauthorized');
  });

  it.each(['token_ip_different', 'user.or.token.invalid', 'login.not.session', 'CUSTOMER_NOT_LOGIN'])(
    'code %s logs out to home after confirm, even with HTTP 200',
    async (code) => {
      const t = setup();
      const pending = t.client.get('/wps/member/info');
      await flush();
      t.calls[0]!.respond(200, fail(code));
      await pending.catch(() => undefined);
      const dialogs = t.dialogs.list();
      expect(dialogs).toHaveLength(1);
      await dialogs[0]?.actions[0]?.onClick?.();
      expect(t.endSession).toHaveBeenCalledTimes(1);
    },
  );

  it('shows a single auth dialog for several failing calls', async () => {
    const t = setup();
    const a = t.client.get('/wps/a');
    const b = t.client.get('/wps/b');
    await flush();
    t.calls[0]!.respond(401, fail('login.not.session'));
    t.calls[1]!.respond(401, fail('login.not.session'));
    await Promise.allSettled([a, b]);
    expect(t.dialogs.list()).toHaveLength(1);
  });

  it.each([
    'merchant.acct.setup.err',
    'login_verify_required',
    'TOO_MANY_REQUEST',
    'TOO_MANY_REQUESTS',
    'bind_customer_required',
  ])('silent code %s opens no dialog and reaches the caller', async (code) => {
    const t = setup();
    const pending = t.client.post('/wps/session/login', {});
    await flush();
    t.calls[0]!.respond(200, fail(code, 'msg'));
    await expect(pending).rejects.toMatchObject({ code, handled: false });
    expect(t.dialogs.list()).toHaveLength(0);
  });

  it('502 is only logged', async () => {
    const t = setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pending = t.client.get('/wps/a');
    await flush();
    t.calls[0]!.respond(502, 'Bad Gateway', 'Bad Gateway');
    await expect(pending).rejects.toMatchObject({ status: 502 });
    expect(t.dialogs.list()).toHaveLength(0);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('504 shows timeout_retry_please on http', async () => {
    const t = setup();
    const pending = t.client.get('/wps/a');
    await flush();
    t.calls[0]!.respond(504, '', 'Gateway Timeout');
    await pending.catch(() => undefined);
    expect(t.dialogs.list().map((d) => d.message)).toEqual([TEXTS.timeout_retry_please]);
  });

  it('504 shows nothing on https', async () => {
    const t = setup();
    t.setHttps(true);
    const pending = t.client.get('/wps/a');
    await flush();
    t.calls[0]!.respond(504, '', 'Gateway Timeout');
    await expect(pending).rejects.toMatchObject({ status: 504 });
    expect(t.dialogs.list()).toHaveLength(0);
  });

  it('aborts after 20 s and reports a timeout', async () => {
    vi.useFakeTimers();
    const t = setup();
    const pending = t.client.get('/wps/slow');
    const settled = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(LIMITS.requestTimeoutMs - 1);
    expect(t.calls[0]!.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.calls[0]!.init.signal?.aborted).toBe(true);
    expect(await settled).toMatchObject({ code: 'timeout_retry_please', status: 504 });
  });

  it('domain_not_available goes to the domain-check flow', async () => {
    const t = setup();
    const pending = t.client.get('/wps/system/status');
    await flush();
    t.calls[0]!.respond(403, fail('domain_not_available', 'No such line', { domainList: [] }));
    await pending.catch(() => undefined);
    expect(t.onDomainUnavailable).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'domain_not_available' }),
    );
    expect(t.dialogs.list()).toHaveLength(0);
  });

  it('other errors: warning with the server message, else the translated code, else the status text', async () => {
    const t = setup();
    const calls = [t.client.get('/wps/a'), t.client.get('/wps/b'), t.client.get('/wps/c')];
    await flush();
    t.calls[0]!.respond(400, fail('request.invalid', 'Server says no'));
    t.calls[1]!.respond(400, fail('request.invalid'));
    t.calls[2]!.respond(404, 'nope', 'Not Found');
    await Promise.allSettled(calls);
    const shown = t.dialogs.list();
    expect(shown.map((d) => d.message)).toEqual(['Server says no', TEXTS['request.invalid'], 'Not Found']);
    expect(shown.every((d) => d.kind === 'warning' && d.actions[0]?.label === 'Confirm')).toBe(true);
  });

  it('alert: false keeps every failure with the caller', async () => {
    const t = setup();
    const pending = t.client.get('/wps/relay/MCSFE_getPlayerRankProgress', { alert: false });
    await flush();
    t.calls[0]!.respond(400, fail('request.invalid', 'x'));
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(t.dialogs.list()).toHaveLength(0);
  });
});

describe('encrypted bodies', () => {
  const MODULUS = 'c'.repeat(255) + '7';

  it('fetches the RSA key once, announces the session key and sends the DES body', async () => {
    const { decryptBody, encryptSessionKey } = await import('@platform/shared');
    const key = 'AbCdEfGhIjKlMnOp';
    const { client, calls } = setup({ sessionKey: () => key });

    const first = client.post(
      '/wps/session/login',
      { username: 'demo001', password: 'x' },
      { encrypted: true },
    );
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toBe('/wps/session/key/rsa');
    calls[0]!.respond(200, MODULUS);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    const login = calls[1]!;
    const headers = login.init.headers as Record<string, string>;
    expect(headers.Encryption).toBe(encryptSessionKey(key, MODULUS));
    const sent = JSON.parse(login.init.body as string) as { value: string };
    expect(JSON.parse(decryptBody(sent.value, key))).toEqual({ username: 'demo001', password: 'x' });
    login.respond(200, ok({ token: 't' }));
    await expect(first).resolves.toEqual({ token: 't' });

    const second = client.post('/wps/member/password', { newPassword: 'y' }, { encrypted: true });
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.url).toBe('/wps/member/password');
    calls[2]!.respond(200, ok(true));
    await expect(second).resolves.toBe(true);
  });

  it('fails with encryption.invalid when the key answer is not a modulus, and asks again next time', async () => {
    const { client, calls, dialogs } = setup();
    const first = client.post('/wps/session/login', {}, { encrypted: true, alert: false });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.respond(200, '<html>');
    await expect(first).rejects.toMatchObject({ code: 'encryption.invalid' });
    expect(dialogs.list()).toHaveLength(0);

    void client.post('/wps/session/login', {}, { encrypted: true, alert: false }).catch(() => undefined);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.url).toBe('/wps/session/key/rsa');
  });
});

describe('declared calls', () => {
  const getOrder = endpoint({
    method: 'GET',
    path: '/wps/orders/:orderId',
    auth: 'member',
    params: z.object({ orderId: z.string() }),
    query: z.object({ page: z.number() }),
    value: z.object({ id: z.string(), amount: z.coerce.number() }),
  });
  const rename = endpoint({
    method: 'PUT',
    path: '/wps/orders/:orderId/name',
    auth: 'member',
    params: z.object({ orderId: z.string() }),
    body: z.object({ name: z.string() }),
    value: z.null(),
  });

  it('fills the path, sends the query and the verb, and answers what the value schema gives', async () => {
    const t = setup();
    const pending = t.client.call(getOrder, { params: { orderId: 'a/b' }, query: { page: 2 } });
    await flush();
    expect(t.calls[0]!.url).toBe('/wps/orders/a%2Fb?page=2');
    expect(t.calls[0]!.init.method).toBe('GET');
    t.calls[0]!.respond(200, ok({ id: 'a/b', amount: '12.50' }));
    // The schema coerces the amount: the caller gets the contract's type, not the raw JSON.
    await expect(pending).resolves.toEqual({ id: 'a/b', amount: 12.5 });
  });

  it('sends the body as JSON with the declared verb', async () => {
    const t = setup();
    const pending = t.client.call(rename, { params: { orderId: '7' }, body: { name: 'x' } });
    await flush();
    expect(t.calls[0]!.url).toBe('/wps/orders/7/name');
    expect(t.calls[0]!.init.method).toBe('PUT');
    expect(t.calls[0]!.init.body).toBe('{"name":"x"}');
    t.calls[0]!.respond(200, ok(null));
    await expect(pending).resolves.toBeNull();
  });

  it('refuses an answer outside the contract as unknown_error and tells the person', async () => {
    const t = setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pending = t.client.call(getOrder, { params: { orderId: '1' }, query: { page: 0 } });
    await flush();
    t.calls[0]!.respond(200, ok({ id: 1 }));
    await expect(pending).rejects.toMatchObject({ code: 'unknown_error', handled: true });
    expect(t.dialogs.list()).toHaveLength(1);
    expect(logged.mock.calls[0]![0]).toContain('/wps/orders/:orderId answered outside its contract');
    logged.mockRestore();
  });

  it('keeps failures of the server as they are', async () => {
    const t = setup();
    const pending = t.client.call(
      getOrder,
      { params: { orderId: '1' }, query: { page: 0 } },
      { alert: false },
    );
    await flush();
    t.calls[0]!.respond(400, fail('request.invalid', 'bad'));
    await expect(pending).rejects.toMatchObject({ code: 'request.invalid', message: 'bad' });
  });

  it('refuses a call whose path parameter is missing before anything is sent', async () => {
    const t = setup();
    await expect(t.client.call(getOrder, { params: { orderId: '' }, query: { page: 0 } })).rejects.toThrow(
      'parameter orderId is missing',
    );
    expect(t.calls).toHaveLength(0);
  });
});
