import { z } from 'zod';
import { SHOWROOMS, SIZE_LABELS } from '../constants';
import { PIECE_STATUSES, STOCK_MOVEMENT_KINDS } from '../stock-constants';
import { PRICE_EXAMPLE, priceOutput } from './specifications';
import type { DayMovementDto, PieceDto, StockMovementDto } from './stock';

// The REST shapes of the stock (issue 28): ids as strings (`_id`), times as ISO 8601, weights in
// grams, prices in rupees in the product's price shape. Shared by the routes (which document
// them), the tests and integrators.

export const pieceWire = z
  .object({
    _id: z.string(),
    productId: z.string().describe('The design'),
    productName: z.string(),
    tag: z.string().describe("The shop's own code, in capitals"),
    showroom: z.enum(SHOWROOMS).describe('Where the piece is; while in transit, where it left from'),
    transferTo: z.enum(SHOWROOMS).nullable().describe('While in transit: where it was sent; else null'),
    sizeLabel: z.enum(SIZE_LABELS).nullable(),
    grossWeight: z.number().describe('Grams'),
    netWeight: z.number().describe('Grams'),
    huid: z.string().nullable(),
    status: z.enum(PIECE_STATUSES),
    heldUntil: z.string().nullable().describe('ISO 8601, while held; else null'),
    price: priceOutput.nullable().describe("At today's rates, from the piece's own net weight; null: on request"),
    updatedAt: z.string().describe('ISO 8601'),
  })
  .meta({
    examples: [
      {
        _id: '41',
        productId: '12',
        productName: 'Classic Gold Jhumkas',
        tag: 'NR-0412',
        showroom: 'nerul',
        transferTo: null,
        sizeLabel: null,
        grossWeight: 12.6,
        netWeight: 12.129,
        huid: 'AB12C9',
        status: 'inStock',
        heldUntil: null,
        price: PRICE_EXAMPLE,
        updatedAt: '2026-12-10T09:15:00.000Z',
      },
    ],
  });
export type PieceWire = z.infer<typeof pieceWire>;

export const pieceAnswer = z.object({ piece: pieceWire });
export const piecePageAnswer = z.object({
  pieces: z.array(pieceWire),
  totalPages: z.number().int(),
  page: z.number().int(),
  total: z.number().int(),
});

export const stockMovementWire = z.object({
  _id: z.string(),
  pieceId: z.string(),
  at: z.string().describe('ISO 8601'),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  fromStatus: z.enum(PIECE_STATUSES).nullable().describe('null: the piece was added'),
  toStatus: z.enum(PIECE_STATUSES),
  fromShowroom: z.enum(SHOWROOMS).nullable(),
  toShowroom: z.enum(SHOWROOMS),
  billNumber: z.string().nullable(),
  actor: z.string().nullable().describe('The admin or token that made it; null: the shop itself'),
});
export const pieceHistoryAnswer = z.object({ movements: z.array(stockMovementWire) });

export const dayMovementWire = stockMovementWire.extend({
  tag: z.string(),
  productId: z.string(),
  productName: z.string(),
});
export const dayMovementsAnswer = z.object({ movements: z.array(dayMovementWire) });

export const stockTallyAnswer = z
  .object({
    matched: z.number().int().describe('Tags counted that the system has in the showroom'),
    missing: z.array(z.string()).describe('In the showroom by the system (in stock or held), not counted'),
    unexpected: z.array(z.string()).describe('Counted, but not in the showroom by the system'),
  })
  .meta({ examples: [{ matched: 212, missing: ['NR-0412'], unexpected: ['KH-0097'] }] });

const iso = (ms: number) => new Date(ms).toISOString();

export const pieceOut = (p: PieceDto): PieceWire => ({
  _id: String(p.id),
  productId: String(p.productId),
  productName: p.productName,
  tag: p.tag,
  showroom: p.showroom,
  transferTo: p.transferTo,
  sizeLabel: p.sizeLabel,
  grossWeight: p.grossWeight,
  netWeight: p.netWeight,
  huid: p.huid,
  status: p.status,
  heldUntil: p.heldUntil === null ? null : iso(p.heldUntil),
  price: p.price,
  updatedAt: iso(p.updatedAt),
});

export const movementOut = (m: StockMovementDto): z.infer<typeof stockMovementWire> => ({
  _id: String(m.id),
  pieceId: String(m.pieceId),
  at: iso(m.at),
  kind: m.kind,
  fromStatus: m.fromStatus,
  toStatus: m.toStatus,
  fromShowroom: m.fromShowroom,
  toShowroom: m.toShowroom,
  billNumber: m.billNumber,
  actor: m.actor,
});

export const dayMovementOut = (m: DayMovementDto): z.infer<typeof dayMovementWire> => ({
  ...movementOut(m),
  tag: m.tag,
  productId: String(m.productId),
  productName: m.productName,
});
