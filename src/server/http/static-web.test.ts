import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../scripts/build/precompress';
import { registerStaticWeb } from './static-web';

// A build-like tree: a hashed script big enough to be worth compressing, and index.html.
const script = Array.from(
  { length: 400 },
  (_, i) => `export const label${i} = "CasePilot case ${i}";`,
).join('\n');
const indexHtml = `<!doctype html><html><head><title>CasePilot</title><script type="module" src="/assets/index-Ab12.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;

describe('static web: pre-compressed assets', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casepilot-web-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets/index-Ab12.js'), script);
    fs.writeFileSync(path.join(dir, 'index.html'), indexHtml);
    await precompressDirectory(dir);
    app = Fastify();
    expect(await registerStaticWeb(app, dir)).toBe(true);
    app.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the brotli copy to a browser that accepts br, cached for a year', async () => {
    const res = await app.inject({
      url: '/assets/index-Ab12.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('serves the gzip copy when br is not accepted', async () => {
    const res = await app.inject({
      url: '/assets/index-Ab12.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('serves the file as it is to a client that accepts no compression', async () => {
    const res = await app.inject({
      url: '/assets/index-Ab12.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.body).toBe(script);
  });

  it('serves index.html compressed but never cached, also as the client-router fallback', async () => {
    for (const url of ['/index.html', '/cases/123']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(indexHtml);
    }
  });

  it('does not expose the compressed copies as URLs of their own', async () => {
    // Only the client-router fallback answers: the .br file itself is not a route.
    const res = await app.inject({ url: '/assets/index-Ab12.js.br' });
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toBe(indexHtml);
  });
});
