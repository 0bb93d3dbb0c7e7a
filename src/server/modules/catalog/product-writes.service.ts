import { AppError } from '../../../shared/errors';
import { PRODUCT_MESSAGES } from '../../../shared/messages';
import type { CreateProductInput, ProductDto, UpdateProductInput } from '../../../shared/schemas/catalog';
import { findCategory } from './catalog.repo';
import { deleteProduct, findProduct, findProductImageKey, insertProduct, updateProduct } from './catalog.repo';
import type { AppDeps } from '../../platform/deps';

// Product writes touch two stores, the database and the uploads folder. The order is chosen so
// that a failure in either leaves neither a row without its photo nor a photo without its row.

async function requireCategory(deps: AppDeps, categoryId: number) {
  const category = await findCategory(deps.db, categoryId);
  if (!category) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.categoryNotFound);
  return category;
}

export async function createProduct(deps: AppDeps, input: CreateProductInput): Promise<ProductDto> {
  await requireCategory(deps, input.categoryId);
  const imageKey = await deps.images.save(input.image.data);
  let id: number;
  try {
    id = await insertProduct(deps.db, { name: input.name, description: input.description, categoryId: input.categoryId, imageKey }, deps.now());
  } catch (err) {
    await deps.images.remove(imageKey);
    throw err;
  }
  const product = await findProduct(deps.db, id);
  if (!product) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  return product;
}

export async function updateProductWithImage(deps: AppDeps, input: UpdateProductInput): Promise<ProductDto> {
  const existing = await findProductImageKey(deps.db, input.id);
  if (!existing) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  await requireCategory(deps, input.categoryId);
  const newKey = input.image ? await deps.images.save(input.image.data) : undefined;
  try {
    const updated = await updateProduct(
      deps.db,
      input.id,
      { name: input.name, description: input.description, categoryId: input.categoryId, imageKey: newKey },
      deps.now(),
    );
    if (!updated) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  } catch (err) {
    await deps.images.remove(newKey);
    throw err;
  }
  if (newKey) await deps.images.remove(existing.imageKey);
  const product = await findProduct(deps.db, input.id);
  if (!product) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  return product;
}

export async function removeProduct(deps: AppDeps, id: number): Promise<{ name: string }> {
  const product = await findProduct(deps.db, id);
  const existing = await findProductImageKey(deps.db, id);
  if (!product || !existing) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  const deleted = await deleteProduct(deps.db, id);
  if (!deleted) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  await deps.images.remove(existing.imageKey);
  return { name: product.name };
}
