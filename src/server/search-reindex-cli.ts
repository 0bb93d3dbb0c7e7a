import { once } from 'node:events';
import { loadConfig } from './config';
import { rebuildSearchIndex } from './modules/search/search.service';
import { createCatalogCache } from './platform/cache/catalog-cache';
import { openMigratedDatabase, openRedis } from './platform/runtime';
import { inTransaction } from '@server/platform/db/transaction';

// `npm run search:reindex`: writes every product's search text again, in one transaction (after a
// change of src/shared/search-synonyms.ts or of the text rules in src/shared/search-text.ts).
// With REDIS_URL the running servers are told at once (the catalogue's version moves, so cached
// answers and the facet index are read again); without Redis, restart the server afterwards.
/** How long to wait for Redis before telling the operator to restart instead. */
const REDIS_WAIT_MS = 5000;

const config = loadConfig();
const handle = await openMigratedDatabase(config);
try {
  const count = await inTransaction(handle.db, (trx) => rebuildSearchIndex(trx));
  console.log(`Search index rebuilt: ${count} products.`);
  const redis = openRedis(config, (message) => console.error(message));
  if (redis) {
    try {
      if (redis.status !== 'ready') await once(redis, 'ready', { signal: AbortSignal.timeout(REDIS_WAIT_MS) });
      await createCatalogCache(redis).invalidate();
      console.log('Running servers told through Redis.');
    } catch {
      console.error('Redis did not answer: restart the servers so that they drop the answers they have cached.');
      process.exitCode = 1;
    } finally {
      redis.disconnect();
    }
  } else {
    console.log('No REDIS_URL: restart the server so that it drops the answers it has cached.');
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
