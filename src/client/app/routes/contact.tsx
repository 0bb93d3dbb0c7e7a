import { LazyAppointmentForm } from '@client/features/appointments/lazy-appointment-form';
import { ContactPage } from '@client/features/shop/contact-page';

export default function ContactRoute() {
  return <ContactPage appointmentForm={<LazyAppointmentForm />} />;
}
