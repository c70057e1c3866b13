import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magicBytesGate, UnsupportedFileError } from './file-sniff';
import { S3_PART_BYTES, S3Connection, S3FileStorage } from './s3-storage';
import {
  LocalDiskStorage,
  PartialsNotListableError,
  StoredFileMissingError,
  type FileStorage,
} from './storage';
import { startTestS3Server, type TestS3Server } from './test-support/s3-server';

type Subject = {
  storage: FileStorage;
  /** Every object the store holds, under any name, partials included. */
  everything: () => Promise<string[]>;
};

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** `total` bytes in 64 KiB chunks, made as they are read; fails after `failAfter` bytes if given. */
function generated(total: number, failAfter?: number): Readable {
  let sent = 0;
  return Readable.from(
    (async function* () {
      while (sent < total) {
        if (failAfter !== undefined && sent >= failAfter) throw new Error('client went away');
        const size = Math.min(64 * 1024, total - sent);
        const chunk = Buffer.alloc(size, sent % 251);
        sent += size;
        yield chunk;
      }
    })(),
  );
}

function contract(name: string, make: () => Promise<Subject>) {
  describe(`file storage contract: ${name}`, () => {
    let subject: Subject;
    beforeAll(async () => {
      subject = await make();
    });

    it('writes under a generated key, reads back, stats, lists and deletes', async () => {
      const { storage } = subject;
      const { key, size } = await storage.put(Readable.from([Buffer.from('%PDF-1.7 hello')]));
      expect(size).toBe(14);
      expect((await readAll(await storage.get(key))).toString()).toBe('%PDF-1.7 hello');
      expect((await storage.stat(key))?.size).toBe(14);
      const listed: string[] = [];
      for await (const object of storage.list()) listed.push(object.key);
      expect(listed).toContain(key);
      await storage.delete(key);
      await storage.delete(key);
      await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissingError);
      expect(await storage.stat(key)).toBeNull();
      await expect(storage.get('../../etc/passwd')).rejects.toThrow('Invalid storage key');
      await expect(
        storage.put(Readable.from([Buffer.from('x')]), { key: '../outside' }),
      ).rejects.toThrow('Invalid storage key');
    });

    it('replaces a named key whole, keeps it out of the listing of generated keys, deletes it', async () => {
      const { storage } = subject;
      const key = '0b6f5a52-8f0e-4d55-9a4e-1f1b2c3d4e5f/Submission Package.zip';
      await storage.put(Readable.from([Buffer.from('first version')]), { key });
      await storage.put(Readable.from([Buffer.from('second')]), { key });
      expect((await readAll(await storage.get(key))).toString()).toBe('second');
      expect((await storage.stat(key))?.size).toBe(6);
      for await (const object of storage.list()) expect(object.key).not.toBe(key);
      await storage.delete(key);
      expect(await storage.stat(key)).toBeNull();
      expect(await subject.everything()).toEqual([]);
    });

    it('streams a file of several parts both ways, byte for byte', async () => {
      const { storage } = subject;
      const total = 2 * S3_PART_BYTES + 12_345;
      const expected = await readAll(generated(total));
      const { key, size } = await storage.put(generated(total));
      expect(size).toBe(total);
      const back = await readAll(await storage.get(key));
      expect(back.length).toBe(total);
      expect(sha(back)).toBe(sha(expected));
      await storage.delete(key);
    });

    it('leaves no object when the stream is refused part-way, or fails after several parts', async () => {
      const { storage } = subject;
      const exe = Readable.from([Buffer.from('MZ\x90\x00\x03\x00\x00\x00 rest of an executable')]);
      await expect(storage.put(exe, { transforms: [magicBytesGate()] })).rejects.toBeInstanceOf(
        UnsupportedFileError,
      );
      await expect(storage.put(generated(3 * S3_PART_BYTES, 100_000))).rejects.toThrow(
        'client went away',
      );
      await expect(
        storage.put(generated(3 * S3_PART_BYTES, 2 * S3_PART_BYTES + 1)),
      ).rejects.toThrow('client went away');
      expect(await subject.everything()).toEqual([]);
      // Nothing half-written is left to sweep; s3rver cannot list uploads and says so.
      const sweep = storage.removeStalePartials(new Date(Date.now() + 60_000));
      if (name.includes('s3rver'))
        await expect(sweep).rejects.toBeInstanceOf(PartialsNotListableError);
      else expect(await sweep).toBe(0);
    });
  });
}

const dirs: string[] = [];
afterAll(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

contract('local disk', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casepilot-contract-'));
  dirs.push(dir);
  return {
    storage: new LocalDiskStorage(dir),
    everything: async () =>
      (await fs.promises.readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name),
  };
});

let s3: TestS3Server | undefined;
afterAll(async () => {
  await s3?.close();
});

contract('S3 (s3rver)', async () => {
  s3 = await startTestS3Server();
  const server = s3;
  return {
    storage: new S3FileStorage(new S3Connection(server.settings), 'documents/'),
    everything: () => server.listKeys(),
  };
});

describe('S3 uploads hold one part in memory, not the file', () => {
  let server: TestS3Server | undefined;
  afterAll(async () => {
    await server?.close();
  });

  it('sends each part before reading much more than a part of the source', async () => {
    server = await startTestS3Server('casepilot-parts');
    let produced = 0;
    const aheadAtEachPart: number[] = [];
    let sent = 0;
    /** The real client, watched: how far the source had run ahead when each part left. */
    class WatchedConnection extends S3Connection {
      override async open() {
        const opened = await super.open();
        const send = opened.client.send.bind(opened.client);
        opened.client.send = (async (command: { input: { ContentLength?: number } }) => {
          const length = command.input.ContentLength;
          if (length !== undefined) {
            aheadAtEachPart.push(produced - sent);
            sent += length;
          }
          return send(command as Parameters<typeof send>[0]);
        }) as typeof opened.client.send;
        return opened;
      }
    }
    const total = 6 * S3_PART_BYTES + 1000;
    const source = generated(total);
    source.on('data', (chunk: Buffer) => {
      produced += chunk.length;
    });
    source.pause();
    const storage = new S3FileStorage(new WatchedConnection(server.settings), 'documents/');
    const { key, size } = await storage.put(source);
    expect(size).toBe(total);
    expect(aheadAtEachPart.length).toBeGreaterThanOrEqual(6);
    // A part plus what the stream machinery buffers; the whole file would be 30 MB ahead.
    expect(Math.max(...aheadAtEachPart)).toBeLessThan(S3_PART_BYTES + 1024 * 1024);
    expect((await storage.stat(key))?.size).toBe(total);
  });
});
