import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Issue 15, "lean process": each of these costs an idle server megabytes of memory, and each is
// needed only once a feature is used (PostgreSQL, mail intake or sending, OCR, reading or writing
// PDF and DOCX files, Redis, S3, ZIP packages), so none may be loaded by a server that has just
// started on SQLite with no mail, Redis or object storage configured.
const LOADED_ON_FIRST_USE = [
  'pg',
  'mailparser',
  'imapflow',
  'nodemailer',
  'smtp-server',
  'tesseract.js',
  'pdf-lib',
  '@napi-rs/canvas',
  'mammoth',
  'word-extractor',
  'ioredis',
  'yazl',
];

const root = path.resolve(import.meta.dirname, '../..');
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casepilot-lean-'));
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill('SIGKILL');
  fs.rmSync(tempDir, { recursive: true, force: true });
});

/** Resolves with the first line of the server's output that matches, or rejects if it exits. */
function lineOf(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => pattern.test(l));
      if (line) {
        child.stdout?.off('data', onData);
        resolve(line);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

describe('a server that has just started', () => {
  it('has not loaded the packages that only a used feature needs', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SQLITE_PATH: path.join(tempDir, 'casepilot.db'),
      DATA_DIR: path.join(tempDir, 'data'),
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: 'lean-admin@example.com',
      ADMIN_PASSWORD: 'lean-password-0123456789',
    };
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'S3_BUCKET', 'SMTP_URL', 'IMAP_URL'])
      delete env[name];
    server = spawn(
      process.execPath,
      [
        '--require',
        path.join(root, 'src/server/test-support/report-loaded-packages.cjs'),
        '--import',
        'tsx',
        'src/server/main.ts',
      ],
      { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await lineOf(server, /Server listening/);
    const report = lineOf(server, /^LOADED PACKAGES /);
    server.kill('SIGUSR2');
    const loaded = JSON.parse((await report).replace(/^LOADED PACKAGES /, '')) as string[];

    // The report itself is real: the web framework and the SQLite driver are there.
    expect(loaded).toEqual(expect.arrayContaining(['fastify', 'better-sqlite3']));
    expect(loaded.filter((name) => LOADED_ON_FIRST_USE.includes(name))).toEqual([]);
  }, 60_000);
});
