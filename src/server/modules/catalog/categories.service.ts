import type { MakingChargeType } from '@shared/constants';
import { AppError } from '@shared/errors';
import { CATEGORY_MESSAGES } from '@shared/messages/back-office';
import { toScaledInteger } from '@shared/pricing';
import type { CategoryDto, CreateCategoryInput, RenameCategoryInput } from '@shared/schemas/catalog';
import type { Db } from '@server/platform/db/database';
import { isForeignKeyViolation, isUniqueViolation } from '@server/platform/db/db-errors';
import { inTransaction } from '@server/platform/db/transaction';
import type { AppDeps } from '@server/platform/deps';
import type { Actor } from '@server/platform/events/hooks';
import { currentRates } from '../rates/rates.service';
import * as catalog from './catalog.repo';
import { categoryToDto, repriceStored } from './catalog.service';

// The category writes. A category's name is part of its products' search text and its default
// making charge part of their price: a rename runs the post-write hooks (the search index
// subscribes) and a new making default reprices the category's products, in its transaction.

declare module '@server/platform/events/hooks' {
  interface WriteEvents {
    category: { row: { name: string } };
  }
}

const NO_MAKING: catalog.StoredMaking = { type: null, value: null };

export async function createCategory(deps: AppDeps, actor: Actor, input: CreateCategoryInput): Promise<CategoryDto> {
  if (await catalog.findCategoryByName(deps.db, input.name)) throw duplicate();
  const id = await refuseDuplicate(() =>
    inTransaction(deps.db, async (trx) => {
      const newId = await catalog.insertCategory(trx, input.name, storedMaking(input) ?? NO_MAKING, deps.now());
      const after = { name: input.name };
      await deps.hooks.run(trx, { actor, action: 'create', entity: 'category', entityId: newId, before: null, after });
      return newId;
    }),
  );
  await deps.catalogCache.invalidate();
  return requireCategory(deps.db, id);
}

export async function renameCategory(deps: AppDeps, actor: Actor, input: RenameCategoryInput): Promise<CategoryDto> {
  const clash = await catalog.findCategoryByName(deps.db, input.name);
  if (clash && clash.id !== input.id) throw duplicate();
  const before = await catalog.findCategory(deps.db, input.id);
  if (!before) throw new AppError('NOT_FOUND', CATEGORY_MESSAGES.notFound);
  const making = input.clearMakingCharge ? NO_MAKING : storedMaking(input);
  await refuseDuplicate(() =>
    inTransaction(deps.db, async (trx) => {
      if (!(await catalog.renameCategory(trx, input.id, input.name, making)))
        throw new AppError('NOT_FOUND', CATEGORY_MESSAGES.notFound);
      if (making) await repriceStored(trx, await currentRates(trx), { categoryId: input.id });
      await deps.hooks.run(trx, {
        actor,
        action: 'update',
        entity: 'category',
        entityId: input.id,
        before: { name: before.name },
        after: { name: input.name },
      });
    }),
  );
  await deps.catalogCache.invalidate();
  return requireCategory(deps.db, input.id);
}

/** Deletes a category that holds no product (the foreign key refuses it otherwise). */
export async function deleteCategory(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  const before = await catalog.findCategory(deps.db, id);
  if (!before) throw new AppError('NOT_FOUND', CATEGORY_MESSAGES.notFound);
  if ((await catalog.countProductsInCategory(deps.db, id)) > 0) throw new AppError('CONFLICT', CATEGORY_MESSAGES.inUse);
  try {
    await inTransaction(deps.db, async (trx) => {
      await catalog.deleteCategory(trx, id);
      const event = { actor, action: 'delete', entity: 'category', entityId: id, after: null } as const;
      await deps.hooks.run(trx, { ...event, before: { name: before.name } });
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new AppError('CONFLICT', CATEGORY_MESSAGES.inUse);
    throw err;
  }
  await deps.catalogCache.invalidate();
}

/** A category's making default as stored: percent to basis points, rupees to paise (both x 100). */
function storedMaking(input: {
  makingChargeType?: MakingChargeType | undefined;
  makingChargeValue?: number | undefined;
}): catalog.StoredMaking | undefined {
  if (input.makingChargeType === undefined || input.makingChargeValue === undefined) return undefined;
  return { type: input.makingChargeType, value: toScaledInteger(input.makingChargeValue, 2) };
}

const duplicate = () => new AppError('CONFLICT', CATEGORY_MESSAGES.duplicate);

async function refuseDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}

async function requireCategory(db: Db, id: number): Promise<CategoryDto> {
  const category = await catalog.findCategory(db, id);
  if (!category) throw new AppError('NOT_FOUND', CATEGORY_MESSAGES.notFound);
  return categoryToDto(category);
}
