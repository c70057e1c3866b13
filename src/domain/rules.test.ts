import { describe, expect, it } from 'vitest';
import { dateRangeStart } from './case-list';
import { countCriticalDocuments, documentQualityScore, readinessOf } from './case-readiness';
import { formatDate, formatDateTime } from './dates';
import { probabilityBand, qualityLabel, relevanceBand, toPercent } from './score-bands';

describe('readiness and documents', () => {
  // Issue 12: the spec's "one document and probability above 0.5" let a case with no critical
  // document read 'Ready for submission'; readiness now needs every Critical requirement met.
  it('is ready when every Critical requirement is satisfied and the probability is above 0.5', () => {
    const invoice = { name: 'Supplier Invoices', importance: 'Critical' as const };
    const images = { name: 'Product Images', importance: 'Medium' as const };
    const ready = (p: number, invoiceMet: boolean, status: 'New' | 'Approved' = 'New') =>
      readinessOf({
        status,
        probabilityScore: p,
        requirements: [
          { ...invoice, satisfied: invoiceMet },
          { ...images, satisfied: false },
        ],
      });
    expect(ready(0.51, true)).toEqual({ ready: true, resolved: false, missing: [] });
    expect(ready(0.5, true).missing).toEqual(['Success probability above 50% (now 50%)']);
    expect(ready(0.9, false)).toEqual({
      ready: false,
      resolved: false,
      missing: ['Supplier Invoices'],
    });
    expect(ready(0.9, true, 'Approved')).toEqual({ ready: false, resolved: true, missing: [] });
  });
  it('counts documents above 0.7 relevance as critical', () => {
    expect(
      countCriticalDocuments([
        { relevanceScore: 0.71 },
        { relevanceScore: 0.7 },
        { relevanceScore: null },
      ]),
    ).toBe(1);
  });
  it('averages analysed scores into a quality score', () => {
    expect(documentQualityScore([])).toBeNull();
    expect(
      documentQualityScore([
        { relevanceScore: 0.9, completenessScore: 0.6, complianceScore: null },
      ]),
    ).toBeCloseTo(0.75);
  });
});

describe('colour bands', () => {
  it('bands probability at 0.7 and 0.4', () => {
    expect([0.7, 0.69, 0.4, 0.39].map(probabilityBand)).toEqual([
      'good',
      'medium',
      'medium',
      'poor',
    ]);
    expect([0.75, 0.5, 0.2].map(qualityLabel)).toEqual(['Excellent', 'Good', 'Poor']);
  });
  it('bands relevance at 0.8 and 0.6', () => {
    expect([0.8, 0.79, 0.6, 0.59].map(relevanceBand)).toEqual(['good', 'medium', 'medium', 'poor']);
  });
  it('rounds to a percentage', () => {
    expect(toPercent(0.675)).toBe(68);
  });
});

describe('dates', () => {
  it('formats US short dates', () => {
    expect(formatDate('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatDateTime('2026-03-05T14:07:00')).toMatch(/^Mar 5, 2026, 0?2:07 PM$/);
  });
  it('computes date-range starts in UTC, weeks from Sunday', () => {
    const now = new Date('2026-11-18T12:00:00Z'); // a Wednesday
    expect(dateRangeStart('all', now)).toBeNull();
    expect(dateRangeStart('today', now)?.toISOString()).toBe('2026-11-18T00:00:00.000Z');
    expect(dateRangeStart('week', now)?.toISOString()).toBe('2026-11-15T00:00:00.000Z');
    expect(dateRangeStart('month', now)?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(dateRangeStart('3months', now)?.toISOString()).toBe('2026-08-18T00:00:00.000Z');
  });
});
