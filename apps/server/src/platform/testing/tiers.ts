import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Splits the server's test files into two tiers by what they import, so that no list has to be
 * kept by hand:
 * - integration: the file reaches the database helpers of this folder (test-app, test-db or the
 *   template files) through its relative imports, opens PGlite or PostgreSQL itself, or reads
 *   DATABASE_URL / REDIS_URL. These run on PGlite and again on PostgreSQL.
 * - unit: everything else; it needs neither the app nor a database and runs once, first.
 * createTestDatabase refuses to run in the unit tier, so a file that reaches a database in a way
 * this reading misses (a dynamic import, say) fails loudly instead of passing on a stale template.
 */
export type ServerTier = 'unit' | 'integration';

/** Set by the server-unit project; createTestDatabase throws under it. */
export const UNIT_TIER_ENV = 'PLATFORM_TEST_TIER';

// Not import.meta.dirname: vitest bundles its config with this module, keeping only import.meta.url right.
const testingDir = path.dirname(fileURLToPath(import.meta.url));
const serverSrc = path.resolve(testingDir, '../..');

/** The helpers whose use makes a test an integration test. */
export const DATABASE_HELPERS = ['test-app.ts', 'test-db.ts', 'template.ts'].map((file) =>
  path.join(testingDir, file),
);

const SPECIFIER =
  /(?:^|[\s;}])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;}])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const OPENS_A_DATABASE = /^(?:@electric-sql\/pglite(?:\/.*)?|pg)$/;
const READS_A_DATABASE_URL =
  /process\.env\.(?:DATABASE_URL|REDIS_URL)\b|process\.env\[['"](?:DATABASE_URL|REDIS_URL)['"]\]/;

/** Module specifiers of a source text (static imports, re-exports and literal dynamic imports). */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(SPECIFIER)) found.push((match[1] ?? match[2] ?? match[3])!);
  return found;
}

/** Reads a source file, or answers undefined when there is none. */
export type SourceReader = (file: string) => string | undefined;

const sources = new Map<string, string | undefined>();
const readFromDisk: SourceReader = (file) => {
  if (!sources.has(file)) sources.set(file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);
  return sources.get(file);
};

/** The source file a relative specifier names (`./x.js` is written for `./x.ts`), or null. */
function resolveRelative(from: string, specifier: string, read: SourceReader): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = path.resolve(path.dirname(from), specifier);
  const stem = target.replace(/\.[cm]?js$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, `${target}/index.ts`]) {
    if (read(candidate) !== undefined) return candidate;
  }
  return null;
}

/** Why a test file is an integration test, or null for a unit test. */
export function integrationReason(testFile: string, read: SourceReader = readFromDisk): string | null {
  const source = read(testFile) ?? '';
  for (const specifier of importsOf(source)) {
    if (OPENS_A_DATABASE.test(specifier)) return `imports ${specifier}`;
  }
  if (READS_A_DATABASE_URL.test(source)) return 'reads DATABASE_URL or REDIS_URL';
  // Through its relative imports, so a test helper of its own that builds the app counts too.
  const helpers = new Set(DATABASE_HELPERS);
  const seen = new Set<string>([testFile]);
  const queue = [testFile];
  while (queue.length) {
    const file = queue.shift()!;
    for (const specifier of importsOf(read(file) ?? '')) {
      const target = resolveRelative(file, specifier, read);
      if (!target || seen.has(target)) continue;
      if (helpers.has(target)) {
        const via = file === testFile ? '' : ` through ${path.relative(path.dirname(testFile), file)}`;
        return `imports ${path.relative(serverSrc, target)}${via}`;
      }
      seen.add(target);
      queue.push(target);
    }
  }
  return null;
}

export function tierOf(testFile: string): ServerTier {
  return integrationReason(testFile) ? 'integration' : 'unit';
}

/** Every server test file (absolute paths), sorted. */
export function serverTestFiles(): string[] {
  return fs
    .readdirSync(serverSrc, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join(serverSrc, file))
    .sort();
}

/** The server's test files of one tier, relative to apps/server (as a vitest include list). */
export function serverTestsOf(tier: ServerTier): string[] {
  const root = path.dirname(serverSrc);
  return serverTestFiles()
    .filter((file) => tierOf(file) === tier)
    .map((file) => path.relative(root, file).split(path.sep).join('/'));
}
