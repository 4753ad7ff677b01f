import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken } from '../../platform/testing/accounts.js';
import { adminToken } from '../wallet/test-support.js';

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  admin = await adminToken(t);
});
afterAll(async () => t?.close());

type Tag = {
  id: number;
  tag: string;
  title: string;
  children: { slug: string; title: string; content: string }[];
};

describe('help centre', () => {
  it('serves the asked language, else the merchant default, without login', async () => {
    const en = body(await api.get('/wps/system/helpCenter?lang=en')).value;
    expect(en.language).toBe('EN');
    expect(en.tags.map((tag: Tag) => tag.tag)).toEqual(['DEPOSIT', 'WITHDRAW', 'ACCOUNT', 'GAMES']);
    expect(en.tags[0].children[0]).toMatchObject({
      slug: 'how-to-deposit',
      title: 'How do I make a deposit?',
    });
    const cn = body(await api.get('/wps/system/helpCenter', { headers: { Language: 'CN' } })).value;
    expect(cn.language).toBe('CN');
    expect(cn.tags[0].title).toBe('存款');
    // Japanese has no help in the demo: the merchant default (CN) is served.
    const ja = body(await api.post('/wps/relay/MCSFE_getHelpV2', { lang: 'JA', device: 'WEB' })).value;
    expect(ja.language).toBe('CN');
    expect(ja.tags).toEqual(cn.tags);
    // alpha's default (VI) has none either: its first language with help (EN).
    expect(body(await api.get('/wps/system/helpCenter?lang=VI', { merchant: 'alpha' })).value.language).toBe(
      'EN',
    );
    const res = await api.get('/wps/system/helpCenter?lang=EN');
    expect(res.headers.etag).toBeTruthy();
    const cached = await t.app.inject({
      method: 'GET',
      url: '/wps/system/helpCenter?lang=EN',
      headers: { Merchant: 'demo', 'If-None-Match': String(res.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
    expect(body(await api.get('/wps/system/helpCenter?device=TV')).errorCode).toBe('request.invalid');
  });

  it('back office: tags and topics are sanitised, slugged, and per merchant', async () => {
    const tag = body(
      await api.post(
        '/admin/api/help/tags',
        { language: 'ja', code: 'OTHER', name: 'その他', bgColor: '#123' },
        { token: admin },
      ),
    ).value;
    expect(tag).toMatchObject({ language: 'JA', code: 'OTHER', topicCount: 0 });
    expect(
      body(
        await api.post(
          '/admin/api/help/tags',
          { language: 'JA', code: 'OTHER', name: 'again' },
          { token: admin },
        ),
      ).errorCode,
    ).toBe('request.invalid');
    const topic = body(
      await api.post(
        '/admin/api/help/topics',
        {
          tagId: tag.id,
          title: 'Contact & Hours!',
          content:
            '<p onclick="steal()">Open <a href="javascript:alert(1)">24/7</a><script>alert(1)</script><img src=x onerror=alert(1)></p><iframe src="https://evil.test"></iframe>',
        },
        { token: admin },
      ),
    ).value;
    expect(topic.slug).toBe('contact-hours');
    expect(topic.content).toBe('<p>Open <a>24/7</a><img src="x" /></p>');
    const second = body(
      await api.post(
        '/admin/api/help/topics',
        { tagId: tag.id, title: 'Contact hours', content: 'x' },
        { token: admin },
      ),
    ).value;
    expect(second.slug).toBe('contact-hours-2');
    expect(
      body(
        await api.put(
          `/admin/api/help/topics/${second.id}`,
          { tagId: tag.id, slug: 'contact-hours', title: 'Contact hours', content: 'x' },
          { token: admin },
        ),
      ).errorCode,
    ).toBe('request.invalid');

    const ja = body(await api.get('/wps/system/helpCenter?lang=JA')).value;
    expect(ja.language).toBe('JA');
    expect(ja.tags).toHaveLength(1);
    expect(ja.tags[0].children.map((x: { slug: string }) => x.slug)).toEqual([
      'contact-hours',
      'contact-hours-2',
    ]);
    expect(body(await api.get(`/admin/api/help/topics?tagId=${tag.id}`, { token: admin })).value.total).toBe(
      2,
    );

    // Another merchant's operator sees none of it and cannot touch it.
    const alpha = { token: await adminToken(t, 'alpha', 'alphaadmin1'), merchant: 'alpha' };
    const alphaTags = body(await api.get('/admin/api/help/tags', alpha)).value;
    expect(alphaTags.some((x: { id: number }) => x.id === tag.id)).toBe(false);
    expect(body(await api.del(`/admin/api/help/tags/${tag.id}`, alpha)).errorCode).toBe('resource.not.found');
    expect(
      body(
        await api.put(
          `/admin/api/help/topics/${topic.id}`,
          { tagId: tag.id, title: 'x', content: 'y' },
          alpha,
        ),
      ).errorCode,
    ).toBe('request.invalid');
    expect(body(await api.del(`/admin/api/help/topics/${topic.id}`, alpha)).errorCode).toBe(
      'resource.not.found',
    );
    const member = await loginToken(t, 'demo001', 'demo1234');
    expect(body(await api.get('/admin/api/help/tags', { token: member })).errorCode).toBe(
      'user.or.token.invalid',
    );

    expect(body(await api.del(`/admin/api/help/tags/${tag.id}`, { token: admin })).value).toEqual({
      deleted: true,
    });
    expect(body(await api.get('/wps/system/helpCenter?lang=JA')).value.language).toBe('CN');
  });

  it('fuzzed input never answers 5xx', async () => {
    const junk = ['', '-1', '1e308', 'x'.repeat(3000), '%00', "' OR 1=1", '[]', '{}', '9'.repeat(40)];
    for (const v of junk) {
      const q = encodeURIComponent(v);
      for (const url of [
        `/wps/system/helpCenter?lang=${q}&device=${q}`,
        `/admin/api/help/tags?lang=${q}`,
        `/admin/api/help/topics?tagId=${q}&page=${q}&size=${q}`,
      ]) {
        expect((await api.get(url, { token: admin })).statusCode, url).toBeLessThan(500);
      }
      for (const payload of [
        { language: v, code: v, name: v, bgColor: v, sort: v },
        { tagId: v, slug: v, title: v, content: v, sort: v },
      ]) {
        expect((await api.post('/admin/api/help/tags', payload, { token: admin })).statusCode).toBeLessThan(
          500,
        );
        expect((await api.post('/admin/api/help/topics', payload, { token: admin })).statusCode).toBeLessThan(
          500,
        );
        expect(
          (await api.put(`/admin/api/help/topics/${q}`, payload, { token: admin })).statusCode,
        ).toBeLessThan(500);
      }
      expect((await api.post('/wps/relay/MCSFE_getHelpV2', { lang: v, device: v })).statusCode).toBeLessThan(
        500,
      );
    }
  });
});
