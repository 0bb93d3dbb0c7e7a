import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

// Calls tRPC procedures over HTTP exactly as a non-batching client would.

export interface TrpcResult<T> {
  status: number;
  data?: T;
  error?: { message: string; code: number; data: { code: string; httpStatus: number } };
  raw: LightMyRequestResponse;
}

function parse<T>(res: LightMyRequestResponse): TrpcResult<T> {
  const body = res.json<{ result?: { data: T }; error?: TrpcResult<T>['error'] }>();
  return { status: res.statusCode, data: body.result?.data, error: body.error, raw: res };
}

export async function trpcQuery<T = unknown>(
  app: FastifyInstance,
  path: string,
  input?: unknown,
  headers: Record<string, string> = {},
): Promise<TrpcResult<T>> {
  const qs = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return parse<T>(await app.inject({ method: 'GET', url: `/trpc/${path}${qs}`, headers }));
}

export async function trpcMutation<T = unknown>(
  app: FastifyInstance,
  path: string,
  input?: unknown,
  headers: Record<string, string> = {},
): Promise<TrpcResult<T>> {
  return parse<T>(
    await app.inject({
      method: 'POST',
      url: `/trpc/${path}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(input ?? null),
    }),
  );
}
