import { PAGE_MESSAGES } from '@shared/messages/pages';
import { AppointmentForm } from '@client/features/appointments/appointment-form';
import { CartPage } from '@client/features/cart/cart-page';

export default function CartRoute() {
  return <CartPage bookingForm={<AppointmentForm includeCart submitLabel={PAGE_MESSAGES.bookShowroomVisit} />} />;
}
