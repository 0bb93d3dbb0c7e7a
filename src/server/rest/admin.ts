import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { bodyOf, callerFor } from './caller';

export function registerAdminRoutes(api: FastifyInstance, deps: AppDeps): void {
  api.post('/loginAdmin', async (req, reply) => {
    const b = bodyOf(req);
    return callerFor(deps, req, reply).admin.login({ username: b.username, password: b.password } as never);
  });

  api.post('/logoutAdmin', async (req, reply) => callerFor(deps, req, reply).admin.logout());
}
