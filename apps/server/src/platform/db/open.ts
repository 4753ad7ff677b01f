import { PGlite } from '@electric-sql/pglite';
import type { Database } from './client.js';
import { openPglite } from './pglite.js';

/**
 * The server's database: PostgreSQL when a URL is given, else PGlite in dataDir. The
 * PostgreSQL driver is loaded only when it is used, so that the default embedded start does
 * not spend its time loading it.
 */
export async function openDatabase(options: { url: string | null; dataDir: string }): Promise<Database> {
  if (options.url) {
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(options.url);
  }
  return openPglite(await PGlite.create(options.dataDir));
}
