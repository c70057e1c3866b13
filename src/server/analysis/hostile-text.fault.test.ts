import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTypes } from '../../domain/document';
import { extractJson } from '../ai/json-answer';
import { MAX_EMAIL_LENGTH } from '../../domain/email-analysis';
import { documentCovers } from '../case-model/document-coverage';
import { scoreDocument } from '../documents/document-scoring';
import { MAX_EXTRACTED_CHARS } from '../files/extraction/extract-text';
import { amazonReferencesIn } from '../intake/case-matching';
import { buildAppealTemplateDocx } from '../package/appeal-template-docx';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';
import type { Case } from '../../domain/case';
import { analyzeEmail } from './analyze-email';

/**
 * F35: text the product reads with regular expressions (a pasted e-mail, a document's extracted
 * text) ran in time quadratic in the length of a repeated run: 200 KB of dashes took 110 s to
 * analyse, a 200 KB run of letters or digits (base64 in a PDF) over a minute to score, and runs
 * of capitals and dashes, of unclosed HTML tags and comments, or of dates in one unpunctuated
 * sentence tens of seconds, each blocking the whole server. Every printable character, and the
 * runs found by fuzzing pairs of characters, repeated to the largest text each path accepts
 * must be read in linear time; the cap is far above a linear read (under 0.5 s here) and far
 * below the quadratic ones (over 30 s).
 */
const CAP_MS = 3_000;

const units = [
  ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
  '- ',
  '\n-',
  '-\n',
  '1 ',
  'a ',
  'A ',
  '1.',
  'a-',
  'a@',
  '+1',
  'ASIN ',
  'B0',
  '-A',
  "A'",
  'A&',
  'a<',
  '<<',
  '<!--',
  '<style>',
  '<li',
  'by Dec 3 ',
  '\u2122',
  '\u4e2d',
];
const repeated = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Each unit repeated to `length`. */
function* runsOf(length: number): Generator<[string, string]> {
  for (const unit of units) yield [JSON.stringify(unit), repeated(unit, length)];
}

/**
 * F37: patterns of the form `label\s*(word)?\s*[:#]?\s*value` ("Tel: …", "Seller ID: …",
 * "Qty 500", "Case ID 123…") tried every way to split a run of blank space after their label
 * among their `\s*`s: time quadratic or cubic in the run. 4,000 tabs after "ph" took 10 s to
 * score; 200,000 (what a PDF, Word file or pasted e-mail may hold) would take hours, and blank
 * runs are what table layouts in extracted text are made of. The sweep of repeated units above
 * missed them, because the run must follow the label. Found with the recheck ReDoS checker over
 * every regular expression in src/server and src/domain; each label is one a pattern reads.
 */
const LABELS = [
  'tel',
  'ph',
  'fax no',
  'seller',
  'seller id',
  'result',
  'verdict',
  'invoice no',
  'inv#',
  'qty',
  'pcs',
  'astm',
  'sku',
  'case',
  'case id',
  'complaint',
  'ref',
  'reference',
  'a-',
  '--',
];
const BLANKS = [' ', '\t', '\n', '\u00a0'];

/** Each label followed by a run of each kind of blank space, to `length`. */
function* blankRunsAfterLabels(length: number): Generator<[string, string]> {
  for (const label of LABELS)
    for (const blank of BLANKS)
      yield [`${JSON.stringify(label + blank)}\u2026`, label + blank.repeat(length - label.length)];
}

/** The texts that took longer than the cap, with the time taken. */
function slowTexts(texts: Iterable<[string, string]>, read: (text: string) => void): string[] {
  const slow: string[] = [];
  for (const [name, text] of texts) {
    const started = performance.now();
    read(text);
    const ms = performance.now() - started;
    if (ms > CAP_MS) slow.push(`${name}: ${Math.round(ms)} ms`);
  }
  return slow;
}

const documentContext = {
  title: 'Electric Kettle BK-1701',
  asin: 'B0CPX7Q2ZZ',
  description: 'Listing suppressed for a safety complaint',
  caseType: 'Suppression',
  sellerId: 'seller',
};
const today = new Date('2026-11-24T00:00:00Z');

/** Scores `text` as each document type and reads which requirements it covers. */
function readAsEveryDocument(text: string): void {
  for (const type of documentTypes) {
    scoreDocument({ type, text, context: documentContext, today, image: null });
    documentCovers({ type, text });
  }
}

describe('F35: hostile text read in quadratic time', () => {
  it('a pasted e-mail of up to MAX_EMAIL_LENGTH characters of any one run is analysed in linear time — held', () => {
    expect(slowTexts(runsOf(MAX_EMAIL_LENGTH), (text) => analyzeEmail(text, { today }))).toEqual(
      [],
    );
  });

  it("a document's extracted text of any one run is scored, for every document type, in linear time — held", () => {
    expect(slowTexts(runsOf(MAX_EXTRACTED_CHARS), readAsEveryDocument)).toEqual([]);
  });

  it("an AI provider's answer with a long run of blank space inside a ```json fence is parsed in linear time — held", () => {
    // 100 KB of the 2 MB an answer may hold: enough to take 30 s when quadratic, so a
    // regression fails here instead of hanging the suite for hours.
    const blank = ' \n'.repeat(50_000);
    const timed = (answer: string) => {
      const started = performance.now();
      let parsed: unknown;
      try {
        parsed = extractJson(answer);
      } catch {
        parsed = 'refused';
      }
      return { parsed, fast: performance.now() - started < CAP_MS };
    };
    expect(timed(`\`\`\`json\n{"ok": true}${blank}\`\`\``)).toEqual({
      parsed: { ok: true },
      fast: true,
    });
    expect(timed(`\`\`\`json {"ok": true${blank}x`)).toEqual({ parsed: 'refused', fast: true });
  });

  describe('through the API', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('sqlite');
    });
    afterAll(() => t.close());

    it('200 KB of dashes pasted as an e-mail is answered within the cap, and the server answers the next request — held', async () => {
      const cookie = await signIn(t.app, (await createTestUser(t.ctx)).email);
      const started = performance.now();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/analysis/email',
        headers: { cookie },
        payload: { content: '-'.repeat(MAX_EMAIL_LENGTH) },
      });
      expect(performance.now() - started).toBeLessThan(CAP_MS);
      expect(response.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
  });
});

describe('F37: a label followed by a long run of blank space', () => {
  it('a pasted e-mail is analysed in linear time — held', () => {
    expect(
      slowTexts(blankRunsAfterLabels(MAX_EMAIL_LENGTH), (text) => analyzeEmail(text, { today })),
    ).toEqual([]);
  });

  it("a document's text is scored and its coverage read, for every document type, in linear time — held", () => {
    expect(slowTexts(blankRunsAfterLabels(MAX_EXTRACTED_CHARS), readAsEveryDocument)).toEqual([]);
  });

  it("a mailed notice's Amazon reference numbers are read in linear time, and still read — held", () => {
    expect(slowTexts(blankRunsAfterLabels(MAX_EMAIL_LENGTH), amazonReferencesIn)).toEqual([]);
    expect(
      amazonReferencesIn('Case ID:  1234567890 and Ref #55512345, reference number 7654321'),
    ).toEqual(['1234567890', '55512345', '7654321']);
  });
});

/**
 * A raw MIME message pasted as an e-mail ("Show original") is unwrapped part by part: a paste
 * that is all boundaries, nested multiparts, repeated parameters or base64 that never decodes
 * must still be read in linear time, and still answer.
 */
describe('raw MIME structure pasted as an e-mail', () => {
  const header = (boundary: string) => `Content-Type: multipart/mixed; boundary="${boundary}"\n\n`;
  const fill = (head: string, unit: string) =>
    (head + repeated(unit, MAX_EMAIL_LENGTH)).slice(0, MAX_EMAIL_LENGTH);

  it('every part a boundary, nested multiparts, endless parameters or undecodable base64 is analysed in linear time — held', () => {
    const texts: [string, string][] = [
      ['one part per line', fill(header('x'), '--x\nContent-Type: text/plain\n\nB0CPX7Q2ZZ\n')],
      ['nested multiparts', fill('', 'Content-Type: multipart/mixed; boundary="b"\n\n--b\n')],
      ['endless parameters', fill('Content-Type: multipart/mixed; ', 'boundary=a; ')],
      [
        'base64 that never decodes',
        fill('Content-Type: text/html\nContent-Transfer-Encoding: base64\n\n', 'QUJ!'),
      ],
    ];
    expect(slowTexts(texts, (text) => analyzeEmail(text, { today }))).toEqual([]);
  });
});

/**
 * F40: found by a ReDoS sweep (recheck over every pattern, then fuzzing the entry points with
 * two runs). Linear patterns, called once per date on the whole sentence before it, took time
 * quadratic in a run of symbols or CJK letters ahead of many dates (200 KB: 4-13 s); a notice's
 * own question "which items …?" read to the sentence's end from every "which items" (200 KB:
 * 3 s); and the appeal template read a run of unclosed "[" once per bracket (200 KB: 23 s).
 */
describe('F40: a run before many dates, a question with no end, unclosed brackets', () => {
  const half = (unit: string, length: number) => repeated(unit, Math.floor(length / 2));
  const twoRuns = (first: string, second: string) =>
    `${half(first, MAX_EMAIL_LENGTH)} Please respond ${half(second, MAX_EMAIL_LENGTH)}`;

  it('a pasted e-mail of a run then many dates or periods, or of an unending list question, is analysed in linear time — held', () => {
    const texts: [string, string][] = [
      ['"#" then "by 3/20"', twoRuns('#', 'by 3/20 ')],
      ['"\u4e2d" then "by 3/20"', twoRuns('\u4e2d', 'by 3/20 ')],
      ['"," then "Dec 3"', twoRuns(',', 'Dec 3 ')],
      ['"#" then "within 5 days"', twoRuns('#', 'within 5 days ')],
      ['"which items" then "#"', twoRuns('which items ', '#')],
      ['"what documents"', `Please provide ${repeated('what documents ', MAX_EMAIL_LENGTH - 15)}`],
    ];
    expect(slowTexts(texts, (text) => analyzeEmail(text, { today }))).toEqual([]);
  });

  it('an appeal template whose plan holds a run of unclosed brackets is written in linear time, the brackets kept — held', async () => {
    const brackets = '['.repeat(MAX_EMAIL_LENGTH);
    const started = performance.now();
    const docx = await buildAppealTemplateDocx(
      {
        sellerId: 'A1SELLER',
        asin: 'B0TEST0001',
        caseType: 'Suppression',
        title: 'Bottle',
      } as Case,
      {
        issue: 'Safety complaint',
        rootCause: brackets,
        correctiveActions: [brackets],
        preventiveMeasures: ['[Date the checks started]'],
        enclosures: [],
      },
    );
    expect(performance.now() - started).toBeLessThan(CAP_MS);
    expect(docx.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
