import { DELIVERY_MESSAGES } from '../../../shared/delivery-messages';
import type { AppointmentDto, AppointmentInput } from '../../../shared/schemas/appointments';
import type { Db } from '../../platform/db/database';
import { insertAppointment, markAppointmentHandled, pageAppointments } from './shop.repo';
import { cartForAppointment } from '../cart/cart.service';
import type { AppDeps } from '../../platform/deps';

// A visit request is stored first: it is what the shop works from. The email to SHOP_EMAIL is a
// notice on top; when it cannot be sent the request still stands and the failure is logged.

type Deps = Pick<AppDeps, 'db' | 'delivery' | 'now' | 'logger' | 'config' | 'shopInfo'>;

export async function bookAppointment(deps: Deps, input: AppointmentInput, userId: number | null): Promise<number> {
  const now = deps.now();
  const items = input.includeCart && userId !== null ? await cartForAppointment(deps.db, userId) : [];
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
        purpose: 'notice',
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

/** Visit requests for the admin, newest first. */
export function pageAppointmentRequests(db: Db, opts: { page: number; limit: number }): Promise<{ items: AppointmentDto[]; total: number }> {
  return pageAppointments(db, opts);
}

/** Marks a request handled; false when there is no such request. */
export function markRequestHandled(db: Db, id: number, now: number): Promise<boolean> {
  return markAppointmentHandled(db, id, now);
}
