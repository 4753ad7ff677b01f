import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { FIRST_VIEW_LOADER_HASH } from './first-view.js';

// Over 1 KB, like the real page (its splash screen), so that it is sent compressed.
const INDEX_HTML = `<!doctype html><html><head><meta name="robots" content="noindex,nofollow" /><title>t</title></head><body><div id="root">${'<p>loading</p>'.repeat(80)}</div></body></html>`;

const HASHED_FILE = 'index-Bx2a9QfT.js';
const HASHED_JS = `export const texts = ${JSON.stringify('lottery '.repeat(400))};\n`;

let t: TestApp;
let app: FastifyInstance;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(webDist, 'app.js'), 'console.log(1)');
  // A hashed build asset with the compressed copies the web build writes beside it.
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', HASHED_FILE), HASHED_JS);
  fs.writeFileSync(path.join(webDist, 'assets', `${HASHED_FILE}.br`), zlib.brotliCompressSync(HASHED_JS));
  fs.writeFileSync(path.join(webDist, 'assets', `${HASHED_FILE}.gz`), zlib.gzipSync(HASHED_JS));
  t = await createTestApp({ webDist }, { serveWeb: true });
  app = t.app;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function page(url: string, host = 'www.alphaplay.test') {
  return app.inject({ method: 'GET', url, headers: { host } });
}

function robotsOf(html: string): string[] {
  return [...html.matchAll(/<meta name="robots" content="([^"]+)"/g)].map((m) => m[1]!);
}

describe('web app pages', () => {
  it('serves the app with the merchant of the host and an indexable robots meta on the site root', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="merchant" content="alpha">');
    expect(robotsOf(res.body)).toEqual(['index,follow']);
  });

  it('marks deep and member pages non-indexable', async () => {
    expect(robotsOf((await page('/member')).body)).toEqual(['noindex,nofollow']);
    expect(robotsOf((await page('/casino/vendor')).body)).toEqual(['noindex,nofollow']);
  });

  it('keeps non-www hosts out of the index', async () => {
    expect(robotsOf((await page('/promotions', 'alphaplay.test')).body)).toEqual(['noindex,nofollow']);
  });

  it('serves /register.html as the app page, indexable', async () => {
    const res = await page('/register.html?referralCode=ABC');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(robotsOf(res.body)).toEqual(['index,follow']);
  });

  it('serves built files as they are, and answers unknown files with the catalogue error', async () => {
    expect((await page('/app.js')).body).toBe('console.log(1)');
    const missing = await page('/missing.png');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<html');
  });

  it('allows scripts only from itself, the third-party sign-in widgets and the landing page loader', async () => {
    const csp = String((await page('/')).headers['content-security-policy']);
    const scriptSrc = csp
      .split(';')
      .find((d) => d.trim().startsWith('script-src'))!
      .trim()
      .split(/\s+/);
    expect(scriptSrc.slice(1).sort()).toEqual(
      ["'self'", FIRST_VIEW_LOADER_HASH, 'https://apis.google.com', 'https://telegram.org'].sort(),
    );
  });

  it('escapes nothing from the host into the page beyond the merchant code', async () => {
    const res = await page('/', '"><script>x</script>');
    expect(res.body).not.toContain('<script>x');
  });
});

describe('web app delivery', () => {
  async function asset(url: string, acceptEncoding?: string) {
    return app.inject({
      method: 'GET',
      url,
      headers: {
        host: 'www.alphaplay.test',
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });
  }

  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for good', async () => {
    const res = await asset(`/assets/${HASHED_FILE}`, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(HASHED_JS);
    expect(res.rawPayload.length).toBeLessThan(HASHED_JS.length / 10);
  });

  it('falls back to gzip, then to the plain file, by Accept-Encoding', async () => {
    const gz = await asset(`/assets/${HASHED_FILE}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(HASHED_JS);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await asset(`/assets/${HASHED_FILE}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(HASHED_JS);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the page compressed to a browser that accepts it, and plain otherwise', async () => {
    const br = await asset('/', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    const html = zlib.brotliDecompressSync(br.rawPayload).toString();
    expect(html).toContain('<meta name="merchant" content="alpha">');
    expect(br.rawPayload.length).toBeLessThan(html.length / 4);

    const gz = await asset('/promotions', 'gzip;q=1, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('<div id="root">');

    const plain = await asset('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('does not serve the compressed copies under their own names', async () => {
    expect((await asset(`/assets/${HASHED_FILE}.br`)).statusCode).toBe(404);
    expect((await asset(`/assets/${HASHED_FILE}.gz`)).statusCode).toBe(404);
  });

  it('has the page and files outside assets/ revalidated on every use', async () => {
    for (const url of ['/', '/promotions', '/lottery/results/VN1', '/register.html', '/index.html']) {
      const res = await asset(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await asset('/app.js')).headers['cache-control']).toBe('no-cache');
  });
});
