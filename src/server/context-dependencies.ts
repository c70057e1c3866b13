import type { AppContext } from './app-context';
import { defaultAiTiming, type AiTiming } from './ai/retry-timing';
import type { Config } from './config';
import type { Db, Dialect } from './db/database';
import { loadMasterKey } from './crypto/master-key';
import { createAppFiles, type AppFiles } from './files/app-files';

/**
 * The AppContext's fields that follow from the config alone, for main.ts, scripts and tests.
 * Reading the master key here creates {DATA_DIR}/secret.key on first start (unless
 * CASEPILOT_SECRET_KEY is set), and fails the start, not a later save, when it is unusable.
 */
export function contextDependencies(config: Config): {
  aiTiming: AiTiming;
  masterKey: Buffer;
  files: AppFiles;
} {
  return {
    aiTiming: defaultAiTiming(),
    masterKey: loadMasterKey(config),
    files: createAppFiles(config),
  };
}

/** A whole AppContext over an open database, for main.ts, scripts and tests. */
export function createAppContext(
  database: { db: Db; dialect: Dialect },
  config: Config,
  options: { version: string; now?: () => Date },
): AppContext {
  return {
    db: database.db,
    dialect: database.dialect,
    config,
    ...contextDependencies(config),
    now: options.now ?? (() => new Date()),
    version: options.version,
  };
}
