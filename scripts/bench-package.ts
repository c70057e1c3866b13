/**
 * Package budget (issue 7): generating the submission package of a case with 10 documents
 * (3-page PDFs of scanned pages, 30 pages in all) under 3 s, with peak RSS growth as a sanity figure for
 * "the zip streams without holding all files in memory twice". The documents go through the
 * real document storage; the built-in Plan of Action is used (no provider is configured).
 * Everything runs offline on a temporary SQLite database.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { AppContext } from '../src/server/app-context';
import { createAppContext } from '../src/server/context-dependencies';
import { createCase } from '../src/server/cases/cases.service';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { ALL_PACKAGE_FILES, packageFileKey } from '../src/server/package/package-files';
import { writePackageFiles } from '../src/server/package/package.service';
import { createUser } from '../src/server/users/users.service';

const BUDGET_MS = 3000;
const DOCUMENTS = 10;
const PAGES_PER_DOCUMENT = 3;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (n: number) => `${n.toFixed(0)} ms`;

/** A 150-dpi greyish scan of a Letter page as JPEG, with paper noise so it does not compress away. */
function scannedPage(label: string): Buffer {
  const canvas = createCanvas(1275, 1650);
  const g = canvas.getContext('2d');
  const image = g.createImageData(1275, 1650);
  for (let i = 0; i < image.data.length; i += 4) {
    const v = 235 + Math.floor(Math.random() * 20);
    image.data[i] = v;
    image.data[i + 1] = v;
    image.data[i + 2] = v - 5;
    image.data[i + 3] = 255;
  }
  g.putImageData(image, 0, 0);
  g.fillStyle = '#111111';
  g.font = '28px sans-serif';
  for (let line = 0; line < 40; line += 1)
    g.fillText(
      `${label} line ${line + 1}: Acme bottle 750ml, 20 units at 4.20 USD`,
      80,
      120 + line * 36,
    );
  return canvas.toBuffer('image/jpeg', 80);
}

/** A 3-page PDF like a scanned supplier invoice: a scan image on each page plus a text layer. */
async function threePagePdf(index: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= PAGES_PER_DOCUMENT; p += 1) {
    const page = doc.addPage([612, 792]);
    const scan = await doc.embedJpg(scannedPage(`Document ${index + 1} page ${p}`));
    page.drawImage(scan, { x: 0, y: 0, width: 612, height: 792 });
    page.drawText(
      `Document ${index + 1}: COMMERCIAL INVOICE INV-2026-${String(index).padStart(4, '0')}  (page ${p} of ${PAGES_PER_DOCUMENT})`,
      { x: 50, y: 740, size: 12, font },
    );
    for (let line = 0; line < 40; line += 1) {
      page.drawText(
        `Line ${line + 1}: Acme Stainless Steel Water Bottle 750ml, ASIN B0BENCH001, 20 units at 4.20 USD`,
        { x: 50, y: 710 - line * 16, size: 9, font },
      );
    }
  }
  return doc.save();
}

/** Samples RSS while `work` runs; the peak above the starting RSS. */
async function withPeakRss<T>(
  work: () => Promise<T>,
): Promise<{ result: T; elapsedMs: number; peakGrowth: number }> {
  const start = process.memoryUsage.rss();
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const started = performance.now();
  try {
    const result = await work();
    const elapsedMs = performance.now() - started;
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, elapsedMs, peakGrowth: peak - start };
  } finally {
    clearInterval(timer);
  }
}

async function main(): Promise<void> {
  console.log(`Package budget on ${os.cpus().length} cores, Node ${process.version}\n`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casepilot-bench-package-'));
  const config = loadConfig({
    SQLITE_PATH: path.join(dir, 'db.sqlite'),
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'silent',
  });
  const { db, dialect } = openDatabase(config.database);
  const ctx: AppContext = createAppContext({ db, dialect }, config, { version: 'bench' });
  try {
    await migrateToLatest(db);
    const user = await createUser(ctx, {
      email: 'bench@example.com',
      name: 'Bench',
      role: 'user',
      password: 'bench-password-0123',
    });
    const actor = { id: user.id, role: user.role, name: user.name };
    const c = await createCase(ctx, actor, {
      sellerId: 'A1BENCHSELLER',
      asin: 'B0BENCH001',
      caseType: 'FBA Lock',
      title: 'Stainless steel water bottles',
      description: 'FBA inventory placed on hold after an authenticity complaint.',
      probabilityScore: 0.8,
      emailContent:
        'Your FBA inventory for ASIN B0BENCH001 has been placed on hold because of an authenticity complaint. Provide supplier invoices from the last 365 days.',
    });

    let inputBytes = 0;
    for (let i = 0; i < DOCUMENTS; i += 1) {
      const bytes = await threePagePdf(i);
      inputBytes += bytes.length;
      const stored = await ctx.files.documents.put(Readable.from([Buffer.from(bytes)]));
      await db
        .insertInto('documents')
        .values({
          id: randomUUID(),
          caseId: c.id,
          name: `invoice-${i + 1}.pdf`,
          type: 'Invoice',
          mimeType: 'application/pdf',
          size: stored.size,
          storageKey: stored.key,
          uploadedAt: new Date(Date.now() + i).toISOString(),
          status: 'analyzed',
          relevanceScore: 0.9,
          completenessScore: 0.9,
          complianceScore: 0.9,
          feedback: 'Invoice matches the ASIN.',
          missingElements: '[]',
        })
        .execute();
    }
    console.log(
      `Case with ${DOCUMENTS} documents, ${DOCUMENTS * PAGES_PER_DOCUMENT} pages (each a 150-dpi JPEG scan with a text layer), ${mb(inputBytes)} stored\n`,
    );

    const cold = await withPeakRss(() => writePackageFiles(ctx, c));
    const warm: number[] = [];
    let warmPeak = 0;
    for (let i = 0; i < 5; i += 1) {
      const run = await withPeakRss(() => writePackageFiles(ctx, c));
      warm.push(run.elapsedMs);
      warmPeak = Math.max(warmPeak, run.peakGrowth);
    }
    const median = [...warm].sort((a, b) => a - b)[2] ?? 0;
    const outputs: string[] = [];
    for (const name of ALL_PACKAGE_FILES) {
      const stat = await ctx.files.packages.stat(packageFileKey(c.id, name));
      outputs.push(`${name} ${mb(stat?.size ?? 0)}`);
    }
    console.log(`Generated: ${outputs.join(', ')}`);
    console.log(
      `Peak RSS growth: ${mb(cold.peakGrowth)} on the first run, at most ${mb(warmPeak)} on the warm runs (sanity figure, no budget)\n`,
    );

    const pass = cold.elapsedMs < BUDGET_MS;
    console.log(
      `${pass ? 'PASS' : 'FAIL'}  writePackageFiles (build in a worker thread), 10 documents / 30 pages (first run): ${ms(cold.elapsedMs)} (budget < ${ms(BUDGET_MS)}); warm median of 5 ${ms(median)}`,
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
