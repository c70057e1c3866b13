import path from 'node:path';
import { Readable } from 'node:stream';
import type { FileStorage } from '../files/storage';

export const PACKAGE_FILE_NAMES = [
  'Case Summary Letter.pdf',
  'Combined Documentation.pdf',
  'Appeal Template.docx',
] as const;
export const PACKAGE_ZIP_NAME = 'Submission Package.zip';
export const ALL_PACKAGE_FILES = [...PACKAGE_FILE_NAMES, PACKAGE_ZIP_NAME] as const;
export type PackageFileName = (typeof ALL_PACKAGE_FILES)[number];

export function isPackageFileName(name: string): name is PackageFileName {
  return (ALL_PACKAGE_FILES as readonly string[]).includes(name);
}

export const packageContentTypes: Record<PackageFileName, string> = {
  'Case Summary Letter.pdf': 'application/pdf',
  'Combined Documentation.pdf': 'application/pdf',
  'Appeal Template.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'Submission Package.zip': 'application/zip',
};

/**
 * `{dataDir}/packages/{caseId}`, where the local disk store keeps a case's package; the case id
 * is one we generated, never user text.
 */
export function packageDirectory(dataDir: string, caseId: string): string {
  if (!/^[0-9a-f-]{36}$/.test(caseId)) throw new Error('Invalid case id');
  return path.join(dataDir, 'packages', caseId);
}

/** A package file's key in the packages store (ctx.files.packages). */
export function packageFileKey(caseId: string, name: PackageFileName): string {
  return `${caseId}/${name}`;
}

/** Each write is atomic in the store: a reader sees the old file or the new one, never half of one. */
type PackageContents = Record<(typeof PACKAGE_FILE_NAMES)[number], Uint8Array>;

/** A view, not a copy, of bytes the build thread handed over. */
const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

export async function storePackageFiles(
  storage: FileStorage,
  caseId: string,
  contents: PackageContents,
): Promise<void> {
  for (const name of PACKAGE_FILE_NAMES)
    await storage.put(Readable.from([bufferOf(contents[name])]), {
      key: packageFileKey(caseId, name),
    });
  // Written last: its presence says the package is complete.
  await storage.put(await zipOf(contents), { key: packageFileKey(caseId, PACKAGE_ZIP_NAME) });
}

/** The zip as a stream into the store: compressed output is never held whole. */
async function zipOf(contents: PackageContents): Promise<Readable> {
  // Loaded on first use: nothing at server start needs the zip writer.
  const { default: yazl } = await import('yazl');
  const zip = new yazl.ZipFile();
  for (const name of PACKAGE_FILE_NAMES) zip.addBuffer(bufferOf(contents[name]), name);
  zip.end();
  return zip.outputStream as Readable;
}

export async function removePackage(storage: FileStorage, caseId: string): Promise<void> {
  // The zip first: without it the package reads as not generated.
  const names: PackageFileName[] = [PACKAGE_ZIP_NAME, ...PACKAGE_FILE_NAMES];
  for (const name of names) await storage.delete(packageFileKey(caseId, name));
}
