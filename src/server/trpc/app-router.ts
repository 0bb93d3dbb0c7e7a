import { adminRouter } from '../routers/admin';
import { authRouter } from '../routers/auth';
import { cartRouter } from '../routers/cart';
import { catalogRouter } from '../routers/catalog';
import { goldRouter } from '../routers/gold';
import { selectionRouter } from '../routers/selection';
import { shopRouter } from '../routers/shop';
import { router } from './init';

export const appRouter = router({
  admin: adminRouter,
  catalog: catalogRouter,
  selection: selectionRouter,
  gold: goldRouter,
  auth: authRouter,
  cart: cartRouter,
  shop: shopRouter,
});

export type AppRouter = typeof appRouter;
