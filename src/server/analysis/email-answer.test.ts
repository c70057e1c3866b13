import { describe, expect, it } from 'vitest';
import type { SuggestedDocument } from '../../domain/email-analysis';
import { mergeDocuments } from './email-answer';

const base: SuggestedDocument[] = [
  {
    id: 'safety-certification',
    name: 'Safety Certification',
    description: 'A certificate.',
    importance: 'High',
    examples: [],
    documentTypes: ['Certificate'],
    satisfied: false,
    satisfiedBy: null,
  },
];

describe('merging the documents an LLM asks for', () => {
  it("maps a known document onto the analyzer's catalog, keeping the higher importance", () => {
    const merged = mergeDocuments(base, [
      {
        name: "Children's Product Certificate (CPC)",
        description: '',
        importance: 'Critical',
        documentTypes: ['Other'],
      },
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({
      id: 'safety-certification',
      importance: 'Critical',
      documentTypes: ['Certificate'],
    });
  });

  it('adds a catalog document the base lacks under its catalog id and types', () => {
    const merged = mergeDocuments(base, [
      { name: 'Supplier invoices', description: 'x', importance: 'High', documentTypes: [] },
    ]);
    expect(merged.map((d) => [d.id, d.documentTypes])).toEqual([
      ['safety-certification', ['Certificate']],
      ['supplier-invoices', ['Invoice']],
    ]);
  });

  it('adds an unknown document under an ai- id with the valid types it named, sorted by importance', () => {
    const merged = mergeDocuments(base, [
      {
        name: 'Warehouse temperature log',
        description: 'Storage conditions',
        importance: 'Critical',
        documentTypes: ['Letter', 'Bogus'],
      },
    ]);
    expect(merged[0]).toMatchObject({
      id: 'ai-warehouse-temperature-log',
      documentTypes: ['Letter'],
      importance: 'Critical',
      satisfied: false,
    });
    expect(merged[1]?.id).toBe('safety-certification');
  });
});
