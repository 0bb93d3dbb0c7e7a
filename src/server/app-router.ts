import { adminProcedures } from './modules/admin/admin.router';
import { adminsProcedures } from './modules/admin/admins.router';
import { apiTokensProcedures } from './modules/admin/api-tokens.router';
import { auditProcedures } from './modules/audit/audit.router';
import { authProcedures } from './modules/accounts/accounts.router';
import { cartProcedures } from './modules/cart/cart.router';
import { catalogProcedures } from './modules/catalog/catalog.router';
import { goldProcedures, ratesProcedures } from './modules/rates/rates.router';
import { searchProcedures } from './modules/search/search.router';
import { pagesProcedures } from './modules/seo/seo.router';
import { selectionProcedures } from './modules/selection/selection.router';
import { shopProcedures } from './modules/shop/shop.router';
import { stockProcedures } from './modules/stock/stock.router';
import { wishlistProcedures } from './modules/wishlist/wishlist.router';
import { visitsProcedures } from './modules/visits/visits.router';
import { router } from './platform/trpc/init';
import { describeProcedures } from './platform/trpc/procedures';

const appProcedures = {
  admin: adminProcedures,
  admins: adminsProcedures,
  apiTokens: apiTokensProcedures,
  audit: auditProcedures,
  catalog: catalogProcedures,
  selection: selectionProcedures,
  gold: goldProcedures,
  rates: ratesProcedures,
  auth: authProcedures,
  cart: cartProcedures,
  shop: shopProcedures,
  search: searchProcedures,
  pages: pagesProcedures,
  wishlist: wishlistProcedures,
  stock: stockProcedures,
  visits: visitsProcedures,
};

export const appRouter = router(appProcedures);

export type AppRouter = typeof appRouter;

/** Every procedure by path with its declared policy, kind and input: what the HTTP layer reads. */
export const appProcedureRegistry = describeProcedures(appProcedures);
