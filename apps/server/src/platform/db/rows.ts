/** The rows of a raw `execute()`: node-postgres and PGlite both answer { rows }, typed differently by drizzle. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
