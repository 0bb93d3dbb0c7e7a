import { auditListInput, type AuditFiltersDto, type AuditListDto, type AuditVerifyDto } from '@shared/schemas/audit';
import { router } from '@server/platform/trpc/init';
import { procedure } from '@server/platform/trpc/procedures';
import { auditFilters, listEntries, verifyChain } from './audit.service';

// The audit log's reads. Admin-only until roles land (issue 27: then the owner's); there is no
// write here, nor anywhere: entries are appended by the post-write hook alone.
const ownerRead = procedure({ auth: 'owner' });

export const auditProcedures = {
  /** A page of entries, newest first, filtered by actor, entity, action and time. */
  list: ownerRead
    .input(auditListInput)
    .query(({ ctx, input }): Promise<AuditListDto> => listEntries(ctx.deps.db, input)),

  /** The actors, entities and actions that occur, for the filters' choices. */
  filters: ownerRead.query(({ ctx }): Promise<AuditFiltersDto> => auditFilters(ctx.deps.db)),

  /** Walks the hash chain: whether every entry is as written and none is missing. */
  verify: ownerRead.query(({ ctx }): Promise<AuditVerifyDto> => verifyChain(ctx.deps.db)),
};

export const auditRouter = router(auditProcedures);
