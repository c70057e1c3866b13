import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db, Dialect } from './database';
import * as accounts from './migrations/2026-11-22-01-accounts';
import * as cases from './migrations/2026-11-22-02-cases';
import * as caseSearch from './migrations/2026-11-22-03-case-search';
import * as settings from './migrations/2026-11-22-04-settings';
import * as documentsJobs from './migrations/2026-11-22-05-documents-jobs';
import * as caseAnalyses from './migrations/2026-11-22-06-case-analyses';
import * as admin from './migrations/2026-11-22-07-admin';
import * as debriefs from './migrations/2026-11-22-08-debriefs';
import * as apiTokens from './migrations/2026-11-22-09-api-tokens';
import * as caseStatsIndex from './migrations/2026-11-22-10-case-stats-index';
import * as jobOwner from './migrations/2026-11-23-10-job-owner';
import * as packageGenerations from './migrations/2026-11-23-20-package-generations';
import * as authHardening from './migrations/2026-11-23-30-auth-hardening';
import * as caseModel from './migrations/2026-11-23-45-case-model';
import * as caseCounters from './migrations/2026-11-23-50-case-counters';
import * as mailIntake from './migrations/2026-11-23-60-mail-intake';
import * as invitationCopyAgain from './migrations/2026-11-23-61-invitation-copy-again';
import * as businessName from './migrations/2026-11-23-62-business-name';
import * as caseSearchWords from './migrations/2026-11-23-63-case-search-words';
import * as caseDueStats from './migrations/2026-11-23-64-case-due-stats';
import * as reminderDeliveryCase from './migrations/2026-11-23-65-reminder-delivery-case';
import * as inboxClaimedAt from './migrations/2026-11-23-66-inbox-claimed-at';

// Listed by hand rather than read from disk, so the set is the same under tsx, tests and a bundle.
const migrations: Record<string, Migration> = {
  '2026-11-22-01-accounts': accounts,
  '2026-11-22-02-cases': cases,
  '2026-11-22-03-case-search': caseSearch,
  '2026-11-22-04-settings': settings,
  '2026-11-22-05-documents-jobs': documentsJobs,
  '2026-11-22-06-case-analyses': caseAnalyses,
  '2026-11-22-07-admin': admin,
  '2026-11-22-08-debriefs': debriefs,
  '2026-11-22-09-api-tokens': apiTokens,
  '2026-11-22-10-case-stats-index': caseStatsIndex,
  '2026-11-23-10-job-owner': jobOwner,
  '2026-11-23-20-package-generations': packageGenerations,
  '2026-11-23-30-auth-hardening': authHardening,
  '2026-11-23-45-case-model': caseModel,
  '2026-11-23-50-case-counters': caseCounters,
  '2026-11-23-60-mail-intake': mailIntake,
  '2026-11-23-61-invitation-copy-again': invitationCopyAgain,
  '2026-11-23-62-business-name': businessName,
  '2026-11-23-63-case-search-words': caseSearchWords,
  '2026-11-23-64-case-due-stats': caseDueStats,
  '2026-11-23-65-reminder-delivery-case': reminderDeliveryCase,
  '2026-11-23-66-inbox-claimed-at': inboxClaimedAt,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export const latestMigration = Object.keys(migrations).sort().at(-1);

/**
 * `schema` names where the migration bookkeeping lives on PostgreSQL. Tests give each run its own
 * schema; without naming it, Kysely can see another run's bookkeeping tables and skip its own.
 */
export async function migrateToLatest(db: Db, options: { schema?: string } = {}): Promise<void> {
  // Features land in parallel, so a newer file may carry an older date than one already run.
  const migrator = new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * SQLite plans queries from statistics it only gathers when asked; without them a filtered
 * case list can pick an index that scans every row. PostgreSQL's autovacuum keeps its own.
 */
export async function refreshQueryPlannerStatistics(db: Db, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`pragma analysis_limit = 1000`.execute(db);
  await sql`pragma optimize = 0x10002`.execute(db);
}
