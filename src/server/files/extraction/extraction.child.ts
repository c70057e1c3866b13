import type { EngineRequest, EngineResponse } from './isolated-engine';
import { ExtractionRefusedError } from './extraction-limits';

/**
 * The entry point of an engine child process (see isolated-engine.ts): reads one file per
 * message and answers with plain data. Anything that goes wrong in here ends this process only.
 */
export type EngineOp = 'pdf' | 'docx' | 'doc' | 'ocr';

const operations: Record<EngineOp, (bytes: Uint8Array) => Promise<unknown>> = {
  pdf: async (bytes) => (await import('./text-extraction')).parsePdf(bytes),
  docx: async (bytes) => (await import('./text-extraction')).parseDocx(bytes),
  doc: async (bytes) => (await import('./text-extraction')).parseDoc(bytes),
  ocr: async (bytes) => (await import('./ocr')).recognize(bytes),
};

process.on('message', (request: EngineRequest<EngineOp>) => {
  void operations[request.op](request.bytes).then(
    (result) => {
      const response: EngineResponse = { id: request.id, ok: true, result };
      process.send?.(response);
    },
    (error: unknown) => {
      const response: EngineResponse = {
        id: request.id,
        ok: false,
        refused: error instanceof ExtractionRefusedError,
        error: error instanceof Error ? error.message : String(error),
      };
      process.send?.(response);
    },
  );
});

// Load the role's libraries as soon as the process starts, before the first file needs them.
if (process.argv[2] === 'parser') {
  void import('./text-extraction').then((m) => m.loadParsers());
} else if (process.argv[2] === 'ocr') {
  void import('./ocr').then((m) => m.loadOcr());
}

// The parent is gone (it crashed or was killed): nobody will read the answer.
process.on('disconnect', () => process.exit(0));
