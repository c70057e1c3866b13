import type { AcceptedFileKind } from '../file-sniff';
import { readImageSize, type ImageSize } from '../image-size';
import { OcrQueue } from './ocr';
import { ParsePool } from './parse-pool';

export type ExtractionMethod = 'text-layer' | 'docx' | 'doc' | 'ocr' | 'pdf-ocr' | 'none';

export type ExtractedText = {
  text: string;
  method: ExtractionMethod;
  pageCount: number | null;
  image: ImageSize | null;
  /** A PDF without a text layer that could not be OCR'd. */
  isScannedWithoutText: boolean;
};

/** Text longer than this is cut: scoring needs the start of a document, not a whole book. */
export const MAX_EXTRACTED_CHARS = 200_000;

let parsePool: ParsePool | null = null;
let ocrQueue: OcrQueue | null = null;

function pool(): ParsePool {
  parsePool ??= new ParsePool(
    new URL(
      `./extraction.worker.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`,
      import.meta.url,
    ),
  );
  return parsePool;
}

function ocr(): OcrQueue {
  ocrQueue ??= new OcrQueue();
  return ocrQueue;
}

/** Reads a stored file's text off the main thread: parser thread for PDF/Word, OCR thread for images. */
export async function extractText(
  kind: AcceptedFileKind,
  bytes: Uint8Array,
): Promise<ExtractedText> {
  const result = await extract(kind, bytes);
  return { ...result, text: result.text.slice(0, MAX_EXTRACTED_CHARS) };
}

async function extract(kind: AcceptedFileKind, bytes: Uint8Array): Promise<ExtractedText> {
  const base = { pageCount: null, image: null, isScannedWithoutText: false };
  switch (kind) {
    case 'png':
    case 'jpeg':
      return {
        ...base,
        text: await ocr().recognize(bytes),
        method: 'ocr',
        image: readImageSize(bytes),
      };
    case 'docx':
      return { ...base, text: (await pool().parse('docx', bytes)).text, method: 'docx' };
    case 'doc':
      return { ...base, text: (await pool().parse('doc', bytes)).text, method: 'doc' };
    case 'pdf': {
      const parsed = await pool().parse('pdf', bytes);
      if (parsed.pageImages.length === 0) {
        const hasText = parsed.text.length > 0 && !parsed.renderFailed;
        return {
          ...base,
          pageCount: parsed.pageCount,
          text: parsed.text,
          method: hasText ? 'text-layer' : 'none',
          isScannedWithoutText: parsed.renderFailed,
        };
      }
      const pages: string[] = [];
      for (const image of parsed.pageImages) pages.push(await ocr().recognize(image));
      const text = [parsed.text, ...pages].join('\n').trim();
      return {
        ...base,
        pageCount: parsed.pageCount,
        text,
        method: 'pdf-ocr',
        isScannedWithoutText: text.length === 0,
      };
    }
  }
}

/** Ends the parser and OCR threads (at shutdown, and after tests). */
export async function closeExtraction(): Promise<void> {
  await Promise.all([parsePool?.close(), ocrQueue?.close()]);
  parsePool = null;
  ocrQueue = null;
}
