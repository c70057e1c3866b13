import zlib from 'node:zlib';
import { readImageSize } from '../image-size';
import { readZipDirectory } from './zip-directory';

/**
 * Bounds on what one document may cost to read, checked before the expensive work starts so a
 * hostile file is turned away in milliseconds with a message the seller can act on.
 */
export const extractionLimits = {
  /** A PDF with more pages is not read (a 257 KB file can declare 20,000 pages). */
  maxPdfPages: 500,
  /** Text kept per document: scoring needs the start of a document, not a whole book. */
  maxExtractedChars: 200_000,
  /** A DOCX (zip) with more entries is refused. */
  maxZipEntries: 2_000,
  /** All entries of a DOCX together, unpacked. */
  maxZipUncompressedBytes: 200_000_000,
  /** One XML part of a DOCX (word/document.xml and the like), unpacked: the text the parser holds. */
  maxZipXmlPartBytes: 30_000_000,
  /** Images above this many pixels are refused before decoding (50 MP is a large phone photo). */
  maxImagePixels: 50_000_000,
};

/** A file refused for its size or shape; the message is fit for the seller. */
export class ExtractionRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExtractionRefusedError';
  }
}

/** Decimal units, as file sizes are shown to sellers elsewhere. */
function megabytes(bytes: number): string {
  return bytes >= 1e9 ? `${(bytes / 1e9).toFixed(1)} GB` : `${Math.round(bytes / 1e6)} MB`;
}

/** Reads the zip's central directory only (no inflating) and refuses a decompression bomb. */
export function checkDocxBounds(bytes: Uint8Array): void {
  const directory = readZipDirectory(bytes);
  if (!directory) throw new ExtractionRefusedError('The Word file is damaged (not a valid zip)');
  if (directory.length > extractionLimits.maxZipEntries) {
    throw new ExtractionRefusedError(
      `The Word file holds ${directory.length} parts; at most ${extractionLimits.maxZipEntries} can be read`,
    );
  }
  const total = directory.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (total > extractionLimits.maxZipUncompressedBytes) {
    throw new ExtractionRefusedError(
      `The Word file unpacks to ${megabytes(total)}; at most ${megabytes(extractionLimits.maxZipUncompressedBytes)} can be read`,
    );
  }
  const biggestXml = directory
    .filter((entry) => /\.(xml|rels)$/i.test(entry.name))
    .sort((a, b) => b.uncompressedSize - a.uncompressedSize)[0];
  if (biggestXml && biggestXml.uncompressedSize > extractionLimits.maxZipXmlPartBytes) {
    throw new ExtractionRefusedError(
      `The Word file's text (${biggestXml.name}) unpacks to ${megabytes(biggestXml.uncompressedSize)}; at most ${megabytes(extractionLimits.maxZipXmlPartBytes)} can be read`,
    );
  }
}

/** Chunks a PNG decoder cannot do without: a bad checksum or a cut in one of them is fatal. */
const CRITICAL_PNG_CHUNKS = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);

/**
 * Whether a PNG's chunks are whole and its critical chunks' checksums right: what libpng would
 * fail on, found by walking the chunk headers (no decoding). A PNG without IEND is let through.
 */
function isIntactPng(bytes: Uint8Array): boolean {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  while (at + 8 <= buf.length) {
    const length = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > buf.length) return false;
    if (CRITICAL_PNG_CHUNKS.has(type)) {
      const crc = zlib.crc32(buf.subarray(at + 4, at + 8 + length));
      if (crc >>> 0 !== buf.readUInt32BE(at + 8 + length)) return false;
    }
    if (type === 'IEND') return true;
    at += 12 + length;
  }
  return at === buf.length;
}

/** Refuses an image that is damaged, cut short, or declares a pixel flood. */
export function checkImageBounds(bytes: Uint8Array): { width: number; height: number } {
  const size = readImageSize(bytes);
  const isPng = bytes[0] === 0x89 && bytes[1] === 0x50;
  if (!size || size.width === 0 || size.height === 0 || (isPng && !isIntactPng(bytes))) {
    throw new ExtractionRefusedError('The image is damaged or incomplete');
  }
  if (size.width * size.height > extractionLimits.maxImagePixels) {
    throw new ExtractionRefusedError(
      `The image is ${size.width} × ${size.height} pixels; at most ${extractionLimits.maxImagePixels / 1_000_000} megapixels can be read`,
    );
  }
  return size;
}

/**
 * The largest page count a PDF's uncompressed page-tree nodes declare (`/Type /Pages … /Count n`),
 * found without parsing; null when the tree sits in compressed object streams.
 */
export function declaredPdfPageCount(bytes: Uint8Array): number | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  // A node's dictionary spans from its `<<` to its `>>`; its Kids array may be long, so look
  // up to 1 MB either side, and at no more than 1,000 nodes.
  const WINDOW = 1_000_000;
  // This runs on the API's main thread, so every search below only moves forward through the
  // text: nodes come in file order, and so do the `<<` before, the `>>` after and the `/Count` in
  // each. Slicing and searching 2 MB around every node held the event loop for seconds on a file
  // of 1,000 look-alike nodes (fault F61).
  let nextOpen = text.indexOf('<<');
  let open = -1;
  let close: number | undefined;
  const countPattern = /\/Count\s+(\d+)/g;
  let count: RegExpExecArray | null | undefined;
  let most: number | null = null;
  let checked = 0;
  for (const match of text.matchAll(/\/Type\s*\/Pages\b/g)) {
    if ((checked += 1) > 1_000) break;
    const at = match.index;
    // The last `<<` that ends before the node…
    while (nextOpen !== -1 && nextOpen + 2 <= at) {
      open = nextOpen;
      nextOpen = text.indexOf('<<', nextOpen + 1);
    }
    // …and the first `>>` from the node on (-1 once there is none left).
    if (close === undefined || (close !== -1 && close < at)) close = text.indexOf('>>', at);
    if (open < 0 || open < at - WINDOW || close < 0 || close + 2 > at + WINDOW) continue;
    // The first `/Count n` from the `<<` on, counted only when it ends before the `>>`.
    if (count === undefined || (count !== null && count.index < open)) {
      countPattern.lastIndex = open;
      count = countPattern.exec(text);
    }
    if (count && count.index < close) most = Math.max(most ?? 0, Number(count[1]));
  }
  return most;
}

/** Refuses a PDF that declares more pages than we read (checked by the parser after opening it). */
export function checkPdfPages(pageCount: number): void {
  if (pageCount > extractionLimits.maxPdfPages) {
    throw new ExtractionRefusedError(
      `The PDF has ${pageCount.toLocaleString('en-US')} pages; at most ${extractionLimits.maxPdfPages} can be read`,
    );
  }
}
