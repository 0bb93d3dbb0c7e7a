import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { bodyOf, callerFor, paramOf, productOut } from './caller';

// The shopper's cart. Authenticated by `Authorization: Bearer <token>` (or the token cookie);
// without either the answer is 401 'Please login first.'

export function registerCartRoutes(api: FastifyInstance, deps: AppDeps): void {
  api.post('/addToCart', async (req, reply) => callerFor(deps, req, reply).cart.add({ productId: bodyOf(req).productId } as never));

  api.get('/cart', async (req, reply) => {
    const { items, count } = await callerFor(deps, req, reply).cart.list();
    return { items: items.map((line) => ({ product: productOut(line.product), quantity: line.quantity })), count };
  });

  api.put('/cart/:productId', async (req, reply) =>
    callerFor(deps, req, reply).cart.setQuantity({ productId: paramOf(req, 'productId'), quantity: bodyOf(req).quantity } as never),
  );

  api.delete('/cart/:productId', async (req, reply) => callerFor(deps, req, reply).cart.remove({ productId: paramOf(req, 'productId') } as never));
}
