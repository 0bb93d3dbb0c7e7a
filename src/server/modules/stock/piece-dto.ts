import { SHOWROOMS, SIZE_LABELS, type ShowroomId, type SizeLabel } from '@shared/constants';
import { PIECE_STATUSES, type PieceStatus } from '@shared/stock-constants';
import { mgToGrams } from '@shared/pricing';
import type { PieceDto, PublicPieceDto } from '@shared/schemas/stock';
import type { DesignPricer } from '../catalog/catalog.service';
import type { PieceRow } from './stock.repo';

// A piece's row as the stock's answers give it: weights in grams, its price from its own net
// weight by its design's rules (the catalogue's pricer), statuses and showrooms read through the
// shared lists (a value the lists do not know reads as the least it could mean).

export const statusOf = (row: Pick<PieceRow, 'status'>): PieceStatus =>
  PIECE_STATUSES.find((s) => s === row.status) ?? 'withdrawn';
export const showroomOf = (value: string): ShowroomId => SHOWROOMS.find((s) => s === value) ?? SHOWROOMS[0];
export const showroomOrNull = (value: string | null): ShowroomId | null =>
  value === null ? null : (SHOWROOMS.find((s) => s === value) ?? null);
export const sizeOf = (value: string | null): SizeLabel | null => SIZE_LABELS.find((s) => s === value) ?? null;

export function toPieceDto(row: PieceRow, design: DesignPricer | undefined): PieceDto {
  const sizeLabel = sizeOf(row.sizeLabel);
  return {
    id: row.id,
    productId: row.productId,
    productName: design?.name ?? '',
    tag: row.tag,
    showroom: showroomOf(row.showroom),
    transferTo: showroomOrNull(row.transferTo),
    sizeLabel,
    grossWeight: mgToGrams(row.grossWeightMg),
    netWeight: mgToGrams(row.netWeightMg),
    huid: row.huid,
    status: statusOf(row),
    heldUntil: row.heldUntil,
    price: design?.priceAt(row.netWeightMg, sizeLabel) ?? null,
    updatedAt: row.updatedAt,
  };
}

/** What a shopper sees of a piece in stock or held: never its tag. */
export function toPublicPieceDto(row: PieceRow, design: DesignPricer | undefined): PublicPieceDto {
  const sizeLabel = sizeOf(row.sizeLabel);
  return {
    id: row.id,
    showroom: showroomOf(row.showroom),
    sizeLabel,
    grossWeight: mgToGrams(row.grossWeightMg),
    netWeight: mgToGrams(row.netWeightMg),
    huid: row.huid,
    price: design?.priceAt(row.netWeightMg, sizeLabel) ?? null,
    reserved: statusOf(row) === 'held',
  };
}
