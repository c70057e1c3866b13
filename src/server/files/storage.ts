import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type StoredObject = { key: string; size: number };
export type ListedObject = { key: string; modifiedAt: Date };

/**
 * Where uploaded files live. Keys are generated here, never taken from a user's file name.
 * Local disk now; an S3-compatible store can implement the same calls later.
 */
export interface FileStorage {
  /** Writes the stream completely and durably, then makes it visible under a new key. */
  put(source: Readable, options?: { transforms?: Transform[] }): Promise<StoredObject>;
  /** Throws StoredFileMissingError when there is no such file. */
  get(key: string): Promise<Readable>;
  /** Removing a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
  list(): AsyncIterable<ListedObject>;
  /** Drops half-written uploads older than the date (a crash mid-upload leaves them). */
  removeStalePartials(olderThan: Date): Promise<number>;
}

export class StoredFileMissingError extends Error {
  constructor() {
    super('The stored file is missing');
    this.name = 'StoredFileMissingError';
  }
}

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TEMP_PREFIX = '.partial-';

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Files under one directory, named by UUID; a write is temp file, fsync, rename, fsync dir. */
export class LocalDiskStorage implements FileStorage {
  constructor(readonly directory: string) {}

  private pathOf(key: string): string {
    // The key is ours, but check anyway: nothing outside the directory is ever touched.
    if (!isStorageKey(key)) throw new Error('Invalid storage key');
    return path.join(this.directory, key);
  }

  async put(source: Readable, options: { transforms?: Transform[] } = {}): Promise<StoredObject> {
    await fsp.mkdir(this.directory, { recursive: true });
    const key = randomUUID();
    const temp = path.join(this.directory, `${TEMP_PREFIX}${key}`);
    let size = 0;
    const counter = async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        size += chunk.length;
        yield chunk;
      }
    };
    const out = fs.createWriteStream(temp, { flags: 'wx', mode: 0o600 });
    try {
      await (pipeline as (...streams: unknown[]) => Promise<void>)(
        source,
        ...(options.transforms ?? []),
        counter,
        out,
      );
      // fsync applies to the file, not the descriptor: the data is on disk before the rename shows it.
      const handle = await fsp.open(temp, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fsp.rename(temp, this.pathOf(key));
      await this.syncDirectory();
      return { key, size };
    } catch (error) {
      // A refused stream can fail before the file is even open; wait until the write stream has
      // closed, or the file would appear after the removal below.
      if (!out.closed) await once(out, 'close').catch(() => undefined);
      await fsp.rm(temp, { force: true });
      // Drain what is left so the request can finish (multipart waits for the part to be consumed).
      source.resume();
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    try {
      const handle = await fsp.open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissingError();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<ListedObject> {
    let names: string[];
    try {
      names = await fsp.readdir(this.directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const name of names) {
      if (!isStorageKey(name)) continue;
      const stat = await fsp.stat(path.join(this.directory, name)).catch(() => null);
      if (stat?.isFile()) yield { key: name, modifiedAt: stat.mtime };
    }
  }

  async removeStalePartials(olderThan: Date): Promise<number> {
    const names = await fsp.readdir(this.directory).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      if (!name.startsWith(TEMP_PREFIX)) continue;
      const full = path.join(this.directory, name);
      const stat = await fsp.stat(full).catch(() => null);
      if (stat && stat.mtime < olderThan) {
        await fsp.rm(full, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  /** Makes the rename itself durable; not supported on every platform, so best effort. */
  private async syncDirectory(): Promise<void> {
    const dir = await fsp.open(this.directory, 'r').catch(() => null);
    if (!dir) return;
    await dir.sync().catch(() => undefined);
    await dir.close();
  }
}
