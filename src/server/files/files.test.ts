import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { textPng } from '../documents/test-support/document-fixtures';
import { docxFile } from '../documents/test-support/document-fixtures';
import { manyPagesPdf } from '../documents/test-support/hostile-fixtures';
import { declaredPdfPageCount } from './extraction/extraction-limits';
import { readZipDirectory } from './extraction/zip-directory';
import { attachmentDisposition, nameWithTrueExtension, sanitizeDisplayName } from './file-name';
import { magicBytesGate, UnsupportedFileError } from './file-sniff';
import { readImageSize } from './image-size';
import { LocalDiskStorage, StoredFileMissingError } from './storage';

const dirs: string[] = [];
const tempStorage = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casepilot-storage-'));
  dirs.push(dir);
  return { dir, storage: new LocalDiskStorage(dir) };
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('local disk storage', () => {
  it('writes under a generated key, reads back, lists and deletes', async () => {
    const { dir, storage } = tempStorage();
    const { key, size } = await storage.put(Readable.from([Buffer.from('%PDF-1.7 hello')]));
    expect(size).toBe(14);
    expect(fs.readdirSync(dir)).toEqual([key]);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.7 hello');
    const listed: string[] = [];
    for await (const object of storage.list()) listed.push(object.key);
    expect(listed).toEqual([key]);
    await storage.delete(key);
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissingError);
    await expect(storage.get('../../etc/passwd')).rejects.toThrow('Invalid storage key');
  });

  it('leaves nothing behind when the stream is refused part-way', async () => {
    const { dir, storage } = tempStorage();
    const exe = Readable.from([Buffer.from('MZ\x90\x00\x03\x00\x00\x00 rest of an executable')]);
    await expect(storage.put(exe, { transforms: [magicBytesGate()] })).rejects.toBeInstanceOf(
      UnsupportedFileError,
    );
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('keeps a partial upload its writer is still writing, and drops one without a writer', async () => {
    const { dir, storage } = tempStorage();
    const source = new PassThrough();
    source.write('%PDF-1.7 half');
    const put = storage.put(source);
    await expect.poll(() => fs.readdirSync(dir).length).toBe(1);
    // An unnamed partial (written before partials carried their writer) has nobody left to finish it.
    fs.writeFileSync(path.join(dir, '.partial-x'), 'half');
    expect(await storage.removeStalePartials(new Date(Date.now() - 60_000))).toBe(1);
    expect(fs.readdirSync(dir)).toHaveLength(1);
    source.end(' done');
    const { key } = await put;
    expect(fs.readdirSync(dir)).toEqual([key]);
  });
});

describe('bounds read without unpacking', () => {
  it('lists a DOCX zip directory with declared sizes, and refuses what is not a zip', async () => {
    const entries = readZipDirectory(await docxFile(['Hello']));
    expect(entries?.map((e) => e.name)).toContain('word/document.xml');
    expect(entries?.every((e) => e.uncompressedSize >= 0)).toBe(true);
    expect(readZipDirectory(Buffer.from('PK\x03\x04 not really a zip'))).toBeNull();
  });

  it('reads the page count a plain-text page tree declares, and nothing from other files', () => {
    expect(declaredPdfPageCount(manyPagesPdf(600))).toBe(600);
    expect(declaredPdfPageCount(Buffer.from('%PDF-1.7\n<< /Type /Catalog >>'))).toBeNull();
  });
});

describe('file names and headers', () => {
  it('gives a name the extension of what the bytes are', () => {
    expect(nameWithTrueExtension('invoice.pdf', 'png')).toBe('invoice.png');
    expect(nameWithTrueExtension('report.final.html', 'pdf')).toBe('report.final.pdf');
    expect(nameWithTrueExtension('photo.JPEG', 'jpg')).toBe('photo.JPEG');
    expect(nameWithTrueExtension('scan', 'pdf')).toBe('scan.pdf');
    expect(nameWithTrueExtension('my.file name', 'pdf')).toBe('my.file name.pdf');
  });

  it('strips paths and control characters, limits length, keeps the extension', () => {
    expect(sanitizeDisplayName('C:\\Users\\me\\inv\u0000oice.pdf', 'pdf')).toBe('invoice.pdf');
    expect(sanitizeDisplayName('../../.hidden', 'pdf')).toBe('hidden');
    expect(sanitizeDisplayName('   ', 'png')).toBe('document.png');
    const long = sanitizeDisplayName(`${'a'.repeat(500)}.docx`, 'docx');
    expect(long).toHaveLength(200);
    expect(long.endsWith('.docx')).toBe(true);
  });

  it('writes an RFC 5987 attachment header', () => {
    expect(attachmentDisposition('a "b".pdf')).toBe(
      `attachment; filename="a _b_.pdf"; filename*=UTF-8''a%20%22b%22.pdf`,
    );
  });

  it('reads PNG dimensions from the header', () => {
    expect(readImageSize(textPng(['x'], { width: 640, height: 480 }))).toEqual({
      width: 640,
      height: 480,
    });
    expect(readImageSize(Buffer.from('not an image'))).toBeNull();
  });
});
