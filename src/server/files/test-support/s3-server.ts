import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { createS3Client, type S3Settings } from '../s3-storage';

type S3rverInstance = { run: () => Promise<AddressInfo>; close: () => Promise<void> };
type S3rverClass = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string; configs: never[] }[];
}) => S3rverInstance;

export type TestS3Server = {
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps the bucket's objects on disk. */
  directory: string;
  /** The app's S3_ settings (and the secret key they require) for this server. */
  env: Record<string, string>;
  settings: S3Settings;
  /** Every object in the bucket, under any prefix. */
  listKeys: () => Promise<string[]>;
  /** Stops answering (connections are refused), keeping the stored objects. */
  stop: () => Promise<void>;
  /** Answers again on the same port, over the same objects. */
  restart: () => Promise<void>;
  close: () => Promise<void>;
};

/** s3rver's fixed credentials: it checks signatures made with these. */
const ACCESS_KEY = 'S3RVER';

/**
 * A real S3-compatible server (s3rver) on a random loopback port over a temporary directory.
 * Throws when it cannot start: tests that need object storage fail rather than skip.
 */
export async function startTestS3Server(bucket = 'casepilot-test'): Promise<TestS3Server> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'casepilot-s3-'));
  const serve = (port: number) =>
    new S3rver({
      address: '127.0.0.1',
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
  let server: S3rverInstance | null = serve(0);
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const settings: S3Settings = {
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    forcePathStyle: true,
  };
  const client = await createS3Client(settings);
  return {
    settings,
    listKeys: async () => {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (page.Contents ?? []).map((object) => object.Key ?? '');
    },
    endpoint,
    bucket,
    directory,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
      CASEPILOT_SECRET_KEY: 'a'.repeat(64),
    },
    stop: async () => {
      await server?.close();
      server = null;
    },
    restart: async () => {
      if (server) return;
      server = serve(address.port);
      await server.run();
    },
    close: async () => {
      client.destroy();
      await server?.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
