import type { FastifyReply, FastifyRequest } from 'fastify';
import { MethodNotAllowed } from './allowed-methods';
import { isServerFault, toPublicError } from './errors';

/**
 * Answers a thrown value as the public error `{ message }`: the error handler's answer, and the
 * answer to what Fastify refuses before routing (a malformed percent-encoding, an over-long
 * parameter), which would otherwise echo the raw path with none of the security headers.
 */
export function sendPublicError(req: FastifyRequest, reply: FastifyReply, err: unknown): FastifyReply {
  const pub = toPublicError(err);
  if (isServerFault(pub)) req.log.error({ err }, 'request failed');
  else if (pub.code === 'UNAVAILABLE') req.log.warn({ err }, 'database unavailable');
  if (err instanceof MethodNotAllowed) reply.header('Allow', err.allow);
  return reply
    .code(pub.status)
    .type('application/json')
    .send({ ...pub.details, message: pub.message });
}
