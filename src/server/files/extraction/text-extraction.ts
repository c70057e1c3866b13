import mammoth from 'mammoth';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import WordExtractor from 'word-extractor';

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
/** 2 × 72 dpi: enough for tesseract on ordinary print, small enough to stay quick. */
const RENDER_SCALE = 2;

type PdfTextItem = { str?: string; hasEOL?: boolean };

export async function parsePdf(bytes: Uint8Array): Promise<ParsedText> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push(
        (content.items as PdfTextItem[])
          .map((item) => `${item.str ?? ''}${item.hasEOL ? '\n' : ' '}`)
          .join(''),
      );
      page.cleanup();
    }
    const text = pages
      .join('\n')
      .replace(/[ \t]+/g, ' ')
      .trim();
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
  const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return { text: result.value.trim(), pageCount: null, pageImages: [], renderFailed: false };
}

export async function parseDoc(bytes: Uint8Array): Promise<ParsedText> {
  const doc = await new WordExtractor().extract(Buffer.from(bytes));
  const text = [doc.getHeaders(), doc.getBody(), doc.getFootnotes()].join('\n').trim();
  return { text, pageCount: null, pageImages: [], renderFailed: false };
}
