import type { FastifyReply, FastifyRequest } from 'fastify';
import { MethodNotAllowed } from './allowed-methods';
import { isServerFault, toPublicError } from './errors';

/**
 * Answers a thrown value as the public error `{ message }`: the error handler's answer, and the
 * answer to what Fastify refuses before routing (a malformed percent-encoding, an over-long
 * parameter), which would otherwise echo the raw path with none of the security headers.
 */
/** Whether the client went away before the answer: mid-body (an incomplete, destroyed stream) or after it. */
const clientLeft = (req: FastifyRequest): boolean =>
  (req.raw.destroyed && !req.raw.complete) || req.raw.socket.destroyed;

export function sendPublicError(req: FastifyRequest, reply: FastifyReply, err: unknown): FastifyReply {
  const pub = toPublicError(err);
  // A client that left mid-request breaks its own stream (ECONNRESET 'aborted'): that is neither
  // the shop's fault nor the database's; request-log.ts notes the abort at info.
  if (clientLeft(req)) {
    // nothing to log here
  } else if (isServerFault(pub)) req.log.error({ err }, 'request failed');
  else if (pub.code === 'UNAVAILABLE') req.log.warn({ err }, 'database unavailable');
  if (err instanceof MethodNotAllowed) reply.header('Allow', err.allow);
  return reply
    .code(pub.status)
    .type('application/json')
    .send({ ...pub.details, message: pub.message });
}
