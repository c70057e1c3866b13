import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createAppFiles } from './app-files';
import { S3FileStorage } from './s3-storage';
import { LocalDiskStorage } from './storage';

const key = 'b'.repeat(64);

describe('object storage settings', () => {
  it('keeps files under DATA_DIR by default, and in the bucket when S3_BUCKET is set', () => {
    const local = loadConfig({ DATA_DIR: '/tmp/casepilot-config' });
    expect(local.s3).toBeUndefined();
    expect(createAppFiles(local).documents).toBeInstanceOf(LocalDiskStorage);

    const s3 = loadConfig({
      S3_BUCKET: 'casepilot',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      CASEPILOT_SECRET_KEY: key,
    });
    expect(s3.s3).toEqual({
      bucket: 'casepilot',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    const files = createAppFiles(s3);
    expect(files.documents).toBeInstanceOf(S3FileStorage);
    expect(files.packages).toBeInstanceOf(S3FileStorage);
  });

  it('refuses settings that cannot work together, naming each', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      'S3_BUCKET must be set when any other S3_ setting is',
    );
    expect(() =>
      loadConfig({ S3_BUCKET: 'casepilot', S3_ACCESS_KEY_ID: 'id', CASEPILOT_SECRET_KEY: key }),
    ).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
    expect(() => loadConfig({ S3_BUCKET: 'casepilot' })).toThrow(
      'CASEPILOT_SECRET_KEY must be set with S3_BUCKET',
    );
    expect(() => loadConfig({ S3_BUCKET: 'casepilot', S3_ENDPOINT: 'not a url' })).toThrow(
      'S3_ENDPOINT',
    );
    expect(() =>
      loadConfig({ S3_BUCKET: 'casepilot', S3_FORCE_PATH_STYLE: 'yes', CASEPILOT_SECRET_KEY: key }),
    ).toThrow('S3_FORCE_PATH_STYLE');
  });
});
