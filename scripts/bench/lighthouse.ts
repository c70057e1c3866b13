import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { build } from 'vite';
import { precompressPlugin } from '../build/precompress';
import { BENCH_ADMIN, signIn, startServer } from './server';
import type { Benchmark, Measurement } from './types';

const run = promisify(execFile);

const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MIN_PERFORMANCE = 95;
const MAX_CLS = 0.02;
/** Initial JavaScript of each page may be at most this multiple of the bare React anchor's. */
const MAX_JS_RATIO = 1.2;
/** A full first page of the case list, so /cases and /dashboard render real cards. */
const SEEDED_CASES = 20;

const pages: { path: string; signedIn: boolean }[] = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/cases', signedIn: true },
  { path: '/dashboard', signedIn: true },
];

type PageResult = { performance: number; lcpMs: number; cls: number; scriptKb: number };

type LighthouseReport = {
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { resourceType?: string; transferSize?: number }[] };
    }
  >;
};

/** The Lighthouse CLI, or null when the devDependency is not installed. */
function lighthouseCli(root: string): string | null {
  try {
    const packageJson = createRequire(path.join(root, 'package.json')).resolve(
      'lighthouse/package.json',
    );
    return path.join(path.dirname(packageJson), 'cli/index.js');
  } catch {
    return null;
  }
}

/** One Lighthouse run, default mobile preset (simulated Slow 4G, 4× CPU slowdown). */
async function audit(cli: string, url: string, cookie: string | null): Promise<PageResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casepilot-lh-'));
  const output = path.join(dir, 'report.json');
  try {
    const args = [
      cli,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run',
    ];
    if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
    await run(process.execPath, args, {
      env: { ...process.env, CHROME_PATH },
      maxBuffer: 64 * 1024 * 1024,
    });
    const report = JSON.parse(fs.readFileSync(output, 'utf8')) as LighthouseReport;
    const requests = report.audits['network-requests']?.details?.items ?? [];
    const scriptBytes = requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
    return {
      performance: Math.round((report.categories.performance.score ?? 0) * 100),
      lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      scriptKb: scriptBytes / 1024,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Builds scripts/bench/spa-anchor with the project's Vite and serves it like the product. */
async function serveAnchor(root: string) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casepilot-anchor-'));
  await build({
    configFile: false,
    root: path.join(root, 'scripts/bench/spa-anchor'),
    plugins: [react(), precompressPlugin()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const app = Fastify();
  await app.register(fastifyStatic, { root: outDir, preCompressed: true });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl,
    stop: async () => {
      await app.close();
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}

async function seedCases(baseUrl: string, cookie: string): Promise<void> {
  for (let i = 0; i < SEEDED_CASES; i += 1) {
    const response = await fetch(`${baseUrl}/api/cases`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: baseUrl },
      body: JSON.stringify({
        sellerId: 'A1BENCHSELLER',
        asin: `B0BENCH${String(i).padStart(3, '0')}`,
        caseType: (['Suppression', 'FBA Lock', 'ASIN Request'] as const)[i % 3],
        title: `Listing suppressed after a safety complaint (${i + 1})`,
        description:
          'The listing was suppressed after a customer reported a loose kettle lid. ' +
          'Invoices, the safety certificate and the supplier letter are attached.',
      }),
    });
    if (response.status !== 201)
      throw new Error(`POST /api/cases answered ${response.status}: ${await response.text()}`);
  }
}

export const lighthouse: Benchmark = {
  name: 'lighthouse',
  description: `Lighthouse mobile performance of /, /login, /cases, /dashboard (${CHROME_PATH}) against a bare Vite + React anchor`,
  async run({ root, webDist }) {
    const cli = lighthouseCli(root);
    if (!cli)
      throw new Error(
        'Lighthouse is not installed: it is a devDependency ("lighthouse": "^12.2.3"); run `npm install`.',
      );
    if (!fs.existsSync(CHROME_PATH))
      throw new Error(`no Chromium at ${CHROME_PATH} (set CHROMIUM_PATH)`);

    const anchor = await serveAnchor(root);
    let anchorResult: PageResult;
    try {
      anchorResult = await audit(cli, `${anchor.baseUrl}/`, null);
    } finally {
      await anchor.stop();
    }

    // The product as `npm start` runs it: the server bundle serving the pre-compressed build.
    const server = await startServer({
      root,
      webDist,
      command: [process.execPath, 'scripts/start.mjs'],
    });
    const results: Measurement[] = [
      {
        label: 'Anchor (bare Vite + React): performance',
        value: anchorResult.performance,
        unit: 'score',
        note: `LCP ${anchorResult.lcpMs.toFixed(0)} ms, CLS ${anchorResult.cls.toFixed(3)}, JS ${anchorResult.scriptKb.toFixed(1)} KB`,
      },
    ];
    try {
      const cookie = await signIn(server.baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password);
      await seedCases(server.baseUrl, cookie);
      for (const page of pages) {
        const result = await audit(
          cli,
          `${server.baseUrl}${page.path}`,
          page.signedIn ? cookie : null,
        );
        results.push(
          {
            label: `${page.path}: performance`,
            value: result.performance,
            unit: 'score',
            budget: MIN_PERFORMANCE,
            comparison: '>=',
            note: `LCP ${result.lcpMs.toFixed(0)} ms`,
          },
          {
            label: `${page.path}: cumulative layout shift`,
            value: result.cls,
            unit: 'CLS',
            budget: MAX_CLS,
            comparison: '<=',
          },
          {
            label: `${page.path}: JavaScript loaded, as served`,
            value: result.scriptKb,
            unit: 'KB',
            budget: anchorResult.scriptKb * MAX_JS_RATIO,
            comparison: '<=',
            note: `${(result.scriptKb / anchorResult.scriptKb).toFixed(2)}× the anchor's ${anchorResult.scriptKb.toFixed(1)} KB`,
          },
        );
      }
    } finally {
      await server.stop();
    }
    return results;
  },
};
