import type { AppContext } from '../app-context';
import { PartialsNotListableError } from '../files/storage';
import { existingStorageKeys } from './documents.repository';

/** Removes stored files after the rows that named them are gone (deleting a document or its case). */
export async function removeDocumentFiles(ctx: AppContext, storageKeys: string[]): Promise<void> {
  for (const key of storageKeys) {
    // A file left behind here is an orphan that the next start's sweep removes.
    await ctx.files.documents.delete(key).catch(() => undefined);
  }
}

/**
 * Files younger than this may still be in another process's hands (one that has not committed
 * its row yet, or is writing a partial on another host sharing DATA_DIR) and are left alone.
 * Partials whose writer is known to be gone (a crash on this host) go at once, whatever their age.
 */
const SWEEP_GRACE_MS = 60 * 60_000;

/**
 * Deletes stored files that no document row names (a crash between writing a file and
 * committing its row), and half-written uploads. Call once at start, before listening.
 */
export async function sweepOrphanFiles(
  ctx: AppContext,
): Promise<{ orphans: number; partials: number; warning?: string }> {
  const storage = ctx.files.documents;
  const cutoff = new Date(ctx.now().getTime() - SWEEP_GRACE_MS);
  let partials = 0;
  let warning: string | undefined;
  try {
    partials = await storage.removeStalePartials(cutoff);
  } catch (error) {
    // Orphaned whole files are still swept; the admin is told what the store cannot do.
    if (!(error instanceof PartialsNotListableError)) throw error;
    warning = error.message;
  }
  let batch: string[] = [];
  let orphans = 0;
  const flush = async () => {
    const known = await existingStorageKeys(ctx.db, batch);
    for (const key of batch.filter((k) => !known.has(k))) {
      await storage.delete(key);
      orphans += 1;
    }
    batch = [];
  };
  for await (const object of storage.list()) {
    if (object.modifiedAt >= cutoff) continue;
    batch.push(object.key);
    if (batch.length >= 200) await flush();
  }
  await flush();
  return { orphans, partials, ...(warning ? { warning } : {}) };
}
