import { X } from 'lucide-react';
import { caseSortLabels, dateRangeLabels } from '../../../domain/case-list-options';
import { Button } from '../../components/button';
import { DEFAULT_DATE_RANGE, DEFAULT_SORT, type CaseFilters } from './case-filters';

interface Chip {
  label: string;
  remove: Partial<CaseFilters>;
}

function chipsOf(filters: CaseFilters): Chip[] {
  const chips: Chip[] = [];
  if (filters.urgent) chips.push({ label: 'Urgent cases', remove: { urgent: false } });
  if (filters.search) chips.push({ label: `Search: “${filters.search}”`, remove: { search: '' } });
  if (filters.status) chips.push({ label: `Status: ${filters.status}`, remove: { status: null } });
  if (filters.caseType)
    chips.push({ label: `Type: ${filters.caseType}`, remove: { caseType: null } });
  if (filters.dateRange !== DEFAULT_DATE_RANGE) {
    chips.push({
      label: dateRangeLabels[filters.dateRange],
      remove: { dateRange: DEFAULT_DATE_RANGE },
    });
  }
  if (filters.sort !== DEFAULT_SORT) {
    chips.push({ label: `Sort: ${caseSortLabels[filters.sort]}`, remove: { sort: DEFAULT_SORT } });
  }
  return chips;
}

/** What the list is filtered by, each removable on its own; shown whether or not the panel is open. */
export function ActiveFilterChips({
  filters,
  onChange,
  onClear,
}: {
  filters: CaseFilters;
  onChange: (change: Partial<CaseFilters>) => void;
  onClear: () => void;
}) {
  const chips = chipsOf(filters);
  if (chips.length === 0) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <span className="text-sm text-gray-700">Active filters:</span>
      <ul aria-label="Active filters" className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.label}>
            <span className="inline-flex items-center gap-1 rounded-full border border-blue-200 bg-blue-50 py-0.5 pr-1 pl-3 text-sm text-blue-900">
              {chip.label}
              <button
                type="button"
                onClick={() => onChange(chip.remove)}
                aria-label={`Remove filter ${chip.label}`}
                className="rounded-full p-0.5 hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-blue-700"
              >
                <X aria-hidden="true" className="h-3.5 w-3.5" />
              </button>
            </span>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}
