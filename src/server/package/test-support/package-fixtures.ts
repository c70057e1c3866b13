import type { Case } from '../../../domain/case';
import { createCaseViaApi } from '../../test-support/case-factory';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
  StandardFonts,
  type PDFObject,
} from 'pdf-lib';
import type { DocumentType } from '../../../domain/document';
import { runPendingJobsOnce } from '../../jobs/job-worker';
import type { TestApp } from '../../test-support/test-app';
import { packageJobHandlers } from '../package-job';

export async function textPdf(pages: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) doc.addPage().drawText(text, { x: 50, y: 700, size: 12, font });
  return doc.save();
}

/**
 * A file with very many empty pages, like the audit's pages20k.pdf. Written by hand: adding
 * 20,000 pages through pdf-lib takes far longer than the package generation it feeds.
 */
export function manyPagePdf(pages: number): Uint8Array {
  const parts: string[] = ['%PDF-1.7\n'];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  const add = (body: string) => {
    offsets.push(length);
    const object = `${offsets.length} 0 obj\n${body}\nendobj\n`;
    parts.push(object);
    length += object.length;
  };
  add('<< /Type /Catalog /Pages 2 0 R >>');
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  for (let i = 0; i < pages; i += 1) add('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>');
  const xref = [
    'xref',
    `0 ${offsets.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF\n',
  ].join('\n');
  return new Uint8Array(Buffer.from(parts.join('') + xref, 'latin1'));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A "pixel flood": a valid greyscale PNG of width x height black pixels that compresses to a
 * small file (20000 x 20000 is 400 MB decoded, about 400 KB on disk). Deflated as a stream, so
 * the test never holds the decoded image itself.
 */
export async function pixelFloodPng(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(width + 1); // filter byte 0, then black pixels
  const rows = Readable.from(
    (function* () {
      for (let y = 0; y < height; y += 1) yield row;
    })(),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of rows.pipe(zlib.createDeflate({ level: 1 })))
    chunks.push(chunk as Buffer);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(chunks)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The markers each script of `scriptedPdf` carries; none may reach a generated package. */
export const SCRIPT_MARKERS = [
  'casepilot-open-js',
  'casepilot-page-open-js',
  'casepilot-annot-js',
  'casepilot-next-js',
  'casepilot-names-js',
  'casepilot-launch',
];

/**
 * Like the audit's js.pdf: a catalog /OpenAction script, a page /AA (page open) script, a link
 * annotation running a script (with a chained /Next script), a document-level /Names /JavaScript
 * script and a /Launch action; plus an ordinary https link, which may stay.
 */
export async function scriptedPdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage();
  page.drawText(text, { x: 50, y: 700, size: 12, font });
  const ctx = doc.context;
  const js = (marker: string) =>
    ctx.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(`app.alert("${marker}");`) });
  doc.catalog.set(PDFName.of('OpenAction'), ctx.register(js('casepilot-open-js')));
  page.node.set(PDFName.of('AA'), ctx.obj({ O: ctx.register(js('casepilot-page-open-js')) }));
  const scriptStream = ctx.register(ctx.flateStream('app.alert("casepilot-names-js");'));
  doc.catalog.set(
    PDFName.of('Names'),
    ctx.obj({
      JavaScript: ctx.obj({
        Names: [PDFString.of('init'), ctx.obj({ S: 'JavaScript', JS: scriptStream })],
      }),
    }),
  );
  const annotJs = js('casepilot-annot-js');
  annotJs.set(PDFName.of('Next'), ctx.register(js('casepilot-next-js')));
  const link = (rect: number[], action: PDFDict) =>
    ctx.register(
      ctx.obj({ Type: 'Annot', Subtype: 'Link', Rect: rect, Border: [0, 0, 0], A: action }),
    );
  page.node.set(
    PDFName.of('Annots'),
    ctx.obj([
      link([50, 650, 250, 670], annotJs),
      link([50, 620, 250, 640], ctx.obj({ S: 'Launch', F: PDFString.of('casepilot-launch.exe') })),
      link(
        [50, 590, 250, 610],
        ctx.obj({ S: 'URI', URI: PDFString.of('https://sellercentral.amazon.com/') }),
      ),
    ]),
  );
  return doc.save({ useObjectStreams: false });
}

function textOf(value: PDFObject | undefined): string {
  if (value instanceof PDFString || value instanceof PDFHexString) return value.decodeText();
  return '';
}

/**
 * What is active in a PDF: every action type found anywhere (/S of action dicts), every /AA,
 * /OpenAction, /JS or /JavaScript key, and the text of all strings and (decoded) streams, so a
 * script left as an orphan object is found too.
 */
export async function activeContentOf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const actionTypes = new Set<string>();
  const keys = new Set<string>();
  const uris: string[] = [];
  let text = '';
  const visit = (value: PDFObject | undefined): void => {
    if (value instanceof PDFRawStream) {
      visit(value.dict);
      try {
        text += Buffer.from(decodePDFRawStream(value).decode()).toString('latin1');
      } catch {
        text += Buffer.from(value.getContents()).toString('latin1');
      }
    } else if (value instanceof PDFDict) {
      for (const [key, child] of value.entries()) {
        const name = key.decodeText();
        if (['AA', 'OpenAction', 'JS', 'JavaScript', 'Next'].includes(name)) keys.add(name);
        if (name === 'S' && child instanceof PDFName) actionTypes.add(child.decodeText());
        if (name === 'URI') uris.push(textOf(child));
        visit(child);
      }
    } else if (value instanceof PDFArray) {
      for (const child of value.asArray()) visit(child);
    } else if (value instanceof PDFString || value instanceof PDFHexString) {
      text += value.decodeText();
    }
  };
  for (const [, value] of doc.context.enumerateIndirectObjects()) visit(value);
  return { actionTypes, keys, uris, text, pageCount: doc.getPageCount() };
}

let lastUploadMs = 0;
/**
 * Each attached document a later upload time than the one before: the package encloses them in
 * upload order, and two in the same millisecond would be ordered by their random ids.
 */
function nextUploadTime(): string {
  lastUploadMs = Math.max(Date.now(), lastUploadMs + 1);
  return new Date(lastUploadMs).toISOString();
}

/** Stores a file as a document of the case, analysed, as an upload would leave it. */
export async function attachDocument(
  t: TestApp,
  caseId: string,
  file: {
    name: string;
    mimeType: string;
    bytes: Uint8Array;
    type?: DocumentType;
    extractedText?: string;
  },
): Promise<void> {
  const stored = await t.ctx.files.documents.put(Readable.from([Buffer.from(file.bytes)]));
  await t.ctx.db
    .insertInto('documents')
    .values({
      id: randomUUID(),
      caseId,
      name: file.name,
      type: file.type ?? 'Invoice',
      mimeType: file.mimeType,
      size: stored.size,
      storageKey: stored.key,
      uploadedAt: nextUploadTime(),
      status: 'analyzed',
      relevanceScore: 0.9,
      completenessScore: 0.9,
      complianceScore: 0.9,
      missingElements: '[]',
      // What the case model reads: by default a certificate of conformity, which covers a
      // Suppression case's one Critical requirement, so a package may be generated (issue 12).
      extractedText: file.extractedText ?? 'Certificate of conformity for this product',
    })
    .execute();
}

/** Runs the queued package jobs, as the app's job worker would. */
export function runPackageJobs(t: TestApp): Promise<number> {
  return runPendingJobsOnce(t.ctx, packageJobHandlers, { retryBaseMs: 0 });
}

/** A Suppression case to package: its documents (attachDocument) make it ready. */
export function createReadyCase(t: TestApp, cookie: string): Promise<Case> {
  return createCaseViaApi(t.app, cookie, { probabilityScore: 0.9 });
}
