import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import type { FastifySchemaCompiler } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { defaultMessageForStatus } from './errors';
import { bodyLimitBytes, checkPolicy, isAdminAuth, type Auth } from './policy';
import { assertSameOriginForCookieWrite, authorizeAdminAs, authorizeShopper } from '../trpc/authorize';
import { createContextFactory, type Context } from '../trpc/context';

// The machinery of the REST door. Each module declares its routes with zod schemas (through
// fastify-type-provider-zod), so that the call into its procedure type-checks and the OpenAPI
// document is generated from the same declarations. A route declares its policy in its Fastify
// `config` (`config: { policy: { auth: 'owner' } }`, see policy.ts): the role's guard decides from
// the headers before the body is read, and a `bodyLimit` class lowers the route's body limit.

export function contextFor(deps: AppDeps, req: FastifyRequest, reply: FastifyReply): Context {
  return createContextFactory(deps)({ req, res: reply });
}

export type Role = 'admin' | 'shopper';

/** An onRequest hook that refuses a caller without the role (and a cross-site cookie write) before any body is read. */
function requireRole(deps: AppDeps, auth: Exclude<Auth, 'public'>): onRequestAsyncHookHandler {
  return async (req, reply) => {
    const ctx = contextFor(deps, req, reply);
    if (req.method !== 'GET' && req.method !== 'HEAD') assertSameOriginForCookieWrite(ctx);
    if (isAdminAuth(auth)) await authorizeAdminAs(ctx, auth);
    else await authorizeShopper(ctx);
  };
}

type HookName = 'onRequest' | 'preValidation' | 'preHandler' | 'onSend';

/** Adds a hook to one route's own hooks (ahead of those already there when `first`). */
export function addRouteHook(route: RouteOptions, name: HookName, hook: unknown, first = false): void {
  const existing = (route as unknown as Record<HookName, unknown>)[name];
  const list = existing === undefined ? [] : Array.isArray(existing) ? [...(existing as unknown[])] : [existing];
  (route as unknown as Record<HookName, unknown[]>)[name] = first ? [hook, ...list] : [...list, hook];
}

/**
 * Reads each route's `config.policy` as the route is added: a role puts its guard first among the
 * route's onRequest hooks, a body limit class sets the route's limit (Fastify answers 413 past it,
 * unread, chunked bodies included). Call it before the routes are registered.
 */
export function registerRoutePolicies(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onRoute', (route) => {
    const policy = route.config?.policy;
    if (!policy) return;
    checkPolicy(`${String(route.method)} ${route.url}`, policy);
    if (policy.auth !== 'public') addRouteHook(route, 'onRequest', requireRole(deps, policy.auth), true);
    if (policy.bodyLimit) {
      const limit = bodyLimitBytes(deps.config, policy.bodyLimit);
      route.bodyLimit = Math.min(route.bodyLimit ?? limit, limit);
    }
  });
}

/** OpenAPI security requirements: a bearer token or the role's session cookie. */
export const SECURITY: Record<Role, Array<Record<string, string[]>>> = {
  admin: [{ bearerAuth: [] }, { adminCookie: [] }],
  shopper: [{ bearerAuth: [] }, { shopperCookie: [] }],
};

export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The token from /api/loginAdmin (admin paths), an API token from POST /api/admin/tokens (`nj_…`, admin paths, ' +
      'with its role), or the token from /api/loginUser, /api/verifyUser (shopper paths).',
  },
  adminCookie: { type: 'apiKey', in: 'cookie', name: 'adminToken', description: 'Set by /api/loginAdmin; HttpOnly.' },
  shopperCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'token',
    description: 'Set by /api/loginUser and /api/verifyUser; HttpOnly.',
  },
} as const;

const ERROR_DESCRIPTIONS = {
  400: 'Invalid input: the message names the first problem',
  401: 'No or bad credentials',
  403: 'Not allowed (another role, or a cross-site cookie write)',
  404: 'Not found',
  409: 'Conflict',
  413: 'Too large',
  415: 'Not an image',
  429: 'Too many attempts',
  503: 'Database or delivery unavailable',
} as const;
type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

const errorAnswer = (status: ErrorStatus) =>
  z
    .object({ message: z.string() })
    .describe(ERROR_DESCRIPTIONS[status])
    .meta({ examples: [{ message: defaultMessageForStatus(status) }] });

/** The error answers a route documents, every one `{ message }`. */
export function errorAnswers<S extends ErrorStatus>(...statuses: S[]): Record<S, ReturnType<typeof errorAnswer>> {
  return Object.fromEntries(statuses.map((s) => [s, errorAnswer(s)])) as Record<S, ReturnType<typeof errorAnswer>>;
}

/** `{ message }`, the answer of most writes. */
export const messageAnswer = z
  .object({ message: z.string() })
  .meta({ examples: [{ message: 'Product deleted successfully.' }] });

// Multipart bodies are read by the handler (a file part is streamed, never parsed as JSON); their
// schema documents the form and is parsed by the handler over the text fields, not by Fastify.
const multipartSchemas = new WeakSet<object>();

/** Declares a multipart/form-data body: documented, not validated by Fastify (the handler parses the fields). */
export function multipartBody(schema: z.ZodType): z.ZodType<unknown> {
  multipartSchemas.add(schema);
  return schema;
}

/** The zod validator, except for multipart bodies, which the handler reads itself. */
export const restValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  if (route.httpPart === 'body' && multipartSchemas.has(route.schema)) return (data: unknown) => ({ value: data });
  return validatorCompiler(route);
};

/**
 * Answers are plain JSON: the response schemas type the handlers and document the API (tests
 * check real answers against the document), without a second validation on every request.
 */
export const restSerializerCompiler = () => (data: unknown) => JSON.stringify(data);

/** A body or form as an object of fields: anything else (missing, an array, a scalar) reads as none. */
export const asObject = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * A JSON body of these fields. A missing or non-object body reads as `{}`, so that the first
 * missing field's own message answers, as it does on the tRPC door.
 */
export const jsonBody = <Shape extends z.ZodRawShape>(shape: Shape, example?: Record<string, unknown>) =>
  z.preprocess(asObject, z.object(shape).meta(example ? { examples: [example] } : {}));

/**
 * A body checked by a procedure's own schema whose parse changes its shape (a contact typed as
 * text becomes `{ channel, value }`): validated here with the very messages, handed on as sent.
 */
export function validatedBody<S extends z.ZodType>(
  schema: S,
  example: Record<string, unknown>,
  options: { nullMeansAbsent?: readonly string[] } = {},
) {
  const { $schema: _drop, ...documented } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  const absentWhenNull = options.nullMeansAbsent ?? [];
  return z.preprocess(
    (v: unknown) => {
      const body = asObject(v);
      return absentWhenNull.some((key) => body[key] === null)
        ? Object.fromEntries(
            Object.entries(body).filter(([key, value]) => !(value === null && absentWhenNull.includes(key))),
          )
        : body;
    },
    z
      .custom<z.input<S>>()
      .superRefine((value, ctx) => {
        const result = schema.safeParse(value);
        if (!result.success)
          for (const issue of result.error.issues)
            ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      })
      .meta({ ...documented, examples: [example] }),
  );
}

/** A query or form value left empty ('') means "not given". */
export const emptyAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v: unknown) => (v === '' || v === null ? undefined : v), schema.optional());

/** Registers the REST door on an instance: the type provider for every route declared through it. */
export type { ZodTypeProvider } from 'fastify-type-provider-zod';
