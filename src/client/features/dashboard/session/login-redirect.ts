import { PAGE_ROUTES } from '@shared/routes';

// Where the sign-in page sends the admin afterwards, carried in ?next= and checked so that it can
// only ever be a path of this site (never //elsewhere.example or a javascript: URL).

export type SignInReason = 'expired' | 'signed-out';

export function safeNext(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return PAGE_ROUTES.dashboard;
  return raw;
}

export function signInPath(options: { next?: string | undefined; reason?: SignInReason | undefined } = {}): string {
  const params = new URLSearchParams();
  if (options.next && options.next !== PAGE_ROUTES.dashboard) params.set('next', options.next);
  if (options.reason) params.set('reason', options.reason);
  const query = params.toString();
  return query ? `${PAGE_ROUTES.admin}?${query}` : PAGE_ROUTES.admin;
}

export function readReason(raw: string | null): SignInReason | undefined {
  return raw === 'expired' || raw === 'signed-out' ? raw : undefined;
}
