// The header's own line (shown in the logo's place on wide screens until the logo appears).
export const HEADER_TAGLINE = { line: 'Fine jewellery', place: 'Navi Mumbai' } as const;
