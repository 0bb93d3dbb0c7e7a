import { LazyAppointmentForm } from '../../features/appointments/lazy-appointment-form';
import { HomePage } from '../../features/home/home-page';
import { useProductShelf } from '../../features/product/product-shelf';
import { ShowroomFilm } from '../../features/shop/showroom-film';

export default function HomeRoute() {
  const shelf = useProductShelf();
  return <HomePage shelf={shelf} film={<ShowroomFilm />} appointmentForm={<LazyAppointmentForm />} />;
}
