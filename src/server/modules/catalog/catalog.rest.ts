import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { bodyOf, contextFor, paramOf, queryOf } from '../../platform/http/rest-caller';
import { categoryOut, productOut, specFields } from './catalog.wire';
import { createCallerFactory } from '../../platform/trpc/init';
import { catalogRouter } from './catalog.router';

const createCaller = createCallerFactory(catalogRouter);
import { readMultipartForm } from '../../platform/http/multipart';

export function registerCatalogRoutes(api: FastifyInstance, deps: AppDeps): void {
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));
  const maxBytes = deps.config.UPLOAD_MAX_BYTES;

  api.get('/getCategories', async (req, reply) => {
    const categories = await call(req, reply).listCategories();
    return { categories: categories.map(categoryOut) };
  });

  api.get('/getProducts', async (req, reply) => {
    const q = queryOf(req);
    const result = await call(req, reply).listProducts({
      page: q.page ?? 1,
      limit: q.limit ?? undefined,
      categoryId: q.category === undefined || q.category === '' ? undefined : q.category,
      q: q.q,
      sort: q.sort ?? undefined,
      minPrice: q.minPrice,
      maxPrice: q.maxPrice,
    } as never);
    return { products: result.products.map(productOut), totalPages: result.totalPages, page: result.page, total: result.total };
  });

  api.get('/getProduct/:id', async (req, reply) => {
    const product = await call(req, reply).productById({ id: paramOf(req, 'id') } as never);
    return { product: productOut(product) };
  });

  api.post('/createProduct', async (req, reply) => {
    const { fields, file } = await readMultipartForm(req, 'productImage', maxBytes);
    const result = await call(req, reply).createProduct({
      name: fields.name, categoryId: fields.category, description: fields.description, image: file, ...specFields(fields),
    } as never);
    return reply.code(201).send({ message: result.message, product: productOut(result.product) });
  });

  api.put('/updateProduct/:id', async (req, reply) => {
    const { fields, file } = await readMultipartForm(req, 'productImage', maxBytes);
    const body = req.isMultipart() ? fields : bodyOf(req);
    const result = await call(req, reply).updateProduct({
      id: paramOf(req, 'id'), name: body.name, categoryId: body.category, description: body.description, image: file,
      ...specFields(body), clearSpecifications: body.clearSpecifications,
    } as never);
    return { message: result.message, product: productOut(result.product) };
  });

  api.delete('/deleteProduct/:id', async (req, reply) => {
    return call(req, reply).deleteProduct({ id: paramOf(req, 'id') } as never);
  });

  api.post('/createCategory', async (req, reply) => {
    const b = bodyOf(req);
    const result = await call(req, reply).createCategory({ name: b.name, makingChargeType: b.makingChargeType, makingChargeValue: b.makingChargeValue } as never);
    return reply.code(201).send({ message: result.message, category: categoryOut(result.category) });
  });

  api.put('/updateCategory/:id', async (req, reply) => {
    const b = bodyOf(req);
    const result = await call(req, reply).renameCategory({
      id: paramOf(req, 'id'), name: b.name, makingChargeType: b.makingChargeType, makingChargeValue: b.makingChargeValue, clearMakingCharge: b.clearMakingCharge,
    } as never);
    return { message: result.message, category: categoryOut(result.category) };
  });

  api.delete('/deleteCategory/:id', async (req, reply) => {
    return call(req, reply).deleteCategory({ id: paramOf(req, 'id') } as never);
  });
}
