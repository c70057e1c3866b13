import path from 'node:path';
import type { AppContext } from '../app-context';
import { LocalDiskStorage, type FileStorage } from '../files/storage';
import { existingStorageKeys } from './documents.repository';

const storages = new WeakMap<AppContext, FileStorage>();

/** Where this app keeps uploaded documents: `{DATA_DIR}/documents` unless a test set another. */
export function documentStorage(ctx: AppContext): FileStorage {
  let storage = storages.get(ctx);
  if (!storage) {
    storage = new LocalDiskStorage(path.join(ctx.config.dataDir, 'documents'));
    storages.set(ctx, storage);
  }
  return storage;
}

/** Tests (and a future S3 set-up) put another store in place for one app. */
export function setDocumentStorage(ctx: AppContext, storage: FileStorage): void {
  storages.set(ctx, storage);
}

/** Removes stored files after the rows that named them are gone (deleting a document or its case). */
export async function removeDocumentFiles(ctx: AppContext, storageKeys: string[]): Promise<void> {
  for (const key of storageKeys) {
    // A file left behind here is an orphan that the next start's sweep removes.
    await documentStorage(ctx)
      .delete(key)
      .catch(() => undefined);
  }
}

/** Uploads still being written by another process are younger than this and left alone. */
const SWEEP_GRACE_MS = 60 * 60_000;

/**
 * Deletes stored files that no document row names (a crash between writing a file and
 * committing its row), and half-written uploads. Call once at start, before listening.
 */
export async function sweepOrphanFiles(
  ctx: AppContext,
): Promise<{ orphans: number; partials: number }> {
  const storage = documentStorage(ctx);
  const cutoff = new Date(ctx.now().getTime() - SWEEP_GRACE_MS);
  const partials = await storage.removeStalePartials(cutoff);
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
  return { orphans, partials };
}
