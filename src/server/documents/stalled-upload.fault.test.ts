import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCaseViaApi } from '../test-support/case-factory';
import { dialectsUnderTest } from '../test-support/test-database';
import { sweepOrphanFiles } from './document-storage';
import { productCase } from './test-support/document-fixtures';
import { createDocumentsTestApp, type DocumentsTestApp } from './test-support/documents-test-app';

/** Opens a raw connection, sends the head of a multipart upload and `sent` bytes of a file, then stalls. */
function stalledUpload(
  port: number,
  request: { url: string; cookie: string; declared: number; sent: number },
): Promise<{ response: string; closedAfterMs: number }> {
  const boundary = '----stall';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nInvoice\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    socket.on('data', (chunk) => (response += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ response, closedAfterMs: Date.now() - started }));
    socket.setTimeout(15_000, () => {
      socket.destroy();
      reject(new Error(`the server held a stalled upload for 15 s: ${response.slice(0, 80)}`));
    });
    socket.write(
      `POST ${request.url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${request.cookie}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${request.declared}\r\n\r\n`,
    );
    socket.write(head);
    socket.write(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(request.sent, 0x41)]));
  });
}

describe.each(dialectsUnderTest())('stalled uploads (%s)', (dialect) => {
  let t: DocumentsTestApp;
  let owner: string;
  let caseId: string;

  beforeEach(async () => {
    t = await createDocumentsTestApp(dialect);
    owner = await t.signInAs();
    caseId = (await createCaseViaApi(t.app, owner, productCase)).id;
  });
  afterEach(() => t.close());

  describe('F11: no request or body timeout: stalled uploads hold sockets and disk', () => {
    it('20 uploads that stop sending are cut off with 408 and leave no file behind — held', async () => {
      t.ctx.config.uploadIdleTimeoutMs = 1_000;
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          stalledUpload(port, {
            url: `/api/cases/${caseId}/documents`,
            cookie: owner,
            declared: 9 * 1024 * 1024,
            sent: 1024 * 1024,
          }),
        ),
      );
      const slowest = Math.max(...results.map((r) => r.closedAfterMs));
      console.info(`[F11] 20 stalled uploads: all connections closed within ${slowest} ms`);
      for (const { response } of results) {
        expect(response).toMatch(/^HTTP\/1\.1 408 /);
        expect(response).toContain('"code":"REQUEST_TIMEOUT"');
      }
      expect(t.storedFiles()).toEqual([]);
      const rows = await t.ctx.db.selectFrom('documents').select('id').execute();
      expect(rows).toEqual([]);
    }, 30_000);
  });

  describe('F30: crash leftovers survive a restart', () => {
    it('a half-written upload of a killed process is removed at the next start, however young — held', async () => {
      // A separate process starts writing an upload into the store, then is killed -9.
      const script = path.join(os.tmpdir(), `casepilot-partial-writer-${process.pid}.mts`);
      const storageModule = new URL('../files/storage.ts', import.meta.url).href;
      fs.writeFileSync(
        script,
        `import { PassThrough } from 'node:stream';
const { LocalDiskStorage } = await import(${JSON.stringify(storageModule)});
const source = new PassThrough();
source.write(Buffer.alloc(512 * 1024, 0x41));
void new LocalDiskStorage(${JSON.stringify(t.storageDir)}).put(source);
setInterval(() => undefined, 1000);
`,
      );
      const writer = spawn(process.execPath, ['--import', 'tsx', script], { stdio: 'ignore' });
      try {
        await expect
          .poll(() => t.storedFiles().filter((name) => name.startsWith('.partial-')).length, {
            timeout: 20_000,
          })
          .toBe(1);
        writer.kill('SIGKILL');
        await new Promise((resolve) => writer.once('exit', resolve));
      } finally {
        writer.kill('SIGKILL');
        fs.rmSync(script, { force: true });
      }
      // The restart's sweep, seconds after the crash.
      const swept = await sweepOrphanFiles(t.ctx);
      expect(swept.partials).toBe(1);
      expect(t.storedFiles()).toEqual([]);
    }, 30_000);
  });
});
