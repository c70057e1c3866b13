import type { AppContext } from './app-context';
import { createAppContext } from './context-dependencies';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest, refreshQueryPlannerStatistics } from './db/migrate';
import { sweepOrphanFiles } from './documents/document-storage';
import { closeExtraction } from './files/extraction/extract-text';
import { ensureInitialAdmin } from './initial-admin';
import { startJobWorker } from './jobs/job-worker';
import { allJobHandlers, startMailServices } from './intake/mail-services';
import { closeMailReadThread } from './intake/mail-read-thread';
import { closePackageThread } from './package/package-build-thread';
import { closeTextAnalysisThread } from './text-analysis-thread';
import { appVersion } from './version';

async function main(): Promise<void> {
  const config = loadConfig();
  const { db, dialect } = openDatabase(config.database);
  await migrateToLatest(db);
  await refreshQueryPlannerStatistics(db, dialect);
  const ctx: AppContext = createAppContext({ db, dialect }, config, { version: appVersion });
  // Printed with console.log rather than the logger: the one-time password must not end up in log storage.
  await ensureInitialAdmin(ctx, (line) => console.log(line));

  // Files whose row never committed (a crash mid-upload) are removed before anyone can ask for them.
  const swept = await sweepOrphanFiles(ctx);
  const app = await buildApp(ctx);
  if (swept.warning) app.log.warn(swept.warning);
  const worker = startJobWorker(ctx, allJobHandlers, { lockMs: config.jobLockMs });
  const mail = await startMailServices(ctx, (line) => app.log.info(line));
  const close = async () => {
    await mail.stop();
    // The running job finishes first; a job cut off by a kill is resumed when its lock expires.
    await worker.stop();
    await app.close();
    await closeExtraction();
    await closePackageThread();
    await closeTextAnalysisThread();
    await closeMailReadThread();
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
