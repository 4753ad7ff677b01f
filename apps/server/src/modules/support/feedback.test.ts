import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import {
  body,
  captcha,
  client,
  freshIp,
  loginToken,
  resetCounters,
} from '../../platform/testing/accounts.js';
import { adminToken } from '../wallet/test-support.js';

let t: TestApp;
let api: ReturnType<typeof client>;
let member: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  member = await loginToken(t, 'demo001', 'demo1234');
  admin = await adminToken(t);
});
afterAll(async () => t?.close());
beforeEach(async () => resetCounters(t));

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff', 'latin1');
const TEXT = 'The withdrawal page keeps loading after I press submit.';

/** A feedback call with a fresh captcha whose code is known (or a wrong one). */
async function send(
  payload: Record<string, unknown>,
  o: { token?: string; ip?: string; wrong?: boolean } = {},
) {
  const ip = o.ip ?? freshIp();
  const c = await captcha(t, { ip });
  return api.put(
    '/wps/feedback',
    { type: 2, content: TEXT, ...payload, captcha: o.wrong ? 'ZZZZ' : (payload.captcha ?? c.code) },
    { token: o.token, ip, cookie: c.cookie },
  );
}

function multipart(fields: Record<string, string>, file: { data: Buffer; type: string } | null) {
  const boundary = `----feedback${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="shot.png"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('PUT /wps/feedback', () => {
  it('stores a visitor’s feedback with the given sender, and a member’s under their account with the image', async () => {
    const fromVisitor = body(await send({ sender: 'Guest Lee' }));
    expect(fromVisitor.success).toBe(true);
    expect(fromVisitor.value.id).toBeGreaterThan(0);
    const dataUrl = `data:image/png;base64,${PNG.toString('base64')}`;
    const fromMember = body(
      await send({ sender: 'someone-else', file: dataUrl, type: 1 }, { token: member }),
    );
    expect(fromMember.success).toBe(true);

    const inbox = body(await api.get('/admin/api/feedback?size=10', { token: admin })).value;
    const mine = inbox.list.find((f: { id: number }) => f.id === fromMember.value.id);
    expect(mine).toMatchObject({
      sender: 'demo001',
      account: 'demo001',
      type: 1,
      hasImage: true,
      content: TEXT,
    });
    const theirs = inbox.list.find((f: { id: number }) => f.id === fromVisitor.value.id);
    expect(theirs).toMatchObject({ sender: 'Guest Lee', account: null, hasImage: false });
    expect(
      body(await api.get('/admin/api/feedback?type=1', { token: admin })).value.list.map(
        (f: { id: number }) => f.id,
      ),
    ).toEqual([fromMember.value.id]);

    const image = await api.get(`/admin/api/feedback/${fromMember.value.id}/image`, { token: admin });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect(
      body(await api.get(`/admin/api/feedback/${fromVisitor.value.id}/image`, { token: admin })).errorCode,
    ).toBe('resource.not.found');
  });

  it('accepts multipart with the image as a file part', async () => {
    const ip = freshIp();
    const c = await captcha(t, { ip });
    const { payload, contentType } = multipart(
      { content: TEXT, type: '3', captcha: c.code },
      { data: PNG, type: 'image/png' },
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: {
        Merchant: 'demo',
        Authorization: member,
        'X-Forwarded-For': ip,
        cookie: c.cookie,
        'content-type': contentType,
      },
      payload,
    });
    expect(body(res).success).toBe(true);
    const gif = multipart({ content: TEXT, captcha: c.code }, { data: GIF, type: 'image/png' });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { Merchant: 'demo', Authorization: member, cookie: c.cookie, 'content-type': gif.contentType },
      payload: gif.payload,
    });
    expect(body(refused).errorCode).toBe('activity_apply_remark_limit2');
  });

  it('enforces the rules: required fields, length, captcha, image type and size, no visitor image', async () => {
    expect(body(await send({ captcha: '' })).errorCode).toBe('not_empty');
    expect(body(await send({ content: '   ' })).errorCode).toBe('not_empty');
    expect(body(await send({ content: 'too short' })).errorCode).toBe('activity_apply_remark_limit1');
    expect(body(await send({ content: 'x'.repeat(501) })).errorCode).toBe('activity_apply_remark_limit1');
    expect(body(await send({ content: '长'.repeat(500) })).success).toBe(true);
    expect(body(await send({}, { wrong: true })).errorCode).toBe('captcha_invalid');
    // A visitor's image is refused outright, even a valid one.
    expect(body(await send({ file: PNG.toString('base64') })).errorCode).toBe('in_sorry_in');
    // Type by content: a GIF (or anything else) named png is refused; so is an oversized image.
    expect(
      body(await send({ file: `data:image/png;base64,${GIF.toString('base64')}` }, { token: member }))
        .errorCode,
    ).toBe('activity_apply_remark_limit2');
    expect(body(await send({ file: 'not base64 at all!' }, { token: member })).errorCode).toBe(
      'activity_apply_remark_limit2',
    );
    const big = Buffer.concat([PNG, Buffer.alloc(5_242_880)]);
    expect(body(await send({ file: big.toString('base64') }, { token: member })).errorCode).toBe(
      'activity_apply_remark_limit2',
    );
    expect(body(await send({ type: 5 })).errorCode).toBe('request.invalid');
    // The captcha is used up by a check, right or wrong.
    const ip = freshIp();
    const c = await captcha(t, { ip });
    const again = { type: 0, content: TEXT, captcha: c.code };
    expect(body(await api.put('/wps/feedback', again, { ip, cookie: c.cookie })).success).toBe(true);
    expect(body(await api.put('/wps/feedback', again, { ip, cookie: c.cookie })).errorCode).toBe(
      'captcha_invalid',
    );
  });

  it('refuses a token that is no member session rather than taking the sender for a visitor', async () => {
    expect(body(await send({}, { token: 'stale-token' })).errorCode).toBe('user.or.token.invalid');
    const c = await captcha(t);
    const form = multipart({ content: TEXT, captcha: c.code }, null);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: {
        Merchant: 'demo',
        Authorization: 'stale-token',
        cookie: c.cookie,
        'content-type': form.contentType,
      },
      payload: form.payload,
    });
    expect(body(res).errorCode).toBe('user.or.token.invalid');
  });

  it('limits forms per address', async () => {
    const ip = freshIp();
    const codes: (string | null)[] = [];
    for (let i = 0; i < 11; i++) codes.push(body(await send({}, { ip })).errorCode);
    expect(codes.slice(0, 10).every((c) => c === null)).toBe(true);
    expect(codes[10]).toBe('TOO_MANY_REQUESTS');
  });

  it('keeps each merchant’s feedback to itself and never answers 5xx to junk', async () => {
    const sent = body(await send({})).value;
    const alphaAdmin = await adminToken(t, 'alpha', 'alphaadmin1');
    const alphaList = body(
      await api.get('/admin/api/feedback?size=50', { token: alphaAdmin, merchant: 'alpha' }),
    ).value.list;
    expect(alphaList.some((f: { id: number }) => f.id === sent.id)).toBe(false);
    expect(
      body(await api.get(`/admin/api/feedback/${sent.id}/image`, { token: alphaAdmin, merchant: 'alpha' }))
        .errorCode,
    ).toBe('resource.not.found');
    expect(body(await api.get('/admin/api/feedback', { token: member })).errorCode).toBe(
      'user.or.token.invalid',
    );

    const junk = ['', '-1', '1e308', 'x'.repeat(3000), '%00', "' OR 1=1", '[]', '{}', '9'.repeat(40)];
    for (const v of junk) {
      const res = await api.put('/wps/feedback', { sender: v, content: v, type: v, captcha: v, file: v });
      expect(res.statusCode).toBeLessThan(500);
      const q = encodeURIComponent(v);
      expect(
        (await api.get(`/admin/api/feedback?type=${q}&page=${q}&size=${q}`, { token: admin })).statusCode,
      ).toBeLessThan(500);
      expect((await api.get(`/admin/api/feedback/${q}/image`, { token: admin })).statusCode).toBeLessThan(
        500,
      );
    }
    const raw = await t.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { Merchant: 'demo', 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nbroken',
    });
    expect(raw.statusCode).toBeLessThan(500);
  });
});
