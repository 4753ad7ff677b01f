import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import { rowsOf } from './rows.js';

/**
 * PGlite is one connection: concurrent transactions must run one after the other instead of
 * interleaving their statements in one session (which would let a read-check-write race, e.g.
 * a wallet going negative). PostgreSQL gives each transaction its own connection.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`CREATE TABLE tx_probe (id int PRIMARY KEY, n int NOT NULL)`);
  await database.db.execute(sql`INSERT INTO tx_probe VALUES (1, 0)`);
});

afterAll(async () => {
  await database?.destroy();
});

const read = async () =>
  Number(rowsOf<{ n: number }>(await database.db.execute(sql`SELECT n FROM tx_probe WHERE id = 1`))[0]!.n);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('transactions on the configured database', () => {
  it('loses no update when many read-then-write transactions run at once (row locked)', async () => {
    await database.db.execute(sql`UPDATE tx_probe SET n = 0`);
    await Promise.all(
      Array.from({ length: 50 }, () =>
        database.db.transaction(async (tx) => {
          const [row] = rowsOf<{ n: number }>(
            await tx.execute(sql`SELECT n FROM tx_probe WHERE id = 1 FOR UPDATE`),
          );
          await sleep(1);
          await tx.execute(sql`UPDATE tx_probe SET n = ${Number(row!.n) + 1} WHERE id = 1`);
        }),
      ),
    );
    expect(await read()).toBe(50);
  });

  it('keeps a statement outside a transaction out of a concurrent transaction that rolls back', async () => {
    await database.db.execute(sql`UPDATE tx_probe SET n = 0`);
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    const failing = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE tx_probe SET n = n + 1 WHERE id = 1`);
        inside();
        await sleep(50);
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await entered;
    // Started while the transaction is open: it must neither join it nor be lost with it.
    const outside = database.db.execute(sql`UPDATE tx_probe SET n = n + 10 WHERE id = 1`);
    expect(await failing).toBe('rolled back');
    await outside;
    expect(await read()).toBe(10);
  });
});

describe.runIf(databaseKind() === 'pglite')('PGlite', () => {
  it('serialises whole transactions, so even an unlocked read-then-write loses nothing', async () => {
    await database.db.execute(sql`UPDATE tx_probe SET n = 0`);
    await Promise.all(
      Array.from({ length: 30 }, () =>
        database.db.transaction(async (tx) => {
          const [row] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT n FROM tx_probe WHERE id = 1`));
          await sleep(1);
          await tx.execute(sql`UPDATE tx_probe SET n = ${Number(row!.n) + 1} WHERE id = 1`);
        }),
      ),
    );
    expect(await read()).toBe(30);
  });
});

function databaseKind(): 'pglite' | 'postgres' {
  return process.env.DATABASE_URL ? 'postgres' : 'pglite';
}
