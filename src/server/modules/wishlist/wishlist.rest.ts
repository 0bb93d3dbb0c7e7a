import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { wishlistItemWire } from '@shared/schemas/wishlist';
import {
  wishlistAnswer,
  wishlistProductInput,
  wishlistSizeInput,
  type WishlistItemDto,
} from '@shared/schemas/wishlist';
import type { AppDeps } from '@server/platform/deps';
import { contextFor, errorAnswers, SECURITY, type ZodTypeProvider } from '@server/platform/http/rest';
import { createCallerFactory } from '@server/platform/trpc/init';
import { productOut } from '@shared/schemas/catalog-wire';
import { wishlistRouter } from './wishlist.router';

const createCaller = createCallerFactory(wishlistRouter);
const tags = ['Wishlist'];

// The shopper's wishlist. Authenticated like the cart (bearer token or the token cookie); the
// shopper is the session's, so another shopper's wishlist cannot be named, let alone read.

const countAnswer = z
  .object({ message: z.string(), count: z.number().int().describe('Pieces in the wishlist') })
  .meta({ examples: [{ message: 'Saved to your wishlist.', count: 3 }] });
const productParams = z.object({ productId: wishlistProductInput.shape.productId });
const sizeQuery = z.object({
  size: wishlistSizeInput.describe('The size to keep the piece in, one of its own; left out: none chosen'),
});
const itemOut = (item: WishlistItemDto): z.infer<typeof wishlistItemWire> => ({ ...productOut(item), size: item.size });

export function registerWishlistRoutes(instance: FastifyInstance, deps: AppDeps): void {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));
  const security = SECURITY.shopper;

  api.get(
    '/wishlist',
    {
      config: { policy: { auth: 'shopper' } },
      schema: {
        tags,
        summary: "The shopper's wishlist, newest first",
        security,
        response: {
          200: wishlistAnswer,
          ...errorAnswers(401, 403, 503),
        },
      },
    },
    async (req, reply) => {
      const { items, count } = await call(req, reply).list();
      return { items: items.map(itemOut), count };
    },
  );

  api.post(
    '/wishlist/:productId',
    {
      config: { policy: { auth: 'shopper' } },
      schema: {
        tags,
        summary: 'Save a piece, in a size if chosen (saving it again changes only its size)',
        security,
        params: productParams,
        querystring: sizeQuery,
        response: { 200: countAnswer, ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (req, reply) => call(req, reply).add({ productId: req.params.productId, size: req.query.size }),
  );

  api.delete(
    '/wishlist/:productId',
    {
      config: { policy: { auth: 'shopper' } },
      schema: {
        tags,
        summary: 'Remove a piece (removing one not saved is not an error)',
        security,
        params: productParams,
        response: { 200: countAnswer, ...errorAnswers(400, 401, 403, 503) },
      },
    },
    async (req, reply) => call(req, reply).remove({ productId: req.params.productId }),
  );
}
