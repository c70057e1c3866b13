import type { AppContext } from './app-context';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest, refreshQueryPlannerStatistics } from './db/migrate';
import { ensureInitialAdmin } from './initial-admin';
import { appVersion } from './version';

async function main(): Promise<void> {
  const config = loadConfig();
  const { db, dialect } = openDatabase(config.database);
  await migrateToLatest(db);
  await refreshQueryPlannerStatistics(db, dialect);
  const ctx: AppContext = { db, dialect, config, now: () => new Date(), version: appVersion };
  // Printed with console.log rather than the logger: the one-time password must not end up in log storage.
  await ensureInitialAdmin(ctx, (line) => console.log(line));

  const app = await buildApp(ctx);
  const close = async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
