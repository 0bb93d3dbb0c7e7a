import { useParams } from 'react-router';
import { ProductPage } from '../../features/product/product-page';

export default function ProductRoute() {
  const { id } = useParams();
  const numeric = /^\d{1,10}$/.test(id ?? '') ? Number(id) : NaN;
  return <ProductPage key={id} id={numeric} />;
}
