import type { Config } from './config';
import type { Db, Dialect } from './db/database';

/** What every service needs, built once in main.ts (or by a test) and passed down. */
export type AppContext = {
  db: Db;
  dialect: Dialect;
  config: Config;
  /** The current time; tests replace it to move through session expiry and rate windows. */
  now: () => Date;
  version: string;
};
