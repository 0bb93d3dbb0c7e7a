import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A request refused before its body was read (401 on an anonymous upload, 413 on a length
// announced too large) is answered at once. Closing the connection right after that answer
// makes the kernel reset it while the client is still writing its body, and clients that write
// the whole body before reading (curl, Python, a browser on a slow link) then see EPIPE or a
// reset and never read the refusal (issue 24, finding 5). So, as a lingering close does, the
// rest of the body is read and thrown away (never kept: each chunk is dropped as it comes), up
// to the route's limit or REFUSED_BODY_LINGER_MS, whichever comes first; beyond that bound the
// connection is closed as before. A body read whole leaves a connection like any other.

/** How long the rest of a refused body is read and discarded before the connection is closed. */
export const REFUSED_BODY_LINGER_MS = 2000;

function hasBody(req: FastifyRequest): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/** True when the answer goes out before the request's body was read whole. */
export function isRefusedBeforeBody(req: FastifyRequest): boolean {
  return hasBody(req) && !req.raw.complete;
}

/**
 * For an error answer sent before the body was read: discards the body in the background when
 * it is within `maxBytes` (as announced and as it arrives), else marks the answer
 * `Connection: close` so that the socket is closed after it. Nothing is done when something is
 * already reading the body (a parser that gave up half-way closes as before).
 */
export function settleUnreadBody(req: FastifyRequest, reply: FastifyReply, maxBytes: number): void {
  if (!isRefusedBeforeBody(req) || reply.hasHeader('connection')) return;
  const announced = Number(req.headers['content-length'] ?? 0);
  if (req.raw.readableFlowing === true || !(announced <= maxBytes)) {
    reply.header('connection', 'close');
    return;
  }
  discard(req.raw, maxBytes, REFUSED_BODY_LINGER_MS);
}

function discard(raw: IncomingMessage, maxBytes: number, lingerMs: number): void {
  let received = 0;
  const stop = (close: boolean) => {
    clearTimeout(timer);
    raw.off('data', count);
    raw.off('end', finished);
    raw.socket.off('close', finished);
    // Destroying an incomplete request destroys its socket (and works on injected requests too).
    if (close) raw.destroy();
  };
  const finished = () => stop(false);
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxBytes) stop(true);
  };
  const timer = setTimeout(() => stop(true), lingerMs);
  raw.on('data', count);
  raw.once('end', finished);
  raw.socket.once('close', finished);
}
