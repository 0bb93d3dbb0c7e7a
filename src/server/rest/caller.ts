import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CategoryDto, ProductDto } from '../../shared/schemas/catalog';
import type { AppDeps } from '../deps';
import { appRouter } from '../trpc/app-router';
import { createContextFactory } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';

// REST adapters call the very procedures the tRPC client calls; these helpers only rename.

const createCaller = createCallerFactory(appRouter);

export function callerFor(deps: AppDeps, req: FastifyRequest, reply: FastifyReply) {
  return createCaller(createContextFactory(deps)({ req, res: reply }));
}

export type Caller = ReturnType<typeof callerFor>;

export const categoryOut = (c: CategoryDto) => ({ _id: String(c.id), name: c.name });

export const productOut = (p: ProductDto) => ({
  _id: String(p.id),
  name: p.name,
  category: categoryOut(p.category),
  description: p.description,
  photo: p.photo,
  srcset: p.srcset,
  createdAt: new Date(p.createdAt).toISOString(),
});

/** A JSON body as an object, whatever arrived (so that validation, not a crash, answers). */
export function bodyOf(req: FastifyRequest): Record<string, unknown> {
  const body = req.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export function queryOf(req: FastifyRequest): Record<string, unknown> {
  const q = req.query;
  return typeof q === 'object' && q !== null ? (q as Record<string, unknown>) : {};
}

export function paramOf(req: FastifyRequest, name: string): string | undefined {
  const value = (req.params as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}
