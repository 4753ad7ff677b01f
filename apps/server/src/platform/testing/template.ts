import path from 'node:path';
import { repoRoot } from '../../config.js';

/** Where the migrated PGlite template of a test run is dumped (written by global-setup). */
export const PGLITE_TEMPLATE_FILE = path.join(repoRoot, '.test-artifacts', 'pglite-template.tar.gz');
export const PG_TEMPLATE_DB = 'platform_test_template';

export function databaseUrlWithName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
