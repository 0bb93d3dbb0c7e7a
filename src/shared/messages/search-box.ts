// The header search box's words, in a module of their own: the header is in every page's first
// load, and a bundler keeps a module whole, so these stay apart from the search page's strings.

export const SEARCH_BOX_MESSAGES = {
  label: 'Search the shop',
  placeholder: 'Search rings, jhumkas, 22K…',
} as const;
