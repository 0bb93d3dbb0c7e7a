import { LazyAppointmentForm } from '../../features/appointments/lazy-appointment-form';
import { HomePage } from '../../features/home/home-page';
import { useProductShelf } from '../../features/product/product-shelf';
import { ShowroomFilm } from '../../features/shop/showroom-film';
import { heartFor } from '../../features/wishlist/wishlist-heart';

export default function HomeRoute() {
  const shelf = useProductShelf({ heart: heartFor });
  return <HomePage shelf={shelf} film={<ShowroomFilm />} appointmentForm={<LazyAppointmentForm />} />;
}
