import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/** The total, and Previous / 'Page X of Y' / Next for any paginated list of the API. */
export function Pagination({
  page,
  pageSize,
  total,
  noun,
  onPageChange,
  hideControlsOnSinglePage = false,
}: {
  page: number;
  pageSize: number;
  total: number;
  noun: [singular: string, plural: string];
  onPageChange: (page: number) => void;
  hideControlsOnSinglePage?: boolean;
}) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-gray-700">
        {total.toLocaleString('en-US')} {total === 1 ? noun[0] : noun[1]}
      </p>
      {(pageCount > 1 || !hideControlsOnSinglePage) && (
        <div className="flex items-center gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPageChange(Math.min(page - 1, pageCount))}
          >
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            Previous
          </Button>
          <span className="text-sm text-gray-900">
            Page {page} of {pageCount}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pageCount}
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
