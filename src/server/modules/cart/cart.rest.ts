import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cartProductInput, cartQuantityInput, removeCartLinesInput, type CartDto } from '@shared/schemas/cart';
import type { AppDeps } from '@server/platform/deps';
import { contextFor, errorAnswers, jsonBody, SECURITY, type ZodTypeProvider } from '@server/platform/http/rest';
import { createCallerFactory } from '@server/platform/trpc/init';
import { productOut, productWire } from '../catalog/catalog.wire';
import { cartRouter } from './cart.router';

const createCaller = createCallerFactory(cartRouter);
const tags = ['Cart'];

// The shopper's cart. Authenticated by `Authorization: Bearer <token>` (or the token cookie);
// without either the answer is 401 'Please login first.'

const countAnswer = z.object({ message: z.string(), count: z.number().int().describe('Pieces in the cart') });
const productParams = z.object({ productId: cartProductInput.shape.productId });

// The first version's cart shape: one entry a line, its product under `productId` with the
// category as an object (what its GET /getUserCart populated), plus our quantity and price.
const legacyCartWire = z.array(
  z.object({
    _id: z.string().describe("The line's id (its product's id)"),
    productId: productWire,
    quantity: z.number().int(),
    lineTotal: z.number().nullable().describe("Rupees at today's rate; null for a piece priced on request"),
  }),
);
const legacyCartOut = (cart: CartDto): z.infer<typeof legacyCartWire> =>
  cart.items.map((line) => ({
    _id: String(line.product.id),
    productId: productOut(line.product),
    quantity: line.quantity,
    lineTotal: line.lineTotal,
  }));

export function registerCartRoutes(instance: FastifyInstance, deps: AppDeps): void {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));
  const security = SECURITY.shopper;

  api.post(
    '/addToCart',
    {
      config: { policy: { auth: 'shopper' } },
      schema: {
        tags,
        summary: 'Add one piece of a product',
        security,
        body: jsonBody(cartProductInput.shape, { productId: '12' }),
        response: { 200: countAnswer, ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (req, reply) => call(req, reply).add({ productId: req.body.productId }),
  );

  api.get(
    '/cart',
    {
      config: { policy: { auth: 'shopper' } },
      schema: {
        tags,
        summary: "The shopper's cart",
        security,
        response: {
          200: z.object({
            items: z.array(
              z.object({
                product: productWire,
                quantity: z.number().int(),
                lineTotal: z
                  .number()
                  .nullable()
                  .describe("Rupees at today's rate for the quantity; null for a piece priced on request"),
              }),
            ),
            count: z.number().int(),
            total: z.number().describe('Rupees: the sum of the priced lines'),
            unpricedLines: z.number().int().describe('Lines priced on request, not in the total'),
            ratesUpdatedAt: z.number().nullable().describe('Epoch ms of the newest rate the prices use'),
          }),
          ...errorAnswers(401, 403, 503),
        },
      },
    },
    async (req, reply) => {
      const { items, count, total, unpricedLines, ratesUpdatedAt } = await call(req, reply).list();
      return {
        items: items.map((line) => ({
          product: productOut(line.product),
          quantity: line.quantity,
          lineTotal: line.lineTotal,
        })),
        count,
        total,
        unpricedLines,
        ratesUpdatedAt,
      };
    },
  );

  api.get(
    '/getUserCart',
    {
      config: { policy: { auth: 'shopper' } },
      schema: {
        tags,
        summary: "The shopper's cart in the first version's shape",
        security,
        response: { 200: legacyCartWire, ...errorAnswers(401, 403, 503) },
      },
    },
    async (req, reply) => legacyCartOut(await call(req, reply).list()),
  );

  api.delete(
    '/removeFromCart',
    {
      config: { policy: { auth: 'shopper' } },
      schema: {
        tags,
        summary: "Remove lines; answers the cart in the first version's shape",
        security,
        body: jsonBody(removeCartLinesInput.shape, { productIds: ['12', '15'] }),
        response: { 200: legacyCartWire, ...errorAnswers(400, 401, 403, 503) },
      },
    },
    async (req, reply) => {
      const caller = call(req, reply);
      // A line that is not there is not an error: the cart ends up as asked.
      for (const productId of new Set(req.body.productIds)) await caller.remove({ productId });
      return legacyCartOut(await caller.list());
    },
  );

  api.put(
    '/cart/:productId',
    {
      config: { policy: { auth: 'shopper' } },
      schema: {
        tags,
        summary: 'Set the quantity of a line (1 to 10)',
        security,
        params: productParams,
        body: jsonBody({ quantity: cartQuantityInput.shape.quantity }, { quantity: 2 }),
        response: { 200: countAnswer, ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (req, reply) =>
      call(req, reply).setQuantity({ productId: req.params.productId, quantity: req.body.quantity }),
  );

  api.delete(
    '/cart/:productId',
    {
      config: { policy: { auth: 'shopper' } },
      schema: {
        tags,
        summary: 'Remove a line',
        security,
        params: productParams,
        response: { 200: countAnswer, ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (req, reply) => call(req, reply).remove({ productId: req.params.productId }),
  );
}
