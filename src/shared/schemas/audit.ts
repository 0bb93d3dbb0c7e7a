import { z } from 'zod';
import { AUDIT_MESSAGES } from '../messages/back-office';
import { pageSchema } from './common';

// The audit log as the dashboard and GET /api/audit read it (issue 27).

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date (a whole day, UTC) or a date and time; `end` makes a date mean the end of its day. */
const instant = (end: boolean) =>
  z
    .string({ error: AUDIT_MESSAGES.dateInvalid })
    .trim()
    .max(40, { error: AUDIT_MESSAGES.dateInvalid })
    .refine((s) => !Number.isNaN(Date.parse(s)), { error: AUDIT_MESSAGES.dateInvalid })
    .transform((s) => Date.parse(s) + (end && DATE_ONLY.test(s) ? DAY_MS - 1 : 0));

const filterText = z
  .string({ error: AUDIT_MESSAGES.filterTooLong })
  .trim()
  .max(64, { error: AUDIT_MESSAGES.filterTooLong })
  .transform((s) => (s === '' ? undefined : s))
  .optional();

export const auditListInput = z
  .object({
    /** An admin's username (or a token's name). */
    actor: filterText,
    entity: filterText,
    action: filterText,
    from: instant(false).optional(),
    to: instant(true).optional(),
    page: pageSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.from !== undefined && v.to !== undefined && v.from > v.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: AUDIT_MESSAGES.rangeOrder });
  });
export type AuditListInput = z.input<typeof auditListInput>;

export const auditActorKinds = ['admin', 'token', 'system'] as const;

const jsonValue = z.unknown().describe('The entity as the write left it (before) or made it (after); null when none');

export const auditEntryOutput = z.object({
  id: z.number().int(),
  /** Epoch ms. */
  at: z.number(),
  actor: z.object({
    id: z.number().int().nullable(),
    username: z.string().nullable(),
    kind: z.enum(auditActorKinds),
  }),
  /** The client address the write came from; null for the shop's own jobs. */
  address: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.number().int().nullable(),
  before: jsonValue,
  after: jsonValue,
  hash: z.string(),
});
export type AuditEntryDto = z.infer<typeof auditEntryOutput>;

export const auditListOutput = z.object({
  entries: z.array(auditEntryOutput),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type AuditListDto = z.infer<typeof auditListOutput>;

export const auditVerifyOutput = z.object({
  ok: z.boolean(),
  /** Entries whose hash and link were checked. */
  checked: z.number().int(),
  /** The first entry that was edited, or that follows (or would follow) a removed one; null when ok. */
  firstBrokenId: z.number().int().nullable(),
});
export type AuditVerifyDto = z.infer<typeof auditVerifyOutput>;

export const auditFiltersOutput = z.object({
  actors: z.array(z.string()),
  entities: z.array(z.string()),
  actions: z.array(z.string()),
});
export type AuditFiltersDto = z.infer<typeof auditFiltersOutput>;
