import path from 'node:path';
import { repoRoot } from '../../config.js';

/** Where the migrated PGlite template of a test run is dumped (written by global-setup). */
export const PGLITE_TEMPLATE_FILE = path.join(repoRoot, '.test-artifacts', 'pglite-template.tar.gz');
/** The same template with the demo merchants seeded: most test files start from it. */
export const PGLITE_SEEDED_TEMPLATE_FILE = path.join(
  repoRoot,
  '.test-artifacts',
  'pglite-template-seeded.tar.gz',
);

/**
 * Test databases on PostgreSQL are named after the database of DATABASE_URL (`platform` gives
 * `platform_test_template` and `platform_test_<hex>`), so two checkouts that point at different
 * databases of one server never drop each other's copies.
 */
export function testDatabasePrefix(url: string): string {
  const base = decodeURIComponent(new URL(url).pathname.slice(1)) || 'platform';
  return `${base.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_test_`;
}

export function templateDatabaseName(url: string): string {
  return `${testDatabasePrefix(url)}template`;
}

/** The migrated template with the demo merchants seeded (not hex, so never swept as a leftover copy). */
export function seededTemplateDatabaseName(url: string): string {
  return `${testDatabasePrefix(url)}template_seeded`;
}

export function databaseUrlWithName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
