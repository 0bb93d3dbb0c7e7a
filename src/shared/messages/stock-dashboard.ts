// The dashboard's stock screens (issue 28): the pieces of both showrooms, their movements, and a
// showroom's tally. What the server answers is in ./stock.ts.

import { PIECE_STATUS_LABELS, type PieceMovement, type PieceStatus } from '../stock-constants';

const capitalised = (status: PieceStatus) =>
  PIECE_STATUS_LABELS[status].charAt(0).toUpperCase() + PIECE_STATUS_LABELS[status].slice(1);

export const STOCK_COPY = {
  section: 'Stock',
  menuPieces: 'Pieces',
  menuTally: 'Stock tally',
  /** Read after a menu entry's label by assistive technology: "Pieces, stock". */
  menuContext: 'stock',
  title: 'Pieces in the showrooms',
  intro:
    'Every physical piece with its own tag, weights and HUID, in the showroom where it is. Send a piece to the ' +
    'other showroom, receive it there, sell it, or take it out of sale.',
  introStaff: (showroom: string) =>
    `Every physical piece of both showrooms. You move and count the pieces at ${showroom}; the others you can see.`,
  showroom: 'Showroom',
  allShowrooms: 'Both showrooms',
  status: 'Status',
  allStatuses: 'Every status',
  statusLabel: capitalised,
  search: 'Search pieces',
  searchPlaceholder: 'Tag, HUID or design',
  caption: (page: number) => `Pieces, page ${page}`,
  pages: 'Pages of pieces',
  count: (total: number) => (total === 1 ? '1 piece' : `${total.toLocaleString('en-IN')} pieces`),
  tag: 'Tag',
  design: 'Design',
  size: 'Size',
  weights: 'Gross / net',
  weightsValue: (gross: number, net: number) => `${gross} g / ${net} g`,
  huid: 'HUID',
  price: 'Price today',
  priceOnRequest: 'On request',
  noHuid: 'None',
  noSize: '—',
  onItsWay: (to: string) => `on its way to ${to}`,
  heldUntil: (when: string) => `until ${when}`,
  empty: 'No piece matches. Add a piece, or change the filters.',
  emptyStaff: 'No piece matches. Change the filters.',
  loadFailed: 'The pieces could not be loaded.',
  /** The movement buttons, each spoken with the piece's tag. */
  actions: {
    transfer: (to: string) => `Send to ${to}`,
    receive: 'Receive',
    sell: 'Sell',
    withdraw: 'Withdraw',
    restore: 'Restore',
  },
  confirmTitle: {
    transfer: 'Send this piece?',
    receive: 'Receive this piece?',
    sell: 'Sell this piece?',
    withdraw: 'Withdraw this piece?',
    restore: 'Restore this piece?',
  } satisfies Record<PieceMovement, string>,
  confirm: {
    transfer: (tag: string, to: string) => `${tag} goes in transit to ${to} until its staff receive it.`,
    receive: (tag: string, at: string) => `${tag} arrived at ${at} and goes back in stock there.`,
    sell: (tag: string) => `${tag} is sold and leaves the stock for good.`,
    withdraw: (tag: string) => `${tag} leaves the sale (repair, melting, display) until it is restored.`,
    restore: (tag: string) => `${tag} goes back in stock.`,
  },
  billNumber: 'Bill number (optional)',
  done: {
    transfer: (tag: string, to: string) => `${tag} is on its way to ${to}.`,
    receive: (tag: string) => `${tag} is in stock.`,
    sell: (tag: string) => `${tag} is sold.`,
    withdraw: (tag: string) => `${tag} is withdrawn.`,
    restore: (tag: string) => `${tag} is back in stock.`,
  } satisfies Record<PieceMovement, unknown>,
  moveFailed: 'The piece could not be moved. Try again.',
  add: {
    title: 'Add a piece',
    intro: 'Find the design, then give the piece its tag, showroom, weights and HUID.',
    design: 'Design',
    designSearch: 'Find a design',
    designPlaceholder: 'Type part of its name',
    designChosen: (name: string) => `Design: ${name}`,
    choose: 'Choose',
    change: 'Change design',
    noDesign: 'No design matches that name.',
    designRequired: 'Choose the design this piece is made to.',
    tagHint: 'The shop’s own code, as on the tag: letters, digits and hyphens.',
    size: 'Size',
    chooseSize: 'Choose a size',
    grossWeight: 'Gross weight (g)',
    netWeight: 'Net weight (g)',
    huidHint: '6 letters and digits, from the BIS hallmark. Leave empty if the piece has none.',
    submit: 'Add piece',
    failed: 'The piece could not be added. Try again.',
  },
  tally: {
    title: 'Stock tally',
    intro:
      'Count the pieces in a showroom: scan or type every tag you find. The tally compares them with what the ' +
      'stock says is there.',
    tags: 'Tags counted',
    tagsHint: 'One per line, or separated by spaces or commas. Repeats count once.',
    tagsCount: (n: number) => (n === 1 ? '1 tag' : `${n.toLocaleString('en-IN')} tags`),
    submit: 'Compare with the stock',
    failed: 'The tally could not be made. Try again.',
    result: 'Result',
    matched: (n: number) => (n === 1 ? '1 piece found where it should be' : `${n} pieces found where they should be`),
    missing: 'Missing: in the stock here, not counted',
    unexpected: 'Unexpected: counted, not in the stock here',
    none: 'None',
    allPresent: 'Every piece in the stock was counted.',
  },
} as const;
