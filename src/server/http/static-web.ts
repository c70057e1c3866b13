import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html never, so a deploy
 * is picked up on the next navigation. Unknown non-API paths get index.html for the client router.
 * The build writes `.br` and `.gz` copies beside each text asset (scripts/build/precompress.ts);
 * `preCompressed` streams the one the browser accepts, so nothing is compressed per request.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webDistDir: string,
): Promise<boolean> {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;

  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are variants of their original, never URLs of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header(
        'cache-control',
        isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // @fastify/static with wildcard:false registers one route per file found at start.
  return true;
}
