import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(webDir, '../..');

/** What the bundle is made from; this file is among them, since it sets how the build runs. */
const SOURCES = [
  path.join(webDir, 'src'),
  path.join(webDir, 'public'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'build-tools'),
  path.join(webDir, 'package.json'),
  path.join(repoRoot, 'packages/shared/src'),
];

/** The newest modification time of a file or of anything in a folder (node_modules and dist left out). */
export function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/**
 * Builds the web app into outDir when it is missing or older than anything the bundle is made
 * from, so that the e2e tests and the benchmarks of one CI run share one production build and
 * never measure a stale one.
 */
export function ensureWebBuild(outDir: string, log: (line: string) => void = console.log): void {
  const builtAt = newestMtime(path.join(outDir, 'index.html'));
  if (builtAt > Math.max(...SOURCES.map(newestMtime))) return;
  log(builtAt ? `${outDir} is older than its sources, rebuilding` : `building apps/web into ${outDir}`);
  try {
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: webDir,
      // Under vitest NODE_ENV is test, which would build React's development bundles: the tests
      // and the benchmarks run against what visitors get.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'pipe',
      timeout: 300_000,
    });
  } catch (error) {
    const e = error as { stdout?: Buffer; stderr?: Buffer; message: string };
    throw new Error(
      `building the web app failed:\n${e.stdout?.toString() ?? ''}${e.stderr?.toString() ?? e.message}`,
      { cause: error },
    );
  }
  if (!fs.existsSync(path.join(outDir, 'index.html')))
    throw new Error(`the web build finished without ${path.join(outDir, 'index.html')}`);
}
