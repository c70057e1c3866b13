import { parentPort } from 'node:worker_threads';

export type ThreadRequest<I> = { id: number; input: I };
export type ThreadMessage<O> =
  { ready: true } | { id: number; ok: true; output: O } | { id: number; ok: false; error: string };

/**
 * The thread's side of a TaskThread: answers each request with `handle`'s output (its buffers
 * moved, not copied, when `transfer` names them) or the error's message. Says it is ready once
 * the module has loaded, so the time limit of the first task does not count the start-up.
 */
export function serveTasks<I, O>(
  handle: (input: I) => O | Promise<O>,
  transfer: (output: O) => ArrayBuffer[] = () => [],
): void {
  const port = parentPort;
  if (!port) return;
  port.on('message', (request: ThreadRequest<I>) => {
    void (async () => handle(request.input))().then(
      (output) => {
        const response: ThreadMessage<O> = { id: request.id, ok: true, output };
        port.postMessage(response, [...new Set(transfer(output))]);
      },
      (error: unknown) => {
        const response: ThreadMessage<O> = {
          id: request.id,
          ok: false,
          error: error instanceof Error ? error.message : String(error),
        };
        port.postMessage(response);
      },
    );
  });
  port.postMessage({ ready: true } satisfies ThreadMessage<O>);
}
