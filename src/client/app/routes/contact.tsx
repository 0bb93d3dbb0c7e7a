import { LazyAppointmentForm } from '../../features/appointments/lazy-appointment-form';
import { ContactPage } from '../../features/shop/contact-page';

export default function ContactRoute() {
  return <ContactPage appointmentForm={<LazyAppointmentForm />} />;
}
