import { CartPage } from '../../features/cart/cart-page';

export default function CartRoute() {
  return <CartPage />;
}
