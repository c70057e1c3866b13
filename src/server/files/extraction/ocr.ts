import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker as TesseractWorker } from 'tesseract.js';
import { prepareScan, type PreparedScan } from './scan-preprocess';

/** English language data from the @tesseract.js-data/eng package: nothing is downloaded. */
function languageDataPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');
}

let worker: Promise<TesseractWorker> | null = null;

function startWorker(): Promise<TesseractWorker> {
  return createWorker('eng', OEM.LSTM_ONLY, {
    langPath: languageDataPath(),
    gzip: true,
    cacheMethod: 'none',
    // Without a handler tesseract.js throws a worker's rejection from its message listener,
    // an uncaught exception that ends the process; the recognize promise rejects either way.
    errorHandler: () => undefined,
  });
}

/** Starts tesseract and loads the language data ahead of the first image. */
export async function loadOcr(): Promise<void> {
  worker ??= startWorker();
  await worker.catch(() => {
    worker = null;
  });
}

/** Below this mean word confidence (0–100) a page is read again turned half a turn. */
const DOUBTFUL_CONFIDENCE = 60;
/** A turned reading this sure is taken as it is; below it the unturned page is read as well. */
const CONFIDENT_READING = 85;
/** A first reading slower than this is not repeated: the engine's time cap is for the whole file. */
const RETRY_WITHIN_MS = 15_000;

async function read(current: TesseractWorker, image: Uint8Array) {
  const result = await current.recognize(Buffer.from(image));
  return { text: result.data.text, confidence: result.data.confidence };
}

/**
 * The prepared page (upright, straight, flat, table rules cleared; see scan-preprocess.ts), read
 * again half a turn round when the first reading is poor and the upright call was not sure.
 */
async function readPrepared(current: TesseractWorker, prepared: PreparedScan): Promise<string> {
  const started = Date.now();
  let first = await read(current, prepared.image);
  // A turned page that reads unsurely is read unturned too, and the surer reading kept: a wrong
  // turn (a table's columns taken for rows, its figures for upside-down letters) reads noise.
  if (prepared.unturned && first.confidence < CONFIDENT_READING) {
    const unturned = await read(current, prepared.unturned());
    if (unturned.confidence > first.confidence) first = unturned;
  }
  if (
    first.confidence >= DOUBTFUL_CONFIDENCE ||
    prepared.uprightCertainty >= 0.9 ||
    Date.now() - started > RETRY_WITHIN_MS
  ) {
    return first.text;
  }
  const second = await read(current, prepared.flipped());
  return second.confidence > first.confidence ? second.text : first.text;
}

/**
 * Reads an image's text with tesseract.js. Runs inside the OCR engine process (see
 * isolated-engine.ts), which reads one image at a time: on two cores that leaves one for the API.
 */
export async function recognize(image: Uint8Array): Promise<string> {
  worker ??= startWorker();
  const current = await worker;
  try {
    // An image the preparation cannot decode or find text lines in is read as it came.
    const prepared = await prepareScan(image).catch(() => null);
    if (prepared) return await readPrepared(current, prepared);
    return (await read(current, image)).text;
  } catch (error) {
    // A worker that failed on a broken image is replaced rather than trusted with the next one.
    worker = null;
    void current.terminate().catch(() => undefined);
    throw error instanceof Error ? error : new Error(String(error));
  }
}
