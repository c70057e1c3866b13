import type { AcceptedFileKind } from '../file-sniff';
import type { ImageSize } from '../image-size';
import type { EngineOp } from './extraction.child';
import {
  checkDocxBounds,
  checkImageBounds,
  checkPdfPages,
  declaredPdfPageCount,
  extractionLimits,
} from './extraction-limits';
import { IsolatedEngine, type EngineLimits } from './isolated-engine';
import type { ParsedText } from './text-extraction';

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
export const MAX_EXTRACTED_CHARS = extractionLimits.maxExtractedChars;

/** Used when the caller does not pass the configured limits (scripts, package tests). */
export const defaultEngineLimits: EngineLimits = { timeoutMs: 60_000, memoryMb: 1024 };

const engineModule = new URL(
  `./extraction.child.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`,
  import.meta.url,
);

/**
 * Engine processes, each reading one file at a time: up to two parse PDF and Word files (one per
 * job slot, so one seller's huge PDF never queues another's invoice behind it), one runs OCR (CPU
 * bound: on two cores a single OCR process leaves the other core to the API).
 */
const PARSER_ENGINES = 2;
const OCR_ENGINES = 1;
let parsers: IsolatedEngine[] = [];
let ocrs: IsolatedEngine[] = [];

/**
 * An idle engine of the pool, else a new one while the pool is below its size, else the least
 * busy. Engines start only when needed: starting one costs a second or more of CPU.
 */
function engine(
  pool: IsolatedEngine[],
  size: number,
  role: 'parser' | 'ocr',
  limits: EngineLimits,
): IsolatedEngine {
  let chosen = pool.find((e) => e.load === 0);
  if (!chosen && pool.length < size) {
    chosen = new IsolatedEngine(engineModule, limits, role);
    pool.push(chosen);
  }
  chosen ??= pool.reduce((best, next) => (next.load < best.load ? next : best));
  chosen.limits = limits;
  return chosen;
}

function run<R>(op: EngineOp, bytes: Uint8Array, limits: EngineLimits): Promise<R> {
  return op === 'ocr'
    ? engine(ocrs, OCR_ENGINES, 'ocr', limits).run<R>(op, bytes)
    : engine(parsers, PARSER_ENGINES, 'parser', limits).run<R>(op, bytes);
}

/**
 * Reads a stored file's text in an engine process of its own: parser for PDF/Word, OCR for images.
 * Size bounds that need no parsing (zip directory, image header) are checked here first; a file
 * past them, or one that crashes, hangs or bloats its engine, rejects without touching this process.
 */
export async function extractText(
  kind: AcceptedFileKind,
  bytes: Uint8Array,
  limits: EngineLimits = defaultEngineLimits,
): Promise<ExtractedText> {
  const result = await extract(kind, bytes, limits);
  // A file's text may hold NUL (a Word file's `&#0;`, a .doc's padding): PostgreSQL text cannot
  // store it, so the analysis failed on saving, three times over (fault F62). A space keeps the
  // words on either side apart.
  const text = result.text.slice(0, MAX_EXTRACTED_CHARS).replaceAll('\u0000', ' ');
  return { ...result, text };
}

async function extract(
  kind: AcceptedFileKind,
  bytes: Uint8Array,
  limits: EngineLimits,
): Promise<ExtractedText> {
  const base = { pageCount: null, image: null, isScannedWithoutText: false };
  switch (kind) {
    case 'png':
    case 'jpeg': {
      const image = checkImageBounds(bytes);
      return { ...base, text: await run<string>('ocr', bytes, limits), method: 'ocr', image };
    }
    case 'docx':
      checkDocxBounds(bytes);
      return {
        ...base,
        text: (await run<ParsedText>('docx', bytes, limits)).text,
        method: 'docx',
      };
    case 'doc':
      return { ...base, text: (await run<ParsedText>('doc', bytes, limits)).text, method: 'doc' };
    case 'pdf': {
      // A page tree in plain text is checked here at once; the parser checks every PDF again.
      const declared = declaredPdfPageCount(bytes);
      if (declared !== null) checkPdfPages(declared);
      const parsed = await run<ParsedText>('pdf', bytes, limits);
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
      for (const image of parsed.pageImages) pages.push(await run<string>('ocr', image, limits));
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

/** Starts the engines' memory peaks afresh (a benchmark or test measuring one file). */
export function resetEnginePeaks(): void {
  for (const e of [...parsers, ...ocrs]) e.peakResidentMb = 0;
}

/** Highest resident memory of the engine processes so far, MB (for benchmarks and tests). */
export function enginePeakResidentMb(): { parser: number; ocr: number } {
  const peak = (pool: IsolatedEngine[]) => Math.max(0, ...pool.map((e) => e.peakResidentMb));
  return { parser: peak(parsers), ocr: peak(ocrs) };
}

/** The process id of an engine working on a file right now (tests kill it to prove containment). */
export function busyEnginePid(): number | undefined {
  return [...parsers, ...ocrs].find((e) => e.busyPid !== undefined)?.busyPid;
}

/** Ends the engine processes (at shutdown, and after tests). */
export async function closeExtraction(): Promise<void> {
  const all = [...parsers, ...ocrs];
  parsers = [];
  ocrs = [];
  await Promise.all(all.map((e) => e.close()));
}
