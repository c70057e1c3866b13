import { AlertCircle, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Case } from '../../../domain/case';
import { errorMessageOf } from '../../lib/error-message';
import { Button } from '../button';
import { ButtonLink } from '../button-link';
import { Card } from '../card';
import { CaseCard } from './case-card';

export interface CaseListProps {
  cases: Case[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  /** Replaces the "create your first case" prompt, e.g. when filters hide every case. */
  emptyHint?: ReactNode;
  /** A refetch (new filters, next page) is running while older results are shown. */
  isUpdating?: boolean;
  /** Placeholders while loading: as many as the cards expected, so nothing moves when they land. */
  skeletonCount?: number;
}

/**
 * Three rows of cards on a wide screen, each as tall as a card: the first screen of a full list
 * looks the same loading and loaded, so the cards land without moving anything in view.
 */
const DEFAULT_SKELETONS = 9;

/** The shared case list (spec §2) with its loading, error and empty states. */
export function CaseList({
  cases,
  isPending,
  error,
  onRetry,
  emptyHint,
  isUpdating,
  skeletonCount = DEFAULT_SKELETONS,
}: CaseListProps) {
  if (isPending) {
    return (
      <div
        role="status"
        aria-label="Loading cases"
        className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
      >
        {Array.from({ length: skeletonCount }, (_, n) => (
          <div
            key={n}
            data-testid="case-skeleton"
            // The height of a CaseCard with a one-line title and a two-line description.
            className="h-[234px] animate-pulse rounded-lg border border-gray-200 bg-gray-100"
          />
        ))}
      </div>
    );
  }

  if (error && !cases) {
    return (
      <Card className="p-8 text-center" role="alert">
        <AlertCircle aria-hidden="true" className="mx-auto h-8 w-8 text-red-700" />
        <h3 className="mt-3 text-lg font-semibold text-gray-900">Error loading cases</h3>
        <p className="mt-1 text-sm text-gray-700">{errorMessageOf(error)}</p>
        <Button variant="outline" className="mt-4" onClick={onRetry}>
          Try Again
        </Button>
      </Card>
    );
  }

  if (!cases || cases.length === 0) {
    return (
      <Card className="p-8 text-center">
        <h3 className="text-lg font-semibold text-gray-900">No cases found</h3>
        {emptyHint ?? (
          <>
            <p className="mt-1 text-sm text-gray-700">Create your first case to get started</p>
            <ButtonLink to="/cases/new" className="mt-4">
              <Plus aria-hidden="true" className="h-4 w-4" />
              Create New Case
            </ButtonLink>
          </>
        )}
      </Card>
    );
  }

  return (
    <ul
      aria-label="Cases"
      aria-busy={isUpdating || undefined}
      className={`grid gap-4 transition-opacity md:grid-cols-2 xl:grid-cols-3 ${isUpdating ? 'opacity-60' : ''}`}
    >
      {cases.map((item) => (
        <li key={item.id}>
          <CaseCard item={item} />
        </li>
      ))}
    </ul>
  );
}
