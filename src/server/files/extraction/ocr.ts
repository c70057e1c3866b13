import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker as TesseractWorker } from 'tesseract.js';

/** An OCR that takes longer than this fails the attempt (the job retries later). */
const OCR_TIMEOUT_MS = 120_000;
const IDLE_MS = 30_000;

/** English language data from the @tesseract.js-data/eng package: nothing is downloaded. */
function languageDataPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');
}

/**
 * One tesseract.js worker (a worker thread of its own), used one image at a time: on two cores
 * a single OCR thread leaves the other for the API.
 */
export class OcrQueue {
  private worker: Promise<TesseractWorker> | null = null;
  private tail: Promise<unknown> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | null = null;
  private pending = 0;

  recognize(image: Uint8Array): Promise<string> {
    this.pending += 1;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const run = this.tail.then(() => this.recognizeNow(image));
    this.tail = run
      .catch(() => undefined)
      .finally(() => {
        this.pending -= 1;
        if (this.pending === 0) {
          this.idleTimer = setTimeout(() => void this.close(), IDLE_MS);
          this.idleTimer.unref();
        }
      });
    return run;
  }

  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = null;
    if (worker) await (await worker.catch(() => null))?.terminate();
  }

  private async recognizeNow(image: Uint8Array): Promise<string> {
    this.worker ??= createWorker('eng', OEM.LSTM_ONLY, {
      langPath: languageDataPath(),
      gzip: true,
      cacheMethod: 'none',
    });
    const worker = await this.worker;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('Reading the image took too long')),
        OCR_TIMEOUT_MS,
      );
    });
    try {
      const result = await Promise.race([worker.recognize(Buffer.from(image)), timeout]);
      return result.data.text;
    } catch (error) {
      // A hung or broken worker is replaced on the next image.
      this.worker = null;
      void worker.terminate().catch(() => undefined);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}
