import { sql, type SQL } from 'drizzle-orm';

/** The rows of a raw `execute()`: node-postgres and PGlite both answer { rows }, typed differently by drizzle. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** A whole array as one parameter (drizzle would spread it into a list of parameters). */
export function array(values: unknown[]): SQL {
  // Whole numbers need no quoting: written as the array's text at once, instead of the driver
  // converting and escaping element by element (a settlement batch sends thousands of them).
  if (values.every((v) => typeof v === 'bigint' || Number.isSafeInteger(v))) {
    return sql`${sql.param(`{${values.join(',')}}`)}`;
  }
  return sql`${sql.param(values)}`;
}
