import { PAGE_ROUTES } from '../../../shared/routes';

// Every dashboard screen, its path under /dashboard and its place in the menu.

const base = PAGE_ROUTES.dashboard;

export const DASHBOARD_PATHS = {
  welcome: base,
  users: `${base}/users`,
  productCreate: `${base}/products/new`,
  productUpdate: `${base}/products/edit`,
  productDelete: `${base}/products/delete`,
  categoryCreate: `${base}/categories/new`,
  categoryUpdate: `${base}/categories/edit`,
  categoryDelete: `${base}/categories/delete`,
  selectionAdd: `${base}/selections/add`,
  selectionUpdate: `${base}/selections/update`,
  selectionDelete: `${base}/selections/delete`,
  gold: `${base}/gold`,
  appointments: `${base}/appointments`,
} as const;

/** The part of a dashboard path after /dashboard/, as the nested <Routes> match it. */
export function relativeDashboardPath(path: string): string {
  return path.slice(base.length + 1);
}

export interface MenuLink {
  to: string;
  /** What the menu shows. */
  label: string;
  /** Read to assistive technology after the label, so "Create" says "Create product". */
  context?: string;
}

export interface MenuGroup {
  heading: string;
  links: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export const DASHBOARD_MENU: MenuEntry[] = [
  { to: DASHBOARD_PATHS.users, label: 'User' },
  {
    heading: 'Product',
    links: [
      { to: DASHBOARD_PATHS.productCreate, label: 'Create', context: 'product' },
      { to: DASHBOARD_PATHS.productUpdate, label: 'Update', context: 'product' },
      { to: DASHBOARD_PATHS.productDelete, label: 'Delete', context: 'product' },
    ],
  },
  {
    heading: 'Category',
    links: [
      { to: DASHBOARD_PATHS.categoryCreate, label: 'Create', context: 'category' },
      { to: DASHBOARD_PATHS.categoryUpdate, label: 'Update', context: 'category' },
      { to: DASHBOARD_PATHS.categoryDelete, label: 'Delete', context: 'category' },
    ],
  },
  {
    heading: 'Selection',
    links: [
      { to: DASHBOARD_PATHS.selectionAdd, label: 'Add New', context: 'selection' },
      { to: DASHBOARD_PATHS.selectionUpdate, label: 'Update', context: 'selection' },
      { to: DASHBOARD_PATHS.selectionDelete, label: 'Delete', context: 'selection' },
    ],
  },
  { to: DASHBOARD_PATHS.gold, label: 'Update Gold Price' },
  { to: DASHBOARD_PATHS.appointments, label: 'Appointments' },
];

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return 'heading' in entry;
}
