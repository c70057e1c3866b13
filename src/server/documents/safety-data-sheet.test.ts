import { describe, expect, it } from 'vitest';
import type { DocumentType } from '../../domain/document';
import { scoreDocument } from './document-scoring';

const today = new Date('2026-11-22T12:00:00Z');
const degreaserCase = {
  sellerId: 'A5CLEAN',
  asin: 'B0CLEAN001',
  caseType: 'FBA Lock',
  title: 'BrightHome Citrus Degreaser Spray 500 ml',
  description: 'FBA dangerous goods review: safety data sheet requested for the degreaser.',
};

/** A 16-section GHS sheet; each argument is what one of Amazon's checks reads. */
function sheet({
  revised = '2024-05-10',
  flashPoint = '> 93 °C',
  transport = 'Not regulated as dangerous goods for transport (DOT, IATA, IMDG).',
  sections = 16,
} = {}): string {
  const body = [
    'SECTION 1: Identification of the substance/mixture and of the company',
    '1.1 Product identifier: BrightHome Citrus Degreaser Spray 500 ml',
    '1.3 Supplier: BrightHome Products Inc., 400 Lake St, Chicago IL 60601, Tel +1 312 555 0142',
    'SECTION 2: Hazards identification   Signal word: Warning   H226 Flammable liquid and vapour',
    'SECTION 3: Composition/information on ingredients   d-Limonene CAS 5989-27-5 10-20%',
    'SECTION 4: First-aid measures',
    'SECTION 5: Firefighting measures',
    'SECTION 6: Accidental release measures',
    'SECTION 7: Handling and storage',
    'SECTION 8: Exposure controls/personal protection',
    `SECTION 9: Physical and chemical properties   Flash point: ${flashPoint}`,
    'SECTION 10: Stability and reactivity',
    'SECTION 11: Toxicological information',
    'SECTION 12: Ecological information',
    'SECTION 13: Disposal considerations',
    `SECTION 14: Transport information   ${transport}`,
    'SECTION 15: Regulatory information',
    'SECTION 16: Other information',
  ];
  const kept = body.filter((line) => {
    const section = /^SECTION (\d+)/.exec(line);
    return !section || Number(section[1]) <= sections;
  });
  return [
    'SAFETY DATA SHEET   according to OSHA HazCom 2012 (GHS)',
    `Date of first issue: 2015-03-01   Revision date: ${revised}   Version 4.0`,
    ...kept,
  ].join('\n');
}

const score = (text: string, type: DocumentType = 'Other') =>
  scoreDocument({ type, text, context: degreaserCase, today, image: null });

describe('a safety data sheet', () => {
  it("is judged by Amazon's dangerous-goods checks, not as a certificate or test report, whatever it was uploaded as", () => {
    for (const type of ['Other', 'Certificate', 'Test Report'] as const) {
      const result = score(sheet(), type);
      expect(result.missingElements).toEqual([]);
      expect(result.relevanceScore).toBe(1);
      expect(result.feedback).toMatch(/^Complete safety data sheet/);
    }
  });

  it('reads its newest revision, and fails one created or revised more than five years ago', () => {
    expect(score(sheet({ revised: '2022-01-15' })).missingElements).toEqual([]);
    const old = score(sheet({ revised: '2019-06-01' }));
    expect(old.missingElements).toEqual(['Created or revised within the last 5 years']);
    expect(old.complianceScore).toBeLessThanOrEqual(0.5);
  });

  it('asks for the sections it lacks', () => {
    expect(score(sheet({ sections: 11 })).missingElements).toEqual(['All 16 standard sections']);
  });

  it('fails a flash point below 60 °C (140 °F) with "not regulated" for transport, as the review does', () => {
    const label = 'Transport section consistent with the flash point (below 60 °C is flammable)';
    expect(score(sheet({ flashPoint: '23 °C' })).missingElements).toEqual([label]);
    expect(score(sheet({ flashPoint: '100 °F' })).missingElements).toEqual([label]);
    expect(
      score(
        sheet({
          flashPoint: '48 °C (closed cup)',
          transport: 'UN1993 Flammable liquid, n.o.s. (d-Limonene), Class 3, PG III',
        }),
      ).missingElements,
    ).toEqual([]);
    expect(score(sheet({ flashPoint: '150 °F' })).missingElements).toEqual([]);
  });

  it("says when the sheet names another product than the listing's", () => {
    const result = score(
      sheet().replaceAll('BrightHome Citrus Degreaser Spray 500 ml', 'Oven Cleaner'),
    );
    expect(result.missingElements).toContain("Product name matching the listing's");
    expect(result.feedback).toMatch(/does not mention the case's product/);
  });

  it('leaves a test report that cites an SDS a test report', () => {
    const result = score(
      [
        'TEST REPORT  No. 2026-0412   Date: 2026-10-02   Intertek Testing Services',
        'Sample: BrightHome Citrus Degreaser Spray 500 ml; the safety data sheet was reviewed.',
        'Test standard: ASTM D93 flash point   Result: Pass',
      ].join('\n'),
      'Test Report',
    );
    expect(result.missingElements).toEqual([]);
    expect(result.feedback).toMatch(/^Complete test report/);
  });
});
