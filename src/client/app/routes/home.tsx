import { LazyAppointmentForm } from '../../features/appointments/lazy-appointment-form';
import { HomePage } from '../../features/home/home-page';
import { useProductShelf } from '../../features/product/product-shelf';
import { ShowroomFilm } from '../../features/shop/showroom-film';
import { WishlistHeart } from '../../features/wishlist/wishlist-heart';

export default function HomeRoute() {
  const shelf = useProductShelf({ heart: (p) => <WishlistHeart productId={p.id} name={p.name} /> });
  return <HomePage shelf={shelf} film={<ShowroomFilm />} appointmentForm={<LazyAppointmentForm />} />;
}
