import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cartProductInput, cartQuantityInput } from '@shared/schemas/cart';
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
