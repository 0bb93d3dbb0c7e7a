import { STOREFRONT_MESSAGES } from '../../../shared/messages';
import { AppointmentForm } from '../../features/appointments/appointment-form';
import { CartPage } from '../../features/cart/cart-page';

export default function CartRoute() {
  return <CartPage bookingForm={<AppointmentForm includeCart submitLabel={STOREFRONT_MESSAGES.bookShowroomVisit} />} />;
}
