import zlib from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { textPng } from './document-fixtures';

/**
 * Hostile files of the security audit (2026-11-23, F1/F3/F10), built in memory at test time so
 * nothing big is committed.
 */

/** A small real PNG whose IDAT checksum is wrong: libpng refuses it mid-decode. */
export function corruptPng(): Buffer {
  const png = Buffer.from(textPng(['X'], { width: 24, height: 24 }));
  const idat = png.indexOf('IDAT', 0, 'latin1');
  const length = png.readUInt32BE(idat - 4);
  // Flip the stored CRC that follows the chunk's data.
  const crcAt = idat + 4 + length;
  png.writeUInt32BE((png.readUInt32BE(crcAt) ^ 0xffffffff) >>> 0, crcAt);
  return png;
}

/**
 * A PNG whose every chunk is whole and correctly checksummed, but whose image data is not a
 * zlib stream: only decoding finds out (this one reaches the OCR engine and fails there).
 */
export function undecodablePng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(300, 0);
  ihdr.writeUInt32BE(120, 4);
  ihdr[8] = 8;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.alloc(512, 0xa5)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first `bytes` of a valid PNG: signature and IHDR survive, the image data does not. */
export function truncatedPng(bytes = 60): Buffer {
  return greyPng(300, 120).subarray(0, bytes);
}

/** The first `bytes` of a valid JPEG. */
export function truncatedJpeg(bytes = 89): Buffer {
  const canvas = createCanvas(300, 120);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, 300, 120);
  return canvas.toBuffer('image/jpeg').subarray(0, bytes);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A plain 8-bit greyscale PNG, IDAT right after IHDR (as most encoders write it). */
function greyPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  const rows = Buffer.alloc((width + 1) * height);
  for (let i = 0; i < rows.length; i += 1) rows[i] = i % (width + 1) === 0 ? 0 : (i * 7) & 0xff;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A genuine pixel flood: a valid 1-bit PNG of `side` × `side` white pixels. A few hundred KB on
 * disk; decoded at 32 bits a pixel, 20000 × 20000 is 1.6 GB.
 */
export function pixelFloodPng(side = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8), 0xff);
  row[0] = 0; // filter: none
  const deflate = zlib.deflateSync(Buffer.concat(Array.from({ length: side }, () => row)), {
    level: 9,
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflate),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

type ZipPart = { name: string; method: 0 | 8; data: Buffer; size: number; crc: number };

/** A zip archive written by hand, so a part can be a raw deflate stream built without inflating. */
function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(part.method, 10);
    central.writeUInt32LE(part.crc, 16);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(part.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    centrals.push(central, name);
    offset += local.length + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function stored(name: string, text: string): ZipPart {
  const data = Buffer.from(text, 'utf8');
  return { name, method: 0, data, size: data.length, crc: zlib.crc32(data) };
}

/**
 * `head`, then `unit` repeated to `size` bytes, then `tail`, as one raw deflate stream: the unit
 * block is compressed once with a full flush (so it stands alone) and its bytes repeated.
 */
function repeatedDeflate(head: string, unit: Buffer, size: number, tail: string): ZipPart {
  const block = Buffer.concat(
    Array.from({ length: Math.ceil((1 << 20) / unit.length) }, () => unit),
  );
  const headBytes = Buffer.from(head, 'utf8');
  const tailBytes = Buffer.from(tail, 'utf8');
  const repeats = Math.floor((size - headBytes.length - tailBytes.length) / block.length);
  const flushed = (data: Buffer) =>
    zlib.deflateRawSync(data, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  const blockDeflated = flushed(block);
  let crc = zlib.crc32(headBytes);
  for (let n = 0; n < repeats; n += 1) crc = zlib.crc32(block, crc);
  crc = zlib.crc32(tailBytes, crc);
  const data = Buffer.concat([
    flushed(headBytes),
    ...Array.from({ length: repeats }, () => blockDeflated),
    zlib.deflateRawSync(tailBytes),
  ]);
  return {
    name: 'word/document.xml',
    method: 8,
    data,
    size: headBytes.length + repeats * block.length + tailBytes.length,
    crc: crc >>> 0,
  };
}

function docxAround(document: ZipPart): Buffer {
  return zip([
    stored(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    stored(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    document,
  ]);
}

const DOCUMENT_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
const DOCUMENT_TAIL = '</w:body></w:document>';

/** About 1.1 MB: one paragraph whose text inflates to about 1.1 GB (the audit's bomb_giant.docx). */
export function giantTextDocxBomb(): Buffer {
  return docxAround(
    repeatedDeflate(
      `${DOCUMENT_HEAD}<w:p><w:r><w:t>`,
      Buffer.from('A'),
      1_100_000_000,
      `</w:t></w:r></w:p>${DOCUMENT_TAIL}`,
    ),
  );
}

/** Hundreds of KB: 150 MB of tiny paragraphs (the audit's bomb_paras.docx). */
export function tinyParagraphsDocxBomb(): Buffer {
  return docxAround(
    repeatedDeflate(
      DOCUMENT_HEAD,
      Buffer.from('<w:p><w:r><w:t>a</w:t></w:r></w:p>'),
      150_000_000,
      DOCUMENT_TAIL,
    ),
  );
}

/**
 * A valid PDF of `pages` blank pages, written directly (pdf-lib takes half a minute for 20,000).
 * About 1.6 MB for 20,000 pages; the audit's pages20k.pdf packed the same into 257 KB.
 */
export function manyPagesPdf(pages = 20_000): Buffer {
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${pages} /Kids [${Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ')}] >>`,
    ...Array.from(
      { length: pages },
      () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    ),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** PNG bytes under a PDF's name, and a PDF that is also an HTML page (the audit's F25). */
export function pdfHtmlPolyglot(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n<html><body><script>alert(document.domain)</script></body></html>\n' +
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

/** A PDF of these objects (object n is `objects[n - 1]`), after `preamble`; offsets computed. */
function pdfOf(objects: string[], { preamble = '', trailer = '' } = {}): Buffer {
  let body = `%PDF-1.4\n${preamble}`;
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** One page whose text layer shows these lines in Helvetica. */
function onePageTextObjects(lines: string[]): string[] {
  const content = `BT /F1 11 Tf 14 TL 50 740 Td ${lines.map((line) => `(${line}) '`).join(' ')} ET`;
  return [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Count 1 /Kids [3 0 R] >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
}

/**
 * A valid one-page text PDF of about 2 MB whose comment lines hold 1,000 `/Type /Pages` between a
 * `<<` and a `>>` 1 MB away, and many `/C` that a `/Count` search must look at: PDF readers skip
 * comments, a text scan for the page tree does not.
 */
export function pageTreeScanPdf(lines: string[]): Buffer {
  const padding = `%${'/C'.repeat(49)}\n`.repeat(9_900);
  const preamble = `%<<\n${padding}${'%/Type /Pages\n'.repeat(1_000)}${padding}%>>\n`;
  return pdfOf(onePageTextObjects(lines), { preamble });
}

/** A DOCX whose text holds NUL characters, written as XML character references (`&#0;`). */
export function nulTextDocx(lines: string[]): Buffer {
  const body = lines.map((line) => `<w:p><w:r><w:t>${line}&#0;</w:t></w:r></w:p>`).join('');
  return docxAround(stored('word/document.xml', `${DOCUMENT_HEAD}${body}${DOCUMENT_TAIL}`));
}

/** A PDF encrypted with the standard handler and a user password that is not empty. */
export function passwordProtectedPdf(lines: string[]): Buffer {
  const objects = onePageTextObjects(lines);
  const id = '0123456789abcdef0123456789abcdef';
  return pdfOf(
    [
      ...objects,
      `<< /Filter /Standard /V 1 /R 2 /O <${'11'.repeat(32)}> /U <${'22'.repeat(32)}> /P -4 >>`,
    ],
    { trailer: `/Encrypt ${objects.length + 1} 0 R /ID [<${id}> <${id}>] ` },
  );
}

/**
 * A 2 KB legacy Word (.doc) compound file whose directory's sector chain loops: sector 1 leads
 * to 2 and 2 back to 1. Anything that follows the chain to its end never gets there.
 */
export function loopingSectorsDoc(): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 24); // minor version
  header.writeUInt16LE(3, 26); // major version: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // sector size 2^9
  header.writeUInt16LE(6, 32); // mini sector size 2^6
  header.writeUInt32LE(1, 44); // one FAT sector…
  header.writeInt32LE(1, 48); // …and the directory starts at sector 1
  header.writeUInt32LE(4096, 56); // mini stream cutoff
  header.writeInt32LE(-2, 60); // no mini FAT
  header.writeInt32LE(-2, 68); // no DIFAT sectors
  for (let n = 0; n < 109; n += 1) header.writeInt32LE(n === 0 ? 0 : -1, 76 + n * 4);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeInt32LE(-3, 0); // sector 0 is the FAT itself
  fat.writeInt32LE(2, 4); // 1 -> 2
  fat.writeInt32LE(1, 8); // 2 -> 1
  return Buffer.concat([header, fat, Buffer.alloc(1024)]);
}
