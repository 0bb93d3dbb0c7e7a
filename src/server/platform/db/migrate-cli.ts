import { loadConfig } from '@server/config';
import { openMigratedDatabase } from '../runtime';

const config = loadConfig();
const handle = await openMigratedDatabase(config);
console.log(`Database (${handle.dialect}) is at the latest schema.`);
await handle.close();
