import { describe, expect, it } from 'vitest';
import { documentTypes } from '../../domain/document';
import { MAX_EMAIL_LENGTH } from '../../domain/email-analysis';
import { documentCovers } from '../case-model/document-coverage';
import { scoreDocument } from '../documents/document-scoring';
import { MAX_EXTRACTED_CHARS } from '../files/extraction/extract-text';
import { amazonReferencesIn } from '../intake/case-matching';
import { analyzeEmail } from './analyze-email';

/**
 * F37: patterns of the form `label\s*(word)?\s*[:#]?\s*value` ("Tel: …", "Seller ID: …",
 * "Qty 500", "Case ID 123…") try every way to split a run of blank space after their label
 * among their `\s*`s: time quadratic or cubic in the run. A 4,000-character run of tabs after
 * "ph" took 10 s to score; 200,000 (what a PDF, Word file or pasted e-mail may hold) would take
 * hours, and blank runs are what table layouts in extracted text are made of. F35's sweep of
 * repeated characters missed them, because the run must follow the label. Found with the recheck
 * ReDoS checker over every regular expression in src/server and src/domain; each label below
 * is one that a pattern reads, followed by the longest run each path accepts.
 */
const CAP_MS = 3_000;
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

function slowRuns(length: number, read: (text: string) => void): string[] {
  const slow: string[] = [];
  for (const label of LABELS)
    for (const blank of BLANKS) {
      const text = `${label}${blank.repeat(length - label.length)}`;
      const started = performance.now();
      read(text);
      const ms = performance.now() - started;
      if (ms > CAP_MS) slow.push(`${JSON.stringify(label + blank)}…: ${Math.round(ms)} ms`);
    }
  return slow;
}

describe('F37: a label followed by a long run of blank space', () => {
  const today = new Date('2026-11-24T00:00:00Z');

  it('a pasted e-mail is analysed in linear time — held', () => {
    expect(slowRuns(MAX_EMAIL_LENGTH, (text) => analyzeEmail(text, { today }))).toEqual([]);
  });

  it("a document's text is scored and its coverage read, for every document type, in linear time — held", () => {
    const context = {
      title: 'Electric Kettle BK-1701',
      asin: 'B0CPX7Q2ZZ',
      description: 'Listing suppressed for a safety complaint',
      caseType: 'Suppression',
      sellerId: 'seller',
    };
    expect(
      slowRuns(MAX_EXTRACTED_CHARS, (text) => {
        for (const type of documentTypes) {
          scoreDocument({ type, text, context, today, image: null });
          documentCovers({ type, text });
        }
      }),
    ).toEqual([]);
  });

  it("a mailed notice's Amazon reference numbers are read in linear time, and still read — held", () => {
    expect(slowRuns(MAX_EMAIL_LENGTH, (text) => amazonReferencesIn(text))).toEqual([]);
    expect(
      amazonReferencesIn('Case ID:  1234567890 and Ref #55512345, reference number 7654321'),
    ).toEqual(['1234567890', '55512345', '7654321']);
  });
});
