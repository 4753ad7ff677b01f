import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, serverRoot } from './config.js';

/**
 * The production build runs with development dependencies absent (`npm ci --omit=dev`, the
 * Dockerfile's runtime stage). This checks the bundle in apps/server/dist against the lockfile's
 * production set in a second or two; scripts/check-production.mjs does the real install and start
 * (minutes: 7 on a busy two-CPU machine, far too slow for every test run).
 */

const distDir = path.join(serverRoot, 'dist');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

interface Manifest {
  dependencies?: Record<string, string>;
  scripts?: Record<string, string>;
}
interface LockEntry {
  version?: string;
  dev?: boolean;
  link?: boolean;
}

function newestMtime(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { recursive: true, encoding: 'utf8' })) {
    newest = Math.max(newest, fs.statSync(path.join(target, entry)).mtimeMs);
  }
  return newest;
}

/** Builds dist/ (esbuild, a few seconds) unless it is newer than everything it is made of. */
function ensureServerBuild(): void {
  const main = path.join(distDir, 'main.js');
  const sources = [
    path.join(serverRoot, 'src'),
    path.join(serverRoot, 'package.json'),
    path.join(serverRoot, 'scripts/build.mjs'),
    path.join(repoRoot, 'packages/shared/src'),
    path.join(repoRoot, 'packages/shared/package.json'),
  ];
  if (fs.existsSync(main) && fs.statSync(main).mtimeMs > Math.max(...sources.map(newestMtime))) return;
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverRoot, stdio: 'inherit' });
}

/** The module specifiers of one ES module as esbuild writes it: static, re-export and dynamic imports. */
function importsOf(code: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /^\s*(?:import|export)\s[^;]*?\sfrom\s*"([^"]+)"/gm,
    /^\s*import\s*"([^"]+)"/gm,
    /\bimport\(\s*"([^"]+)"\s*\)/g,
    /\b__require\(\s*"([^"]+)"\s*\)/g,
  ];
  for (const pattern of patterns) for (const m of code.matchAll(pattern)) found.add(m[1]!);
  return [...found];
}

/** "@scope/name/sub" -> "@scope/name", "name/sub" -> "name". */
const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The runtime stage of the Dockerfile: its COPY sources and destinations, and its CMD. */
function runtimeStage(): { copies: { from: string | null; source: string; target: string }[]; cmd: string } {
  const text = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
  const stages = text.split(/^FROM\s/m);
  const runtime = stages.find((stage) => /^\S+\s+AS\s+runtime\b/im.test(stage));
  if (!runtime) throw new Error('the Dockerfile has no stage named runtime');
  const copies = [...runtime.matchAll(/^COPY\s+(.+)$/gm)].map((m) => {
    const words = m[1]!.trim().split(/\s+/);
    const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length) ?? null;
    const paths = words.filter((w) => !w.startsWith('--'));
    return { from, source: paths.slice(0, -1).join(' '), target: paths.at(-1)! };
  });
  return { copies, cmd: /^CMD\s+(.+)$/m.exec(runtime)?.[1] ?? '' };
}

describe('production build', () => {
  let files: string[];

  beforeAll(() => {
    ensureServerBuild();
    files = fs.readdirSync(distDir).filter((file) => file.endsWith('.js'));
  }, 120_000);

  it('imports only packages that `npm ci --omit=dev` installs', () => {
    const lock = readJson<{ packages: Record<string, LockEntry> }>(path.join(repoRoot, 'package-lock.json'));
    const declared = new Set([
      ...Object.keys(readJson<Manifest>(path.join(serverRoot, 'package.json')).dependencies ?? {}),
      ...Object.keys(
        readJson<Manifest>(path.join(repoRoot, 'packages/shared/package.json')).dependencies ?? {},
      ),
    ]);
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const file of files) {
      for (const specifier of importsOf(fs.readFileSync(path.join(distDir, file), 'utf8'))) {
        if (specifier.startsWith('./')) {
          if (!fs.existsSync(path.join(distDir, specifier)))
            problems.push(`${file}: ${specifier} is missing`);
          continue;
        }
        if (isBuiltin(specifier)) continue;
        const name = packageOf(specifier);
        seen.add(name);
        // Node resolves from apps/server/dist upwards: the workspace's own node_modules, then the root's.
        const entry =
          lock.packages[`apps/server/node_modules/${name}`] ?? lock.packages[`node_modules/${name}`];
        if (name.startsWith('@platform/')) problems.push(`${file}: ${name} must be bundled, not imported`);
        else if (!declared.has(name)) {
          problems.push(`${file}: ${name} is not in the dependencies of apps/server or packages/shared`);
        } else if (!entry) problems.push(`${file}: ${name} is not in package-lock.json`);
        else if (entry.dev) problems.push(`${file}: ${name} is a development dependency only`);
      }
    }
    expect(problems).toEqual([]);
    // The check saw the bundle's real imports (the regular expressions still match esbuild's output).
    expect([...seen]).toEqual(expect.arrayContaining(['fastify', 'drizzle-orm', 'zod', 'pg', 'ioredis']));
  });

  it('the Dockerfile runtime stage copies everything the bundle reads and runs it with node', () => {
    const { copies, cmd } = runtimeStage();
    const copied = (target: string) => copies.some((c) => c.target === target);
    for (const target of [
      'apps/server/dist',
      'apps/server/migrations',
      'apps/server/src/modules/vendor-lotus/client',
      'apps/web/dist',
      'package-lock.json',
    ]) {
      expect(
        copied(target) || copies.some((c) => c.target === './' && c.source.includes(target)),
        target,
      ).toBe(true);
    }
    // Every workspace's manifest, or `npm ci` refuses the lockfile.
    const workspaces = readJson<{ workspaces: string[] }>(path.join(repoRoot, 'package.json')).workspaces;
    for (const workspace of workspaces) {
      expect(
        copies.some((c) => c.source === `${workspace}/package.json` && c.from === null),
        `${workspace}/package.json`,
      ).toBe(true);
    }
    expect(JSON.parse(cmd)).toEqual(['node', 'apps/server/dist/main.js']);
    // What the bundle reads next to itself (config.ts: serverRoot is dist/..).
    expect(fs.existsSync(path.join(serverRoot, 'migrations/meta/_journal.json'))).toBe(true);
  });

  it('npm scripts build both apps and start the production build with plain node', () => {
    const scripts = readJson<Manifest>(path.join(repoRoot, 'package.json')).scripts ?? {};
    expect(scripts.build).toContain('npm run build -w @platform/server');
    expect(scripts.build).toContain('npm run build -w @platform/web');
    expect(scripts['start:prod']).toBe('NODE_ENV=production node apps/server/dist/main.js');
  });
});
