// The header's own line (shown in the logo's place on wide screens until the logo appears).
export const HEADER_TAGLINE = { line: 'Fine jewellery', place: 'Navi Mumbai' } as const;

// The phone header's own buttons (the rate panel's words are in ./rates-panel.ts, loaded with it).
export const HEADER_MESSAGES = {
  openSearch: 'Search',
} as const;
