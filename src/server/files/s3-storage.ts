import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  assertValidKey,
  isStorageKey,
  PartialsNotListableError,
  StoredFileMissingError,
  type FileStorage,
  type ListedObject,
  type PutOptions,
  type StoredObject,
} from './storage';

export type S3Settings = {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

/**
 * S3's smallest part but the last. An upload is held in memory one part at a time, never whole:
 * a file that fits in one part is one PUT, a bigger one a multipart upload.
 */
export const S3_PART_BYTES = 5 * 1024 * 1024;

type Sdk = typeof S3Sdk;
let sdkLoading: Promise<Sdk> | undefined;

/** Loaded on first use: a server on local disk never pays the SDK's memory and start-up time. */
function loadSdk(): Promise<Sdk> {
  sdkLoading ??= import('@aws-sdk/client-s3');
  return sdkLoading;
}

export async function createS3Client(settings: S3Settings): Promise<S3Client> {
  const { S3Client } = await loadSdk();
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
    // Every part has a known length; the default streamed checksums (aws-chunked bodies) are
    // not understood by every S3-compatible store.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function errorName(error: unknown): string {
  return (error as { name?: string }).name ?? '';
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/**
 * The store's own answer that it lacks an operation (S3 error code NotImplemented, HTTP 501), as
 * s3rver and some S3-compatible stores give for ListMultipartUploads; the caller reports that
 * it could not list, it does not treat the answer as success.
 */
function isUnsupportedOperation(error: unknown): boolean {
  return errorName(error) === 'NotImplemented' || statusOf(error) === 501;
}

/** One client for a bucket, made (and the SDK loaded) when a store first needs it. */
export class S3Connection {
  private opening: Promise<{ sdk: Sdk; client: S3Client }> | undefined;

  constructor(private readonly settings: S3Settings) {}

  get bucket(): string {
    return this.settings.bucket;
  }

  open(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.opening ??= Promise.all([loadSdk(), createS3Client(this.settings)]).then(
      ([sdk, client]) => ({ sdk, client }),
    );
    return this.opening;
  }
}

/**
 * Files as objects under `{prefix}{key}` in one bucket. A write becomes visible only when
 * complete: a single PUT, or a multipart upload that is completed last and aborted on failure,
 * so a failed or cut-off upload leaves no object.
 */
export class S3FileStorage implements FileStorage {
  private readonly bucket: string;

  /** `connection` is one client shared by every store on the bucket, made on first use. */
  constructor(
    private readonly connection: S3Connection,
    private readonly prefix: string,
  ) {
    this.bucket = connection.bucket;
  }

  private objectKey(key: string): string {
    assertValidKey(key);
    return `${this.prefix}${key}`;
  }

  async put(source: Readable, options: PutOptions = {}): Promise<StoredObject> {
    const { sdk, client } = await this.connection.open();
    const key = options.key ?? randomUUID();
    const Key = this.objectKey(key);
    const Bucket = this.bucket;
    let size = 0;
    let buffered: Buffer[] = [];
    let bufferedBytes = 0;
    let uploadId: string | undefined;
    const parts: { ETag: string | undefined; PartNumber: number }[] = [];
    const takeBuffered = () => {
      const body = Buffer.concat(buffered, bufferedBytes);
      buffered = [];
      bufferedBytes = 0;
      return body;
    };
    const sendPart = async () => {
      uploadId ??= (await client.send(new sdk.CreateMultipartUploadCommand({ Bucket, Key })))
        .UploadId;
      const PartNumber = parts.length + 1;
      const body = takeBuffered();
      const { ETag } = await client.send(
        new sdk.UploadPartCommand({
          Bucket,
          Key,
          UploadId: uploadId,
          PartNumber,
          Body: body,
          ContentLength: body.length,
        }),
      );
      parts.push({ ETag, PartNumber });
    };
    const sink = async (chunks: AsyncIterable<Buffer | string>) => {
      for await (const chunk of chunks) {
        const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        size += buffer.length;
        buffered.push(buffer);
        bufferedBytes += buffer.length;
        // Waiting here holds the source back: memory stays at about one part per upload.
        if (bufferedBytes >= S3_PART_BYTES) await sendPart();
      }
    };
    try {
      await (pipeline as (...streams: unknown[]) => Promise<void>)(
        source,
        ...(options.transforms ?? []),
        sink,
      );
      if (uploadId === undefined) {
        const body = takeBuffered();
        await client.send(
          new sdk.PutObjectCommand({ Bucket, Key, Body: body, ContentLength: body.length }),
        );
      } else {
        if (bufferedBytes > 0) await sendPart();
        await client.send(
          new sdk.CompleteMultipartUploadCommand({
            Bucket,
            Key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
          }),
        );
      }
      return { key, size };
    } catch (error) {
      if (uploadId !== undefined) {
        // Parts of an unfinished upload are never an object; aborting frees their space. A store
        // without abort keeps them until removeStalePartials or its own lifecycle rule.
        await client
          .send(new sdk.AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId }))
          .catch(() => undefined);
      }
      // Drain what is left so the request can finish (multipart waits for the part to be consumed).
      source.resume();
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const { sdk, client } = await this.connection.open();
    try {
      const result = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      if (!(result.Body instanceof Readable)) throw new Error('The object store sent no body');
      return result.Body;
    } catch (error) {
      if (errorName(error) === 'NoSuchKey' || statusOf(error) === 404)
        throw new StoredFileMissingError();
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number; modifiedAt: Date } | null> {
    const { sdk, client } = await this.connection.open();
    try {
      const head = await client.send(
        new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (errorName(error) === 'NotFound' || statusOf(error) === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = await this.connection.open();
    // S3 answers a delete of a missing object with success, as the interface wants.
    await client.send(
      new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
    );
  }

  async *list(): AsyncIterable<ListedObject> {
    const { sdk, client } = await this.connection.open();
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.prefix,
          // Generated keys only: named keys sit one level down, under their id.
          Delimiter: '/',
          ContinuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = (object.Key ?? '').slice(this.prefix.length);
        if (isStorageKey(key)) yield { key, modifiedAt: object.LastModified ?? new Date(0) };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /**
   * Aborts multipart uploads under this prefix started before the date (a process died
   * mid-upload). Whether their writer is still alive cannot be known here, so age alone decides.
   * A store that does not implement the listing says so (PartialsNotListableError).
   */
  async removeStalePartials(olderThan: Date): Promise<number> {
    const { sdk, client } = await this.connection.open();
    let removed = 0;
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    try {
      do {
        const page = await client.send(
          new sdk.ListMultipartUploadsCommand({
            Bucket: this.bucket,
            Prefix: this.prefix,
            KeyMarker,
            UploadIdMarker,
          }),
        );
        for (const upload of page.Uploads ?? []) {
          if (!upload.Initiated || upload.Initiated >= olderThan) continue;
          await client.send(
            new sdk.AbortMultipartUploadCommand({
              Bucket: this.bucket,
              Key: upload.Key,
              UploadId: upload.UploadId,
            }),
          );
          removed += 1;
        }
        KeyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        UploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (KeyMarker);
    } catch (error) {
      // Stores without ListMultipartUploads (s3rver, some S3-compatibles) answer 501: say that
      // nothing could be listed, rather than "0 removed", so the sweep warns to set the bucket's
      // AbortIncompleteMultipartUpload rule instead.
      if (isUnsupportedOperation(error)) throw new PartialsNotListableError();
      throw error;
    }
    return removed;
  }
}
