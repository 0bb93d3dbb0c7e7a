import type { AnyRouter } from '@trpc/server';
import { adminProcedure, publicProcedure, userProcedure } from './init';

// Which role each tRPC procedure needs, read from the router itself (the guard middleware a
// procedure runs), so that the HTTP layer can refuse a caller from the headers before the body
// of a tRPC call is read, as the REST guards do.

export type ProcedureGuard = 'admin' | 'user' | 'none';

interface ProcedureDef {
  _def: { type?: string; middlewares: unknown[] };
}

const middlewaresOf = (builder: unknown): unknown[] => (builder as ProcedureDef)._def.middlewares;

function guardMiddlewares(guarded: unknown): unknown[] {
  const base = new Set(middlewaresOf(publicProcedure));
  return middlewaresOf(guarded).filter((m) => !base.has(m));
}

/** Every procedure path of the router and the role it needs. */
export function procedureGuards(router: AnyRouter): Map<string, ProcedureGuard> {
  const admin = guardMiddlewares(adminProcedure);
  const user = guardMiddlewares(userProcedure);
  const guards = new Map<string, ProcedureGuard>();
  const procedures = router._def.procedures as Record<string, ProcedureDef>;
  for (const [path, proc] of Object.entries(procedures)) {
    const own = proc._def.middlewares;
    guards.set(
      path,
      admin.length > 0 && admin.every((m) => own.includes(m))
        ? 'admin'
        : user.length > 0 && user.every((m) => own.includes(m))
          ? 'user'
          : 'none',
    );
  }
  return guards;
}
