import { createReadStream, createWriteStream } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

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

/** `{dataDir}/packages/{caseId}`; the case id is one we generated, never user text. */
export function packageDirectory(dataDir: string, caseId: string): string {
  if (!/^[0-9a-f-]{36}$/.test(caseId)) throw new Error('Invalid case id');
  return path.join(dataDir, 'packages', caseId);
}

/** Temp file, fsync, rename: a reader sees the old file or the new one, never half of one. */
export async function writeAtomically(target: string, bytes: Uint8Array): Promise<void> {
  const temp = `${target}.partial-${process.pid}-${Date.now()}`;
  const handle = await fsp.open(temp, 'w', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fsp.rename(temp, target);
}

/** Zips files from disk to disk as streams, so no file is held in memory. */
export async function writeZipAtomically(
  target: string,
  files: { name: string; path: string }[],
): Promise<void> {
  const temp = `${target}.partial-${process.pid}-${Date.now()}`;
  const zip = new yazl.ZipFile();
  for (const file of files) zip.addReadStream(createReadStream(file.path), file.name);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(temp, { mode: 0o600 }));
  await fsp.rename(temp, target);
}

export async function removePackage(dataDir: string, caseId: string): Promise<void> {
  await fsp.rm(packageDirectory(dataDir, caseId), { recursive: true, force: true });
}
