import type { FastifyInstance, FastifyReply } from 'fastify';

// Cross-origin calls, opt-in: pages served from a listed origin may call the paths under the
// given prefixes and read the answers. Never with credentials: no Access-Control-Allow-Credentials,
// so a browser sends no cookie along and reads no answer to one; a cross-origin caller signs in
// with a bearer token. (A cookie-authenticated write is still refused from any origin but ours:
// same-origin.ts.) Without listed origins nothing is registered, and nothing changes.

export interface CorsOptions {
  /** Origins as a browser writes them in Origin (`https://shop.example.com`). */
  origins: readonly string[];
  /** Path prefixes open to those origins (`/api/`). */
  pathPrefixes: readonly string[];
  /** Path prefixes whose files other origins may embed (Cross-Origin-Resource-Policy: cross-origin). */
  embeddablePrefixes: readonly string[];
  allowedHeaders: readonly string[];
  allowedMethods: readonly string[];
}

/** Registers the CORS answers; call it after the security headers (it overrides their CORP). */
export function registerCors(app: FastifyInstance, options: CorsOptions): void {
  if (options.origins.length === 0) return;
  const origins = new Set(options.origins);
  const allowHeaders = options.allowedHeaders.join(', ');
  const allowMethods = options.allowedMethods.join(', ');
  const under = (url: string, prefixes: readonly string[]) => prefixes.some((p) => url.startsWith(p));

  app.addHook('onRequest', async (req, reply) => {
    if (under(req.url, options.embeddablePrefixes)) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (!under(req.url, options.pathPrefixes)) return;
    const origin = req.headers.origin;
    if (typeof origin !== 'string' || !origins.has(origin)) return;
    reply.header('Access-Control-Allow-Origin', origin);
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) {
      return reply
        .code(204)
        .header('Access-Control-Allow-Headers', allowHeaders)
        .header('Access-Control-Allow-Methods', allowMethods)
        .header('Access-Control-Max-Age', '600')
        .send();
    }
  });
  // Every answer under the prefixes varies with Origin (a shared cache must not hand one origin's
  // answer to another); added last, as a route may set its own Vary (the read cache does).
  app.addHook('onSend', async (req, reply, payload) => {
    if (under(req.url, options.pathPrefixes)) addVary(reply, 'Origin');
    return payload;
  });
}

function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.some((v) => v === '*' || v.toLowerCase() === name.toLowerCase())) return;
  reply.header('Vary', [...list, name].join(', '));
}
