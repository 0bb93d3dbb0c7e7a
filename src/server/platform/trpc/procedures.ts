import { checkPolicy, type Policy } from '../http/policy';
import { authorizeAdminAs, authorizeShopper } from './authorize';
import { baseProcedure } from './init';

// Every procedure is declared with its policy: `procedure({ auth: 'owner' })`, `procedure({ auth: 'staff' })`,
// `procedure({ auth: 'public', cache: 'public' })`,
// `procedure({ auth: 'public', bodyLimit: 'auth', rateLimit: 'auth' })`.
// The policy is the procedure's tRPC meta, and the builder also records it, with the procedure's
// kind and input schema, for describeProcedures: the HTTP layer (cache, hardening, guards) looks
// a request's procedures up by path before tRPC reads the body, without tRPC's internals.

/** Requires an owner's session (bearer token or adminToken cookie). Staff and shoppers are refused. */
const ownerProcedure = baseProcedure.use(async ({ ctx, next }) =>
  next({ ctx: { admin: await authorizeAdminAs(ctx, 'owner') } }),
);

/** Any admin's session, even one holding a temporary password: who am I, sign out, change it. */
const anyAdminProcedure = baseProcedure.use(async ({ ctx, next }) =>
  next({ ctx: { admin: await authorizeAdminAs(ctx, 'anyAdmin') } }),
);

/** Requires any admin's session, staff or owner; the procedure scopes staff to their showroom. */
const staffProcedure = baseProcedure.use(async ({ ctx, next }) =>
  next({ ctx: { admin: await authorizeAdminAs(ctx, 'staff') } }),
);

/** Requires a valid shopper session (bearer token or token cookie). */
const shopperProcedure = baseProcedure.use(async ({ ctx, next }) =>
  next({ ctx: { user: await authorizeShopper(ctx) } }),
);

/**
 * A public call counted as an attempt (`rateLimit: 'auth'`): `ctx.countAttempt(subjects?)` counts
 * it for the client's address and for each subject (a contact), in the procedure's own bucket, named
 * by its name in its module: the same on the tRPC door (`auth.signup`) and the REST door (`signup`,
 * through the module's caller). The procedure calls it where an attempt starts.
 */
const attemptProcedure = baseProcedure.use(async ({ ctx, next, path }) => {
  const bucket = path.slice(path.lastIndexOf('.') + 1);
  const countAttempt = (subjects?: string | readonly string[]) => ctx.deps.limiter.hit(bucket, ctx.req, subjects);
  return next({ ctx: { countAttempt } });
});

export type ProcedureKind = 'query' | 'mutation';

export interface ProcedureDescription {
  path: string;
  kind: ProcedureKind;
  policy: Policy;
  /** The input parsers, in the order the procedure applies them (zod schemas here). */
  inputs: readonly unknown[];
}

/** Every procedure of a router by path ("catalog.listProducts"). */
export type ProcedureRegistry = ReadonlyMap<string, ProcedureDescription>;

const declared = new WeakMap<object, Omit<ProcedureDescription, 'path'>>();

/** The builder methods this file follows; the rest pass through unchanged. */
interface Chain {
  input(parser: unknown): object;
  use(middleware: unknown): object;
  output(parser: unknown): object;
  query(resolver: unknown): object;
  mutation(resolver: unknown): object;
}

/**
 * The very builder tRPC returns, followed: `.input()` remembers its parser, `.query()` and
 * `.mutation()` record the finished procedure. Anything else a builder can do is refused, so
 * that nothing escapes the record (a second policy, a subscription).
 */
function follow<B extends object>(builder: B, policy: Policy, inputs: readonly unknown[]): B {
  const chain = builder as unknown as Chain;
  const finish = (kind: ProcedureKind) => (resolver: unknown) => {
    const built = chain[kind](resolver);
    declared.set(built, { kind, policy, inputs });
    return built;
  };
  return new Proxy(builder, {
    get(target, property, receiver) {
      switch (property) {
        case 'input':
          return (parser: unknown) => follow(chain.input(parser), policy, [...inputs, parser]);
        case 'use':
          return (middleware: unknown) => follow(chain.use(middleware), policy, inputs);
        case 'output':
          return (parser: unknown) => follow(chain.output(parser), policy, inputs);
        case 'query':
        case 'mutation':
          return finish(property);
        case 'meta':
        case 'concat':
        case 'unstable_concat':
        case 'subscription':
          throw new Error(`procedure(): .${property}() is not supported; declare the policy once`);
        default:
          return Reflect.get(target, property, receiver) as unknown;
      }
    },
  });
}

export function procedure(policy: Policy & { auth: 'owner' }): typeof ownerProcedure;
export function procedure(policy: Policy & { auth: 'staff' }): typeof staffProcedure;
export function procedure(policy: Policy & { auth: 'anyAdmin' }): typeof anyAdminProcedure;
export function procedure(policy: Policy & { auth: 'shopper' }): typeof shopperProcedure;
export function procedure(policy: Policy & { auth: 'public'; rateLimit: 'auth' }): typeof attemptProcedure;
export function procedure(policy: Policy & { auth: 'public'; rateLimit?: 'read' }): typeof baseProcedure;
export function procedure(policy: Policy) {
  checkPolicy('procedure', policy);
  switch (policy.auth) {
    case 'owner':
      return follow(ownerProcedure.meta(policy), policy, []);
    case 'staff':
      return follow(staffProcedure.meta(policy), policy, []);
    case 'anyAdmin':
      return follow(anyAdminProcedure.meta(policy), policy, []);
    case 'shopper':
      return follow(shopperProcedure.meta(policy), policy, []);
    case 'public':
      return policy.rateLimit === 'auth'
        ? follow(attemptProcedure.meta(policy), policy, [])
        : follow(baseProcedure.meta(policy), policy, []);
    default:
      return policy.auth satisfies never;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The procedures of a router record (plain objects of procedures, nested), by path. Throws on
 * anything that was not declared with procedure(): every procedure has a policy.
 */
export function describeProcedures(record: Record<string, unknown>, prefix = ''): ProcedureRegistry {
  const found = new Map<string, ProcedureDescription>();
  for (const [key, value] of Object.entries(record)) {
    const path = `${prefix}${key}`;
    const description = typeof value === 'function' ? declared.get(value) : undefined;
    if (description) found.set(path, { path, ...description });
    else if (isPlainObject(value)) for (const [inner, d] of describeProcedures(value, `${path}.`)) found.set(inner, d);
    else throw new Error(`${path} was not declared with procedure(): its policy is unknown`);
  }
  return found;
}
