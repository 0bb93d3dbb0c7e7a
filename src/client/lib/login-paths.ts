import { PAGE_ROUTES } from '@shared/routes';

/** The login page opened on one of its tabs; linked from the header, the drawer and the cart. */
export const LOGIN_TAB_PATH = {
  login: `${PAGE_ROUTES.login}?tab=login`,
  signup: `${PAGE_ROUTES.login}?tab=signup`,
} as const;
