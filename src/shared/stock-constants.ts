// Showroom stock (issue 28): a piece's statuses, its movements and their limits. Apart from
// constants.ts so that the storefront's first load, which shares that module with the dashboard,
// does not carry what only the stock screens and the server use.

/**
 * Where a physical piece is: `inStock` in its showroom, `held` for a shopper's visit, `sold`,
 * `inTransit` between showrooms (from its showroom to the one it was sent to), `withdrawn` (out of
 * sale: repair, melting, display elsewhere).
 */
export const PIECE_STATUSES = ['inStock', 'held', 'sold', 'inTransit', 'withdrawn'] as const;
export type PieceStatus = (typeof PIECE_STATUSES)[number];

export const PIECE_STATUS_LABELS: Record<PieceStatus, string> = {
  inStock: 'in stock',
  held: 'held',
  sold: 'sold',
  inTransit: 'in transit',
  withdrawn: 'withdrawn',
};

/**
 * What can happen to a piece, each from the statuses listed to the one named: the one table the
 * server checks a movement against (its conditional UPDATE) and the dashboard offers movements from.
 */
export const PIECE_MOVES = {
  transfer: { from: ['inStock'], to: 'inTransit' },
  receive: { from: ['inTransit'], to: 'inStock' },
  sell: { from: ['inStock', 'held'], to: 'sold' },
  withdraw: { from: ['inStock'], to: 'withdrawn' },
  restore: { from: ['withdrawn'], to: 'inStock' },
  hold: { from: ['inStock'], to: 'held' },
  release: { from: ['held'], to: 'inStock' },
} as const satisfies Record<string, { from: readonly PieceStatus[]; to: PieceStatus }>;
export type PieceMove = keyof typeof PIECE_MOVES;
/** The movements the dashboard and the admin API make one piece at a time (holds come from visits). */
export const PIECE_MOVEMENTS = ['transfer', 'receive', 'sell', 'withdraw', 'restore'] as const;
export type PieceMovement = (typeof PIECE_MOVEMENTS)[number];
/** Each line of a piece's history: its creation, an owner's edit, or a move. */
export const STOCK_MOVEMENT_KINDS = [
  'create',
  'edit',
  'transfer',
  'receive',
  'sell',
  'withdraw',
  'restore',
  'hold',
  'release',
] as const satisfies ReadonlyArray<'create' | 'edit' | PieceMove>;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

export const PIECE_LIMITS = {
  /** A tag: the shop's own code, 1 to 20 letters, digits and hyphens, compared case-insensitively. */
  tagMax: 20,
  billNumberMax: 40,
  /** Tags in one stock tally (a showroom's counted pieces). */
  tallyTagsMax: 20_000,
  /** A day's movements answered at most (the newest): an import can add thousands in a day. */
  dayMovementsMax: 200,
} as const;
