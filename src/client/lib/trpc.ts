import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '@server/app-router';

/** The one typed client: every procedure call in the client goes through these hooks. */
export const trpc = createTRPCReact<AppRouter>();
