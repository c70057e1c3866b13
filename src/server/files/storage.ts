import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type StoredObject = { key: string; size: number };
export type ListedObject = { key: string; modifiedAt: Date };
export type PutOptions = {
  transforms?: Transform[];
  /**
   * A name of ours (`{uuid}/{file name}`, see isNamedKey) to write instead of a new key; an
   * object already there is replaced whole. Never a user's text.
   */
  key?: string;
};

/**
 * Where files live: uploads and generated packages. Generated keys are UUIDs, never taken from a
 * user's file name. Local disk (LocalDiskStorage) or S3-compatible object storage (S3FileStorage).
 */
export interface FileStorage {
  /** Writes the stream completely and durably, then makes it visible under a new key. */
  put(source: Readable, options?: PutOptions): Promise<StoredObject>;
  /** Throws StoredFileMissingError when there is no such file. */
  get(key: string): Promise<Readable>;
  /** Size and last write of a stored file, or null when there is none. */
  stat(key: string): Promise<{ size: number; modifiedAt: Date } | null>;
  /** Removing a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
  list(): AsyncIterable<ListedObject>;
  /**
   * Drops half-written uploads (a crash mid-upload leaves them): every one whose writer is known
   * to be gone, whatever its age, and any older than the date. Throws PartialsNotListableError
   * when the store cannot list them.
   */
  removeStalePartials(olderThan: Date): Promise<number>;
}

/**
 * The store cannot list half-written uploads (some S3-compatible servers do not implement
 * ListMultipartUploads), so they cannot be swept here: a bucket lifecycle rule
 * (AbortIncompleteMultipartUpload) has to remove them instead.
 */
export class PartialsNotListableError extends Error {
  constructor() {
    super(
      'This object store cannot list incomplete uploads; add a lifecycle rule (AbortIncompleteMultipartUpload) to the bucket',
    );
  }
}

export class StoredFileMissingError extends Error {
  constructor() {
    super('The stored file is missing');
    this.name = 'StoredFileMissingError';
  }
}

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TEMP_PREFIX = '.partial-';
/** This host, short: a partial's name says which process on which host is writing it. */
const HOST_TAG = createHash('sha256').update(os.hostname()).digest('hex').slice(0, 8);
const PARTIAL_PATTERN = /^\.partial-[0-9a-f-]{36}\.(\d+)\.([0-9a-f]{8})$/;
/** When this process started: a partial of our own pid older than this is a previous life's. */
const PROCESS_STARTED_AT = Date.now() - process.uptime() * 1000;

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether no process can still be writing this partial. Its writer is on this host and no longer
 * running (or is this process's pid from before it started: containers reuse pid 1); a partial of
 * the old unnamed form has no writer left either. Another host's partial cannot be checked.
 */
function writerIsGone(name: string, modifiedAt: Date): boolean {
  const match = PARTIAL_PATTERN.exec(name);
  if (!match) return true;
  if (match[2] !== HOST_TAG) return false;
  const pid = Number(match[1]);
  if (pid === process.pid) return modifiedAt.getTime() < PROCESS_STARTED_AT;
  return !isProcessAlive(pid);
}

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A fixed name under an id of ours, such as `{caseId}/Submission Package.zip`. */
const NAMED_KEY_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[A-Za-z0-9][A-Za-z0-9 ._-]{0,99}$/;

export function isNamedKey(key: string): boolean {
  return NAMED_KEY_PATTERN.test(key) && !key.includes('..');
}

/** Either kind of key; anything else is refused before it reaches a path or an object name. */
export function assertValidKey(key: string): void {
  if (!isStorageKey(key) && !isNamedKey(key)) throw new Error('Invalid storage key');
}

/** Files under one directory, named by UUID; a write is temp file, fsync, rename, fsync dir. */
export class LocalDiskStorage implements FileStorage {
  constructor(readonly directory: string) {}

  private pathOf(key: string): string {
    // The key is ours, but check anyway: nothing outside the directory is ever touched.
    assertValidKey(key);
    return path.join(this.directory, key);
  }

  async put(source: Readable, options: PutOptions = {}): Promise<StoredObject> {
    const key = options.key ?? randomUUID();
    const target = this.pathOf(key);
    const folder = path.dirname(target);
    await fsp.mkdir(folder, { recursive: true });
    const temp = path.join(folder, `${TEMP_PREFIX}${randomUUID()}.${process.pid}.${HOST_TAG}`);
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
      await fsp.rename(temp, target);
      await this.syncDirectory(folder);
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

  async stat(key: string): Promise<{ size: number; modifiedAt: Date } | null> {
    const stat = await fsp.stat(this.pathOf(key)).catch(() => null);
    return stat?.isFile() ? { size: stat.size, modifiedAt: stat.mtime } : null;
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await fsp.rm(file, { force: true });
    // A named key's folder goes with its last file; one still holding files stays.
    if (isNamedKey(key)) await fsp.rmdir(path.dirname(file)).catch(() => undefined);
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
      if (stat && (stat.mtime < olderThan || writerIsGone(name, stat.mtime))) {
        await fsp.rm(full, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  /** Makes the rename itself durable; not supported on every platform, so best effort. */
  private async syncDirectory(folder: string): Promise<void> {
    const dir = await fsp.open(folder, 'r').catch(() => null);
    if (!dir) return;
    await dir.sync().catch(() => undefined);
    await dir.close();
  }
}
