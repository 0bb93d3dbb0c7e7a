import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idSchema } from '@shared/schemas/common';
import {
  createCategoryInput,
  createProductInput,
  listProductsFields,
  priceRangeShape,
  renameCategoryInput,
  updateProductInput,
  legacySortParam,
} from '@shared/schemas/catalog';
import { checkSpecifications, specificationsShape } from '@shared/schemas/specifications';
import type { AppDeps } from '@server/platform/deps';
import { readMultipartForm } from '@server/platform/http/multipart';
import {
  asObject,
  contextFor,
  emptyAsAbsent,
  errorAnswers,
  jsonBody,
  messageAnswer,
  multipartBody,
  SECURITY,
  type ZodTypeProvider,
} from '@server/platform/http/rest';
import { createCallerFactory } from '@server/platform/trpc/init';
import { catalogRouter } from './catalog.router';
import {
  categoriesAnswer,
  categoryOut,
  categoryWrittenAnswer,
  productDetailAnswer,
  productDetailOut,
  productOut,
  productPageWire,
  productWrittenAnswer,
} from '@shared/schemas/catalog-wire';
import { registerProductPhotoRoutes } from './photos.rest';

const createCaller = createCallerFactory(catalogRouter);
const tags = ['Catalogue'];

const idParams = z.object({ id: idSchema });

const listQuery = z.object({
  page: listProductsFields.shape.page.describe('Page number, from 1 (default 1)'),
  limit: listProductsFields.shape.limit.describe(
    'Products a page (default 20); with `category` and neither `page` nor `limit`, the whole category (at most 1000)',
  ),
  category: emptyAsAbsent(idSchema).describe('Category id'),
  q: listProductsFields.shape.q.describe('Words in the name or description'),
  sort: legacySortParam,
  minPrice: priceRangeShape.minPrice.describe('Rupees, inclusive; only priced pieces'),
  maxPrice: priceRangeShape.maxPrice.describe('Rupees, inclusive; only priced pieces'),
});

// The product forms as they travel: `category` is the category's id; the photo is `productImage`;
// the specifications are fields of their own (`stones` and `sizes` as JSON text in a multipart form).
// The form is parsed whole, the photo included, so the first problem named is the procedure's.
const createFields = {
  name: createProductInput.shape.name,
  category: createProductInput.shape.categoryId,
  description: createProductInput.shape.description,
  productImage: createProductInput.shape.image,
  sku: createProductInput.shape.sku,
  ...specificationsShape,
};
const updateFields = {
  name: updateProductInput.shape.name,
  category: updateProductInput.shape.categoryId,
  description: updateProductInput.shape.description,
  productImage: updateProductInput.shape.image,
  sku: updateProductInput.shape.sku,
  ...specificationsShape,
  clearSpecifications: updateProductInput.shape.clearSpecifications,
};
const createForm = z.object(createFields).superRefine(checkSpecifications);
const updateForm = z.object(updateFields).superRefine(checkSpecifications);
const photoPart = z.string().meta({ format: 'binary', description: 'JPEG, PNG, WebP, AVIF or GIF' });
const formExample = {
  sku: 'TJ-22K-0412',
  name: 'Temple Jhumkas',
  category: '3',
  description: 'Lakshmi motif, 22K.',
  metal: 'gold',
  purity: '22K',
  grossWeight: '12.6',
  netWeight: '12.129',
  makingChargeType: 'percent',
  makingChargeValue: '12',
  stones: '[{"kind":"pearl","count":2,"value":5012}]',
  hallmarked: 'true',
  huid: 'AB12C9',
};
const createFormDoc = multipartBody(
  z.object({ ...createFields, productImage: photoPart }).meta({ examples: [formExample] }),
);
const updateFormDoc = multipartBody(
  z.object({ ...updateFields, productImage: photoPart.optional() }).meta({ examples: [formExample] }),
);

const categoryBody = jsonBody(
  {
    name: createCategoryInput.shape.name,
    makingChargeType: createCategoryInput.shape.makingChargeType,
    makingChargeValue: createCategoryInput.shape.makingChargeValue,
  },
  { name: 'Polki', makingChargeType: 'percent', makingChargeValue: 18 },
);
const renameBody = jsonBody(
  {
    name: renameCategoryInput.shape.name,
    makingChargeType: renameCategoryInput.shape.makingChargeType,
    makingChargeValue: renameCategoryInput.shape.makingChargeValue,
    clearMakingCharge: renameCategoryInput.shape.clearMakingCharge,
  },
  { name: 'Polki and Kundan', makingChargeType: 'perGram', makingChargeValue: 950 },
);

export function registerCatalogRoutes(instance: FastifyInstance, deps: AppDeps): void {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));
  const maxBytes = deps.config.UPLOAD_MAX_BYTES;

  api.get(
    '/getCategories',
    {
      config: { policy: { auth: 'public', cache: 'public' } },
      schema: {
        tags,
        summary: 'Every category, by name',
        response: { 200: categoriesAnswer, ...errorAnswers(503) },
      },
    },
    async (req, reply) => {
      const categories = await call(req, reply).listCategories();
      return { categories: categories.map(categoryOut) };
    },
  );

  api.get(
    '/getProducts',
    {
      config: { policy: { auth: 'public', cache: 'public' } },
      schema: {
        tags,
        summary: 'A page of products, or a whole category without paging, searched and sorted',
        querystring: listQuery,
        response: { 200: productPageWire, ...errorAnswers(400, 503) },
      },
    },
    async (req, reply) => {
      const { category, ...rest } = req.query;
      const result = await call(req, reply).listProducts({ ...rest, categoryId: category });
      return {
        products: result.products.map(productOut),
        totalPages: result.totalPages,
        page: result.page,
        total: result.total,
      };
    },
  );

  api.get(
    '/getProduct/:id',
    {
      config: { policy: { auth: 'public', cache: 'public' } },
      schema: {
        tags,
        summary: 'One product, with where its pieces are and the pieces a shopper may choose',
        params: idParams,
        response: { 200: productDetailAnswer, ...errorAnswers(400, 404, 503) },
      },
    },
    async (req, reply) => {
      const product = await call(req, reply).productById({ id: req.params.id });
      return { product: productDetailOut(product) };
    },
  );

  api.post(
    '/createProduct',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: 'Create a product with its photo',
        security: SECURITY.admin,
        consumes: ['multipart/form-data'],
        body: createFormDoc,
        response: {
          201: productWrittenAnswer,
          ...errorAnswers(400, 401, 403, 404, 413, 415, 503),
        },
      },
    },
    async (req, reply) => {
      const { fields, file } = await readMultipartForm(req, 'productImage', maxBytes);
      const { category, productImage, ...rest } = createForm.parse({ ...fields, productImage: file });
      const result = await call(req, reply).createProduct({ ...rest, categoryId: category, image: productImage });
      return reply.code(201).send({ message: result.message, product: productOut(result.product) });
    },
  );

  api.put(
    '/updateProduct/:id',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: 'Update a product; a new photo replaces the old one',
        security: SECURITY.admin,
        consumes: ['multipart/form-data', 'application/json'],
        params: idParams,
        body: updateFormDoc,
        response: {
          200: productWrittenAnswer,
          ...errorAnswers(400, 401, 403, 404, 413, 415, 503),
        },
      },
    },
    async (req, reply) => {
      const { fields, file } = await readMultipartForm(req, 'productImage', maxBytes);
      const { category, productImage, ...rest } = updateForm.parse({
        ...(req.isMultipart() ? fields : asObject(req.body)),
        productImage: file,
      });
      const result = await call(req, reply).updateProduct({
        ...rest,
        id: req.params.id,
        categoryId: category,
        image: productImage,
      });
      return { message: result.message, product: productOut(result.product) };
    },
  );

  api.delete(
    '/deleteProduct/:id',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: 'Delete a product and its photos',
        security: SECURITY.admin,
        params: idParams,
        response: { 200: messageAnswer, ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (req, reply) => call(req, reply).deleteProduct({ id: req.params.id }),
  );

  api.post(
    '/createCategory',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: 'Create a category',
        security: SECURITY.admin,
        body: categoryBody,
        response: {
          201: categoryWrittenAnswer,
          ...errorAnswers(400, 401, 403, 409, 503),
        },
      },
    },
    async (req, reply) => {
      const result = await call(req, reply).createCategory(req.body);
      return reply.code(201).send({ message: result.message, category: categoryOut(result.category) });
    },
  );

  api.put(
    '/updateCategory/:id',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: 'Rename a category',
        security: SECURITY.admin,
        params: idParams,
        body: renameBody,
        response: {
          200: categoryWrittenAnswer,
          ...errorAnswers(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (req, reply) => {
      const result = await call(req, reply).renameCategory({ ...req.body, id: req.params.id });
      return { message: result.message, category: categoryOut(result.category) };
    },
  );

  api.delete(
    '/deleteCategory/:id',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: 'Delete a category without products',
        security: SECURITY.admin,
        params: idParams,
        response: { 200: messageAnswer, ...errorAnswers(400, 401, 403, 404, 409, 503) },
      },
    },
    async (req, reply) => call(req, reply).deleteCategory({ id: req.params.id }),
  );

  registerProductPhotoRoutes(instance, deps);
}
