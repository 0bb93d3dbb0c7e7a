import { APPOINTMENT_MESSAGES } from '@shared/messages';
import { appointmentInput } from '@shared/schemas/appointments';
import { bookAppointment } from './appointments.service';
import { shopperForToken } from '@server/platform/sessions/sessions';
import { router } from '@server/platform/trpc/init';
import { procedure } from '@server/platform/trpc/procedures';

const publicProcedure = procedure({ auth: 'public' });
/** A request anyone may repeat: counted per address and per email. */
const requestProcedure = procedure({ auth: 'public', rateLimit: 'auth' });

export const shopProcedures = {
  /** Showrooms and contact details, for the navigation, footer, contact page and booking form. */
  info: publicProcedure.query(({ ctx }) => ctx.deps.shopInfo),

  /**
   * Anyone may ask for a visit, about a piece in a size; a signed-in shopper's request is linked to
   * them and may carry their cart.
   */
  bookAppointment: requestProcedure.input(appointmentInput).mutation(async ({ ctx, input }) => {
    await ctx.countAttempt(input.email);
    const shopper = await shopperForToken(ctx.deps.db, ctx.bearerToken ?? ctx.cookieTokens.user, ctx.deps.now());
    const id = await bookAppointment(ctx.deps, input, shopper?.id ?? null);
    return { message: APPOINTMENT_MESSAGES.created, id };
  }),
};

export const shopRouter = router(shopProcedures);
