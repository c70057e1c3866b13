import { parentPort } from 'node:worker_threads';
import { buildPackage, type PackageBuildInput, type PackageBuildOutput } from './package-build';

export type PackageBuildRequest = { id: number; input: PackageBuildInput };
export type PackageBuildResponse =
  { id: number; ok: true; output: PackageBuildOutput } | { id: number; ok: false; error: string };

// Runs in the package thread: pdf-lib's copying and decoding never block the API's event loop,
// and the thread can be ended when a build runs too long.
parentPort?.on('message', (request: PackageBuildRequest) => {
  void buildPackage(request.input).then(
    (output) => {
      const response: PackageBuildResponse = { id: request.id, ok: true, output };
      parentPort?.postMessage(response, [
        ...new Set(
          [output.letter, output.combined, output.template].map((b) => b.buffer as ArrayBuffer),
        ),
      ]);
    },
    (error: unknown) => {
      const response: PackageBuildResponse = {
        id: request.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      };
      parentPort?.postMessage(response);
    },
  );
});
