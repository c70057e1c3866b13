/**
 * Sessions read in the last second, with their user, so a burst of signed-in requests does not
 * each pay a database read: on SQLite that read (mostly the read transaction's file locking) was
 * a third of the CPU of GET /api/auth/me.
 *
 * An entry is used for at most SESSION_CACHE_MS, and only while no write to `users` or `sessions`
 * has run in this process since it was read: the repositories that write them go through
 * sessionWrite. So a sign-out, a revoked session, a disabled user or a changed role take effect
 * on the next request here; another process sharing the database (a second instance, the `user`
 * script) is seen within SESSION_CACHE_MS, as /api/health's database check is.
 */
export const SESSION_CACHE_MS = 1_000;
const MAX_ENTRIES = 10_000;

type Entry = { row: unknown; readAt: number; writes: number };

let writes = 0;
const caches = new WeakMap<object, Map<string, Entry>>();

/**
 * Runs a write to `users` or `sessions`. The count moves before and after it, so a read that
 * overlapped the write, whichever finished first, is never kept as current.
 */
export async function sessionWrite<T>(write: () => Promise<T>): Promise<T> {
  writes += 1;
  try {
    return await write();
  } finally {
    writes += 1;
  }
}

/** The session row for a token hash: from the cache when fresh, else from `read` (then kept). */
export async function cachedSession<T>(
  db: object,
  tokenHash: string,
  read: () => Promise<T | undefined>,
): Promise<T | undefined> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = performance.now();
  const hit = cache.get(tokenHash);
  if (hit && hit.writes === writes && now - hit.readAt < SESSION_CACHE_MS) return hit.row as T;

  const writesBefore = writes;
  const row = await read();
  // Unknown tokens are not kept: a stream of made-up tokens must not crowd out real sessions.
  if (row === undefined) cache.delete(tokenHash);
  else {
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.delete(tokenHash);
    cache.set(tokenHash, { row, readAt: now, writes: writesBefore });
  }
  return row;
}
