import { Link } from 'react-router';
import { productPath } from '@shared/product-path';
import { formatPiecePrice } from '@client/lib/format';

export interface PieceTileProps {
  id: number;
  name: string;
  photo: string | null;
  srcset: string | null;
  total: number | null;
  from: boolean;
  eyebrow?: string | undefined;
  sizes: string;
  small?: boolean;
}

/** A piece as one link to its page: photo, name and price (related and recently viewed pieces). */
export function PieceTile({ id, name, photo, srcset, total, from, eyebrow, sizes, small = false }: PieceTileProps) {
  return (
    <Link to={productPath({ id, name })} className="group block">
      <span className="block aspect-square overflow-hidden bg-cream ring-1 ring-sand">
        {photo ? (
          <img
            src={photo}
            srcSet={srcset ?? undefined}
            sizes={sizes}
            alt=""
            width={320}
            height={320}
            loading="lazy"
            decoding="async"
            className={
              'h-full w-full object-cover transition-transform duration-700 ease-out ' +
              'group-hover:scale-[1.04] motion-reduce:transition-none'
            }
          />
        ) : null}
      </span>
      {eyebrow ? (
        <span className="mt-3 block text-[0.68rem] uppercase tracking-[0.2em] text-gold-700">{eyebrow}</span>
      ) : null}
      <span
        className={
          `block font-display leading-snug text-charcoal group-hover:text-gold-700 ` +
          `${small ? 'mt-2 line-clamp-2 text-base' : 'mt-1 line-clamp-2 text-xl'}`
        }
      >
        {name}
      </span>
      <span
        className={`block tabular-nums ${small ? 'text-xs text-stone' : 'mt-1 font-display text-lg text-charcoal'}`}
      >
        {formatPiecePrice(total, from)}
      </span>
    </Link>
  );
}
