import { APPOINTMENT_MESSAGES } from '@shared/messages';
import { appointmentInput } from '@shared/schemas/appointments';
import { VISIT_MESSAGES } from '@shared/messages/visits';
import { indiaIso } from '@shared/visit-time';
import { bookAppointment } from '../visits/appointments.service';
import { shopInfoWithSchedules } from '../visits/schedules.service';
import { shopperForToken } from '@server/platform/sessions/sessions';
import { router } from '@server/platform/trpc/init';
import { procedure } from '@server/platform/trpc/procedures';

const publicProcedure = procedure({ auth: 'public' });
/** A request anyone may repeat: counted per address and per email. */
const requestProcedure = procedure({ auth: 'public', rateLimit: 'auth' });

export const shopProcedures = {
  /**
   * Showrooms and contact details, for the navigation, footer, contact page and booking form; each
   * showroom's visiting schedule, and its printed hours drawn from it.
   */
  info: publicProcedure.query(({ ctx }) => shopInfoWithSchedules(ctx.deps)),

  /**
   * Anyone may ask for a visit, about a piece in a size; a signed-in shopper's request is linked to
   * them and may carry their cart. A visit with a time may hold pieces of the showroom's stock.
   */
  bookAppointment: requestProcedure.input(appointmentInput).mutation(async ({ ctx, input }) => {
    await ctx.countAttempt(input.email);
    const shopper = await shopperForToken(ctx.deps.db, ctx.bearerToken ?? ctx.cookieTokens.user, ctx.deps.now());
    const booked = await bookAppointment(ctx.deps, input, shopper?.id ?? null);
    return {
      message: booked.status === 'confirmed' ? VISIT_MESSAGES.confirmed : APPOINTMENT_MESSAGES.created,
      id: booked.id,
      status: booked.status,
      slotStart: booked.slotStart === null ? null : indiaIso(booked.slotStart),
      heldPieces: booked.heldPieces,
    };
  }),
};

export const shopRouter = router(shopProcedures);
