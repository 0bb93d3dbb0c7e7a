import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { SizeLabel } from '@shared/constants';
import { PRICE_COPY } from '@shared/messages';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { pieceInSizeText, priceInSize, visitPath } from '@shared/piece-in-size';
import { productPath } from '@shared/product-path';
import type { ProductDto } from '@shared/schemas/catalog';
import { whatsappHref } from '@client/lib/format';
import { useShopInfo } from '@client/lib/use-shop-info';
import { useSiteOrigin } from '@client/lib/use-site-origin';
import { Button, buttonClasses } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { ProductImage } from '@client/components/ui/product-image';
import { PriceHeadline, PriceTables } from './price-details';

export interface ProductDetailsProps {
  product: ProductDto;
  /** Adds the piece in the size chosen (null: a piece without sizes). */
  onAddToCart: (productId: number, size: SizeLabel | null) => void;
  adding?: boolean;
  /** Inside the dialog, offer a link to the piece's own page; on that page, not. */
  showPageLink?: boolean;
  /** Called as the page link is followed (the dialog closes at once, not when the page has loaded). */
  onFollowPageLink?: () => void;
  headingLevel?: 'h1' | 'h2';
  priority?: boolean;
  /** Replaces the single photo (the product page's gallery). */
  media?: ReactNode;
  /** Beside Add to Cart: the wishlist heart's place on the product page, for the size chosen. */
  besideAddToCart?: ((size: SizeLabel | null) => ReactNode) | undefined;
}

/**
 * A piece in full: photo, price and sizes, description, Add to Cart, Visit Our Store and WhatsApp,
 * then the breakup and specifications.
 */
export function ProductDetails({
  product,
  onAddToCart,
  adding = false,
  showPageLink = false,
  onFollowPageLink,
  headingLevel,
  priority = false,
  media,
  besideAddToCart,
}: ProductDetailsProps) {
  const shop = useShopInfo();
  const Heading = headingLevel;
  const origin = useSiteOrigin();
  const [size, setSize] = useState<SizeLabel | null>(
    product.price?.sizeLabel ?? product.specifications.sizes[0]?.label ?? null,
  );
  // The piece as chosen, for WhatsApp: its name, size, price and page.
  const piece = pieceInSizeText({ name: product.name, size, price: priceInSize(product, size) });
  const whatsappText = PAGE_MESSAGES.whatsappAboutPiece(piece, `${origin}${productPath(product)}`);
  // 'Price on request': the conversation is the way to a price, so it leads.
  const onRequest = product.price === null;
  const button = (
    <Button
      variant={onRequest ? 'outline' : 'primary'}
      loading={adding}
      onClick={() => onAddToCart(product.id, size)}
      className={besideAddToCart ? 'flex-1' : ''}
    >
      {PAGE_MESSAGES.addToCart}
    </Button>
  );
  // Side by side where the column holds both labels on one line (the page); stacked in the dialog.
  const addToCart = besideAddToCart ? (
    <div className="grid gap-2.5 @sm:flex @sm:items-stretch">
      {button}
      {besideAddToCart(size)}
    </div>
  ) : (
    button
  );
  return (
    <div>
      <div className={media ? 'grid gap-8 sm:grid-cols-2 lg:gap-14' : 'grid gap-6 sm:grid-cols-2 sm:gap-8'}>
        {media ?? (
          <ProductImage
            src={product.photo}
            srcSet={product.srcset}
            alt={product.name}
            sizes="(min-width: 768px) 380px, (min-width: 640px) 45vw, 90vw"
            priority={priority}
            className="ring-1 ring-sand"
          />
        )}
        <div className="@container flex flex-col">
          <p className="eyebrow">{product.category.name}</p>
          {Heading ? (
            <Heading className="mt-2 font-display text-3xl leading-tight sm:text-4xl">{product.name}</Heading>
          ) : null}
          <PriceHeadline product={product} size={size} onSize={setSize} />
          <p className="mt-5 text-[0.95rem] leading-relaxed text-ink/90">{product.description}</p>
          <p className="mt-4 border-l-2 border-gold-400 pl-3 text-sm leading-relaxed text-stone">
            {onRequest ? PRICE_COPY.onRequestNote : PAGE_MESSAGES.inStoreNote(product.specifications.metal)}
          </p>
          <div className="mt-6 grid gap-2.5">
            {onRequest ? null : addToCart}
            {/* Side by side where the column is wide enough for both labels on one line (the page, not the dialog). */}
            <div className="grid gap-2.5 @sm:grid-cols-2">
              <a
                href={whatsappHref(shop.whatsapp, whatsappText)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses(onRequest ? 'whatsappSolid' : 'whatsapp', onRequest ? 'lg' : 'md')}
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
                  <path
                    d={
                      'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2m0 18.2a8.2 8.2 0 0 ' +
                      '1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 ' +
                      '20.2m4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 ' +
                      '1-3.3-2.9c-.3-.4.3-.4.7-1.3a.5.5 0 0 0 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 ' +
                      '3 0 0 0-.9 2.2 5.1 5.1 0 0 0 1.1 2.7 11.7 11.7 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 ' +
                      '1.7-1.2 2.2 2.2 0 0 0 .2-1.2c0-.1-.2-.2-.5-.3'
                    }
                  />
                </svg>
                {PAGE_MESSAGES.chatOnWhatsapp}
              </a>
              <Link
                to={visitPath(product.id, size)}
                className={buttonClasses(onRequest ? 'gold' : 'outline', onRequest ? 'lg' : 'md')}
              >
                {PAGE_MESSAGES.visitStore}
              </Link>
            </div>
            {onRequest ? addToCart : null}
          </div>
          {showPageLink ? (
            <Link
              to={productPath(product)}
              onClick={onFollowPageLink}
              className="mt-5 self-start text-sm text-gold-700 underline underline-offset-4 hover:text-charcoal"
            >
              {PAGE_MESSAGES.productLink}
            </Link>
          ) : null}
        </div>
      </div>
      <PriceTables product={product} size={size} />
    </div>
  );
}

/** The details as an accessible modal dialog (focus kept inside, Escape closes). */
export function ProductDetailsDialog({
  product,
  onClose,
  onAddToCart,
  adding,
  besideAddToCart,
}: {
  product: ProductDto | null;
  onClose: () => void;
  onAddToCart: (id: number, size: SizeLabel | null) => void;
  adding?: boolean;
  /** The wishlist's button for the piece, as on its page. */
  besideAddToCart?: ((product: ProductDto, size: SizeLabel | null) => ReactNode) | undefined;
}) {
  return (
    <Dialog open={product !== null} onClose={onClose} title={product?.name ?? ''}>
      {product ? (
        <ProductDetails
          key={product.id}
          product={product}
          onAddToCart={onAddToCart}
          adding={adding ?? false}
          showPageLink
          onFollowPageLink={onClose}
          besideAddToCart={besideAddToCart ? (size) => besideAddToCart(product, size) : undefined}
        />
      ) : null}
    </Dialog>
  );
}
