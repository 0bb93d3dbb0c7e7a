import type { FastifyInstance, FastifyRequest } from 'fastify';

// One log line per request at info (Fastify's own pair of lines is turned off in app.ts): the
// method, the path without its query (a query can carry a token or a shopper's details), the
// status and the time taken. A client that leaves before the answer is noted at info too: it is
// the client's choice, not a fault of the shop's.

const pathOf = (req: FastifyRequest): string => req.url.split('?', 1)[0] ?? req.url;

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      {
        req: { method: req.method, url: pathOf(req) },
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  });
  app.addHook('onRequestAbort', async (req) => {
    req.log.info({ req: { method: req.method, url: pathOf(req) } }, 'request aborted by the client');
  });
}
