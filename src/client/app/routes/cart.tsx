import { PAGE_MESSAGES } from '../../../shared/messages/pages';
import { AppointmentForm } from '../../features/appointments/appointment-form';
import { CartPage } from '../../features/cart/cart-page';

export default function CartRoute() {
  return <CartPage bookingForm={<AppointmentForm includeCart submitLabel={PAGE_MESSAGES.bookShowroomVisit} />} />;
}
