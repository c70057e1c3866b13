import { describe, expect, it } from 'vitest';
import {
  planNoticeRequirements,
  type ExistingRequirement,
  type NoticeView,
} from './notice-requirements';

const existing: ExistingRequirement[] = [
  {
    id: 'r1',
    catalogId: 'supplier-invoices',
    importance: 'Critical',
    source: 'notice',
    withdrawn: false,
  },
  {
    id: 'r2',
    catalogId: 'chain-of-custody-documentation',
    importance: 'Medium',
    source: 'case-type',
    withdrawn: false,
  },
  {
    id: 'r3',
    catalogId: 'authorization-letter',
    importance: 'Critical',
    source: 'notice',
    withdrawn: true,
  },
];
const notice = (overrides: Partial<NoticeView>): NoticeView => ({
  kind: 'appeal-rejected',
  requestedIds: [],
  withdrawnIds: [],
  suggested: [],
  deadline: null,
  ...overrides,
});

describe('requirements from a notice', () => {
  it('adds what a follow-up asks for and keeps everything already asked for', () => {
    const plan = planNoticeRequirements(
      existing,
      notice({ requestedIds: ['laboratory-test-reports', 'safety-certification'] }),
    );
    expect(plan.added).toEqual(['Laboratory Test Reports', 'Safety Certification']);
    expect(plan.add.every((r) => r.importance === 'Critical' && r.source === 'notice')).toBe(true);
    expect(plan.change.filter((c) => c.withdrawn)).toEqual([]);
  });

  it('raises a usual document Amazon now asks for, and restores a withdrawn one', () => {
    const plan = planNoticeRequirements(
      existing,
      notice({ requestedIds: ['chain-of-custody-documentation', 'authorization-letter'] }),
    );
    expect(plan.change).toEqual([
      { id: 'r2', importance: 'Critical', source: 'notice', withdrawn: false },
      { id: 'r3', importance: 'Critical', source: 'notice', withdrawn: false },
    ]);
    expect(plan.added).toEqual(['Authorization Letter']);
  });

  it('withdraws only what a notice says is no longer needed', () => {
    const plan = planNoticeRequirements(existing, notice({ withdrawnIds: ['supplier-invoices'] }));
    expect(plan.change).toEqual([
      { id: 'r1', importance: 'Critical', source: 'notice', withdrawn: true },
    ]);
    expect(plan.withdrawn).toEqual(['Supplier Invoices']);
  });

  it('changes nothing for an e-mail that is not a notice', () => {
    const plan = planNoticeRequirements(
      existing,
      notice({ kind: 'not-a-notice', requestedIds: ['laboratory-test-reports'] }),
    );
    expect(plan).toEqual({
      add: [],
      change: [],
      added: [],
      withdrawn: [],
      raised: [],
      reweighed: [],
    });
  });
});

describe('what a notice plan tells the System note', () => {
  it('names documents Amazon now asks for, usual documents a first notice brings and reweighs', () => {
    const plan = planNoticeRequirements(
      existing,
      notice({
        kind: 'initial',
        requestedIds: ['chain-of-custody-documentation'],
        suggested: [
          {
            id: 'product-images',
            name: 'Product Images',
            description: '',
            importance: 'Medium',
            examples: [],
            documentTypes: [],
            satisfied: false,
            satisfiedBy: null,
          },
        ],
      }),
    );
    expect(plan.raised).toEqual(['Chain of Custody Documentation']);
    expect(plan.added).toEqual(['Product Images']);
    expect(plan.add.map((r) => [r.catalogId, r.source])).toEqual([['product-images', 'case-type']]);
  });

  it('names a usual document whose importance the notice changes', () => {
    const plan = planNoticeRequirements(
      existing,
      notice({
        kind: 'initial',
        suggested: [
          {
            id: 'chain-of-custody-documentation',
            name: 'Chain of Custody Documentation',
            description: '',
            importance: 'High',
            examples: [],
            documentTypes: [],
            satisfied: false,
            satisfiedBy: null,
          },
        ],
      }),
    );
    expect(plan.reweighed).toEqual(['Chain of Custody Documentation (Medium → High)']);
    expect(plan.added).toEqual([]);
  });
});
