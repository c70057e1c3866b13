import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/** 12345 → "12,345" as en-US writes it, without the ICU start-up toLocaleString costs a first page. */
const formatCount = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The total, and Previous / 'Page X of Y' / Next for any paginated list of the API. Lists paged by
 * cursor say whether a page lies either way (hasPrevious/hasNext); an estimated total reads
 * "about N" and the page count is left out.
 */
export function Pagination({
  page,
  pageSize,
  total,
  noun,
  onPageChange,
  hideControlsOnSinglePage = false,
  isTotalEstimate = false,
  hasPrevious,
  hasNext,
}: {
  page: number;
  pageSize: number;
  total: number;
  noun: [singular: string, plural: string];
  onPageChange: (page: number) => void;
  hideControlsOnSinglePage?: boolean;
  isTotalEstimate?: boolean;
  hasPrevious?: boolean;
  hasNext?: boolean;
}) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const canGoBack = hasPrevious ?? page > 1;
  const canGoOn = hasNext ?? page < pageCount;
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-gray-700">
        {isTotalEstimate ? 'About ' : ''}
        {formatCount(total)} {total === 1 ? noun[0] : noun[1]}
      </p>
      {(canGoBack || canGoOn || !hideControlsOnSinglePage) && (
        <div className="flex items-center gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={!canGoBack}
            onClick={() => onPageChange(Math.max(1, page - 1))}
          >
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            Previous
          </Button>
          <span className="text-sm text-gray-900">
            {isTotalEstimate ? `Page ${page}` : `Page ${page} of ${pageCount}`}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={!canGoOn}
            onClick={() => onPageChange(page + 1)}
          >
            Next
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      )}
    </nav>
  );
}
