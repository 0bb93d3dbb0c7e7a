import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idSchema } from '@shared/schemas/common';
import {
  addProductPhotoInput,
  photoIdSchema,
  reorderProductPhotosInput,
  updateProductPhotoAltInput,
} from '@shared/schemas/photos';
import type { AppDeps } from '@server/platform/deps';
import { readMultipartForm } from '@server/platform/http/multipart';
import {
  contextFor,
  errorAnswers,
  jsonBody,
  multipartBody,
  SECURITY,
  type ZodTypeProvider,
} from '@server/platform/http/rest';
import { createCallerFactory } from '@server/platform/trpc/init';
import { catalogRouter } from './catalog.router';
import { productOut, productWire } from '@shared/schemas/catalog-wire';

// A product's photos at /api/products/{id}/photos: add one (multipart `productImage`, as the
// product forms send it), delete one, put them in a new order, set one's alt text. Each answers
// the product as the catalogue reads it, its `photos` main first. Admin only, refused before
// the body is read.

const createCaller = createCallerFactory(catalogRouter);
const tags = ['Catalogue'];

const productParams = z.object({ id: idSchema });
const photoParams = z.object({ id: idSchema, photoId: photoIdSchema });
const productAnswer = z.object({ message: z.string(), product: productWire });

const addForm = z.object({ alt: addProductPhotoInput.shape.alt, productImage: addProductPhotoInput.shape.image });
const addFormDoc = multipartBody(
  z
    .object({
      alt: addProductPhotoInput.shape.alt.describe("Alt text; absent or empty: the product's name"),
      productImage: z.string().meta({ format: 'binary', description: 'JPEG, PNG, WebP, AVIF or GIF' }),
    })
    .meta({ examples: [{ alt: 'Classic Gold Jhumkas, side view', productImage: 'jhumkas-side.jpg' }] }),
);
const orderBody = jsonBody(
  {
    photoIds: reorderProductPhotosInput.shape.photoIds.describe(
      'Every photo id of the product, in the new order; the first becomes the main photo',
    ),
  },
  { photoIds: [43, 41, 42] },
);
const altBody = jsonBody({ alt: updateProductPhotoAltInput.shape.alt }, { alt: 'Classic Gold Jhumkas, worn' });

export function registerProductPhotoRoutes(instance: FastifyInstance, deps: AppDeps): void {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));
  const maxBytes = deps.config.UPLOAD_MAX_BYTES;

  api.post(
    '/products/:id/photos',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: 'Add a photo to a product (at most 8; the first is the main photo)',
        security: SECURITY.admin,
        consumes: ['multipart/form-data'],
        params: productParams,
        body: addFormDoc,
        response: { 201: productAnswer, ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 503) },
      },
    },
    async (req, reply) => {
      const { fields, file } = await readMultipartForm(req, 'productImage', maxBytes);
      const { alt, productImage } = addForm.parse({ ...fields, productImage: file });
      const result = await call(req, reply).addProductPhoto({ productId: req.params.id, image: productImage, alt });
      return reply.code(201).send({ message: result.message, product: productOut(result.product) });
    },
  );

  api.delete(
    '/products/:id/photos/:photoId',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: "Delete one of a product's photos and its files (a product keeps one)",
        security: SECURITY.admin,
        params: photoParams,
        response: { 200: productAnswer, ...errorAnswers(400, 401, 403, 404, 409, 503) },
      },
    },
    async (req, reply) => {
      const result = await call(req, reply).deleteProductPhoto({
        productId: req.params.id,
        photoId: req.params.photoId,
      });
      return { message: result.message, product: productOut(result.product) };
    },
  );

  api.put(
    '/products/:id/photos/order',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: "Put a product's photos in a new order",
        security: SECURITY.admin,
        params: productParams,
        body: orderBody,
        response: { 200: productAnswer, ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (req, reply) => {
      const result = await call(req, reply).reorderProductPhotos({
        productId: req.params.id,
        photoIds: req.body.photoIds,
      });
      return { message: result.message, product: productOut(result.product) };
    },
  );

  api.patch(
    '/products/:id/photos/:photoId',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: "Set a photo's alt text",
        security: SECURITY.admin,
        params: photoParams,
        body: altBody,
        response: { 200: productAnswer, ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (req, reply) => {
      const result = await call(req, reply).updateProductPhotoAlt({
        productId: req.params.id,
        photoId: req.params.photoId,
        alt: req.body.alt,
      });
      return { message: result.message, product: productOut(result.product) };
    },
  );
}
