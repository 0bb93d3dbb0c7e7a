import type { APIRequestContext } from '@playwright/test';
import { createTRPCClient, httpLink } from '@trpc/client';
import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from '@server/app-router';

/**
 * The app's typed tRPC client over a Playwright request context (its base URL, its cookies), so
 * a journey reads answers typed by the router itself instead of casting them.
 */
export function trpcClient(request: APIRequestContext, headers: Record<string, string> = {}) {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: '/trpc',
        headers,
        fetch: async (url, init) => {
          const target = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
          const res = await request.fetch(target, {
            method: init?.method ?? 'GET',
            headers: Object.fromEntries(new Headers(init?.headers)),
            ...(typeof init?.body === 'string' ? { data: init.body } : {}),
          });
          return new Response(await res.text(), { status: res.status(), headers: res.headers() });
        },
      }),
    ],
  });
}

/** What each procedure takes, for journeys that build an input in pieces. */
export type RouterInput = inferRouterInputs<AppRouter>;
