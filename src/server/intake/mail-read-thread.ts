import { PermanentJobError } from '../jobs/job-worker';
import { siblingModule, TaskThread } from '../threads/task-thread';
import type { ReadMail } from './mail-content';

/** The message could not be read (malformed, too slow or too big to parse): retrying will not help. */
export class MailUnreadableError extends PermanentJobError {}

/**
 * The parser keeps a message's every line as an object until its part ends: 15 MB of short lines
 * needs over 500 MB (F44). A real notice, even with 15 MB of attachments, needs a fraction of this.
 */
const THREAD_HEAP_MB = 192;
/** An idle thread is ended, so a quiet server (or a test run) holds no thread open. */
const IDLE_MS = 60_000;

const thread = new TaskThread<Uint8Array, ReadMail>({
  moduleUrl: siblingModule('mail-read.worker', import.meta.url),
  heapMb: THREAD_HEAP_MB,
  idleMs: IDLE_MS,
  tooLong: (timeLimitMs) =>
    new MailUnreadableError(
      `Reading this e-mail took longer than ${Math.round(timeLimitMs / 1000)} seconds and was stopped`,
    ),
  outOfMemory: () => new MailUnreadableError('Reading this e-mail needed too much memory'),
  failed: (message) => new MailUnreadableError(`This e-mail could not be read: ${message}`),
});

/**
 * Parses a received message off the API's event loop (F44), stopped past `timeLimitMs` or the
 * thread's heap with a MailUnreadableError.
 */
export async function readMailInThread(raw: Buffer, timeLimitMs: number): Promise<ReadMail> {
  const mail = await thread.run(raw, timeLimitMs);
  // Buffers come back from the thread as plain Uint8Arrays.
  return {
    ...mail,
    attachments: mail.attachments.map((a) => ({
      fileName: a.fileName,
      content: Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength),
    })),
  };
}

/** Ends the mail-reading thread (shutdown, tests). */
export function closeMailReadThread(): Promise<void> {
  return thread.close();
}
