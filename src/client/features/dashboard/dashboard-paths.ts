import type { AdminRole } from '@shared/constants';
import { PAGE_ROUTES } from '@shared/routes';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { ADMIN_MFA_COPY } from '@shared/messages/admin-mfa';
import { STOCK_COPY } from '@shared/messages/stock-dashboard';

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
  stock: `${base}/stock`,
  stockTally: `${base}/stock/tally`,
  deliveries: `${base}/deliveries`,
  audit: `${base}/audit`,
  twoStep: `${base}/two-step`,
  accounts: `${base}/accounts`,
  apiTokens: `${base}/api-tokens`,
  password: `${base}/password`,
} as const;

/**
 * The screens a staff account may open: the overview, shoppers (read-only), their showroom's
 * visit requests, the stock (moving and counting their showroom's pieces) and their own password.
 * Every other screen is the owner's; the server refuses its calls to staff anyway (each procedure
 * declares its role), the dashboard only leaves out what would be refused.
 */
const STAFF_SCREENS: ReadonlySet<string> = new Set([
  DASHBOARD_PATHS.welcome,
  DASHBOARD_PATHS.users,
  DASHBOARD_PATHS.appointments,
  DASHBOARD_PATHS.stock,
  DASHBOARD_PATHS.stockTally,
  DASHBOARD_PATHS.twoStep,
  DASHBOARD_PATHS.password,
]);
const KNOWN_SCREENS: ReadonlySet<string> = new Set(Object.values(DASHBOARD_PATHS));

/** Whether a role may open a dashboard path (an unknown path is left to the "not found" screen). */
export function mayOpen(path: string, role: AdminRole): boolean {
  return role === 'owner' || STAFF_SCREENS.has(path) || !KNOWN_SCREENS.has(path);
}

/** The one entry of an account that must change its temporary password before anything else. */
const PASSWORD_ONLY: MenuEntry[] = [{ to: DASHBOARD_PATHS.password, label: DASHBOARD_COPY.menu.password }];

/**
 * The menu a role sees: entries it may open, groups left out when none of theirs remains; with a
 * temporary password, only the screen that changes it (the server refuses every other call).
 */
export function menuFor(role: AdminRole, mustChangePassword = false): MenuEntry[] {
  if (mustChangePassword) return PASSWORD_ONLY;
  return DASHBOARD_MENU.flatMap((entry): MenuEntry[] => {
    if (!isMenuGroup(entry)) return mayOpen(entry.to, role) ? [entry] : [];
    const links = entry.links.filter((link) => mayOpen(link.to, role));
    return links.length > 0 ? [{ ...entry, links }] : [];
  });
}

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
  /** Drawn with a rule above it: the first of a run of related screens (shop, administration, own account). */
  startsSection?: boolean;
}

export interface MenuGroup {
  heading: string;
  links: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export const DASHBOARD_MENU: MenuEntry[] = [
  { to: DASHBOARD_PATHS.users, label: DASHBOARD_COPY.menu.users },
  {
    heading: DASHBOARD_COPY.menu.product,
    links: [
      {
        to: DASHBOARD_PATHS.productCreate,
        label: DASHBOARD_COPY.menu.create,
        context: DASHBOARD_COPY.menu.productContext,
      },
      {
        to: DASHBOARD_PATHS.productUpdate,
        label: DASHBOARD_COPY.menu.update,
        context: DASHBOARD_COPY.menu.productContext,
      },
      { to: DASHBOARD_PATHS.productDelete, label: DASHBOARD_COPY.delete, context: DASHBOARD_COPY.menu.productContext },
    ],
  },
  {
    heading: DASHBOARD_COPY.menu.category,
    links: [
      {
        to: DASHBOARD_PATHS.categoryCreate,
        label: DASHBOARD_COPY.menu.create,
        context: DASHBOARD_COPY.menu.categoryContext,
      },
      {
        to: DASHBOARD_PATHS.categoryUpdate,
        label: DASHBOARD_COPY.menu.update,
        context: DASHBOARD_COPY.menu.categoryContext,
      },
      {
        to: DASHBOARD_PATHS.categoryDelete,
        label: DASHBOARD_COPY.delete,
        context: DASHBOARD_COPY.menu.categoryContext,
      },
    ],
  },
  {
    heading: DASHBOARD_COPY.menu.selection,
    links: [
      {
        to: DASHBOARD_PATHS.selectionAdd,
        label: DASHBOARD_COPY.menu.addNew,
        context: DASHBOARD_COPY.menu.selectionContext,
      },
      {
        to: DASHBOARD_PATHS.selectionUpdate,
        label: DASHBOARD_COPY.menu.update,
        context: DASHBOARD_COPY.menu.selectionContext,
      },
      {
        to: DASHBOARD_PATHS.selectionDelete,
        label: DASHBOARD_COPY.delete,
        context: DASHBOARD_COPY.menu.selectionContext,
      },
    ],
  },
  {
    heading: STOCK_COPY.section,
    links: [
      { to: DASHBOARD_PATHS.stock, label: STOCK_COPY.menuPieces, context: STOCK_COPY.menuContext },
      { to: DASHBOARD_PATHS.stockTally, label: STOCK_COPY.menuTally },
    ],
  },
  { to: DASHBOARD_PATHS.gold, label: DASHBOARD_COPY.menu.gold, startsSection: true },
  { to: DASHBOARD_PATHS.appointments, label: DASHBOARD_COPY.menu.appointments },
  { to: DASHBOARD_PATHS.deliveries, label: DASHBOARD_COPY.menu.deliveries },
  { to: DASHBOARD_PATHS.audit, label: DASHBOARD_COPY.menu.audit, startsSection: true },
  { to: DASHBOARD_PATHS.accounts, label: DASHBOARD_COPY.menu.accounts },
  { to: DASHBOARD_PATHS.apiTokens, label: DASHBOARD_COPY.menu.apiTokens },
  { to: DASHBOARD_PATHS.twoStep, label: ADMIN_MFA_COPY.setupTitle, startsSection: true },
  { to: DASHBOARD_PATHS.password, label: DASHBOARD_COPY.menu.password },
];

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return 'heading' in entry;
}
