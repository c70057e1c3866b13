import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Text assets worth compressing; images and fonts are already compressed formats. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;
/** Below this a compressed copy saves less than the extra response headers cost. */
const MIN_BYTES = 1024;

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/**
 * Writes `<file>.gz` (gzip -9) and `<file>.br` (brotli q11) next to every compressible file of
 * `dir`, so the server streams them as they are (@fastify/static `preCompressed`) instead of
 * compressing on each request. A copy that would not be smaller is not written.
 */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = listFiles(dir).filter(
    (file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_BYTES,
  );
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const content = await fs.promises.readFile(file);
      const [gz, br] = await Promise.all([
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        }),
      ]);
      for (const [suffix, body] of [
        ['.gz', gz],
        ['.br', br],
      ] as const) {
        if (body.length < content.length) {
          await fs.promises.writeFile(file + suffix, body);
          written += 1;
        }
      }
    }),
  );
  return written;
}

/** Vite plugin: pre-compresses the build output once the bundle is written (`npm run build`). */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'casepilot-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (fs.existsSync(outDir)) await precompressDirectory(outDir);
    },
  };
}
