import { Link } from 'react-router';
import type { SizeLabel } from '@shared/constants';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { pieceInSizeText, priceInSize, sizeName } from '@shared/piece-in-size';
import { productPath } from '@shared/product-path';
import type { ProductDto } from '@shared/schemas/catalog';
import { ProductImage } from '@client/components/ui/product-image';
import { formatPiecePrice } from '@client/lib/format';
import { useSiteOrigin } from '@client/lib/use-site-origin';
import { useVisitPiece } from './api';

// 'Visit Our Store' on a piece's page leads to the booking form with the piece (visitPath): the
// form says which piece, in which size and at what price, sends it with the request, and the
// WhatsApp link says the same.

export interface VisitPiece {
  product: ProductDto;
  size: SizeLabel | null;
  /** 'Solitaire Band, Ring size 14, ₹72,574'. */
  text: string;
  /** The piece's page, absolute once in the browser. */
  url: string;
}

/** The piece named by the address, once loaded; undefined without one (or when it is gone). */
export function useVisitPieceDetails(asked: { productId: number; size: SizeLabel | null } | undefined) {
  const query = useVisitPiece(asked?.productId);
  const origin = useSiteOrigin();
  const product = asked ? query.data : undefined;
  if (!product || !asked) return undefined;
  // A size the piece does not come in (an edited address) is left out rather than guessed.
  const size = product.specifications.sizes.some((s) => s.label === asked.size) ? asked.size : null;
  const price = priceInSize(product, size);
  return {
    product,
    size,
    text: pieceInSizeText({ name: product.name, size, price }),
    url: `${origin}${productPath(product)}`,
  } satisfies VisitPiece;
}

/** The piece above the booking form: photo, name, size and price, and a way back to its page. */
export function VisitPieceCard({ piece }: { piece: VisitPiece }) {
  const { product, size } = piece;
  return (
    <section
      aria-labelledby="visit-piece-heading"
      className="mb-8 grid grid-cols-[5rem_1fr] items-center gap-4 border border-sand bg-white p-4 sm:col-span-2"
    >
      <ProductImage src={product.photo} srcSet={product.srcset} alt="" sizes="5rem" className="ring-1 ring-sand" />
      <div className="min-w-0">
        <h3 id="visit-piece-heading" className="text-[0.68rem] uppercase tracking-[0.2em] text-gold-700">
          {PAGE_MESSAGES.bookingPieceTitle}
        </h3>
        <p className="mt-1 font-display text-xl leading-tight text-charcoal">
          <Link to={productPath(product)} className="hover:text-gold-700">
            {product.name}
          </Link>
        </p>
        <p className="mt-1 text-sm text-stone" data-testid="visit-piece-details">
          {size === null ? null : <span className="font-medium text-ink">{sizeName(size)} · </span>}
          <span className="tabular-nums">{formatPiecePrice(priceInSize(product, size))}</span>
        </p>
      </div>
    </section>
  );
}
