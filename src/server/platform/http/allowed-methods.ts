import type { FastifyInstance } from 'fastify';
import { AppError } from '@shared/errors';
import { GENERAL_MESSAGES } from '@shared/messages';

// Fastify answers 404 for a path that has routes under other methods only. HTTP's answer is 405
// with an Allow header naming the methods the path has (RFC 9110, 15.5.6): the routes' methods
// are recorded as they are declared, and the not-found handlers ask here before answering 404.

export interface RouteMethods {
  /** The methods the routes matching `pathname` answer, sorted; empty when no route matches it. */
  allowedFor(pathname: string): string[];
}

/** A route's URL as a pattern of whole paths: `:param` is one segment, `*` any rest. */
function patternOf(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z0-9_]+(?:\([^)]*\))?|\*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** Call before any route is declared: the onRoute hook sees the routes of every plugin registered after it. */
export function trackRouteMethods(app: FastifyInstance): RouteMethods {
  const routes: Array<{ pattern: RegExp; methods: string[] }> = [];
  app.addHook('onRoute', (route) => {
    // A catch-all of the whole site (a CORS preflight, say) says nothing about one path.
    if (route.url === '*' || route.url === '/*') return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
    routes.push({ pattern: patternOf(route.url), methods });
  });
  return {
    allowedFor(pathname) {
      const allowed = new Set<string>();
      for (const route of routes) if (route.pattern.test(pathname)) route.methods.forEach((m) => allowed.add(m));
      // Fastify answers HEAD wherever it answers GET.
      if (allowed.has('GET')) allowed.add('HEAD');
      return [...allowed].sort();
    },
  };
}

/** The 405 of a path that exists under other methods, as an application error; undefined when none does. */
export function methodNotAllowed(methods: RouteMethods, method: string, rawUrl: string): MethodNotAllowed | undefined {
  const pathname = new URL(rawUrl, 'http://localhost').pathname;
  const allowed = methods.allowedFor(pathname);
  if (allowed.length === 0 || allowed.includes(method)) return undefined;
  return new MethodNotAllowed(allowed);
}

export class MethodNotAllowed extends AppError {
  readonly allow: string;
  constructor(allowed: string[]) {
    super('METHOD_NOT_ALLOWED', GENERAL_MESSAGES.methodNotAllowed);
    this.allow = allowed.join(', ');
  }
}
