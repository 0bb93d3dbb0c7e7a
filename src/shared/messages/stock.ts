// Showroom stock (issue 28): what the server answers about pieces, their movements and a tally.

import { PIECE_LIMITS, PIECE_STATUS_LABELS, type PieceStatus } from '../stock-constants';

const label = (status: PieceStatus) => PIECE_STATUS_LABELS[status];

export const STOCK_MESSAGES = {
  tagInvalid: `A tag is 1 to ${PIECE_LIMITS.tagMax} letters, digits and hyphens.`,
  showroomInvalid: 'Choose a showroom: Nerul or Kharghar.',
  statusInvalid: 'Choose a status: in stock, held, sold, in transit or withdrawn.',
  sizeLabelInvalid: 'Choose one of the sizes this design comes in.',
  sizeLabelNotOfDesign: 'This design does not come in that size.',
  sizeLabelRequired: 'This design comes in sizes: choose the size of this piece.',
  netAboveGross: 'The net weight cannot be more than the gross weight.',
  huidInvalid: 'A HUID is 6 letters and digits.',
  billNumberInvalid: `A bill number is at most ${PIECE_LIMITS.billNumberMax} characters.`,
  nothingToChange: 'Change at least one of the weights, the size or the HUID.',
  tagsInvalid: `List the tags counted: at most ${PIECE_LIMITS.tallyTagsMax}.`,
  dateInvalid: 'Choose a real date (YYYY-MM-DD).',
  productNotFound: 'There is no such design.',
  notFound: 'There is no such piece.',
  tagTaken: 'Another piece already has this tag.',
  huidTaken: 'Another piece already has this HUID.',
  tagOrHuidTaken: 'Another piece already has this tag or HUID.',
  sameShowroom: 'The piece is already at that showroom.',
  otherShowroom: 'This piece is at another showroom: only its own staff or an owner can move it.',
  tallyOtherShowroom: 'You can count the stock of your own showroom only.',
  /** A movement not allowed from the piece's status (409): names both statuses. */
  moveRefused: (from: PieceStatus, to: PieceStatus) => `This piece is ${label(from)}: it cannot become ${label(to)}.`,
  created: 'Piece added.',
  updated: 'Piece updated.',
} as const;
