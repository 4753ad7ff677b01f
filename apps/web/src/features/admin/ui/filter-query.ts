import type { QueryValue } from '../../../lib/api-client';

/**
 * The query of a list from its applied filters: text is trimmed and an empty filter is left
 * out, so "All" and a blank search ask for everything.
 */
export function filterQuery<T extends { [K in keyof T]: string }>(filters: T): Record<keyof T, QueryValue> {
  const query = {} as Record<keyof T, QueryValue>;
  for (const key of Object.keys(filters) as (keyof T)[]) {
    const value = (filters[key] as string).trim();
    query[key] = value === '' ? undefined : value;
  }
  return query;
}
