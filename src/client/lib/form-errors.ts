import type { z } from 'zod';

/** The first message for each top-level field of a failed parse: { email: '…', mobile: '…' }. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** The first message of a failed parse, in field order as the schema reported them. */
export function firstError(error: z.ZodError): string | undefined {
  return error.issues[0]?.message;
}

/** The first message for each field by its whole path: { netWeight: '…', 'stones.0.count': '…' }. */
export function errorsByPath(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.map(String).join('.')] ??= issue.message;
  return out;
}
