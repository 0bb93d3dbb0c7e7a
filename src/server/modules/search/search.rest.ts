import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { METALS, ALL_PURITIES, SEARCH_SORTS, SELECTION_TYPES, STONE_KINDS } from '@shared/constants';
import { searchFilterShape, searchInput, suggestInput } from '@shared/schemas/search';
import type { AppDeps } from '@server/platform/deps';
import { contextFor, errorAnswers, type ZodTypeProvider } from '@server/platform/http/rest';
import { createCallerFactory } from '@server/platform/trpc/init';
import { productOut, productWire } from '@shared/schemas/catalog-wire';
import { searchRouter } from './search.router';

const createCaller = createCallerFactory(searchRouter);
const tags = ['Search'];

/** Several values, any of which a piece may have: comma-separated (`stone=ruby,diamond`) or the key repeated. */
const anyOf = (what: string) => `${what}; several values, comma-separated, match any of them`;
/**
 * The lists are written `stone=ruby,diamond`: the document says so with form style, not exploded
 * (set on the query as a whole, which @fastify/swagger hands to each parameter; a scalar reads the same).
 */
const commaLists = { style: 'form', explode: false } as const;
const searchQuery = z
  .object({
    q: searchInput.shape.q.describe('Words in any order; the last one matches as a prefix'),
    metal: searchFilterShape.metal.describe(anyOf(`One of ${METALS.join(', ')}`)),
    purity: searchFilterShape.purity.describe(anyOf(`One of ${ALL_PURITIES.join(', ')}`)),
    category: searchFilterShape.category.describe(anyOf('Category id')),
    collection: searchFilterShape.collection.describe(anyOf('Selection type, e.g. goldRings')),
    stone: searchFilterShape.stone.describe(anyOf(`One of ${STONE_KINDS.join(', ')}`)),
    minPrice: searchFilterShape.minPrice.describe('Rupees, inclusive; only priced pieces'),
    maxPrice: searchFilterShape.maxPrice.describe('Rupees, inclusive; only priced pieces'),
    minWeight: searchFilterShape.minWeight.describe('Net weight in grams, inclusive'),
    maxWeight: searchFilterShape.maxWeight.describe('Net weight in grams, inclusive'),
    sort: searchInput.shape.sort.describe(SEARCH_SORTS.join(', ')),
    page: searchInput.shape.page,
    limit: searchInput.shape.limit,
  })
  .meta(commaLists);

const count = z.number().int();
const facetOf = <T extends z.ZodType>(value: T) => z.array(z.object({ value, count }));
const band = z.array(z.object({ min: z.number(), max: z.number().nullable().describe('null: no upper bound'), count }));
const facetsWire = z.object({
  metal: facetOf(z.enum(METALS)),
  purity: facetOf(z.enum(ALL_PURITIES)),
  category: z.array(z.object({ value: z.number().int(), label: z.string(), count })),
  collection: z.array(z.object({ value: z.enum(SELECTION_TYPES), label: z.string(), count })),
  stone: facetOf(z.enum(STONE_KINDS)),
  price: band.describe('Rupee bands [min, max)'),
  weight: band.describe('Net weight bands in grams [min, max)'),
});
const searchAnswer = z.object({
  products: z.array(productWire),
  total: count,
  totalPages: count,
  page: count,
  facets: facetsWire,
});
const suggestAnswer = z.object({
  products: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      photo: z.string().nullable(),
      price: z.number().nullable().describe('Rupees'),
    }),
  ),
  collections: z.array(z.object({ path: z.string(), title: z.string() })),
});

export function registerSearchRoutes(instance: FastifyInstance, deps: AppDeps): void {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));

  api.get(
    '/search',
    {
      config: { policy: { auth: 'public', cache: 'public' } },
      schema: {
        tags,
        summary: 'Search the whole shop, with facet counts',
        querystring: searchQuery,
        response: { 200: searchAnswer, ...errorAnswers(400, 503) },
      },
    },
    async (req, reply) => {
      const result = await call(req, reply).search(req.query);
      return { ...result, products: result.products.map(productOut) };
    },
  );

  api.get(
    '/searchSuggestions',
    {
      config: { policy: { auth: 'public', cache: 'public' } },
      schema: {
        tags,
        summary: 'What the search box suggests as the shopper types',
        querystring: z.object({ q: suggestInput.shape.q }),
        response: { 200: suggestAnswer, ...errorAnswers(400, 503) },
      },
    },
    async (req, reply) => {
      const result = await call(req, reply).suggest(req.query);
      return { ...result, products: result.products.map(({ id, ...p }) => ({ _id: String(id), ...p })) };
    },
  );
}
