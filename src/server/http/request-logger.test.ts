import { PassThrough } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { lazyRequestLogger } from './request-logger';

function capture() {
  const stream = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
  });
  return { stream, lines };
}

describe("a request's logger", () => {
  it('writes with the request id at enabled levels, and makes no child for the others', () => {
    const { stream, lines } = capture();
    const parent = pino({ level: 'warn' }, stream);
    const child = vi.spyOn(parent, 'child');
    const log = lazyRequestLogger(parent, { reqId: 'req-7' }, {});

    log.info('not written');
    log.debug({ detail: 1 }, 'not written either');
    expect(child).not.toHaveBeenCalled();
    expect(log.level).toBe('warn');

    log.error({ err: new Error('boom') }, 'it failed');
    log.warn('and a warning');
    expect(child).toHaveBeenCalledTimes(1);
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        expect(lines.map((l) => [l.reqId, l.msg])).toEqual([
          ['req-7', 'it failed'],
          ['req-7', 'and a warning'],
        ]);
        resolve();
      }),
    );
  });

  describe('in the app', () => {
    let t: TestApp;
    afterEach(async () => t.close());

    it("logs each request's start and end with its id and a redacted URL at info", async () => {
      t = await createTestApp('sqlite', { env: { LOG_LEVEL: 'info' } });
      const { stream, lines } = capture();
      const app = await buildApp(t.ctx, { serveWeb: false, logStream: stream });
      try {
        expect((await app.inject({ url: '/api/invitations/secret-token-123' })).statusCode).toBe(
          404,
        );
        await new Promise((resolve) => setImmediate(resolve));
        const incoming = lines.find((l) => l.msg === 'incoming request');
        const completed = lines.find((l) => l.msg === 'request completed');
        expect(incoming?.reqId).toBeTruthy();
        expect(completed?.reqId).toBe(incoming?.reqId);
        expect(JSON.stringify(lines)).not.toContain('secret-token-123');
      } finally {
        await app.close();
      }
    });
  });
});
