import { performance } from 'node:perf_hooks';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_RATE_LIMITED_MESSAGE } from '../../domain/submission-package';
import { closeExtraction, extractText } from '../files/extraction/extract-text';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';
import type { Dialect } from '../db/database';
import { dialectsUnderTest } from '../test-support/test-database';
import { closePackageThread } from './package-build-thread';
import {
  activeContentOf,
  attachDocument,
  manyPagePdf,
  pixelFloodPng,
  runPackageJobs,
  SCRIPT_MARKERS,
  scriptedPdf,
  textPdf,
} from './test-support/package-fixtures';
import { createReadyCase } from './test-support/package-fixtures';

/** The real app on one dialect, with a signed-in seller, for one describe block. */
function appOn(dialect: Dialect) {
  const s = {} as { t: TestApp; cookie: string };
  beforeAll(async () => {
    s.t = await createTestApp(dialect);
    s.cookie = await signIn(s.t.app, (await createTestUser(s.t.ctx)).email);
  });
  afterAll(async () => {
    await s.t.close();
    await closeExtraction();
    await closePackageThread();
  });
  return {
    get t() {
      return s.t;
    },
    get cookie() {
      return s.cookie;
    },
    call: (c: string, method: 'GET' | 'POST', url: string) =>
      s.t.app.inject({ method, url, headers: { cookie: c } }),
  };
}

describe('F4: package generation freezes every user', { timeout: 120_000 }, () => {
  describe.each(dialectsUnderTest())('on %s', (dialect) => {
    const app = appOn(dialect);
    it('while a case with a 20,000-page PDF and a 20000 x 20000 PNG is packaged, /api/health answers within 1 s and the package completes bounded — held', async () => {
      const { t, cookie, call } = app;
      const c = await createReadyCase(t, cookie);
      await attachDocument(t, c.id, {
        name: 'pages20k.pdf',
        mimeType: 'application/pdf',
        bytes: manyPagePdf(20_000),
      });
      await attachDocument(t, c.id, {
        name: 'flood.png',
        mimeType: 'image/png',
        bytes: await pixelFloodPng(20_000, 20_000),
      });

      const started = performance.now();
      const requested = await call(cookie, 'POST', `/api/cases/${c.id}/package`);
      expect(requested.statusCode).toBe(202);
      expect(performance.now() - started).toBeLessThan(1_000);

      let isDone = false;
      const generating = runPackageJobs(t).finally(() => {
        isDone = true;
      });
      // Each round: a short pause, then a health check. A blocked event loop shows in either.
      const rounds: number[] = [];
      while (!isDone) {
        const round = performance.now();
        await new Promise((resolve) => setTimeout(resolve, 20));
        const health = await t.app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
        rounds.push(performance.now() - round);
      }
      expect(await generating).toBe(1);
      const elapsedMs = performance.now() - started;

      expect(rounds.length).toBeGreaterThan(3);
      expect(Math.max(...rounds)).toBeLessThan(1_000);
      expect(elapsedMs).toBeLessThan(30_000);

      const state = (await call(cookie, 'GET', `/api/cases/${c.id}/package`)).json();
      expect(state).toMatchObject({ status: 'ready', error: null });
      const combined = await call(
        cookie,
        'GET',
        `/api/cases/${c.id}/package/files/Combined%20Documentation.pdf`,
      );
      const { maxPagesPerDocument } = t.ctx.config.package;
      // index, the first pages of the PDF and a note on the rest, a note instead of the image
      expect((await PDFDocument.load(combined.rawPayload)).getPageCount()).toBe(
        1 + maxPagesPerDocument + 1 + 1,
      );
      const text = (await extractText('pdf', new Uint8Array(combined.rawPayload))).text.replace(
        /\s+/g,
        ' ',
      );
      expect(text).toContain(
        `Pages ${maxPagesPerDocument + 1} to 20,000 of this document's 20,000 pages were left out.`,
      );
      expect(text).toContain('This image (20,000 x 20,000 pixels) was left out');
    });
  });
});

describe('F4: package generation has no per-user rate limit', { timeout: 120_000 }, () => {
  describe.each(dialectsUnderTest())('on %s', (dialect) => {
    const app = appOn(dialect);
    it('past the hourly limit a seller gets 429 RATE_LIMITED with Retry-After, racing requests included; other sellers are unaffected — held', async () => {
      const { t, cookie, call } = app;
      const limits = t.ctx.config.package;
      t.ctx.config.package = { ...limits, ratePerHour: 3 };
      try {
        const seller = await signIn(t.app, (await createTestUser(t.ctx)).email);
        const cases = [];
        for (let i = 0; i < 6; i += 1) {
          const c = await createReadyCase(t, seller);
          await attachDocument(t, c.id, {
            name: 'invoice.pdf',
            mimeType: 'application/pdf',
            bytes: manyPagePdf(1),
          });
          cases.push(c.id);
        }
        const url = (id: string) => `/api/cases/${id}/package`;
        const raced = await Promise.all(cases.map((id) => call(seller, 'POST', url(id))));
        expect(raced.filter((r) => r.statusCode === 202).length).toBeLessThanOrEqual(3);
        // Requests refused while racing may go again; three in all get through, no more.
        const statuses = [];
        for (const [i, id] of cases.entries()) {
          const response =
            raced[i]?.statusCode === 202 ? raced[i] : await call(seller, 'POST', url(id));
          statuses.push(response?.statusCode);
          if (response?.statusCode === 429) {
            expect(response.json()).toEqual({
              error: { code: 'RATE_LIMITED', message: PACKAGE_RATE_LIMITED_MESSAGE },
            });
            const retryAfter = Number(response.headers['retry-after']);
            expect(retryAfter).toBeGreaterThan(3_000);
            expect(retryAfter).toBeLessThanOrEqual(3_600);
          }
        }
        expect(statuses.filter((s) => s === 202)).toHaveLength(3);
        expect(statuses.filter((s) => s === 429)).toHaveLength(3);
        const queued = await t.ctx.db
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('kind', '=', 'package')
          .where('status', '=', 'queued')
          .executeTakeFirstOrThrow();
        expect(Number(queued.n)).toBe(3);

        // Another seller is not held back by this one.
        const other = await createReadyCase(t, cookie);
        await attachDocument(t, other.id, {
          name: 'invoice.pdf',
          mimeType: 'application/pdf',
          bytes: manyPagePdf(1),
        });
        expect((await call(cookie, 'POST', url(other.id))).statusCode).toBe(202);

        // An hour later the seller may generate again.
        await runPackageJobs(t);
        t.setNow(new Date(Date.now() + 61 * 60_000));
        const refused = cases[statuses.indexOf(429)] ?? '';
        expect((await call(seller, 'POST', url(refused))).statusCode).toBe(202);
        await runPackageJobs(t);
      } finally {
        t.ctx.config.package = limits;
        t.setNow(new Date());
      }
    });
  });
});

describe('F9: JavaScript from uploaded PDFs', { timeout: 120_000 }, () => {
  describe.each(dialectsUnderTest())('on %s', (dialect) => {
    const app = appOn(dialect);
    it('scripts, launch actions and automatic actions of an uploaded PDF do not reach Combined Documentation.pdf; its pages and web links do — held', async () => {
      const { t, cookie, call } = app;
      const source = await activeContentOf(await scriptedPdf('Certificate 77'));
      // The upload does carry what must go.
      expect([...source.actionTypes]).toEqual(expect.arrayContaining(['JavaScript', 'Launch']));
      expect([...source.keys]).toEqual(
        expect.arrayContaining(['AA', 'OpenAction', 'JS', 'JavaScript', 'Next']),
      );
      for (const marker of SCRIPT_MARKERS) expect(source.text).toContain(marker);

      const c = await createReadyCase(t, cookie);
      await attachDocument(t, c.id, {
        name: 'scripted.pdf',
        mimeType: 'application/pdf',
        bytes: await scriptedPdf('Certificate 77'),
      });
      expect((await call(cookie, 'POST', `/api/cases/${c.id}/package`)).statusCode).toBe(202);
      await runPackageJobs(t);
      const combined = await call(
        cookie,
        'GET',
        `/api/cases/${c.id}/package/files/Combined%20Documentation.pdf`,
      );
      expect(combined.statusCode).toBe(200);
      const generated = await activeContentOf(combined.rawPayload);
      expect(generated.pageCount).toBe(2);
      expect(generated.keys).toEqual(new Set());
      // The https link is the one action left.
      expect([...generated.actionTypes]).toEqual(['URI']);
      expect(generated.uris).toEqual(['https://sellercentral.amazon.com/']);
      for (const marker of SCRIPT_MARKERS) expect(generated.text).not.toContain(marker);
      const text = await extractText('pdf', new Uint8Array(combined.rawPayload));
      expect(text.text).toContain('Certificate 77');
    });
  });
});

/**
 * F81: "Submit to Amazon" clicked twice (a double click, a retried script) recorded the same
 * submission twice: two System entries, two follow-up windows. A repeat is refused with 409 on the
 * locked case row, so two requests at once record one.
 */
describe('F81: the same package recorded as submitted twice', { timeout: 120_000 }, () => {
  describe.each(dialectsUnderTest())('on %s', (dialect) => {
    const app = appOn(dialect);
    it('of two submissions at once one is recorded and the other answers 409, as does a third; a new package may be submitted — held', async () => {
      const { t, cookie, call } = app;
      const c = await createReadyCase(t, cookie);
      await attachDocument(t, c.id, {
        name: 'certificate.pdf',
        mimeType: 'application/pdf',
        bytes: await textPdf(['Certificate of conformity']),
        extractedText: 'Certificate of conformity',
      });
      expect((await call(cookie, 'POST', `/api/cases/${c.id}/package`)).statusCode).toBe(202);
      await runPackageJobs(t);
      const submissions = async () =>
        (await call(cookie, 'GET', `/api/cases/${c.id}`))
          .json()
          .communications.filter((m: { content: string }) =>
            m.content.startsWith('Submission recorded on'),
          ).length;

      const [first, second] = await Promise.all([
        call(cookie, 'POST', `/api/cases/${c.id}/submit`),
        call(cookie, 'POST', `/api/cases/${c.id}/submit`),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const again = await call(cookie, 'POST', `/api/cases/${c.id}/submit`);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toMatchObject({
        code: 'CONFLICT',
        message:
          'This package has already been submitted to Amazon. Generate a new package to submit again.',
      });
      expect(await submissions()).toBe(1);

      // A package generated after the submission is a new one: submitting it is no repeat.
      t.setNow(new Date(Date.now() + 60_000));
      try {
        expect((await call(cookie, 'POST', `/api/cases/${c.id}/package`)).statusCode).toBe(202);
        await runPackageJobs(t);
        expect((await call(cookie, 'GET', `/api/cases/${c.id}/package`)).json().submittedAt).toBe(
          null,
        );
        expect((await call(cookie, 'POST', `/api/cases/${c.id}/submit`)).statusCode).toBe(200);
        expect(await submissions()).toBe(2);
      } finally {
        t.setNow(undefined);
      }
    });
  });
});
