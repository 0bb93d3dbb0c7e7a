import { COLLECTION_GROUP_LABELS, COLLECTIONS, type CollectionGroup } from '@shared/constants';
import { PAGE_ROUTES } from '@shared/routes';

export interface NavLinkItem {
  kind: 'link';
  label: string;
  to: string;
}

export interface NavGroupItem {
  kind: 'group';
  id: CollectionGroup;
  label: string;
  links: Array<{ label: string; to: string }>;
}

export type NavItem = NavLinkItem | NavGroupItem;

const GROUPS_WITH_MENUS: CollectionGroup[] = ['gold', 'diamond', 'temple', 'polki'];
const WEAR_GROUPS: CollectionGroup[] = ['daily', 'party'];
// Within a metal's menu: Ring, Necklace Set, Earrings, Bangles, then Mangalsutra where it exists.
const ORDER = ['Ring', 'Necklace Set', 'Earrings', 'Bangles', 'Mangalsutra'];

function group(id: CollectionGroup): NavGroupItem {
  const links = COLLECTIONS.filter((c) => c.group === id)
    .map((c) => ({ label: c.menuLabel, to: c.path }))
    .sort((a, b) => ORDER.indexOf(a.label) - ORDER.indexOf(b.label));
  return { kind: 'group', id, label: COLLECTION_GROUP_LABELS[id], links };
}

/** The storefront menu, built from COLLECTIONS so that every entry is a real route. */
export const NAV_ITEMS: readonly NavItem[] = [
  ...GROUPS_WITH_MENUS.map(group),
  { kind: 'link', label: COLLECTION_GROUP_LABELS.mangalsutra, to: '/mangalsutra' },
  ...WEAR_GROUPS.map(group),
  { kind: 'link', label: 'About', to: PAGE_ROUTES.about },
  { kind: 'link', label: 'Contact', to: PAGE_ROUTES.contact },
];

/** Pages linked outside the main menu (drawer and footer). */
export const SECONDARY_LINKS: ReadonlyArray<{ label: string; to: string }> = [
  { label: COLLECTION_GROUP_LABELS.bestsellers, to: '/bestsellers' },
  { label: 'Media', to: PAGE_ROUTES.media },
];
