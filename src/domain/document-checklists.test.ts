import { describe, expect, it } from 'vitest';
import { documentChecklists, issueDateOf, type DocumentFacts } from './document-checklists';

const today = new Date('2026-11-22T12:00:00Z');
const facts = (overrides: Partial<DocumentFacts>): DocumentFacts => ({
  text: '',
  dates: [],
  productMatch: 0,
  sellerIdFound: false,
  image: null,
  today,
  ...overrides,
});
const item = (type: keyof typeof documentChecklists, id: string) => {
  const found = documentChecklists[type].find((i) => i.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

describe('document checklists', () => {
  it('takes the labelled issue date over others, and ignores expiry and due dates', () => {
    const issued = new Date('2026-10-01T00:00:00Z');
    expect(
      issueDateOf(
        facts({
          dates: [
            { date: new Date('2027-01-01'), role: 'expiry' },
            { date: issued, role: 'issue' },
          ],
        }),
      ),
    ).toEqual(issued);
    expect(issueDateOf(facts({ dates: [{ date: issued, role: 'due' }] }))).toBeNull();
  });

  it('wants an invoice dated within the last 365 days', () => {
    const check = item('Invoice', 'invoice-date');
    const at = (daysAgo: number) =>
      facts({ dates: [{ date: new Date(today.getTime() - daysAgo * 86_400_000), role: 'issue' }] });
    expect(check.test(at(10))).toBe(true);
    expect(check.test(at(364))).toBe(true);
    expect(check.test(at(400))).toBe(false);
    expect(check.test(facts({}))).toBe(false);
    expect(check.label).toBe('Invoice date within the last 365 days');
  });

  it('recognises a standard and a pass result on a test report, but not a failed verdict', () => {
    expect(
      item('Test Report', 'standard').test(facts({ text: 'tested according to astm f963-17' })),
    ).toBe(true);
    expect(item('Test Report', 'standard').test(facts({ text: 'tested thoroughly' }))).toBe(false);
    expect(item('Test Report', 'pass').test(facts({ text: 'overall result: pass' }))).toBe(true);
    expect(
      item('Test Report', 'pass').test(
        facts({ text: 'conclusion: fail. the sample passed one clause' }),
      ),
    ).toBe(false);
  });

  it('needs 500 px on the short side of a product image', () => {
    const check = item('Image', 'resolution');
    expect(check.test(facts({ image: { width: 1200, height: 500 } }))).toBe(true);
    expect(check.test(facts({ image: { width: 1200, height: 499 } }))).toBe(false);
    expect(check.test(facts({ image: null }))).toBe(false);
  });

  it('finds an authorisation statement and a signature in a letter', () => {
    const text =
      'we hereby authorize best seller llc to sell our products on amazon. sincerely, jane doe';
    expect(item('Letter', 'statement').test(facts({ text }))).toBe(true);
    expect(item('Letter', 'signature').test(facts({ text }))).toBe(true);
    expect(item('Letter', 'statement').test(facts({ text: 'thanks for your order' }))).toBe(false);
  });
});
