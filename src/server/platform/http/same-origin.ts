import type { FastifyRequest } from 'fastify';

// Cross-site request forgery: a browser attaches our cookies to a form or fetch sent from any
// site, but it always says where the request came from in Origin (or, failing that, Referer).
// A state-changing request authenticated by a cookie is accepted only from our own origin:
// the request's own Host, or PUBLIC_ORIGIN when the shop sits behind a proxy that changes it.

/** The origin the browser declared for this request, or undefined when it declared none. */
export function declaredOrigin(req: FastifyRequest): string | undefined {
  const origin = req.headers.origin;
  if (typeof origin === 'string' && origin.trim() !== '') return origin.trim();
  const referer = req.headers.referer;
  if (typeof referer === 'string' && referer.trim() !== '') {
    try {
      return new URL(referer).origin;
    } catch {
      return 'null';
    }
  }
  return undefined;
}

export function isOwnOrigin(req: FastifyRequest, publicOrigin: string | undefined): boolean {
  const declared = declaredOrigin(req);
  if (!declared || declared === 'null') return false;
  let origin: URL;
  try {
    origin = new URL(declared);
  } catch {
    return false;
  }
  if (origin.protocol !== 'http:' && origin.protocol !== 'https:') return false;
  if (publicOrigin && origin.origin === new URL(publicOrigin).origin) return true;
  // Host as the client addressed us, normalised the way URL normalises the declared origin
  // (default port dropped, lower case).
  try {
    return new URL(`${origin.protocol}//${req.host}`).host === origin.host;
  } catch {
    return false;
  }
}
