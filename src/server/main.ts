import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { seedDemoData, isCatalogEmpty } from './demo/seed';
import { ensureAdmin } from './modules/admin/admin-accounts.service';
import { assertDeliveryConfigured } from './platform/delivery/delivery';
import { loadShopInfo } from './modules/shop/shop-info.service';
import { createPasswordHasher } from './platform/crypto/passwords';
import { openMigratedDatabase, openRedis } from './platform/runtime';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
    assertDeliveryConfigured(config);
    loadShopInfo(config.SHOP_INFO_JSON);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openMigratedDatabase(config);
  let reportRedis = (message: string) => console.warn(message);
  const redis = openRedis(config, (message) => reportRedis(message));
  const { app, deps } = await buildApp({ config, database, redis });
  reportRedis = (message) => app.log.warn(message);

  try {
    await ensureAdmin(database.db, createPasswordHasher(config.PASSWORD_HASH_LOG_N), config, Date.now(), (m) =>
      app.log.warn(m),
    );
  } catch (err) {
    app.log.fatal((err as Error).message);
    await app.close();
    process.exit(1);
  }

  if (database.dialect === 'sqlite' && config.DEMO_DATA && (await isCatalogEmpty(database.db))) {
    app.log.info('Empty embedded database: adding the demo catalogue…');
    const summary = await seedDemoData(deps);
    app.log.info(summary, 'Demo catalogue ready');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 9000);
    force.unref();
    try {
      await app.close();
      await redis?.quit().catch(() => undefined);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((err: unknown) => {
  // A port in use is said in one line, without a stack: the operator's to fix.
  if (isErrnoException(err) && err.code === 'EADDRINUSE')
    console.error(`Port ${String(err.port ?? '')} is in use: stop what listens there or set PORT to another port.`);
  else console.error(err);
  process.exit(1);
});

function isErrnoException(err: unknown): err is NodeJS.ErrnoException & { port?: number } {
  return err instanceof Error && 'code' in err;
}
