import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import { newestMigration } from '../platform/db/migrations.js';
import { seedMarks } from '../modules/settings/settings.tables.js';
import { DEMO_AGENT_ACCOUNTS, seedDemoAgents } from './demo-agents.js';
import { seedDemo, type SeededAccount } from './seed-demo.js';
import { DEMO_MERCHANTS } from './demo-data.js';

/**
 * Bump when the demo data changes without a migration, so that databases seeded by an older
 * version get the new parts at their next start (a new migration does that by itself).
 */
export const DEMO_SEED_VERSION = 2;

const MARK = 'demo';

export interface DemoOptions {
  /** The agent centre's demo history as well (a running server; tests start from the plain demo). */
  agents: boolean;
  /** The built-in vendor's HMAC key the seed stores (LOTUS_VENDOR_SECRET). */
  vendorSecret: string;
}

/** Changes whenever a start would seed something the database does not have yet. */
export function demoFingerprint(options: DemoOptions): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        version: DEMO_SEED_VERSION,
        migration: newestMigration()?.tag ?? null,
        agents: options.agents,
        // Only a hash of it: the fingerprint must not be a way to recover the key.
        vendorSecret: createHash('sha256').update(options.vendorSecret).digest('hex'),
      }),
    )
    .digest('hex');
}

function demoAccounts(agents: boolean): SeededAccount[] {
  const accounts = DEMO_MERCHANTS.flatMap((m) =>
    m.accounts.map((a) => ({ merchant: m.code, username: a.username, password: a.password })),
  );
  return agents ? [...accounts, ...DEMO_AGENT_ACCOUNTS] : accounts;
}

/**
 * The demo data for a server start. The seed steps are idempotent but many (some fifty
 * queries, a few of them large upserts): a database whose mark matches the fingerprint is
 * known to have them, and costs one query instead. Returns the demo accounts either way.
 */
export async function ensureDemoData(db: Db, options: DemoOptions): Promise<SeededAccount[]> {
  const fingerprint = demoFingerprint(options);
  const [mark] = await db
    .select({ fingerprint: seedMarks.fingerprint })
    .from(seedMarks)
    .where(eq(seedMarks.name, MARK));
  if (mark?.fingerprint === fingerprint) return demoAccounts(options.agents);

  await seedDemo(db, options.vendorSecret);
  if (options.agents) await seedDemoAgents(db);
  await db
    .insert(seedMarks)
    .values({ name: MARK, fingerprint })
    .onConflictDoUpdate({ target: seedMarks.name, set: { fingerprint, seededAt: new Date() } });
  return demoAccounts(options.agents);
}
