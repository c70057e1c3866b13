import { Award, Filter, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useCaseList } from '../../api/cases-list';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { CaseList } from '../../components/cases/case-list';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { ActiveFilterChips } from './active-filter-chips';
import { hasNarrowingFilters, hasPanelFilters, toListParams } from './case-filters';
import { Pagination } from '../../components/pagination';
import { useCaseFilters } from './use-case-filters';

const loadFiltersPanel = () => import('./case-filters-panel');
// Closed unless the URL carries filters: its code (search, selects) loads when it opens, or
// ahead when the pointer or focus reaches Show Filters.
const CaseFiltersPanel = lazy(() =>
  loadFiltersPanel().then((module) => ({ default: module.CaseFiltersPanel })),
);

/** /cases: every filter lives in the URL and is applied by the server. */
export function CasesPage() {
  const { filters, setFilters, goToPage, clearFilters } = useCaseFilters();
  const list = useCaseList(toListParams(filters));

  const isPanelActive = hasPanelFilters(filters);
  const [isPanelOpen, setPanelOpen] = useState(isPanelActive);
  // Opens by itself when filters arrive from outside (a link, Back); closing stays the user's call.
  const [wasPanelActive, setWasPanelActive] = useState(isPanelActive);
  if (isPanelActive !== wasPanelActive) {
    setWasPanelActive(isPanelActive);
    if (isPanelActive) setPanelOpen(true);
  }

  const isFiltered = hasNarrowingFilters(filters);
  const isSuccessTemplates = filters.status === 'Approved';

  return (
    <PageContainer>
      <PageTitle title="Cases" />
      <PageHeader
        title="Cases"
        subtitle="Manage your Amazon seller cases"
        actions={
          <>
            <Button
              variant="outline"
              aria-expanded={isPanelOpen}
              aria-controls="case-filters"
              onClick={() => setPanelOpen(!isPanelOpen)}
              onPointerEnter={() => void loadFiltersPanel().catch(() => undefined)}
              onFocus={() => void loadFiltersPanel().catch(() => undefined)}
            >
              <Filter aria-hidden="true" className="h-4 w-4" />
              {isPanelOpen ? 'Hide Filters' : 'Show Filters'}
            </Button>
            <ButtonLink to="/cases/new">
              <Plus aria-hidden="true" className="h-4 w-4" />
              New Case
            </ButtonLink>
          </>
        }
      />

      {isPanelOpen && (
        // The fallback holds about the panel's height at each breakpoint, so the list below does
        // not jump when the panel arrives with filters from the URL.
        <Suspense
          fallback={
            <div
              id="case-filters"
              className="mb-6 min-h-[27rem] md:min-h-[14.5rem] lg:min-h-[9.5rem]"
            />
          }
        >
          <CaseFiltersPanel
            filters={filters}
            onChange={setFilters}
            onClear={clearFilters}
            canClear={isPanelActive}
          />
        </Suspense>
      )}

      {isSuccessTemplates && (
        <div className="mb-4 flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900">
          <Award aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <p>
            <strong className="font-semibold">Success templates:</strong> your approved cases. Open
            one to reuse the documents and wording that worked.
          </p>
        </div>
      )}

      <ActiveFilterChips filters={filters} onChange={setFilters} onClear={clearFilters} />

      <CaseList
        cases={list.data?.items}
        isPending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        isUpdating={list.isPlaceholderData}
        emptyHint={
          isFiltered ? (
            <>
              <p className="mt-1 text-sm text-gray-700">No cases match these filters</p>
              <Button variant="outline" className="mt-4" onClick={clearFilters}>
                Clear filters
              </Button>
            </>
          ) : undefined
        }
      />

      {list.data && list.data.total > 0 && (
        <Pagination
          noun={['case', 'cases']}
          page={filters.page}
          pageSize={filters.pageSize}
          total={list.data.total}
          isTotalEstimate={list.data.totalIsEstimate}
          hasPrevious={list.data.prevCursor !== null}
          hasNext={list.data.nextCursor !== null}
          onPageChange={(page) => {
            const { nextCursor, prevCursor } = list.data;
            if (page > filters.page && nextCursor) goToPage(page, { after: nextCursor });
            else if (page < filters.page && prevCursor) goToPage(page, { before: prevCursor });
          }}
        />
      )}
    </PageContainer>
  );
}
