import type { ShowroomId } from '@shared/constants';
import { VISIT_MESSAGES } from '@shared/messages/visits';
import { appointmentStatusInput, setScheduleInput, visitSlotsInput } from '@shared/schemas/visits';
import { indiaIso } from '@shared/visit-time';
import { adminActor } from '@server/platform/events/hooks';
import { router } from '@server/platform/trpc/init';
import { procedure } from '@server/platform/trpc/procedures';
import type { AdminIdentity } from '@server/platform/trpc/authorize';
import { listSlots, setSchedule } from './schedules.service';
import { changeVisitStatus } from './visit-status.service';

/** The showroom whose visits an admin handles: a staff account's own; undefined: every showroom. */
const showroomOf = (admin: AdminIdentity): ShowroomId | undefined =>
  admin.role === 'staff' && admin.showroom !== null ? admin.showroom : undefined;

export const visitsProcedures = {
  /** A showroom's open slots with the places left: for the booking form's slot picker. */
  slots: procedure({ auth: 'public' })
    .input(visitSlotsInput)
    .query(async ({ ctx, input }) => ({ slots: await listSlots(ctx.deps, input) })),

  /** An owner's weekly hours, closed dates, slot length, capacity, lead time and horizon. */
  setSchedule: procedure({ auth: 'owner', audit: 'showroomSchedule' })
    .input(setScheduleInput)
    .mutation(async ({ ctx, input }) => {
      const schedule = await setSchedule(ctx.deps, adminActor(ctx.admin), input);
      return { message: VISIT_MESSAGES.scheduleSaved, schedule };
    }),

  /**
   * Confirm (with a time), move, mark visited (with the held pieces sold) or no-show, or cancel a
   * visit; audited, as is each held piece sold or released.
   */
  setStatus: procedure({ auth: 'staff', audit: 'appointment' })
    .input(appointmentStatusInput)
    .mutation(async ({ ctx, input }) => {
      const change = await changeVisitStatus(ctx.deps, adminActor(ctx.admin), input, showroomOf(ctx.admin));
      const { after } = change;
      return {
        message: VISIT_MESSAGES.statusChanged(after.status),
        id: after.id,
        status: after.status,
        slotStart: after.slotStart === null ? null : indiaIso(after.slotStart),
        heldPieces: change.heldPieces,
      };
    }),
};

export const visitsRouter = router(visitsProcedures);
