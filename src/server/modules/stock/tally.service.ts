import type { ShowroomId } from '@shared/constants';
import { AppError } from '@shared/errors';
import { STOCK_MESSAGES } from '@shared/messages/stock';
import type { StockTallyDto, StockTallyInput } from '@shared/schemas/stock';
import { inTransaction } from '@server/platform/db/transaction';
import type { AppDeps } from '@server/platform/deps';
import type { Actor } from '@server/platform/events/hooks';
import * as repo from './stock.repo';

// The stock tally (issue 28): the tags the shop counted in a showroom against the pieces the
// system says are there (in stock or held). It changes no piece; the count and its result are
// kept in the audit log (the `stockTally` event), so that the owner can see when stock was
// counted and what was missing.

declare module '@server/platform/events/hooks' {
  interface WriteEvents {
    stockTally: { row: { showroom: ShowroomId; counted: number } & StockTallyDto };
  }
}

type Deps = Pick<AppDeps, 'db' | 'hooks' | 'now'>;

/** `scope`: a staff account's showroom, the only one it may count; undefined: any. */
export async function tallyStock(
  deps: Deps,
  actor: Actor,
  input: StockTallyInput,
  scope: ShowroomId | undefined,
): Promise<StockTallyDto> {
  if (scope !== undefined && scope !== input.showroom)
    throw new AppError('FORBIDDEN', STOCK_MESSAGES.tallyOtherShowroom);
  const counted = [...new Set(input.tags)];
  return inTransaction(deps.db, async (trx) => {
    const present = new Set(await repo.tagsPresentAt(trx, input.showroom));
    const seen = new Set(counted);
    const result: StockTallyDto = {
      matched: counted.filter((t) => present.has(t)).length,
      missing: [...present].filter((t) => !seen.has(t)).sort(),
      unexpected: counted.filter((t) => !present.has(t)).sort(),
    };
    const after = { showroom: input.showroom, counted: counted.length, ...result };
    await deps.hooks.run(trx, { actor, action: 'create', entity: 'stockTally', entityId: null, before: null, after });
    return result;
  });
}
