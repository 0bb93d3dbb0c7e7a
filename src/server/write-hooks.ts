import { auditWrites } from './modules/audit/audit.service';
import { onRatesWritten, pricedPiecesOfMetals, productStockPort } from './modules/catalog/catalog.service';
import { rateImpactPort } from './modules/rates/rates.service';
import { onCategoryWritten, onProductWritten } from './modules/search/search.service';
import {
  onCategoryWrittenReprice,
  onProductWrittenReprice,
  onRatesWrittenReprice,
} from './modules/stock/stock-prices.service';
import { productStockOf } from './modules/stock/stock-reads.service';
import type { PostWriteHooks } from './platform/events/hooks';

// Which module reacts to which module's writes, in one place. Each reaction runs inside the
// writer's transaction (platform/events/hooks.ts), so the write and its consequences commit or
// roll back together, and the writing module never imports the reacting one: catalog does not
// know search, rates do not know the catalogue. Rows other modules keep of a deleted product
// (cart, wishlist, selections, search text, appointment items) go by foreign key, declared in
// migrations/ with ON DELETE CASCADE (SET NULL for appointment items).

export function subscribeWriteHooks(hooks: PostWriteHooks, clock: { now: () => number }): PostWriteHooks {
  hooks.on('product', onProductWritten);
  hooks.on('category', onCategoryWritten);
  hooks.on('metalRates', onRatesWritten);
  // Each piece's stored price follows its design's rules and the rates (stock-prices.service.ts).
  hooks.on('metalRates', onRatesWrittenReprice);
  hooks.on('product', onProductWrittenReprice);
  hooks.on('category', onCategoryWrittenReprice);
  // The audit log records every write, last, in the same transaction: rolled back with it.
  hooks.onEvery(auditWrites(clock.now));
  // The rate guard measures a change's impact on the catalogue's prices (rates cannot import it).
  rateImpactPort.pricedPieces = pricedPiecesOfMetals;
  // A product's page shows its pieces (the catalogue cannot import the stock, which imports it).
  productStockPort.of = productStockOf;
  return hooks;
}
