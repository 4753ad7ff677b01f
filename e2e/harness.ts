import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import type { LanguageCode } from '@platform/shared';
import { ensureWebBuild as ensureBuilt, newestMtime } from '../apps/web/build-tools/fresh-build.js';
import { buildApp, type Services } from '../apps/server/src/app.js';
import { loadConfig, type AppConfig } from '../apps/server/src/config.js';
import { InProcessBus } from '../apps/server/src/platform/bus.js';
import { attachRealtime } from '../apps/server/src/platform/realtime/attach.js';
import { LotteryScheduler } from '../apps/server/src/modules/lottery/scheduler.js';
import setupTemplate from '../apps/server/src/platform/testing/global-setup.js';
import {
  PGLITE_SEEDED_TEMPLATE_FILE,
  seededTemplateDatabaseName,
} from '../apps/server/src/platform/testing/template.js';
import { createTestDatabase, type TestDatabase } from '../apps/server/src/platform/testing/test-db.js';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(e2eDir, '..');
const webDir = path.join(repoRoot, 'apps/web');
// The migrations, the seed and the code the seed runs.
const serverDir = path.join(repoRoot, 'apps/server');
// A separate output directory lets two e2e runs on one checkout build without racing.
export const webDist = process.env.E2E_WEB_DIST
  ? path.resolve(process.env.E2E_WEB_DIST)
  : path.join(webDir, 'dist');
export const screenshotDir = path.join(e2eDir, 'screenshots');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The web app keeps the chosen language here (apps/web/src/lib/i18n LANGUAGE_STORAGE_KEY). */
const LANGUAGE_STORAGE_KEY = 'language';

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

export interface Viewport {
  width: number;
  height: number;
}

export interface NewPageOptions {
  /** Language the web app starts in; without it the merchant default (CN for demo) applies. */
  language?: LanguageCode;
  viewport?: Viewport;
  /** Sent with every request of the page, e.g. X-Forwarded-For to appear from another country. */
  headers?: Record<string, string>;
}

export interface Harness {
  baseUrl: string;
  app: FastifyInstance;
  services: Services;
  /** The test's own database (demo merchants seeded); change rows, then services.directory.invalidate(code). */
  database: TestDatabase;
  browser: Browser;
  newPage(options?: NewPageOptions): Promise<Page>;
  /** Saves e2e/screenshots/<name>.png and returns its path. */
  screenshot(page: Page, name: string): Promise<string>;
  close(): Promise<void>;
}

/** Builds apps/web into webDist when it is missing or older than its sources. */
export function ensureWebBuild(): void {
  ensureBuilt(webDist, (line) => console.log(`e2e: ${line}`));
}

/**
 * createTestDatabase copies the seeded template that the server project's globalSetup makes.
 * The e2e project may run on its own, so the templates are (re)made here when they are missing
 * or, on PGlite, older than the server code that migrates and seeds them.
 */
export async function ensureDatabaseTemplate(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        seededTemplateDatabaseName(url),
      ]);
      if (found.rowCount) return;
    } finally {
      await client.end();
    }
  } else if (newestMtime(PGLITE_SEEDED_TEMPLATE_FILE) > newestMtime(serverDir)) {
    return;
  }
  await setupTemplate();
}

export function assertChromium(): void {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: the e2e tests need a real browser. ` +
        'Install it with `apt-get install -y chromium fonts-wqy-microhei` or set CHROMIUM_PATH.',
    );
  }
}

/** Headless Debian chromium with the settings every e2e file uses. */
export function launchChromium(): Promise<Browser> {
  assertChromium();
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface HarnessOptions {
  /** Server settings to change. */
  config?: Partial<AppConfig>;
  /** Every lottery game draws this often and a scheduler opens, draws and settles the issues. */
  lotteryDrawEverySeconds?: number;
}

/** The real server on 127.0.0.1 (random port) serving the built web app, and a headless chromium. */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  assertChromium();
  ensureWebBuild();
  await ensureDatabaseTemplate();

  const database = await createTestDatabase({ seeded: true });
  const bus = new InProcessBus();
  const config = {
    // The browser tests read the SMS and e-mail they cause from the outbox.
    ...loadConfig({ NODE_ENV: 'test', DEV_OUTBOX: 'true' }),
    host: '127.0.0.1',
    port: 0,
    webDist,
    logLevel: 'warn',
    ...(options.lotteryDrawEverySeconds ? { lotteryIntervalSeconds: options.lotteryDrawEverySeconds } : {}),
    ...options.config,
  };
  const { app, services } = await buildApp({ config, database, bus, serveWeb: true, logger: false });
  const realtime = attachRealtime(app.server, {
    bus,
    callers: services.callers,
    chat: services.support.chat.sockets,
    logger: app.log,
  });
  await app.listen({ host: config.host, port: config.port });
  const { port } = app.server.address() as AddressInfo;
  const scheduler = options.lotteryDrawEverySeconds
    ? new LotteryScheduler(services.lottery, { error: (...args: unknown[]) => console.error(...args) }, 500)
    : null;
  scheduler?.start();
  const baseUrl = `http://127.0.0.1:${port}`;

  const browser = await launchChromium();
  const contexts = new Set<BrowserContext>();

  return {
    baseUrl,
    app,
    services,
    database,
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: options.viewport ?? VIEWPORTS.desktop,
        extraHTTPHeaders: options.headers,
        deviceScaleFactor: 1,
      });
      contexts.add(context);
      context.on('close', () => contexts.delete(context));
      if (options.language) {
        // Only when nothing is stored yet, so a switch made in the page survives a reload.
        await context.addInitScript(
          ([key, language]) => {
            if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, language);
          },
          [LANGUAGE_STORAGE_KEY, options.language] as const,
        );
      }
      return context.newPage();
    },
    async screenshot(page, name) {
      fs.mkdirSync(screenshotDir, { recursive: true });
      const file = path.join(screenshotDir, `${name}.png`);
      await page.screenshot({ path: file, fullPage: false });
      return file;
    },
    async close() {
      await scheduler?.stop();
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close().catch(() => undefined);
      await realtime.close();
      await app.close();
      await bus.close();
      await database.destroy();
    },
  };
}

/** API calls of a page (paths under /wps, /lgw, /admin/api) with the headers they were sent with. */
export interface RecordedRequest {
  url: string;
  path: string;
  headers: Record<string, string>;
  at: number;
}

export function recordApiRequests(page: Page): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!/^\/(wps|lgw|lotto(-vn)?\/lgw|admin\/api)\//.test(url.pathname)) return;
    recorded.push({ url: request.url(), path: url.pathname, headers: request.headers(), at: Date.now() });
  });
  return recorded;
}

/**
 * Picks a language with the header's switch: data-testid="language-switch" is either a <select>
 * whose option values are language codes, or a button that opens a list of
 * data-testid="language-option-<CODE>" items.
 */
export async function switchLanguage(page: Page, language: LanguageCode): Promise<void> {
  const control = page.getByTestId('language-switch').first();
  await control.waitFor({ state: 'visible' });
  const tag = await control.evaluate((element) => element.tagName);
  if (tag === 'SELECT') {
    await control.selectOption(language);
    return;
  }
  await control.click();
  await page.getByTestId(`language-option-${language}`).first().click();
}

/** Contents of every <meta name="robots"> in the document as it is now. */
export function robotsMeta(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name="robots"]')).map((meta) => meta.content),
  );
}
