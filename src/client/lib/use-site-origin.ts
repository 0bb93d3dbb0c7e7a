import { useSyncExternalStore } from 'react';

// The shop's own address for links a shopper sends elsewhere (a WhatsApp message). A page drawn
// on the server, or prerendered, has no window: it says '' there and while it hydrates, then the
// browser's origin, so that the markup sent and the markup hydrated agree.

const never = () => () => undefined;

export function useSiteOrigin(): string {
  return useSyncExternalStore(
    never,
    () => window.location.origin,
    () => '',
  );
}
