import path from 'node:path';
import type { Config } from '../config';
import { S3Connection, S3FileStorage } from './s3-storage';
import { LocalDiskStorage, type FileStorage } from './storage';

/** Every place the app keeps files, one store each; on AppContext as `ctx.files`. */
export type AppFiles = {
  /** Uploaded documents, under generated keys that document rows name. */
  documents: FileStorage;
  /** Generated submission packages, as `{caseId}/{file name}`. */
  packages: FileStorage;
};

/**
 * Built once per process from config: object storage when S3_BUCKET is set (one client for both,
 * prefixes `documents/` and `packages/`), otherwise `{DATA_DIR}/documents` and `{DATA_DIR}/packages`.
 */
export function createAppFiles(config: Pick<Config, 'dataDir' | 's3'>): AppFiles {
  if (config.s3) {
    const connection = new S3Connection(config.s3);
    return {
      documents: new S3FileStorage(connection, 'documents/'),
      packages: new S3FileStorage(connection, 'packages/'),
    };
  }
  return {
    documents: new LocalDiskStorage(path.join(config.dataDir, 'documents')),
    packages: new LocalDiskStorage(path.join(config.dataDir, 'packages')),
  };
}
