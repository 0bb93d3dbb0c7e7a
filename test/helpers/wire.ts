import type { z } from 'zod';

/**
 * An answer read through the schema that documents it (src/shared/schemas): parsed, not cast, so
 * an answer that drifts from its documented shape fails the test that reads it.
 */
export function wire<S extends z.ZodType>(res: { json: () => unknown }, schema: S): z.output<S> {
  return schema.parse(res.json());
}
