import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import { Ledger } from '../../modules/wallet/index.js';
import { rowsOf } from './rows.js';
import { afterCommit, inTransaction } from './ambient.js';

/** The db handle joins the transaction open in the caller's async context (ambient.ts). */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`CREATE TABLE ambient_probe (key text PRIMARY KEY, n int NOT NULL DEFAULT 0)`);
});

afterAll(async () => {
  await database?.destroy();
});

beforeEach(async () => {
  await database.db.execute(sql`DELETE FROM ambient_probe`);
});

const db = () => database.db;
const insert = (key: string) => db().execute(sql`INSERT INTO ambient_probe (key) VALUES (${key})`);
const keys = async () =>
  rowsOf<{ key: string }>(await db().execute(sql`SELECT key FROM ambient_probe ORDER BY key`)).map(
    (r) => r.key,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ambient transactions', () => {
  it('route queries made through db inside db.transaction() into that transaction', async () => {
    await expect(
      db().transaction(async () => {
        expect(inTransaction()).toBe(true);
        await insert('a');
        expect(await keys()).toEqual(['a']);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(inTransaction()).toBe(false);
    expect(await keys()).toEqual([]);
    await db().transaction(async () => insert('b'));
    expect(await keys()).toEqual(['b']);
  });

  it('make a nested db.transaction() a savepoint of the enclosing one', async () => {
    await db().transaction(async () => {
      await insert('outer');
      await expect(
        db().transaction(async () => {
          await insert('inner');
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
      await db().transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO ambient_probe (key) VALUES ('second')`);
        await insert('second-through-db');
      });
    });
    expect(await keys()).toEqual(['outer', 'second', 'second-through-db']);
  });

  it('leave the enclosing transaction usable after a statement fails inside a savepoint', async () => {
    await db().transaction(async () => {
      await insert('kept');
      await expect(db().transaction(async () => insert('kept'))).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '23505' }),
      });
      await insert('after');
    });
    expect(await keys()).toEqual(['after', 'kept']);
  });

  it('run nested transactions of one level one after another', async () => {
    await insert('counter');
    await db().transaction(async () => {
      await Promise.all(
        Array.from({ length: 10 }, () =>
          db().transaction(async () => {
            const [row] = rowsOf<{ n: number }>(
              await db().execute(sql`SELECT n FROM ambient_probe WHERE key = 'counter'`),
            );
            await sleep(1);
            await db().execute(sql`UPDATE ambient_probe SET n = ${Number(row!.n) + 1} WHERE key = 'counter'`);
          }),
        ),
      );
    });
    const [row] = rowsOf<{ n: number }>(
      await db().execute(sql`SELECT n FROM ambient_probe WHERE key = 'counter'`),
    );
    expect(Number(row!.n)).toBe(10);
  });

  it("keep the ledger's retry loop working as savepoints", async () => {
    const ledger = new Ledger(db());
    let attempts = 0;
    await db().transaction(async () => {
      await insert('before');
      const result = await ledger.run(async (tx) => {
        attempts++;
        // The first attempt loses a race for a unique key, like two first uses of an idempotency key.
        await tx.tx.execute(
          sql`INSERT INTO ambient_probe (key) VALUES (${attempts === 1 ? 'before' : 'retried'})`,
        );
        return attempts;
      });
      expect(result).toBe(2);
      await insert('after');
    });
    expect(attempts).toBe(2);
    expect(await keys()).toEqual(['after', 'before', 'retried']);
  });

  it('let work that outlives its transaction fall back to the database', async () => {
    let late: Promise<unknown> = Promise.resolve();
    await db().transaction(async () => {
      await insert('inside');
      late = sleep(20).then(() => insert('late'));
    });
    await late;
    expect(await keys()).toEqual(['inside', 'late']);
  });
});

describe('afterCommit', () => {
  it('runs at once outside a transaction', async () => {
    const ran: string[] = [];
    await afterCommit(() => ran.push('now'));
    expect(ran).toEqual(['now']);
  });

  it('runs after the commit, before db.transaction() resolves, and sees the committed change', async () => {
    const ran: string[] = [];
    await db().transaction(async () => {
      await insert('x');
      await afterCommit(async () => {
        expect(inTransaction()).toBe(false);
        ran.push(`effect sees ${(await keys()).join(',')}`);
      });
      await db().transaction(async () => afterCommit(() => ran.push('nested')));
      ran.push('body done');
    });
    expect(ran).toEqual(['body done', 'effect sees x', 'nested']);
  });

  it('never runs for a change that rolls back, whole or to a savepoint', async () => {
    const ran: string[] = [];
    await expect(
      db().transaction(async () => {
        await afterCommit(() => ran.push('outer'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow();
    await db().transaction(async () => {
      await db()
        .transaction(async () => {
          await afterCommit(() => ran.push('savepoint'));
          throw new Error('savepoint rolls back');
        })
        .catch(() => undefined);
      await afterCommit(() => ran.push('kept'));
    });
    expect(ran).toEqual(['kept']);
  });

  it('does not undo the commit when an effect fails', async () => {
    await db().transaction(async () => {
      await insert('committed');
      await afterCommit(() => {
        throw new Error('push failed');
      });
    });
    expect(await keys()).toEqual(['committed']);
  });
});
