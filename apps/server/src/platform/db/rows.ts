import { sql, type SQL } from 'drizzle-orm';

/** The rows of a raw `execute()`: node-postgres and PGlite both answer { rows }, typed differently by drizzle. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** A whole array as one parameter (drizzle would spread it into a list of parameters). */
export function array(values: unknown[]): SQL {
  return sql`${sql.param(values)}`;
}
