import { LazyAppointmentForm } from '@client/features/appointments/lazy-appointment-form';
import { HomePage } from '@client/features/home/home-page';
import { useProductShelf } from '@client/features/product/product-shelf';
import { ShowroomFilm } from '@client/features/shop/showroom-film';
import { heartFor } from '@client/features/wishlist/wishlist-heart';

export default function HomeRoute() {
  const shelf = useProductShelf({ heart: heartFor });
  return <HomePage shelf={shelf} film={<ShowroomFilm />} appointmentForm={<LazyAppointmentForm />} />;
}
