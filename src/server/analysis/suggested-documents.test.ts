import { describe, expect, it } from 'vitest';
import { importanceLevels, suggestedDocumentSchema } from '../../domain/email-analysis';
import { suggestDocuments } from './suggested-documents';

const names = (docs: ReturnType<typeof suggestDocuments>) =>
  docs.map((d) => `${d.name} (${d.importance})`);

describe('suggestDocuments', () => {
  it('gives the spec list for each case type when the e-mail asks for nothing in particular', () => {
    expect(names(suggestDocuments('Suppression', 'product-safety', [], true))).toEqual([
      'Safety Certification (Critical)',
      'Laboratory Test Reports (High)',
      'Declaration of Conformity (High)',
      'Product Images (Medium)',
    ]);
    expect(names(suggestDocuments('FBA Lock', 'authenticity', [], true))).toEqual([
      'Supplier Invoices (Critical)',
      'Authorization Letter (Critical)',
      'Product Authenticity Documentation (High)',
      'Chain of Custody Documentation (Medium)',
    ]);
    expect(names(suggestDocuments('ASIN Request', 'information-request', [], true))).toEqual([
      'Product Specification Sheet (High)',
      'Product Categorization Justification (High)',
      'Brand Registry Documentation (Medium)',
    ]);
  });

  it('raises requested documents to Critical and adds those the list lacks, sorted by importance', () => {
    const docs = suggestDocuments(
      'Suppression',
      'product-safety',
      ['Product Images', 'Plan of Action'],
      true,
    );
    expect(names(docs)).toEqual([
      'Safety Certification (Critical)',
      'Product Images (Critical)',
      'Plan of Action (Critical)',
      'Laboratory Test Reports (High)',
      'Declaration of Conformity (High)',
    ]);
    expect(docs.find((d) => d.name === 'Product Images')!.description).toContain(
      'asks for this explicitly',
    );
  });

  it('drops list items that do not fit the issue to Low', () => {
    const docs = suggestDocuments('Suppression', 'listing-policy', ['Product Images'], true);
    expect(docs[0]).toMatchObject({ name: 'Product Images', importance: 'Critical' });
    expect(docs.find((d) => d.name === 'Safety Certification')!.importance).toBe('Low');
  });

  it('says which document types satisfy each suggestion, unsatisfied, with a stable id', () => {
    const docs = suggestDocuments('FBA Lock', 'authenticity', ['Safety Data Sheet'], true);
    for (const doc of docs) expect(suggestedDocumentSchema.parse(doc)).toEqual(doc);
    expect(docs.find((d) => d.id === 'supplier-invoices')).toMatchObject({
      documentTypes: ['Invoice'],
      satisfied: false,
      satisfiedBy: null,
    });
    expect(docs.find((d) => d.id === 'authorization-letter')!.documentTypes).toEqual(['Letter']);
    expect(docs.find((d) => d.id === 'product-authenticity-documentation')!.documentTypes).toEqual([
      'Invoice',
      'Certificate',
      'Letter',
    ]);
    const order = docs.map((d) => importanceLevels.indexOf(d.importance));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('suggests nothing for an e-mail that is not a notice', () => {
    expect(suggestDocuments('ASIN Request', 'none', [], false)).toEqual([]);
  });
});
