import { Readable, Transform, type TransformCallback } from 'node:stream';
import type { fileTypeFromStream as FileTypeFromStream } from 'file-type';

/** The kinds of upload we accept, named by what the bytes are, never by name or declared type. */
export type AcceptedFileKind = 'pdf' | 'doc' | 'docx' | 'jpeg' | 'png';

export const mimeTypeOf: Record<AcceptedFileKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export const extensionOf: Record<AcceptedFileKind, string> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  jpeg: 'jpg',
  png: 'png',
};

export function kindOfMimeType(mimeType: string): AcceptedFileKind | null {
  const found = (Object.keys(mimeTypeOf) as AcceptedFileKind[]).find(
    (k) => mimeTypeOf[k] === mimeType,
  );
  return found ?? null;
}

export class UnsupportedFileError extends Error {
  constructor() {
    super('Unsupported file type');
    this.name = 'UnsupportedFileError';
  }
}

const magics: Buffer[] = [
  Buffer.from('%PDF-', 'latin1'),
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), // CFB/OLE: legacy .doc
  Buffer.from([0x50, 0x4b, 0x03, 0x04]), // zip: .docx (checked fully after the write)
  Buffer.from([0xff, 0xd8, 0xff]), // JPEG
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), // PNG
];
const HEAD_BYTES = 8;

function headIsAccepted(head: Buffer): boolean {
  return magics.some(
    (magic) => head.length >= magic.length && head.subarray(0, magic.length).equals(magic),
  );
}

/**
 * Passes bytes through, failing the stream as soon as the first bytes show a kind we refuse,
 * so a renamed executable is not written out in full before it is turned away.
 */
export function magicBytesGate(): Transform {
  let head = Buffer.alloc(0);
  let decided = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (decided) return callback(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < HEAD_BYTES) return callback();
      decided = true;
      if (!headIsAccepted(head)) return callback(new UnsupportedFileError());
      callback(null, head);
    },
    flush(callback: TransformCallback) {
      if (decided) return callback();
      if (!headIsAccepted(head)) return callback(new UnsupportedFileError());
      callback(null, head);
    },
  });
}

/** The stored file's real kind, read by file-type (a zip counts only with word/document.xml). */
export async function detectFileKind(stream: Readable): Promise<AcceptedFileKind | null> {
  try {
    // Loaded on the first upload, not at server start.
    const { fileTypeFromStream } = await import('file-type');
    const type = await fileTypeFromStream(
      Readable.toWeb(stream) as Parameters<typeof FileTypeFromStream>[0],
    );
    switch (type?.ext) {
      case 'pdf':
        return 'pdf';
      case 'cfb':
        return 'doc';
      case 'docx':
        return 'docx';
      case 'jpg':
        return 'jpeg';
      case 'png':
        return 'png';
      default:
        return null;
    }
  } finally {
    stream.destroy();
  }
}
