import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as accounts from './migrations/2026-11-22-01-accounts';
import * as cases from './migrations/2026-11-22-02-cases';
import * as settings from './migrations/2026-11-22-04-settings';

// Listed by hand rather than read from disk, so the set is the same under tsx, tests and a bundle.
const migrations: Record<string, Migration> = {
  '2026-11-22-01-accounts': accounts,
  '2026-11-22-02-cases': cases,
  '2026-11-22-04-settings': settings,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export const latestMigration = Object.keys(migrations).sort().at(-1);

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
