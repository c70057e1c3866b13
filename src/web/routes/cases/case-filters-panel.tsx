import { caseTypes, type CaseType } from '../../../domain/case-type';
import {
  caseSortLabels,
  caseSorts,
  dateRangeLabels,
  dateRanges,
} from '../../../domain/case-list-options';
import { caseStatuses, type CaseStatus } from '../../../domain/case-status';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Label } from '../../components/label';
import { DeferredSelect as Select } from '../../components/deferred-select';
import type { CaseFilters } from './case-filters';
import { SearchField } from './search-field';

// Radix refuses '' as an item value, so "All" travels as a sentinel and never reaches the URL.
const ALL = 'all';

const statusOptions = [
  { value: ALL, label: 'All Statuses' },
  ...caseStatuses.map((status) => ({ value: status, label: status })),
];
const typeOptions = [
  { value: ALL, label: 'All Types' },
  ...caseTypes.map((caseType) => ({ value: caseType, label: caseType })),
];
const dateRangeOptions = dateRanges.map((range) => ({
  value: range,
  label: dateRangeLabels[range],
}));
const sortOptions = caseSorts.map((sort) => ({ value: sort, label: caseSortLabels[sort] }));

export interface CaseFiltersPanelProps {
  filters: CaseFilters;
  onChange: (change: Partial<CaseFilters>) => void;
  onClear: () => void;
  canClear: boolean;
}

export function CaseFiltersPanel({ filters, onChange, onClear, canClear }: CaseFiltersPanelProps) {
  return (
    <Card id="case-filters" className="mb-6 p-5">
      <div
        role="search"
        aria-label="Filter cases"
        className="grid gap-4 md:grid-cols-2 lg:grid-cols-5"
      >
        <div className="md:col-span-2 lg:col-span-5">
          <SearchField value={filters.search} onCommit={(search) => onChange({ search })} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="filter-status">Status</Label>
          <Select
            id="filter-status"
            value={filters.status ?? ALL}
            options={statusOptions}
            onValueChange={(value) =>
              onChange({ status: value === ALL ? null : (value as CaseStatus) })
            }
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="filter-type">Case Type</Label>
          <Select
            id="filter-type"
            value={filters.caseType ?? ALL}
            options={typeOptions}
            onValueChange={(value) =>
              onChange({ caseType: value === ALL ? null : (value as CaseType) })
            }
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="filter-date-range">Date Range</Label>
          <Select
            id="filter-date-range"
            value={filters.dateRange}
            options={dateRangeOptions}
            onValueChange={(dateRange) => onChange({ dateRange })}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="filter-sort">Sort By</Label>
          <Select
            id="filter-sort"
            value={filters.sort}
            options={sortOptions}
            onValueChange={(sort) => onChange({ sort })}
          />
        </div>
        <div className="flex items-end">
          <Button variant="outline" className="w-full" onClick={onClear} disabled={!canClear}>
            Clear filters
          </Button>
        </div>
      </div>
    </Card>
  );
}
