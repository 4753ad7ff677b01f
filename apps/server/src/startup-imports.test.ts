import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

/** Packages only some servers use: a default start (PGlite, no Redis, no SMTP) must not load them. */
const OPTIONAL = ['pg', 'pg-pool', 'ioredis', 'nodemailer', 'svg-captcha', 'opentype.js', '@resvg/resvg-js'];

it('loads no optional package while a default server starts (they are loaded when first used)', () => {
  // What main.ts imports, in a process of its own: CommonJS packages land in the module cache.
  const script = `
    import { createRequire } from 'node:module';
    for (const file of ['app.ts', 'platform/db/open.ts', 'platform/realtime/create-bus.ts', 'platform/realtime/attach.ts']) {
      await import(${JSON.stringify(src)} + '/' + file);
    }
    const cache = createRequire(import.meta.url)('node:module')._cache;
    console.log(JSON.stringify(Object.keys(cache)));`;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: src,
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  const loaded = JSON.parse(result.stdout.trim().split('\n').at(-1)!) as string[];
  const packages = new Set(
    loaded.map((file) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1]).filter(Boolean),
  );
  expect(packages.size).toBeGreaterThan(10);
  expect(OPTIONAL.filter((name) => packages.has(name))).toEqual([]);
}, 60_000);
