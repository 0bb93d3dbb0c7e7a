import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openMigratedDatabase } from '../platform/runtime';
import { isCatalogEmpty, seedDemoData } from './seed';

// `npm run db:seed`: fills an empty database (MySQL or SQLite) with the demo catalogue.
const config = loadConfig();
const database = await openMigratedDatabase(config);
const { app, deps } = await buildApp({ config, database, logger: false });
if (!(await isCatalogEmpty(database.db))) {
  console.log('The catalogue is not empty; nothing was added.');
} else {
  const { done: _done, ...summary } = await seedDemoData(deps, { waitForAllViews: true });
  console.log(summary);
}
await app.close();
