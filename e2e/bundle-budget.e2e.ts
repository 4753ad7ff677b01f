/**
 * What the built web app costs a visitor: the JavaScript the landing page downloads (gzip), the
 * size of every chunk, and that the page fetches only what it needs (no back office, one
 * language). Runs on the build the e2e setup makes, against the real server.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, webDist, type Harness } from './harness.js';

/** Gzip bytes of JavaScript the landing page may download in total. */
const LANDING_JS_GZIP_LIMIT = 200 * 1000;
/** Gzip bytes any single chunk may have (a route, the framework, a feature's shared code): 150 KB. */
const CHUNK_GZIP_LIMIT = 150 * 1000;
/**
 * Script files the landing page may fetch: a phone on a slow network pays a round trip for each,
 * six at a time, so the code every page runs first comes in a few chunks, not dozens.
 */
const LANDING_SCRIPT_FILES_LIMIT = 16;

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

const manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const gzipCache = new Map<string, number>();

function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(webDist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The files of the chunks built from sources whose path matches. */
function filesOf(source: RegExp): Set<string> {
  return new Set(
    Object.entries(manifest)
      .filter(([key, chunk]) => source.test(chunk.src ?? key))
      .map(([, chunk]) => chunk.file),
  );
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('bundle budget', () => {
  it('keeps every JavaScript chunk small, with brotli and gzip copies beside it', () => {
    const scripts = fs.readdirSync(path.join(webDist, 'assets')).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    const over = scripts
      .map((f) => ({ file: f, gzip: gzipSize(`assets/${f}`) }))
      .filter((c) => c.gzip > CHUNK_GZIP_LIMIT)
      .map((c) => `${c.file} ${kb(c.gzip)}`);
    expect(over, `chunks over ${kb(CHUNK_GZIP_LIMIT)} gzip`).toEqual([]);
    const raw = scripts.filter((f) => fs.statSync(path.join(webDist, 'assets', f)).size >= 1024);
    const missing = raw.filter(
      (f) =>
        !fs.existsSync(path.join(webDist, 'assets', `${f}.br`)) ||
        !fs.existsSync(path.join(webDist, 'assets', `${f}.gz`)),
    );
    expect(missing, 'scripts without precompressed copies').toEqual([]);
  });

  it('never has a chunk the entry loads first import the entry back', () => {
    // In such a cycle the imported chunk runs before the entry's code and reads its bindings
    // while they are still undefined (a declaration built from a schema the entry holds).
    const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
    const loadedFirst = new Set<string>();
    const queue = [...(manifest[entryKey]!.imports ?? [])];
    while (queue.length) {
      const key = queue.pop()!;
      if (loadedFirst.has(key)) continue;
      loadedFirst.add(key);
      queue.push(...(manifest[key]?.imports ?? []));
    }
    expect(loadedFirst.size).toBeGreaterThan(0);
    const cycles = [...loadedFirst].filter(
      (key) => key === entryKey || manifest[key]?.imports?.includes(entryKey),
    );
    expect(
      cycles.map((key) => manifest[key]!.file),
      'chunks the entry imports that import it back',
    ).toEqual([]);
  });

  it('loads the landing page with little JavaScript, no back office and one language only', async () => {
    const page = await h.newPage({ language: 'EN' });
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.add(pathname.slice(1));
    });
    await page.goto('/');
    await page.getByTestId('home-page').waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');

    const sizes = [...scripts].map((file) => ({ file, gzip: gzipSize(file) }));
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const listing = sizes
      .sort((a, b) => b.gzip - a.gzip)
      .map((s) => `${kb(s.gzip).padStart(10)} ${s.file}`)
      .join('\n');
    console.log(`landing page JavaScript: ${kb(total)} gzip in ${sizes.length} files\n${listing}`);
    expect(
      total,
      `landing page JavaScript over ${kb(LANDING_JS_GZIP_LIMIT)} gzip:\n${listing}`,
    ).toBeLessThanOrEqual(LANDING_JS_GZIP_LIMIT);
    expect(sizes.length, `landing page script files:\n${listing}`).toBeLessThanOrEqual(
      LANDING_SCRIPT_FILES_LIMIT,
    );

    const admin = filesOf(/src\/features\/admin\//);
    expect(admin.size).toBeGreaterThan(0);
    expect(
      [...scripts].filter((f) => admin.has(f)),
      'back-office chunks on the landing page',
    ).toEqual([]);

    // Texts: a chunk per language; the page asked for English and must fetch no other language.
    const otherLanguages = filesOf(/(?:\/texts\/|\/i18n\/ui\/|shared\/src\/i18n\/)(?:cn|tw|ja|th|vi)\.ts$/);
    const english = filesOf(/(?:\/texts\/|\/i18n\/ui\/|shared\/src\/i18n\/)en\.ts$/);
    expect(otherLanguages.size).toBeGreaterThan(10);
    expect(
      [...scripts].filter((f) => otherLanguages.has(f)),
      'texts of other languages',
    ).toEqual([]);
    expect(
      [...scripts].some((f) => english.has(f)),
      'the English texts',
    ).toBe(true);
    await page.close();
  });
});
