// A collection's listing, beyond the specification's strings.
export const LISTING_MESSAGES = {
  pastLastPage: (page: number, pages: number) =>
    `There is no page ${page}: this selection has ${pages} ${pages === 1 ? 'page' : 'pages'}.`,
  firstPage: 'Go to the first page',
  lastPage: 'Go to the last page',
  /** The phone's Filters button: its name with the number of filters in force. */
  filtersButton: (active: number) =>
    active === 0 ? 'Filters' : `Filters, ${active} ${active === 1 ? 'filter' : 'filters'} active`,
  /** The list of filters in force, shown as chips. */
  activeFilters: 'Filters in force',
  removeFilter: (label: string) => `Remove ${label}`,
} as const;
