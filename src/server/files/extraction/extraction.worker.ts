import { parentPort } from 'node:worker_threads';
import { parseDoc, parseDocx, parsePdf, type ParsedText } from './text-extraction';

export type ParseKind = 'pdf' | 'docx' | 'doc';
export type ParseRequest = { id: number; kind: ParseKind; bytes: Uint8Array };
export type ParseResponse =
  { id: number; ok: true; result: ParsedText } | { id: number; ok: false; error: string };

const parsers: Record<ParseKind, (bytes: Uint8Array) => Promise<ParsedText>> = {
  pdf: parsePdf,
  docx: parseDocx,
  doc: parseDoc,
};

// Runs in a worker thread: PDF and Word parsing never blocks the API's event loop.
parentPort?.on('message', (request: ParseRequest) => {
  void parsers[request.kind](request.bytes).then(
    (result) => {
      const response: ParseResponse = { id: request.id, ok: true, result };
      parentPort?.postMessage(
        response,
        result.pageImages.map((image) => image.buffer as ArrayBuffer),
      );
    },
    (error: unknown) => {
      const response: ParseResponse = {
        id: request.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      };
      parentPort?.postMessage(response);
    },
  );
});
