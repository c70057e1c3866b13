import type { AiTiming } from './ai/retry-timing';
import type { Config } from './config';
import type { Db, Dialect } from './db/database';
import type { AppFiles } from './files/app-files';

/** What every service needs, built once in main.ts (or by a test) and passed down. */
export type AppContext = {
  db: Db;
  dialect: Dialect;
  config: Config;
  /** Retry backoff and timeouts of AI provider calls. */
  aiTiming: AiTiming;
  /** Seals stored secrets (provider keys, TOTP, invitations); loaded once, so a bad key fails the start. */
  masterKey: Buffer;
  /** Where documents and packages are stored: local disk or object storage, from config. */
  files: AppFiles;
  /** The current time; tests replace it to move through session expiry and rate windows. */
  now: () => Date;
  version: string;
};
