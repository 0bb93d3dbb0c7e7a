// The header's rate panel: every metal's rate per gram and when it was set. Kept apart so that it
// loads with the panel, not with the first page.
export const RATES_PANEL_MESSAGES = {
  title: 'Today’s rates',
  purity: 'Purity',
  perGram: 'Per gram',
  setAt: 'Set at',
  notSet: 'On request',
  derivedNote: 'A purity the house has not priced follows its fine rate by fineness (22K is 91.6% of 24K).',
} as const;
