import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { createContextFactory, type Context } from '../trpc/context';

// REST adapters call the very procedures the tRPC client calls, with a context built from the
// same request (each module makes its caller from its own router); these helpers only read.

export function contextFor(deps: AppDeps, req: FastifyRequest, reply: FastifyReply): Context {
  return createContextFactory(deps)({ req, res: reply });
}

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
