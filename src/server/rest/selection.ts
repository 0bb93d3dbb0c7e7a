import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { bodyOf, callerFor, productOut } from './caller';

// The documented payload spells the category `catagoryId` and the product list `productId`.
// Values are handed to the procedures unvalidated (`as never`): their schemas do the checking.

export function registerSelectionRoutes(api: FastifyInstance, deps: AppDeps): void {
  api.post('/addSelection', async (req, reply) => {
    const b = bodyOf(req);
    const { message } = await callerFor(deps, req, reply).selection.add({ type: b.type, categoryId: b.catagoryId, productIds: b.productId } as never);
    return { message };
  });

  api.put('/addNewSelection', async (req, reply) => {
    const b = bodyOf(req);
    const { message } = await callerFor(deps, req, reply).selection.addMore({ type: b.type, categoryId: b.catagoryId, productIds: b.productId } as never);
    return { message };
  });

  api.post('/getSelectionByTypeCatagory', async (req, reply) => {
    const b = bodyOf(req);
    const result = await callerFor(deps, req, reply).selection.list({
      type: b.type,
      categoryId: b.catagoryId === '' || b.catagoryId === null ? undefined : b.catagoryId,
      page: b.page ?? 1,
      limit: b.limit ?? undefined,
      q: b.q,
      sort: b.sort ?? undefined,
    } as never);
    return { products: result.products.map(productOut), totalPages: result.totalPages, page: result.page, total: result.total };
  });

  api.delete('/deleteSelection', async (req, reply) => {
    const b = bodyOf(req);
    const { message } = await callerFor(deps, req, reply).selection.remove({ type: b.type, categoryId: b.catagoryId ?? undefined, productIds: b.productId } as never);
    return { message };
  });
}
