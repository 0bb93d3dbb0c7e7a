import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { bodyOf, contextFor, paramOf } from '../../platform/http/rest-caller';
import { productOut } from '../catalog/catalog.wire';
import { createCallerFactory } from '../../platform/trpc/init';
import { cartRouter } from './cart.router';

const createCaller = createCallerFactory(cartRouter);

// The shopper's cart. Authenticated by `Authorization: Bearer <token>` (or the token cookie);
// without either the answer is 401 'Please login first.'

export function registerCartRoutes(api: FastifyInstance, deps: AppDeps): void {
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));
  api.post('/addToCart', async (req, reply) => call(req, reply).add({ productId: bodyOf(req).productId } as never));

  api.get('/cart', async (req, reply) => {
    const { items, count, total, unpricedLines, ratesUpdatedAt } = await call(req, reply).list();
    return {
      items: items.map((line) => ({ product: productOut(line.product), quantity: line.quantity, lineTotal: line.lineTotal })),
      count, total, unpricedLines, ratesUpdatedAt,
    };
  });

  api.put('/cart/:productId', async (req, reply) =>
    call(req, reply).setQuantity({ productId: paramOf(req, 'productId'), quantity: bodyOf(req).quantity } as never),
  );

  api.delete('/cart/:productId', async (req, reply) => call(req, reply).remove({ productId: paramOf(req, 'productId') } as never));
}
