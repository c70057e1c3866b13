import type { AppContext } from './app-context';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest, refreshQueryPlannerStatistics } from './db/migrate';
import { documentJobHandlers } from './documents/document-analysis';
import { sweepOrphanFiles } from './documents/document-storage';
import { closeExtraction } from './files/extraction/extract-text';
import { ensureInitialAdmin } from './initial-admin';
import { startJobWorker } from './jobs/job-worker';
import { appVersion } from './version';

async function main(): Promise<void> {
  const config = loadConfig();
  const { db, dialect } = openDatabase(config.database);
  await migrateToLatest(db);
  await refreshQueryPlannerStatistics(db, dialect);
  const ctx: AppContext = { db, dialect, config, now: () => new Date(), version: appVersion };
  // Printed with console.log rather than the logger: the one-time password must not end up in log storage.
  await ensureInitialAdmin(ctx, (line) => console.log(line));

  // Files whose row never committed (a crash mid-upload) are removed before anyone can ask for them.
  await sweepOrphanFiles(ctx);
  const app = await buildApp(ctx);
  const worker = startJobWorker(ctx, documentJobHandlers);
  const close = async () => {
    // The running job finishes first; a job cut off by a kill is resumed when its lock expires.
    await worker.stop();
    await app.close();
    await closeExtraction();
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
