import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  cartLineInput,
  cartQuantityInput,
  cartSizeInput,
  removeCartLinesInput,
  type CartDto,
} from '@shared/schemas/cart';
import type { AppDeps } from '@server/platform/deps';
import { contextFor, errorAnswers, jsonBody, SECURITY, type ZodTypeProvider } from '@server/platform/http/rest';
import { createCallerFactory } from '@server/platform/trpc/init';
import { productOut, productWire } from '@shared/schemas/catalog-wire';
import { cartRouter } from './cart.router';

const createCaller = createCallerFactory(cartRouter);
const tags = ['Cart'];

// The shopper's cart. Authenticated by `Authorization: Bearer <token>` (or the token cookie);
// without either the answer is 401 'Please login first.'

const countAnswer = z.object({ message: z.string(), count: z.number().int().describe('Pieces in the cart') });
const productParams = z.object({ productId: cartLineInput.shape.productId });
const sizeQuery = z.object({
  size: cartSizeInput.describe("The line's size; left out: the piece's only line (removing: every size)"),
});
const sizeWire = z
  .string()
  .nullable()
  .describe("The line's size (a ring's or a bangle's); null: a piece without sizes");

// The first version's cart shape: one entry a line, its product under `productId` with the
// category as an object (what its GET /getUserCart populated), plus our quantity and price.
const legacyCartWire = z.array(
  z.object({
    _id: z.string().describe("The line's id (its product's id)"),
    productId: productWire,
    size: sizeWire,
    quantity: z.number().int(),
    lineTotal: z.number().nullable().describe("Rupees at today's rate; null for a piece priced on request"),
  }),
);
const legacyCartOut = (cart: CartDto): z.infer<typeof legacyCartWire> =>
  cart.items.map((line) => ({
    _id: String(line.product.id),
    productId: productOut(line.product),
    size: line.size,
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
        summary: 'Add one piece of a product in a size',
        description:
          "A ring or a bangle is added in the size given (one of the piece's sizes); without one, in its " +
          'cheapest size. The same piece in two sizes makes two lines.',
        security,
        body: jsonBody(cartLineInput.shape, { productId: '12', size: '14' }),
        response: { 200: countAnswer, ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (req, reply) => call(req, reply).add({ productId: req.body.productId, size: req.body.size }),
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
                size: sizeWire,
                quantity: z.number().int(),
                price: z
                  .number()
                  .nullable()
                  .describe("Rupees for one piece in the line's size at today's rate; null: priced on request"),
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
          size: line.size,
          quantity: line.quantity,
          price: line.price,
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
      await caller.removePieces({ productIds: req.body.productIds });
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
        body: jsonBody(
          { quantity: cartQuantityInput.shape.quantity, size: cartQuantityInput.shape.size },
          { quantity: 2, size: '14' },
        ),
        response: { 200: countAnswer, ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (req, reply) => call(req, reply).setQuantity({ productId: req.params.productId, ...req.body }),
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
        querystring: sizeQuery,
        response: { 200: countAnswer, ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (req, reply) => call(req, reply).remove({ productId: req.params.productId, size: req.query.size }),
  );
}
