import { legacySortParam } from '@shared/schemas/catalog';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SELECTION_TYPES } from '@shared/constants';
import {
  addMoreSelectionInput,
  addSelectionInput,
  listSelectionInput,
  removeSelectionInput,
} from '@shared/schemas/selection';
import type { AppDeps } from '@server/platform/deps';
import {
  contextFor,
  emptyAsAbsent,
  errorAnswers,
  jsonBody,
  messageAnswer,
  SECURITY,
  type ZodTypeProvider,
} from '@server/platform/http/rest';
import { createCallerFactory } from '@server/platform/trpc/init';
import { productOut, productPageWire } from '@shared/schemas/catalog-wire';
import { selectionRouter } from './selection.router';

const createCaller = createCallerFactory(selectionRouter);
const tags = ['Selections'];

// The documented payload spells the category `catagoryId` and the product list `productId`.

// Both inputs are made by one factory (membershipInput), so they share this type.
const membershipBody = (input: typeof addSelectionInput) =>
  jsonBody(
    { type: input.shape.type, catagoryId: input.shape.categoryId, productId: input.shape.productIds },
    { type: 'goldRings', catagoryId: '3', productId: ['12', '15'] },
  );
const addBody = membershipBody(addSelectionInput);
const addMoreBody = membershipBody(addMoreSelectionInput);

const removeBody = jsonBody(
  {
    type: removeSelectionInput.shape.type,
    catagoryId: z.preprocess((v: unknown) => (v === null ? undefined : v), removeSelectionInput.shape.categoryId),
    productId: removeSelectionInput.shape.productIds,
  },
  { type: 'goldRings', productId: ['12'] },
);

const listBody = jsonBody(
  {
    type: listSelectionInput.shape.type.describe(
      `One of ${SELECTION_TYPES.length} selection types (e.g. goldRings), or a listing type of the first version ` +
        `that lists several collections at once (e.g. rings: every ring collection; README, first version's client)`,
    ),
    catagoryId: emptyAsAbsent(listSelectionInput.shape.categoryId.unwrap()),
    page: listSelectionInput.shape.page,
    limit: listSelectionInput.shape.limit,
    q: listSelectionInput.shape.q,
    sort: legacySortParam,
    minPrice: listSelectionInput.shape.minPrice.describe('Rupees, inclusive; only priced pieces'),
    maxPrice: listSelectionInput.shape.maxPrice.describe('Rupees, inclusive; only priced pieces'),
  },
  { type: 'goldRings', page: 1, limit: 20, sort: 'priceAsc', minPrice: 20000, maxPrice: 150000 },
);

export function registerSelectionRoutes(instance: FastifyInstance, deps: AppDeps): void {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));
  const writeAnswers = { 200: messageAnswer, ...errorAnswers(400, 401, 403, 404, 503) };

  api.post(
    '/addSelection',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: 'Put products of a category into a selection',
        security: SECURITY.admin,
        body: addBody,
        response: writeAnswers,
      },
    },
    async (req, reply) => {
      const { type, catagoryId, productId } = req.body;
      const { message } = await call(req, reply).add({ type, categoryId: catagoryId, productIds: productId });
      return { message };
    },
  );

  api.put(
    '/addNewSelection',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: 'Add more products to a selection',
        security: SECURITY.admin,
        body: addMoreBody,
        response: writeAnswers,
      },
    },
    async (req, reply) => {
      const { type, catagoryId, productId } = req.body;
      const { message } = await call(req, reply).addMore({ type, categoryId: catagoryId, productIds: productId });
      return { message };
    },
  );

  api.post(
    '/getSelectionByTypeCatagory',
    {
      config: { policy: { auth: 'public', cache: 'public' } },
      schema: {
        tags,
        summary: 'A page of the products in a selection (a collection page)',
        body: listBody,
        response: { 200: productPageWire, ...errorAnswers(400, 503) },
      },
    },
    async (req, reply) => {
      const { catagoryId, ...rest } = req.body;
      const result = await call(req, reply).list({ ...rest, categoryId: catagoryId });
      return {
        products: result.products.map(productOut),
        totalPages: result.totalPages,
        page: result.page,
        total: result.total,
      };
    },
  );

  api.delete(
    '/deleteSelection',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: 'Take products out of a selection',
        security: SECURITY.admin,
        body: removeBody,
        response: writeAnswers,
      },
    },
    async (req, reply) => {
      const { type, catagoryId, productId } = req.body;
      const { message } = await call(req, reply).remove({ type, categoryId: catagoryId, productIds: productId });
      return { message };
    },
  );
}
