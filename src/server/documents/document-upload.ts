import { Transform, type Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { documentTypes, type DocumentType } from '../../domain/document';
import {
  detectFileKind,
  magicBytesGate,
  UnsupportedFileError,
  type AcceptedFileKind,
} from '../files/file-sniff';
import type { FileStorage, StoredObject } from '../files/storage';
import { AppError } from '../http/app-error';

/** Spec §5/§9: one file, up to 10 MB. Enforced while the bytes arrive, not after. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const multipartLimits = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 4096,
  parts: 8,
};

export const SELECT_TYPE_MESSAGE = 'Please select a document type first';
export const TOO_LARGE_MESSAGE = 'File is too large (10 MB at most)';
export const UNSUPPORTED_TYPE_MESSAGE =
  'Unsupported file type. Upload a PDF, Word (.doc/.docx), JPEG or PNG file.';
export const NO_FILE_MESSAGE = 'Please choose a file to upload';
export const ONE_FILE_MESSAGE = 'Upload one file at a time';
export const STALLED_MESSAGE = 'The upload stopped sending data. Please try again.';

export type ReceivedUpload = StoredObject & {
  kind: AcceptedFileKind;
  fileName: string;
  type: DocumentType;
};

/** The client stopped sending mid-upload. */
class UploadStalledError extends Error {}

const stalled = () =>
  // Closing the connection frees the socket the stalled client would otherwise hold.
  new AppError('REQUEST_TIMEOUT', STALLED_MESSAGE, { headers: { connection: 'close' } });
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);
const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_TYPE_MESSAGE);
const invalid = (message: string, field: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String(error.code)
    : undefined;
}

/** Maps what the multipart parser and the magic-byte gate throw to the API's errors. */
function translate(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof UnsupportedFileError) return unsupported();
  if (error instanceof UploadStalledError) return stalled();
  switch (codeOf(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_FILES_LIMIT':
      return invalid(ONE_FILE_MESSAGE, 'file');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return invalid('The upload form is not valid', 'file');
    default:
      return error;
  }
}

/**
 * Cuts off an upload that sends nothing for `idleMs`: the file being written fails (and its
 * half-written copy is removed); before or between parts the connection itself is closed.
 */
function stallWatchdog(request: FastifyRequest, idleMs: number) {
  let file: Readable | null = null;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (file) file.destroy(new UploadStalledError());
      else request.raw.destroy();
    }, idleMs);
  };
  arm();
  return {
    /** Passes the file's bytes through, re-arming the timer on each chunk. */
    watch(stream: Readable): Transform {
      file = stream;
      arm();
      return new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          arm();
          callback(null, chunk);
        },
      });
    },
    partDone: () => {
      file = null;
      arm();
    },
    stop: () => clearTimeout(timer),
  };
}

/**
 * Reads a multipart upload (`file` and `type`) into storage. The file is written under a
 * generated key as it streams; anything refused on the way (size, magic bytes, a missing type,
 * a client that stops sending for `idleMs`) deletes what was written, so a refused upload
 * leaves nothing behind.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: FileStorage,
  idleMs: number,
): Promise<ReceivedUpload> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
  let stored: (StoredObject & { fileName: string }) | null = null;
  let typeValue: string | undefined;
  const watchdog = stallWatchdog(request, idleMs);
  try {
    for await (const part of request.parts()) {
      watchdog.partDone();
      if (part.type === 'field') {
        if (part.fieldname === 'type' && typeof part.value === 'string')
          typeValue = part.value.trim();
        continue;
      }
      if (part.fieldname !== 'file' || stored) {
        part.file.resume();
        if (stored) throw invalid(ONE_FILE_MESSAGE, 'file');
        continue;
      }
      // Refuse before writing a byte when the type field came first and is missing or wrong.
      if (typeValue !== undefined && !documentTypes.includes(typeValue as DocumentType)) {
        part.file.resume();
        throw invalid(SELECT_TYPE_MESSAGE, 'type');
      }
      const object = await storage.put(part.file, {
        transforms: [watchdog.watch(part.file), magicBytesGate()],
      });
      watchdog.partDone();
      stored = { ...object, fileName: part.filename };
      // Belt and braces: with throwFileSizeLimit the stream errors, but a truncated part is refused too.
      if (part.file.truncated) throw tooLarge();
    }
    // Every byte is in: what follows is ours to do, however long it takes.
    watchdog.stop();
    if (!stored) throw invalid(NO_FILE_MESSAGE, 'file');
    if (!typeValue || !documentTypes.includes(typeValue as DocumentType))
      throw invalid(SELECT_TYPE_MESSAGE, 'type');
    if (stored.size === 0) throw unsupported();
    const kind = await detectFileKind(await storage.get(stored.key));
    if (!kind) throw unsupported();
    return { ...stored, kind, type: typeValue as DocumentType };
  } catch (error) {
    if (stored) await storage.delete(stored.key).catch(() => undefined);
    throw translate(error);
  } finally {
    watchdog.stop();
  }
}
