import { z } from 'zod';
import { SHOWROOMS } from '../constants';
import { VISIT_HOLD_STATES } from '../messages/visits';
import { indiaIso } from '../visit-time';
import type { VisitPieceDto } from './visits';

// The REST shape of a piece held for a visit (issue 29): ids as strings, times as ISO 8601 with
// +05:30, named by its design and showroom; the tag only in the shop's answers. Shared by the
// booking, the status change and the dashboard's list of visits, and by the tests.

export const visitPieceWire = z
  .object({
    pieceId: z.string(),
    productName: z.string().describe("The piece's design"),
    showroom: z.enum(SHOWROOMS),
    state: z
      .enum(VISIT_HOLD_STATES)
      .describe('held; then sold at the visit, released (visit cancelled or marked) or expired'),
    heldUntil: z.string().describe("ISO 8601 with +05:30: the slot's end plus two hours"),
    tag: z.string().optional().describe("The shop's tag: in the shop's answers only, never a shopper's"),
  })
  .meta({
    examples: [
      {
        pieceId: '41',
        productName: 'Classic Gold Jhumkas',
        showroom: 'nerul',
        state: 'held',
        heldUntil: '2026-12-05T18:30:00+05:30',
      },
    ],
  });

export const toVisitPieceWire = (p: VisitPieceDto): z.infer<typeof visitPieceWire> => ({
  pieceId: String(p.pieceId),
  productName: p.productName,
  showroom: p.showroom,
  state: p.state,
  heldUntil: indiaIso(p.heldUntil),
  ...(p.tag === undefined ? {} : { tag: p.tag }),
});
