import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker as TesseractWorker } from 'tesseract.js';

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

/**
 * Reads an image's text with tesseract.js. Runs inside the OCR engine process (see
 * isolated-engine.ts), which reads one image at a time: on two cores that leaves one for the API.
 */
export async function recognize(image: Uint8Array): Promise<string> {
  worker ??= startWorker();
  const current = await worker;
  try {
    const result = await current.recognize(Buffer.from(image));
    return result.data.text;
  } catch (error) {
    // A worker that failed on a broken image is replaced rather than trusted with the next one.
    worker = null;
    void current.terminate().catch(() => undefined);
    throw error instanceof Error ? error : new Error(String(error));
  }
}
