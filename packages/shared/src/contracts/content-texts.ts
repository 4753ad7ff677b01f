import { z } from 'zod';
import { SHIPPED_LANGUAGES } from '../languages.js';

/**
 * The schema of a content row's other-language texts (see ContentTexts): per shipped language,
 * any of the given fields; blank values mean "not translated". Call it inside a lazySchema.
 */
export function contentTextsSchema<S extends Record<string, z.ZodType<string, string>>>(shape: S) {
  return z.partialRecord(z.enum(SHIPPED_LANGUAGES), z.object(shape).partial());
}
