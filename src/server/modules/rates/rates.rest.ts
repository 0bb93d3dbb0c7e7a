import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { goldAnswer, updateGoldInput } from '@shared/schemas/gold';
import { rateHistoryInput, rateImpactOutput, ratesOutput, updateRatesInput } from '@shared/schemas/rates';
import { PRICE_MESSAGES } from '@shared/messages';
import { METALS, ALL_PURITIES } from '@shared/constants';
import type { AppDeps } from '@server/platform/deps';
import {
  contextFor,
  emptyAsAbsent,
  errorAnswers,
  jsonBody,
  SECURITY,
  type ZodTypeProvider,
} from '@server/platform/http/rest';
import { createCallerFactory } from '@server/platform/trpc/init';
import { goldRouter, ratesRouter } from './rates.router';

const createCaller = createCallerFactory(goldRouter);
const createRatesCaller = createCallerFactory(ratesRouter);
const tags = ['Metal rates'];

/** The rate guard's refusal: a rate would move by more than RATE_CHANGE_CONFIRM_PERCENT; send again with confirm. */
const rateImpactAnswer = rateImpactOutput
  .describe('A rate would move by more than RATE_CHANGE_CONFIRM_PERCENT: nothing was saved; send confirm: true to save')
  .meta({
    examples: [
      {
        message: PRICE_MESSAGES.rateChangeNeedsConfirm(10),
        changes: [{ metal: 'gold', purity: '24K', from: 7800, to: 7.8, percent: -99.9 }],
        pieces: 42,
        examples: [{ name: 'Kundan bridal necklace', before: 412500, after: 1480.5 }],
      },
    ],
  });

export function registerGoldRoutes(instance: FastifyInstance, deps: AppDeps): void {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));

  api.get(
    '/getGold',
    {
      config: { policy: { auth: 'public', cache: 'public' } },
      schema: {
        tags,
        summary: "Today's fine gold (24K) rate per gram",
        response: { 200: goldAnswer, ...errorAnswers(503) },
      },
    },
    async (req, reply) => {
      const { price, updatedAt } = await call(req, reply).current();
      return { price, updatedAt: updatedAt === null ? null : new Date(updatedAt).toISOString() };
    },
  );

  api.post(
    '/updateGold',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: 'Set the fine gold (24K) rate per gram',
        security: SECURITY.admin,
        body: jsonBody(updateGoldInput.shape, { price: 7245.5 }),
        response: {
          200: z.object({ message: z.string(), price: z.number() }),
          409: rateImpactAnswer,
          ...errorAnswers(400, 401, 403, 503),
        },
      },
    },
    async (req, reply) => call(req, reply).update({ price: req.body.price, confirm: req.body.confirm }),
  );

  const rates = (req: FastifyRequest, reply: FastifyReply) => createRatesCaller(contextFor(deps, req, reply));

  api.get(
    '/getRates',
    {
      config: { policy: { auth: 'public', cache: 'public' } },
      schema: {
        tags,
        summary: "Today's rate per gram of every metal and purity (derived from the fine rate unless the shop set it)",
        response: {
          200: ratesOutput.meta({
            examples: [
              {
                rates: [
                  {
                    metal: 'gold',
                    purity: '24K',
                    fineness: 0.999,
                    pricePerGram: 7245.5,
                    derived: false,
                    updatedAt: 1795400000000,
                  },
                  {
                    metal: 'gold',
                    purity: '22K',
                    fineness: 0.916,
                    pricePerGram: 6636.88,
                    derived: true,
                    updatedAt: 1795400000000,
                  },
                ],
              },
            ],
          }),
          ...errorAnswers(503),
        },
      },
    },
    async (req, reply) => rates(req, reply).list(),
  );

  api.post(
    '/updateRates',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: 'Set fine rates and purity overrides in one transaction; null returns a purity to derived',
        security: SECURITY.admin,
        body: jsonBody(updateRatesInput.shape, {
          rates: [
            { metal: 'gold', purity: '24K', pricePerGram: 7300 },
            { metal: 'gold', purity: '22K', pricePerGram: null },
          ],
        }),
        response: {
          200: z.object({ message: z.string(), rates: ratesOutput.shape.rates }),
          409: rateImpactAnswer,
          ...errorAnswers(400, 401, 403, 503),
        },
      },
    },
    async (req, reply) => rates(req, reply).update(req.body),
  );

  api.get(
    '/getRateHistory',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: "One metal's rate history, newest first (its fine purity unless another is named)",
        security: SECURITY.admin,
        querystring: z.object({
          metal: rateHistoryInput.shape.metal.describe(METALS.join(', ')),
          purity: emptyAsAbsent(rateHistoryInput.shape.purity.unwrap()).describe(ALL_PURITIES.join(', ')),
          limit: emptyAsAbsent(rateHistoryInput.shape.limit.unwrap()),
        }),
        response: {
          200: z
            .object({
              metal: z.enum(METALS),
              purity: z.enum(ALL_PURITIES),
              points: z.array(z.object({ pricePerGram: z.number().nullable(), at: z.number() })),
            })
            .meta({
              examples: [{ metal: 'gold', purity: '24K', points: [{ pricePerGram: 7245.5, at: 1795400000000 }] }],
            }),
          ...errorAnswers(400, 401, 403, 503),
        },
      },
    },
    async (req, reply) => rates(req, reply).history(req.query),
  );
}
