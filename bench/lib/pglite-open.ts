/** Opens a PGlite data directory as the server does and runs one query; prints the time taken. */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/platform/db/open.js';

const started = performance.now();
const database = await openDatabase({ url: null, dataDir: process.argv[2]! });
await database.db.execute(sql`SELECT 1`);
console.log(`open ${(performance.now() - started).toFixed(0)} ms`);
await database.close();
