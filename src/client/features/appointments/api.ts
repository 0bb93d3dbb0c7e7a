import { trpc } from '@client/lib/trpc';

// Every call the appointments feature makes.

/** A showroom visit request; with includeCart the signed-in shopper's cart goes with it. */
export const useBookAppointment = () => trpc.shop.bookAppointment.useMutation();

/** The signed-in shopper's name, email and phone, to fill the form in. */
export const useBookingContact = (signedIn: boolean) =>
  trpc.auth.contact.useQuery(undefined, { enabled: signedIn, staleTime: 5 * 60_000, retry: false });

/** The piece a visit is booked about ('Visit Our Store' on its page), priced now. */
export const useVisitPiece = (productId: number | undefined) =>
  trpc.catalog.productById.useQuery({ id: productId ?? 0 }, { enabled: productId !== undefined, retry: false });
