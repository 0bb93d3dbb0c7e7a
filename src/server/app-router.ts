import { adminRouter } from './modules/admin/admin.router';
import { authRouter } from './modules/accounts/accounts.router';
import { cartRouter } from './modules/cart/cart.router';
import { catalogRouter } from './modules/catalog/catalog.router';
import { goldRouter, ratesRouter } from './modules/rates/rates.router';
import { searchRouter } from './modules/search/search.router';
import { pagesRouter } from './modules/seo/seo.router';
import { selectionRouter } from './modules/selection/selection.router';
import { shopRouter } from './modules/shop/shop.router';
import { wishlistRouter } from './modules/wishlist/wishlist.router';
import { router } from './platform/trpc/init';

export const appRouter = router({
  admin: adminRouter,
  catalog: catalogRouter,
  selection: selectionRouter,
  gold: goldRouter,
  rates: ratesRouter,
  auth: authRouter,
  cart: cartRouter,
  shop: shopRouter,
  search: searchRouter,
  pages: pagesRouter,
  wishlist: wishlistRouter,
});

export type AppRouter = typeof appRouter;
