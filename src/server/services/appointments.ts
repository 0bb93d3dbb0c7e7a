import { DELIVERY_MESSAGES } from '../../shared/messages';
import type { AppointmentInput } from '../../shared/schemas/appointments';
import { insertAppointment } from '../data/appointments';
import { cartLinesForAppointment } from '../data/cart';
import type { AppDeps } from '../deps';

// A visit request is stored first: it is what the shop works from. The email to SHOP_EMAIL is a
// notice on top; when it cannot be sent the request still stands and the failure is logged.

type Deps = Pick<AppDeps, 'db' | 'delivery' | 'now' | 'logger' | 'config' | 'shopInfo'>;

export async function bookAppointment(deps: Deps, input: AppointmentInput, userId: number | null): Promise<number> {
  const now = deps.now();
  const items = input.includeCart && userId !== null ? await cartLinesForAppointment(deps.db, userId) : [];
  const id = await insertAppointment(
    deps.db,
    {
      name: input.name,
      email: input.email,
      mobile: input.mobile,
      address: input.address,
      message: input.message,
      showroom: input.showroom,
      preferredDate: input.preferredDate,
      userId,
    },
    items,
    now,
  );

  const shopEmail = deps.config.SHOP_EMAIL;
  if (shopEmail) {
    const showroom = deps.shopInfo.showrooms.find((s) => s.id === input.showroom)?.name ?? input.showroom;
    try {
      await deps.delivery.email({
        to: shopEmail,
        subject: DELIVERY_MESSAGES.appointmentEmailSubject(input.name, showroom, input.preferredDate),
        text: DELIVERY_MESSAGES.appointmentEmailText({ ...input, showroom, items }),
        replyTo: input.email,
      });
    } catch (err) {
      deps.logger.error({ appointmentId: id, reason: err instanceof Error ? err.message : 'unknown' }, 'appointment notice could not be emailed');
    }
  }
  return id;
}
