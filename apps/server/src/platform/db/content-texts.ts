import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A back-office search on a content row's name: the column (the merchant default's text) or the
 * same field in any other language of its texts column (see ContentTexts in @platform/shared).
 */
export function titleMatches(column: AnyColumn, texts: AnyColumn, pattern: string, field = 'title'): SQL {
  return sql`(${column} ILIKE ${pattern} OR EXISTS (SELECT 1 FROM jsonb_each(${texts}) t WHERE t.value ->> ${field} ILIKE ${pattern}))`;
}
