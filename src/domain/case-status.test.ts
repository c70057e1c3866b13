import { describe, expect, it } from 'vitest';
import {
  canTransition,
  caseStatuses,
  isOpen,
  isResolved,
  outcomeOf,
  statusTransitions,
} from './case-status';

describe('case status workflow', () => {
  it('runs work -> submit -> outcome -> close', () => {
    expect(canTransition('New', 'In Progress')).toBe(true);
    expect(canTransition('In Progress', 'Submitted to Amazon')).toBe(true);
    expect(canTransition('Submitted to Amazon', 'Approved')).toBe(true);
    expect(canTransition('Submitted to Amazon', 'Rejected')).toBe(true);
    expect(canTransition('Approved', 'Closed')).toBe(true);
  });

  it('lets a rejected case be reworked and resubmitted, and a closed one reopened', () => {
    expect(canTransition('Rejected', 'In Progress')).toBe(true);
    expect(canTransition('Rejected', 'Submitted to Amazon')).toBe(true);
    expect(canTransition('Closed', 'In Progress')).toBe(true);
  });

  it('refuses outcomes that Amazon did not give', () => {
    expect(canTransition('New', 'Approved')).toBe(false);
    expect(canTransition('In Progress', 'Rejected')).toBe(false);
    expect(canTransition('Approved', 'Rejected')).toBe(false);
    expect(canTransition('Closed', 'Approved')).toBe(false);
  });

  it('names only known statuses, and staying put is always allowed', () => {
    for (const status of caseStatuses) {
      expect(canTransition(status, status)).toBe(true);
      for (const next of statusTransitions[status]) expect(caseStatuses).toContain(next);
    }
  });

  it('classifies resolved, open and outcomes', () => {
    expect(caseStatuses.filter(isResolved)).toEqual(['Approved', 'Closed']);
    expect(caseStatuses.filter(isOpen)).toEqual([
      'New',
      'In Progress',
      'Documentation Needed',
      'Submitted to Amazon',
    ]);
    expect(outcomeOf('Rejected')).toBe('Rejected');
    expect(outcomeOf('Closed')).toBeNull();
  });
});
