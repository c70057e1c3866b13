import { describe, expect, it } from 'vitest';
import {
  hasNarrowingFilters,
  hasPanelFilters,
  readCaseFilters,
  writeCaseFilters,
} from './case-filters';

describe('case filters in the URL', () => {
  it('reads defaults from an empty URL and writes nothing back', () => {
    const filters = readCaseFilters(new URLSearchParams());
    expect(filters).toMatchObject({
      search: '',
      status: null,
      caseType: null,
      dateRange: 'all',
      sort: 'newest',
      urgent: false,
      page: 1,
      pageSize: 20,
    });
    expect(writeCaseFilters(filters).toString()).toBe('');
    expect(hasPanelFilters(filters)).toBe(false);
  });

  it('round-trips every filter', () => {
    const url =
      'search=kettle&status=In+Progress&caseType=FBA+Lock&dateRange=3months&sort=probability&urgent=true&page=2&pageSize=50&after=WyJuZXdlc3QiXQ';
    const filters = readCaseFilters(new URLSearchParams(url));
    expect(filters).toEqual({
      search: 'kettle',
      status: 'In Progress',
      caseType: 'FBA Lock',
      dateRange: '3months',
      sort: 'probability',
      urgent: true,
      page: 2,
      pageSize: 50,
      after: 'WyJuZXdlc3QiXQ',
      before: null,
    });
    expect(writeCaseFilters(filters).toString()).toBe(url);
  });

  it('ignores unknown or malformed values instead of failing', () => {
    const filters = readCaseFilters(
      new URLSearchParams(
        'status=Lost&caseType=x&sort=random&dateRange=year&page=-3&pageSize=1000&urgent=yes',
      ),
    );
    expect(filters).toMatchObject({
      status: null,
      caseType: null,
      sort: 'newest',
      dateRange: 'all',
      page: 1,
      pageSize: 100,
      urgent: false,
    });
  });

  it('opens the panel for a sort alone, but only narrowing filters count as filtering', () => {
    const sorted = readCaseFilters(new URLSearchParams('sort=oldest'));
    expect(hasPanelFilters(sorted)).toBe(true);
    expect(hasNarrowingFilters(sorted)).toBe(false);
    expect(hasNarrowingFilters(readCaseFilters(new URLSearchParams('urgent=true')))).toBe(true);
  });
});
