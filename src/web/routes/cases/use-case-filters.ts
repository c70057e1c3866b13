import { useSearchParams } from 'react-router';
import { readCaseFilters, writeCaseFilters, type CaseFilters } from './case-filters';

type FilterChange = Partial<Omit<CaseFilters, 'page' | 'pageSize' | 'after' | 'before'>>;
const firstPage = { page: 1, after: null, before: null };

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
    setFilters: (change: FilterChange) => navigateTo({ ...filters, ...change, ...firstPage }),
    // A new page starts at the top, unlike a filter change made from the panel. Pages follow the
    // server's keyset cursors, so a deep page costs the same as the first.
    goToPage: (page: number, cursor: { after: string } | { before: string }) =>
      setSearchParams(
        writeCaseFilters(
          page <= 1
            ? { ...filters, ...firstPage }
            : { ...filters, page, after: null, before: null, ...cursor },
        ),
      ),
    clearFilters: () =>
      navigateTo({ ...readCaseFilters(new URLSearchParams()), pageSize: filters.pageSize }),
  };
}
