import { trpc } from '../../lib/trpc';

// Every call the appointments feature makes.

/** A showroom visit request; with includeCart the signed-in shopper's cart goes with it. */
export const useBookAppointment = () => trpc.shop.bookAppointment.useMutation();
