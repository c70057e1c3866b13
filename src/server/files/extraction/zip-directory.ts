export type ZipEntry = { name: string; compressedSize: number; uncompressedSize: number };

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const MAX_32 = 0xffffffff;

/**
 * The entries a zip's central directory declares: names and sizes, without inflating anything.
 * The central directory is what zip readers (JSZip, under mammoth) trust, so its sizes are what a
 * reader will try to allocate. Returns null when the directory cannot be found or is inconsistent.
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  // The end record is 22 bytes plus a comment of at most 65,535.
  for (let at = buf.length - 22; at >= Math.max(0, buf.length - 22 - 0xffff); at -= 1) {
    if (buf.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return null;
  let count = buf.readUInt16LE(eocd + 10);
  let offset = buf.readUInt32LE(eocd + 16);
  if ((count === 0xffff || offset === MAX_32) && eocd >= 20) {
    if (buf.readUInt32LE(eocd - 20) !== ZIP64_LOCATOR) return null;
    const record = Number(buf.readBigUInt64LE(eocd - 20 + 8));
    if (record + 56 > buf.length || buf.readUInt32LE(record) !== ZIP64_EOCD) return null;
    count = Number(buf.readBigUInt64LE(record + 32));
    offset = Number(buf.readBigUInt64LE(record + 48));
  }
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL_HEADER) return null;
    let compressedSize = buf.readUInt32LE(at + 20);
    let uncompressedSize = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    // Sizes of 0xFFFFFFFF live in the ZIP64 extra field (id 1): uncompressed first, then compressed.
    let extra = at + 46 + nameLength;
    const extraEnd = extra + extraLength;
    while (extra + 4 <= extraEnd && extraEnd <= buf.length) {
      const id = buf.readUInt16LE(extra);
      const size = buf.readUInt16LE(extra + 2);
      if (id === 1) {
        let field = extra + 4;
        if (uncompressedSize === MAX_32 && field + 8 <= extra + 4 + size) {
          uncompressedSize = Number(buf.readBigUInt64LE(field));
          field += 8;
        }
        if (compressedSize === MAX_32 && field + 8 <= extra + 4 + size) {
          compressedSize = Number(buf.readBigUInt64LE(field));
        }
      }
      extra += 4 + size;
    }
    entries.push({ name, compressedSize, uncompressedSize });
    at = extraEnd + commentLength;
  }
  return entries;
}
