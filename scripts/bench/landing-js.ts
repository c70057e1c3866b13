import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Benchmark } from './types';

const BUDGET_KB = 150;

/** The entry module and every modulepreload link in index.html: what the landing page loads up front. */
export function initialScripts(indexHtml: string): string[] {
  const sources = new Set<string>();
  for (const match of indexHtml.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g))
    sources.add(match[1]!);
  for (const match of indexHtml.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g))
    sources.add(match[1]!);
  return [...sources];
}

export const landingJs: Benchmark = {
  name: 'landing-js',
  description: 'initial JavaScript of the landing page (entry + modulepreload), gzip',
  async run({ webDist }) {
    const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const scripts = initialScripts(indexHtml);
    if (scripts.length === 0) throw new Error('no module script found in index.html');
    let gzipBytes = 0;
    let rawBytes = 0;
    for (const src of scripts) {
      const content = fs.readFileSync(path.join(webDist, src.replace(/^\//, '')));
      rawBytes += content.length;
      gzipBytes += gzipSync(content, { level: 9 }).length;
    }
    const cssBytes = [...indexHtml.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)]
      .map(
        (m) =>
          gzipSync(fs.readFileSync(path.join(webDist, m[1]!.replace(/^\//, ''))), { level: 9 })
            .length,
      )
      .reduce((a, b) => a + b, 0);
    return [
      {
        label: 'Landing page initial JS (gzip)',
        value: gzipBytes / 1024,
        unit: 'KB',
        budget: BUDGET_KB,
        note: `${scripts.length} files, ${(rawBytes / 1024).toFixed(1)} KB raw`,
      },
      { label: 'Landing page CSS (gzip)', value: cssBytes / 1024, unit: 'KB' },
    ];
  },
};
