import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { bodyOf, contextFor } from '../../platform/http/rest-caller';
import { productOut } from '../catalog/catalog.wire';
import { createCallerFactory } from '../../platform/trpc/init';
import { selectionRouter } from './selection.router';

const createCaller = createCallerFactory(selectionRouter);

// The documented payload spells the category `catagoryId` and the product list `productId`.
// Values are handed to the procedures unvalidated (`as never`): their schemas do the checking.

export function registerSelectionRoutes(api: FastifyInstance, deps: AppDeps): void {
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));
  api.post('/addSelection', async (req, reply) => {
    const b = bodyOf(req);
    const { message } = await call(req, reply).add({ type: b.type, categoryId: b.catagoryId, productIds: b.productId } as never);
    return { message };
  });

  api.put('/addNewSelection', async (req, reply) => {
    const b = bodyOf(req);
    const { message } = await call(req, reply).addMore({ type: b.type, categoryId: b.catagoryId, productIds: b.productId } as never);
    return { message };
  });

  api.post('/getSelectionByTypeCatagory', async (req, reply) => {
    const b = bodyOf(req);
    const result = await call(req, reply).list({
      type: b.type,
      categoryId: b.catagoryId === '' || b.catagoryId === null ? undefined : b.catagoryId,
      page: b.page ?? 1,
      limit: b.limit ?? undefined,
      q: b.q,
      sort: b.sort ?? undefined,
      minPrice: b.minPrice,
      maxPrice: b.maxPrice,
    } as never);
    return { products: result.products.map(productOut), totalPages: result.totalPages, page: result.page, total: result.total };
  });

  api.delete('/deleteSelection', async (req, reply) => {
    const b = bodyOf(req);
    const { message } = await call(req, reply).remove({ type: b.type, categoryId: b.catagoryId ?? undefined, productIds: b.productId } as never);
    return { message };
  });
}
