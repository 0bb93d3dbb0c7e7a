import { z } from 'zod';
import { HUID_LENGTH, SHOWROOMS, SIZE_LABELS, type ShowroomId, type SizeLabel } from '../constants';
import {
  PIECE_LIMITS,
  PIECE_STATUSES,
  STOCK_MOVEMENT_KINDS,
  type PieceStatus,
  type StockMovementKind,
} from '../stock-constants';
import { STOCK_MESSAGES as M } from '../messages/stock';
import type { ProductDto } from './catalog';
import { isCalendarDate } from './appointments';
import { idSchema, pageSchema, searchSchema } from './common';
import { priceOutput, weightGramsSchema, type PriceDto } from './specifications';

// Showroom stock (issue 28): a product is a design; a piece is one physical article of it, with
// its own tag, showroom, weights and HUID, priced by the design's rules at its own net weight.
// Weights travel in grams to the milligram and are kept in milligrams; prices travel in rupees.

export const pieceTagSchema = z
  .string({ error: M.tagInvalid })
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9-]{1,${PIECE_LIMITS.tagMax}}$`), { error: M.tagInvalid })
  // Tags compare case-insensitively: kept and answered in capitals.
  .transform((v) => v.toUpperCase());

export const showroomSchema = z.enum(SHOWROOMS, { error: M.showroomInvalid });
export const pieceStatusSchema = z.enum(PIECE_STATUSES, { error: M.statusInvalid });
const sizeLabelSchema = z.preprocess(
  (v: SizeLabel | number | null) => (typeof v === 'number' ? String(v) : v),
  z.enum(SIZE_LABELS, { error: M.sizeLabelInvalid }).nullable(),
);
const huidSchema = z
  .string({ error: M.huidInvalid })
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9]{${HUID_LENGTH}}$`), { error: M.huidInvalid })
  .transform((v) => v.toUpperCase())
  .nullable();

const netAtMostGross = (v: { grossWeight?: number | undefined; netWeight?: number | undefined }) =>
  v.grossWeight === undefined || v.netWeight === undefined || v.netWeight <= v.grossWeight;

export const createPieceFields = {
  productId: idSchema,
  tag: pieceTagSchema,
  showroom: showroomSchema,
  /** One of the design's sizes; absent or null for a design without sizes. */
  sizeLabel: sizeLabelSchema.optional(),
  grossWeight: weightGramsSchema,
  netWeight: weightGramsSchema,
  huid: huidSchema.optional(),
};
export const createPieceInput = z
  .object(createPieceFields)
  .refine(netAtMostGross, { error: M.netAboveGross, path: ['netWeight'] });
export type CreatePieceInput = z.infer<typeof createPieceInput>;

export const updatePieceFields = {
  grossWeight: weightGramsSchema.optional(),
  netWeight: weightGramsSchema.optional(),
  sizeLabel: sizeLabelSchema.optional(),
  /** null clears the HUID. */
  huid: huidSchema.optional(),
};
export const updatePieceInput = z
  .object({ id: idSchema, ...updatePieceFields })
  .refine(
    (v) =>
      v.grossWeight !== undefined || v.netWeight !== undefined || v.sizeLabel !== undefined || v.huid !== undefined,
    { error: M.nothingToChange },
  )
  .refine(netAtMostGross, { error: M.netAboveGross, path: ['netWeight'] });
export type UpdatePieceInput = z.infer<typeof updatePieceInput>;

export const pieceIdInput = z.object({ id: idSchema });

export const listPiecesFields = {
  /** A showroom's pieces, those on their way to it included. */
  showroom: showroomSchema.optional(),
  status: pieceStatusSchema.optional(),
  productId: idSchema.optional(),
  /** Matches a tag, a HUID or a design's name. */
  q: searchSchema,
  page: pageSchema.optional(),
};
export const listPiecesInput = z.object(listPiecesFields);
export type ListPiecesInput = z.infer<typeof listPiecesInput>;

export const transferPieceInput = z.object({ id: idSchema, to: showroomSchema });
export const sellPieceInput = z.object({
  id: idSchema,
  billNumber: z
    .string({ error: M.billNumberInvalid })
    .trim()
    .min(1, { error: M.billNumberInvalid })
    .max(PIECE_LIMITS.billNumberMax, { error: M.billNumberInvalid })
    .optional(),
});

export const stockTallyInput = z.object({
  showroom: showroomSchema,
  /** The tags counted, as typed, pasted or scanned; repeats count once. */
  tags: z.array(pieceTagSchema, { error: M.tagsInvalid }).max(PIECE_LIMITS.tallyTagsMax, { error: M.tagsInvalid }),
});
export type StockTallyInput = z.infer<typeof stockTallyInput>;

export const stockMovementsInput = z.object({
  /** A calendar day in India. */
  date: z.string({ error: M.dateInvalid }).refine(isCalendarDate, { error: M.dateInvalid }),
  showroom: showroomSchema.optional(),
});
export type StockMovementsInput = z.infer<typeof stockMovementsInput>;

// ---- Answers -------------------------------------------------------------------

/** A piece as the dashboard and the admin API see it. */
export interface PieceDto {
  id: number;
  productId: number;
  productName: string;
  tag: string;
  /** Where the piece is; while in transit, where it left from. */
  showroom: ShowroomId;
  /** While in transit: the showroom it was sent to; else null. */
  transferTo: ShowroomId | null;
  sizeLabel: SizeLabel | null;
  /** Grams. */
  grossWeight: number;
  netWeight: number;
  huid: string | null;
  status: PieceStatus;
  /** While held: until when (epoch ms); else null. */
  heldUntil: number | null;
  /** The product's price shape at the piece's own net weight, today's rates; null: price on request. */
  price: PriceDto | null;
  updatedAt: number;
}

export interface PiecePageDto {
  pieces: PieceDto[];
  page: number;
  totalPages: number;
  total: number;
}

/** A piece as shoppers see it: never its tag; only pieces in stock or held (`reserved`). */
export const publicPieceOutput = z.object({
  id: z.number().int(),
  showroom: z.enum(SHOWROOMS),
  sizeLabel: z.enum(SIZE_LABELS).nullable(),
  grossWeight: z.number().describe('Grams'),
  netWeight: z.number().describe('Grams'),
  huid: z.string().nullable(),
  price: priceOutput.nullable().describe("At today's rates, from this piece's own net weight"),
  reserved: z.boolean().describe('Held for another shopper’s visit'),
});
export type PublicPieceDto = z.infer<typeof publicPieceOutput>;

export const availabilityOutput = z
  .array(z.object({ showroom: z.enum(SHOWROOMS), count: z.number().int() }))
  .describe('Pieces in stock by showroom, only showrooms that have any, in the shop’s order');
export type AvailabilityDto = z.infer<typeof availabilityOutput>;

/** What a product's page adds to the design: where pieces are, and which ones a shopper can choose. */
export interface ProductStockDto {
  availability: AvailabilityDto;
  /** No piece in stock, held or in transit: the design is made to order at its own price. */
  madeToOrder: boolean;
  pieces: PublicPieceDto[];
}

/** A product as its page reads it (catalog.productById, GET /api/getProduct/{id}). */
export type ProductDetailDto = ProductDto & ProductStockDto;

/** A design's stock in a listing or the search index. */
export interface StockSummary {
  availability: AvailabilityDto;
  madeToOrder: boolean;
  /** The stored price of the design's cheapest piece in stock, in paise; null: none in stock (or unpriced). */
  cheapestInStockPaise: number | null;
}

export const stockMovementOutput = z.object({
  id: z.number().int(),
  pieceId: z.number().int(),
  at: z.number().int().describe('Epoch ms'),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  fromStatus: z.enum(PIECE_STATUSES).nullable(),
  toStatus: z.enum(PIECE_STATUSES),
  fromShowroom: z.enum(SHOWROOMS).nullable(),
  toShowroom: z.enum(SHOWROOMS),
  billNumber: z.string().nullable(),
  actor: z.string().nullable().describe('Who moved it; null: the shop itself'),
});
export type StockMovementDto = z.infer<typeof stockMovementOutput> & { kind: StockMovementKind };

/** A movement in a day's list: with the piece's tag and its design. */
export interface DayMovementDto extends StockMovementDto {
  tag: string;
  productId: number;
  productName: string;
}

export interface StockTallyDto {
  matched: number;
  /** In the showroom by the system, not counted. */
  missing: string[];
  /** Counted, not in the showroom by the system (unknown, sold, elsewhere). */
  unexpected: string[];
}
