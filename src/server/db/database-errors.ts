/**
 * What a database failure means for the client: the database is away for a moment (503 with
 * Retry-After), or the disk is full (507). Everything else stays an internal error.
 */

/** Thrown without touching the network while the PostgreSQL connection is known to be lost. */
export class DatabaseUnavailableError extends Error {
  constructor(message = 'The database is unavailable', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Another process held the SQLite write lock for longer than a request may wait. */
export class DatabaseBusyError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The database is busy', options);
    this.name = 'DatabaseBusyError';
  }
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

/** The error and what it wraps (pg-pool and Kysely put the socket error in `cause`). */
function chain(error: unknown): unknown[] {
  const errors: unknown[] = [];
  let current = error;
  while (current && errors.length < 4) {
    errors.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return errors;
}

const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// What node-postgres and pg-pool say when the socket is gone or never answered.
const lostConnectionMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout expired',
];

/**
 * The connection itself failed (refused, reset, terminated by the server, no answer): the
 * database may be down, so the PostgreSQL pool stops trying until a probe gets through.
 */
export function isConnectionFailure(error: unknown): boolean {
  return chain(error).some((e) => {
    if (e instanceof DatabaseUnavailableError) return true;
    const code = codeOf(e);
    if (code && socketCodes.has(code)) return true;
    // SQLSTATE class 08 (connection exception); 57P01-57P03: shut down, crashed, starting up.
    if (code && (code.startsWith('08') || /^57P0[123]$/.test(code))) return true;
    const message = messageOf(e);
    return lostConnectionMessages.some((text) => message.includes(text));
  });
}

/** The request may succeed if it is repeated in a moment: answer 503 with Retry-After. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isConnectionFailure(error)) return true;
  return chain(error).some((e) => {
    if (e instanceof DatabaseBusyError) return true;
    const code = codeOf(e) ?? '';
    // 57014: cancelled by statement_timeout; 53300: too many connections; 55P03: lock not available.
    if (code === '57014' || code === '53300' || code === '55P03') return true;
    return code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED');
  });
}

/** No space left for the upload or the database (disk full, quota, file-size limit). */
export function isStorageFull(error: unknown): boolean {
  return chain(error).some((e) => {
    const code = codeOf(e);
    // 53100: PostgreSQL disk_full; SQLITE_FULL: the database file cannot grow.
    return (
      code === 'ENOSPC' ||
      code === 'EDQUOT' ||
      code === 'EFBIG' ||
      code === '53100' ||
      code === 'SQLITE_FULL'
    );
  });
}

/**
 * A write refers to a row that a concurrent request deleted (a case created by a user an admin
 * removed meanwhile): PostgreSQL 23503, SQLite's foreign-key constraint. Repeating it will not
 * help; the client should reload.
 */
export function isMissingReference(error: unknown): boolean {
  return chain(error).some((e) => {
    const code = codeOf(e);
    return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
  });
}
