import type { APIResponse } from '@playwright/test';
import type { z } from 'zod';

/**
 * A REST answer read through the schema that documents it (src/shared/schemas): parsed, not cast,
 * so an answer that drifts from its documented shape fails the journey that reads it. The e2e twin
 * of test/helpers/wire.ts, for Playwright's asynchronous responses.
 */
export async function wire<S extends z.ZodType>(res: APIResponse, schema: S): Promise<z.output<S>> {
  return schema.parse(await res.json());
}
