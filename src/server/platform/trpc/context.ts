import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { photoOriginFor } from '../images/photo-urls';
import { readTokenCookie } from '../sessions/session-cookies';

export interface Context {
  deps: AppDeps;
  req: FastifyRequest | undefined;
  res: FastifyReply | undefined;
  /** The token presented as `Authorization: Bearer`, if any. */
  bearerToken: string | undefined;
  /** Tokens presented as cookies. */
  cookieTokens: { user: string | undefined; admin: string | undefined };
  /** Photo URLs in the answer are made absolute on this origin; undefined keeps them relative (photo-urls.ts). */
  photoOrigin: string | undefined;
}

export function bearerTokenOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1];
}

export function createContextFactory(deps: AppDeps) {
  const policy = { production: deps.config.isProduction, legacyClientCookies: deps.config.LEGACY_CLIENT_COOKIES };
  const photoOrigin = photoOriginFor(deps.config);
  return ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Context => ({
    deps,
    req,
    res,
    bearerToken: bearerTokenOf(req),
    cookieTokens: {
      user: readTokenCookie(req.cookies, 'user', policy),
      admin: readTokenCookie(req.cookies, 'admin', policy),
    },
    photoOrigin,
  });
}
