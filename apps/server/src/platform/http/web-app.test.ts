import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { InProcessBus } from '../bus.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import { seedDemo } from '../../seed/seed-demo.js';

const INDEX_HTML = `<!doctype html><html><head><meta name="robots" content="noindex,nofollow" /><title>t</title></head><body><div id="root"></div></body></html>`;

let app: FastifyInstance;
let database: TestDatabase;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(webDist, 'app.js'), 'console.log(1)');
  database = await createTestDatabase();
  await seedDemo(database.db);
  const config = { ...loadConfig({ NODE_ENV: 'test' }), webDist };
  ({ app } = await buildApp({ config, database, bus: new InProcessBus(), logger: false }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.destroy();
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

  it('allows scripts only from itself and the third-party sign-in widgets', async () => {
    const csp = String((await page('/')).headers['content-security-policy']);
    const scriptSrc = csp
      .split(';')
      .find((d) => d.trim().startsWith('script-src'))!
      .trim()
      .split(/\s+/);
    expect(scriptSrc.slice(1).sort()).toEqual(["'self'", 'https://apis.google.com', 'https://telegram.org']);
  });

  it('escapes nothing from the host into the page beyond the merchant code', async () => {
    const res = await page('/', '"><script>x</script>');
    expect(res.body).not.toContain('<script>x');
  });
});
