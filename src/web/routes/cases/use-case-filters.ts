import { useSearchParams } from 'react-router';
import { readCaseFilters, writeCaseFilters, type CaseFilters } from './case-filters';

type FilterChange = Partial<Omit<CaseFilters, 'page' | 'pageSize'>>;

/**
 * The case list's filters, held in the URL: each change is a history entry (Back restores the
 * previous filter) and any filtered list can be bookmarked. Changing a filter returns to page 1.
 */
export function useCaseFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readCaseFilters(searchParams);

  const navigateTo = (next: CaseFilters) =>
    setSearchParams(writeCaseFilters(next), { preventScrollReset: true });

  return {
    filters,
    setFilters: (change: FilterChange) => navigateTo({ ...filters, ...change, page: 1 }),
    // a new page starts at the top, unlike a filter change made from the panel
    setPage: (page: number) => setSearchParams(writeCaseFilters({ ...filters, page })),
    clearFilters: () =>
      navigateTo({ ...readCaseFilters(new URLSearchParams()), pageSize: filters.pageSize }),
  };
}
