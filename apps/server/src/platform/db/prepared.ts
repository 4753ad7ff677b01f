import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

const dialect = new PgDialect();
/** Statement names by text. Only statements of a fixed shape come here, so this stays small. */
const names = new Map<string, string>();
const MAX_NAMES = 256;

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (!name && names.size < MAX_NAMES) {
    name = `stmt_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a statement of a fixed shape (its parameters vary, its text does not) as a named
 * prepared statement: PostgreSQL parses and plans it once per connection and reuses the plan,
 * where planning a large single-statement write costs more than running it. The name comes from
 * the text, so two different texts never share one. Joins the ambient transaction like any query
 * through `db`. PGlite answers it as a plain query.
 */
export async function executePrepared<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const session = (db as unknown as { _: { session: PgSession } })._.session;
  const result = await session.prepareQuery(built, undefined, nameOf(built.sql), false).execute();
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * A statement of a fixed shape whose text is built once: its values are named placeholders
 * (sql.placeholder), given at each execution. For statements on hot paths, where building a
 * large text from its fragments and naming it would cost more than the database's own work.
 * Runs as executePrepared does.
 */
export class FixedStatement<V extends Record<string, unknown>> {
  private built: { query: ReturnType<PgDialect['sqlToQuery']>; name: string | undefined } | null = null;

  constructor(private readonly build: () => SQL) {}

  async execute<T>(db: DbOrTx, values: V): Promise<T[]> {
    if (!this.built) {
      const query = dialect.sqlToQuery(this.build());
      this.built = { query, name: nameOf(query.sql) };
    }
    const { query, name } = this.built;
    const session = (db as unknown as { _: { session: PgSession } })._.session;
    const result = await session.prepareQuery(query, undefined, name, false).execute(values);
    return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
  }
}
