import { describe, expect, it } from 'vitest';
import { proposalPath } from './status-proposal';

describe('the moves a status proposal makes', () => {
  it('is the move itself when the workflow allows it', () => {
    expect(proposalPath('New', 'Documentation Needed')).toEqual(['Documentation Needed']);
    expect(proposalPath('Submitted to Amazon', 'Approved')).toEqual(['Approved']);
  });

  it('reaches Approved through Submitted to Amazon for a case not marked submitted', () => {
    for (const from of ['New', 'In Progress', 'Documentation Needed', 'Rejected'] as const)
      expect(proposalPath(from, 'Approved')).toEqual(['Submitted to Amazon', 'Approved']);
  });

  it('refuses what the workflow cannot reach', () => {
    expect(proposalPath('Closed', 'Approved')).toBeNull();
    expect(proposalPath('Approved', 'Documentation Needed')).toBeNull();
  });
});
