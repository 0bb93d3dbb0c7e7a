import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { bodyOf, callerFor, categoryOut, paramOf, productOut, queryOf } from './caller';
import { readMultipartForm } from './multipart';

export function registerCatalogRoutes(api: FastifyInstance, deps: AppDeps): void {
  const maxBytes = deps.config.UPLOAD_MAX_BYTES;

  api.get('/getCategories', async (req, reply) => {
    const categories = await callerFor(deps, req, reply).catalog.listCategories();
    return { categories: categories.map(categoryOut) };
  });

  api.get('/getProducts', async (req, reply) => {
    const q = queryOf(req);
    const result = await callerFor(deps, req, reply).catalog.listProducts({
      page: q.page ?? 1,
      limit: q.limit ?? undefined,
      categoryId: q.category === undefined || q.category === '' ? undefined : q.category,
      q: q.q,
      sort: q.sort ?? undefined,
    } as never);
    return { products: result.products.map(productOut), totalPages: result.totalPages, page: result.page, total: result.total };
  });

  api.get('/getProduct/:id', async (req, reply) => {
    const product = await callerFor(deps, req, reply).catalog.productById({ id: paramOf(req, 'id') } as never);
    return { product: productOut(product) };
  });

  api.post('/createProduct', async (req, reply) => {
    const { fields, file } = await readMultipartForm(req, 'productImage', maxBytes);
    const result = await callerFor(deps, req, reply).catalog.createProduct({
      name: fields.name, categoryId: fields.category, description: fields.description, image: file,
    } as never);
    return reply.code(201).send({ message: result.message, product: productOut(result.product) });
  });

  api.put('/updateProduct/:id', async (req, reply) => {
    const { fields, file } = await readMultipartForm(req, 'productImage', maxBytes);
    const body = req.isMultipart() ? fields : bodyOf(req);
    const result = await callerFor(deps, req, reply).catalog.updateProduct({
      id: paramOf(req, 'id'), name: body.name, categoryId: body.category, description: body.description, image: file,
    } as never);
    return { message: result.message, product: productOut(result.product) };
  });

  api.delete('/deleteProduct/:id', async (req, reply) => {
    return callerFor(deps, req, reply).catalog.deleteProduct({ id: paramOf(req, 'id') } as never);
  });

  api.post('/createCategory', async (req, reply) => {
    const result = await callerFor(deps, req, reply).catalog.createCategory({ name: bodyOf(req).name } as never);
    return reply.code(201).send({ message: result.message, category: categoryOut(result.category) });
  });

  api.put('/updateCategory/:id', async (req, reply) => {
    const result = await callerFor(deps, req, reply).catalog.renameCategory({ id: paramOf(req, 'id'), name: bodyOf(req).name } as never);
    return { message: result.message, category: categoryOut(result.category) };
  });

  api.delete('/deleteCategory/:id', async (req, reply) => {
    return callerFor(deps, req, reply).catalog.deleteCategory({ id: paramOf(req, 'id') } as never);
  });
}
