import { serveTasks } from '../threads/serve-tasks';
import { readMail, type ReadMail } from './mail-content';

// Runs in the mail-reading thread: a hostile message that makes the MIME parser slow or greedy
// stalls or fills this thread, which is then ended, never the API.
serveTasks<Uint8Array, ReadMail>((raw) =>
  readMail(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength)),
);
