import { createRequire } from 'node:module';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { checkPdfPages, ExtractionRefusedError, extractionLimits } from './extraction-limits';

/** Results that cross the thread boundary: plain data only. */
export type ParsedText = {
  text: string;
  pageCount: number | null;
  /** PNG renderings of the first pages of a PDF without a text layer, for OCR. */
  pageImages: Uint8Array[];
  /** Set when a scanned PDF could not be rendered for OCR. */
  renderFailed: boolean;
};

/** A PDF with fewer readable characters than this per page is treated as scanned. */
const MIN_TEXT_CHARS_PER_PAGE = 20;
export const MAX_OCR_PAGES = 3;
const PASSWORD_MESSAGE = 'The PDF is password-protected; upload a copy without a password';
/** 2 × 72 dpi: enough for tesseract on ordinary print, small enough to stay quick. */
const RENDER_SCALE = 2;

type PdfTextItem = { str?: string; hasEOL?: boolean };

/** The smallest valid PDF: one empty page, offsets computed below. */
function minimalPdf(): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Count 1 /Kids [3 0 R] >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 4\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/**
 * Loads pdf.js ahead of the first file (an engine process warming up) by reading one empty PDF,
 * so its in-process worker is set up too. Word libraries load when a Word file comes.
 */
export async function loadParsers(): Promise<void> {
  await parsePdf(minimalPdf()).catch(() => undefined);
}

export async function parsePdf(bytes: Uint8Array): Promise<ParsedText> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise.catch((error: unknown) => {
    // A PDF with an empty user password opens as usual; one that needs a password is not damaged,
    // and the seller is told what to do rather than "could not be read" (fault F63). pdf.js does
    // not export the class: its name is how its documentation tells this rejection apart.
    if (error instanceof Error && error.name === 'PasswordException') {
      throw new ExtractionRefusedError(PASSWORD_MESSAGE);
    }
    throw error;
  });
  try {
    // Before any page is read: a tiny file can declare thousands of pages.
    checkPdfPages(doc.numPages);
    const pages: string[] = [];
    let chars = 0;
    for (let n = 1; n <= doc.numPages && chars < extractionLimits.maxExtractedChars; n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const pageText = (content.items as PdfTextItem[])
        .map((item) => `${item.str ?? ''}${item.hasEOL ? '\n' : ' '}`)
        .join('');
      pages.push(pageText);
      chars += pageText.length;
      page.cleanup();
    }
    const text = pages
      .join('\n')
      .replace(/[ \t]+/g, ' ')
      .trim()
      .slice(0, extractionLimits.maxExtractedChars);
    const isScanned =
      text.replace(/\s/g, '').length < MIN_TEXT_CHARS_PER_PAGE * Math.min(doc.numPages, 3);
    if (!isScanned) return { text, pageCount: doc.numPages, pageImages: [], renderFailed: false };

    try {
      const pageImages = await renderPages(doc, Math.min(doc.numPages, MAX_OCR_PAGES));
      return { text, pageCount: doc.numPages, pageImages, renderFailed: false };
    } catch {
      return { text, pageCount: doc.numPages, pageImages: [], renderFailed: true };
    }
  } finally {
    await doc.destroy();
  }
}

async function renderPages(doc: PDFDocumentProxy, count: number): Promise<Uint8Array[]> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const images: Uint8Array[] = [];
  for (let n = 1; n <= count; n += 1) {
    const page = await doc.getPage(n);
    const viewport = page.getViewport({ scale: RENDER_SCALE });
    // A page can declare any size; a canvas for a huge one would be a pixel flood.
    if (viewport.width * viewport.height > extractionLimits.maxImagePixels) {
      throw new Error('The page is too large to render');
    }
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    images.push(new Uint8Array(canvas.toBuffer('image/png')));
    page.cleanup();
  }
  return images;
}

export async function parseDocx(bytes: Uint8Array): Promise<ParsedText> {
  const { default: mammoth } = await import('mammoth');
  const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  const text = result.value.trim().slice(0, extractionLimits.maxExtractedChars);
  return { text, pageCount: null, pageImages: [], renderFailed: false };
}

/** word-extractor's sector allocation table (CommonJS, no types of its own). */
type AllocationTable = { _table: number[]; getSecIdChain(startSecId: number): number[] };
let sectorChainsGuarded = false;

/**
 * word-extractor follows a .doc's sector chains until they end, so a chain that loops back on
 * itself (a 2 KB file can hold one) grew an array until the engine passed its memory cap, seconds
 * later (fault F64). A chain visits each sector of its table at most once: one that is longer
 * loops, and the file is refused as damaged at once. Otherwise the chain is the library's own
 * (a sector pointing at itself still ends it, as there).
 */
function guardSectorChains(): void {
  if (sectorChainsGuarded) return;
  sectorChainsGuarded = true;
  const table = createRequire(import.meta.url)('word-extractor/lib/ole-allocation-table.js') as {
    prototype: AllocationTable;
  };
  table.prototype.getSecIdChain = function (this: AllocationTable, startSecId: number) {
    const chain: number[] = [];
    let secId: number | undefined = startSecId;
    while (secId !== undefined && secId > -1) {
      if (chain.length >= this._table.length) {
        throw new ExtractionRefusedError('The Word file is damaged (a chain of its sectors loops)');
      }
      chain.push(secId);
      const next: number | undefined = this._table[secId];
      if (next === secId) break;
      secId = next;
    }
    return chain;
  };
}

export async function parseDoc(bytes: Uint8Array): Promise<ParsedText> {
  const { default: WordExtractor } = await import('word-extractor');
  guardSectorChains();
  const doc = await new WordExtractor().extract(Buffer.from(bytes));
  const text = [doc.getHeaders(), doc.getBody(), doc.getFootnotes()]
    .join('\n')
    .trim()
    .slice(0, extractionLimits.maxExtractedChars);
  return { text, pageCount: null, pageImages: [], renderFailed: false };
}
