import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPED_LANGUAGES, HOME_BANNER_GROUP } from '@platform/shared';
import { merchants } from '../../modules/settings/index.js';
import type { AdminContext } from '../../modules/admin/index.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { FIRST_VIEW_KIT_FILE, FIRST_VIEW_LOADER, type FirstViewKit } from './first-view.js';

// index.html as the web build writes it: the module entry and its preloads in the head, the
// splash between the markers.
const INDEX_HTML =
  '<!doctype html><html lang="zh-CN"><head><meta name="robots" content="noindex,nofollow" /><title>t</title>' +
  '<script type="module" crossorigin src="/assets/index-AbC.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-XyZ.js">\n' +
  '<link rel="stylesheet" crossorigin href="/assets/index-AbC.css"></head><body><div id="root">' +
  `<!--app-root--><div class="splash" aria-busy="true">${'<i></i>'.repeat(200)}</div><!--/app-root--></div></body></html>`;

function kitText(language: string) {
  return {
    texts: {
      language: `lang-${language}`,
      menu: `menu-${language}`,
      login: `login-${language}`,
      register: `register-${language}`,
      homeWelcome: `welcome-${language} {{name}}`,
      homeTagline: `tagline-${language}`,
      banners: `banners-${language}`,
      previous: `prev-${language}`,
      next: `next-${language}`,
    },
    nav: [
      { href: '/', label: `home-${language}` },
      { href: '/lott', label: `lott-${language}` },
    ],
  };
}
const KIT = {
  languages: Object.fromEntries(SHIPPED_LANGUAGES.map((l) => [l, kitText(l)])),
} as FirstViewKit;

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-first-view-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(webDist, FIRST_VIEW_KIT_FILE), JSON.stringify(KIT));
  t = await createTestApp({ webDist }, { serveWeb: true });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function page(url: string, host: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
}

function firstViewOf(html: string): string | null {
  const match = /<div class="app-shell" data-first-view[\s\S]*?<\/main><\/div>/.exec(html);
  return match?.[0] ?? null;
}

async function merchantId(code: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, code));
  return row!.id;
}

async function setMerchant(code: string, values: Partial<typeof merchants.$inferInsert>) {
  await t.database.db.update(merchants).set(values).where(eq(merchants.code, code));
  await t.services.directory.invalidate(code);
}

/** The attribute names of every tag of `html`, and how many well-formed tags there are. */
function tagsOf(html: string): { count: number; attributes: string[] } {
  const attributes: string[] = [];
  let count = 0;
  for (const tag of html.matchAll(/<(?:\/[a-z0-9]+|[a-z][a-z0-9]*((?:\s+[a-z-]+(?:="[^"<>]*")?)*))\s*>/gi)) {
    count++;
    for (const attribute of (tag[1] ?? '').matchAll(/\s+([a-z-]+)(?:="[^"]*")?/gi))
      attributes.push(attribute[1]!);
  }
  return { count, attributes };
}

function operatorOf(merchantIdValue: number): AdminContext {
  return { merchantId: merchantIdValue } as AdminContext;
}

describe('landing page first view', () => {
  it("renders the requesting host's merchant only, in its default language", async () => {
    const alpha = await page('/', 'www.alphaplay.test');
    const demo = await page('/', 'www.goldenlotus.test');
    const alphaView = firstViewOf(alpha.body)!;
    const demoView = firstViewOf(demo.body)!;
    expect(alphaView).toContain('welcome-VI Alpha Play');
    expect(alphaView).toContain('data-language="VI"');
    expect(alpha.body).toContain('<html lang="vi-VN">');
    expect(alphaView).not.toContain('Golden Lotus');
    expect(demoView).toContain('welcome-CN Golden Lotus');
    expect(demoView).not.toContain('Alpha Play');
    // Alpha offers VI and EN only: the language switch lists no other.
    expect([...alphaView.matchAll(/<option value="(\w+)"/g)].map((m) => m[1])).toEqual(['VI', 'EN']);
  });

  it('speaks the language of the cookie the app writes, when the merchant offers it', async () => {
    const english = firstViewOf(
      (await page('/', 'www.alphaplay.test', { cookie: 'a=1; language=EN' })).body,
    )!;
    expect(english).toContain('welcome-EN Alpha Play');
    const notOffered = firstViewOf((await page('/', 'www.alphaplay.test', { cookie: 'language=JA' })).body)!;
    expect(notOffered).toContain('data-language="VI"');
  });

  it('shows the first home banner as the eager, high-priority picture', async () => {
    const view = firstViewOf((await page('/', 'www.goldenlotus.test')).body)!;
    const images = [...view.matchAll(/<img [^>]*fetchpriority="high"[^>]*>/g)];
    expect(images).toHaveLength(1);
    // The first view is drawn in the merchant default language (CN for demo): the seeded "Betting Mission".
    expect(images[0]![0]).toMatch(/alt="投注任务" src="data:image\/svg\+xml;base64,/);
    expect(images[0]![0]).toMatch(/width="\d+" height="\d+"/);
    // A visitor whose stored language is another sees that language's banner, as the app will.
    const th = firstViewOf((await page('/', 'www.goldenlotus.test', { cookie: 'language=TH' })).body)!;
    const thImage = [...th.matchAll(/<img [^>]*fetchpriority="high"[^>]*>/g)][0]![0];
    expect(thImage).toMatch(/alt="ภารกิจเดิมพัน" src="data:image\/svg\+xml;base64,/);
    expect(thImage).not.toBe(images[0]![0]);
  });

  it('starts the app after the paint: no module script in the head, the loader allowed by its hash', async () => {
    const res = await page('/', 'www.goldenlotus.test');
    expect(res.body).not.toMatch(/<script type="module"/);
    expect(res.body).not.toContain('rel="modulepreload"');
    const scripts = /<script type="application\/json" id="app-scripts">([^<]+)<\/script>/.exec(res.body)!;
    expect(JSON.parse(scripts[1]!)).toEqual({
      entry: '/assets/index-AbC.js',
      preload: ['/assets/vendor-XyZ.js'],
    });
    expect(res.body).toContain(`<script>${FIRST_VIEW_LOADER}</script>`);
    const hash = createHash('sha256').update(FIRST_VIEW_LOADER).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    // The splash stays for tabs the first view does not suit, hidden.
    expect(res.body).toContain('<div class="splash" style="display:none"');
  });

  it('keeps other pages and unknown hosts on the plain page', async () => {
    for (const [url, host] of [
      ['/promotions', 'www.goldenlotus.test'],
      ['/', 'unknown.example'],
    ] as const) {
      const res = await page(url, host);
      expect(firstViewOf(res.body), `${host}${url}`).toBeNull();
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-AbC.js">');
    }
    // This machine's own name serves the default merchant's site (development, the benchmarks).
    expect(firstViewOf((await page('/', '127.0.0.1:8080')).body)).toContain('Golden Lotus');
  });

  it('revalidates by an ETag of each variant, and varies by cookie', async () => {
    const first = await page('/', 'www.alphaplay.test', { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['vary']).toBe('Accept-Encoding, Cookie');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^"fv-/);
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toContain('Alpha Play');

    const again = await page('/', 'www.alphaplay.test', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherLanguage = await page('/', 'www.alphaplay.test', {
      'if-none-match': etag,
      cookie: 'language=EN',
    });
    expect(otherLanguage.statusCode).toBe(200);
    const otherMerchant = await page('/', 'www.goldenlotus.test', { 'if-none-match': etag });
    expect(otherMerchant.statusCode).toBe(200);
    expect(otherMerchant.headers['etag']).not.toBe(etag);
  });

  it('escapes hostile merchant texts and leaves out scriptable picture URLs', async () => {
    const hostile = '</h1><script>alert(1)</script><img src=x onerror=alert(2)>"\'&';
    await setMerchant('alpha', {
      name: hostile,
      extra: {
        ...(await t.services.directory.byMerchantCode('alpha'))!.extra,
        mobileTemplate: { web_logo: 'javascript:alert(3)' },
      },
    });
    const alphaId = await merchantId('alpha');
    const admin = t.services.noticeAdmin;
    const operator = operatorOf(alphaId);
    const alphaMerchant = (await t.services.directory.byMerchantCode('alpha'))!;
    const bannerIds: number[] = [];
    try {
      const created = await admin.create(alphaMerchant, operator, 'banners', {
        title: '"><script>alert(4)</script>',
        imageUrl: 'https://cdn.alphaplay.test/a.png" onload="alert(5)',
        groupName: HOME_BANNER_GROUP,
        sort: -10,
      });
      bannerIds.push(created.id);
      const html = (await page('/', 'www.alphaplay.test')).body;
      const view = firstViewOf(html)!;
      expect(view).not.toContain('<script');
      expect(view).not.toContain('<img src=x');
      // Every tag is one of the view's own, well formed, and none has an event handler.
      const tags = tagsOf(view);
      expect(tags.count).toBe(view.split('<').length - 1);
      expect(tags.attributes.filter((name) => name.startsWith('on'))).toEqual([]);
      expect(view).not.toContain('javascript:');
      expect(view).toContain('&#60;/h1&#62;&#60;script&#62;alert(1)&#60;/script&#62;');
      expect(view).toContain('alt="&#34;&#62;&#60;script&#62;alert(4)&#60;/script&#62;"');
      expect(view).toContain('src="https://cdn.alphaplay.test/a.png&#34; onload=&#34;alert(5)"');
      // The logo's javascript: URL is not used at all.
      expect(view).not.toContain('brand__logo');

      const scriptable = await admin.create(alphaMerchant, operator, 'banners', {
        title: 'x',
        imageUrl: 'javascript:alert(6)',
        groupName: HOME_BANNER_GROUP,
        sort: -20,
      });
      bannerIds.push(scriptable.id);
      // A first banner the first view may not show leaves the carousel to the app.
      const withoutCarousel = firstViewOf((await page('/', 'www.alphaplay.test')).body)!;
      expect(withoutCarousel).not.toContain('pr-carousel');
      expect(withoutCarousel).not.toContain('alert(6)');
    } finally {
      for (const id of bannerIds) await admin.remove(alphaMerchant, operator, 'banners', id);
      await setMerchant('alpha', { name: 'Alpha Play', extra: alphaMerchant.extra });
    }
  });

  it("shows a banner change on the next request, and never another merchant's banners", async () => {
    const demoId = await merchantId('demo');
    const demoMerchant = (await t.services.directory.byMerchantCode('demo'))!;
    const before = firstViewOf((await page('/', 'www.goldenlotus.test')).body)!;
    expect(before).toContain('alt="投注任务"');
    const created = await t.services.noticeAdmin.create(demoMerchant, operatorOf(demoId), 'banners', {
      title: 'Fresh Banner',
      imageUrl: '/brand/fresh.png',
      groupName: HOME_BANNER_GROUP,
      sort: -100,
    });
    try {
      const after = firstViewOf((await page('/', 'www.goldenlotus.test')).body)!;
      expect(after).toContain('alt="Fresh Banner" src="/brand/fresh.png"');
      expect(firstViewOf((await page('/', 'www.alphaplay.test')).body)).not.toContain('Fresh Banner');
    } finally {
      await t.services.noticeAdmin.remove(demoMerchant, operatorOf(demoId), 'banners', created.id);
    }
    expect(firstViewOf((await page('/', 'www.goldenlotus.test')).body)).not.toContain('Fresh Banner');
  });

  it('leaves the page plain under maintenance, which the app shows instead', async () => {
    await setMerchant('alpha', { maintenanceStart: new Date(Date.now() - 60_000), maintenanceEnd: null });
    try {
      const res = await page('/', 'www.alphaplay.test');
      expect(firstViewOf(res.body)).toBeNull();
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-AbC.js">');
    } finally {
      await setMerchant('alpha', { maintenanceStart: null, maintenanceEnd: null });
    }
    expect(firstViewOf((await page('/', 'www.alphaplay.test')).body)).not.toBeNull();
  });
});
