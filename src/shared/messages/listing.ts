// A collection's listing, beyond the specification's strings.
export const LISTING_MESSAGES = {
  pastLastPage: (page: number, pages: number) =>
    `There is no page ${page}: this selection has ${pages} ${pages === 1 ? 'page' : 'pages'}.`,
  firstPage: 'Go to the first page',
  lastPage: 'Go to the last page',
} as const;
