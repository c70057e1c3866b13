import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { CaseListResponse } from '../../domain/case-list';
import { currentUserQueryOptions } from '../api/auth';
import { caseAssessmentQueryOptions } from '../api/case-assessment';
import { caseDetailQueryOptions } from '../api/case-detail';
import { caseKeys } from '../api/case-keys';
import { statusProposalsQueryOptions } from '../api/status-proposals';
import { submissionPackageQueryOptions } from '../api/submission-package';

const loadDetailScreen = () => import('../routes/cases/case-detail-page');

/** The case is on screen somewhere already (its detail, or a row of a list), so it exists. */
function isKnownCase(queryClient: QueryClient, caseId: string): boolean {
  if (queryClient.getQueryData(caseKeys.detail(caseId)) !== undefined) return true;
  return queryClient
    .getQueriesData<CaseListResponse>({ queryKey: caseKeys.lists() })
    .some(([, list]) => list?.items.some((item) => item.id === caseId) ?? false);
}

/** What the detail screen's first view reads besides the case: the Summary tab and the banner. */
function prefetchFirstView(queryClient: QueryClient, caseId: string): void {
  void queryClient.prefetchQuery(caseAssessmentQueryOptions(caseId));
  void queryClient.prefetchQuery(statusProposalsQueryOptions(caseId));
  void queryClient.prefetchQuery(submissionPackageQueryOptions(caseId));
}

/**
 * Route loader of /cases/:id. Without it the screen waterfalls: its code chunk, then the case,
 * then what the case's first view reads. Here all start together as the navigation begins. The
 * case's own reads wait for the case only when nothing shows it exists yet, so a mistyped id
 * costs one 404, not four. Only the session is awaited (the guard above awaits it too: a signed-out
 * visitor is redirected, not sent on to the API); the screen shows its own loading and error states.
 */
export function caseDetailLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs): Promise<null> => {
    const user = await queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null);
    if (!user) return null;
    const caseId = params.id ?? '';
    const detail = queryClient.prefetchQuery(caseDetailQueryOptions(caseId));
    if (isKnownCase(queryClient, caseId)) {
      prefetchFirstView(queryClient, caseId);
    } else {
      void detail.then(() => {
        if (queryClient.getQueryData(caseKeys.detail(caseId)) !== undefined)
          prefetchFirstView(queryClient, caseId);
      });
    }
    return null;
  };
}

/**
 * Starts loading a case's screen when the user shows intent to open it (pointer over, or focus
 * on, its link): the case's data into the query cache and the detail screen's code chunk. By the
 * click both are usually there, so the detail opens without a spinner. Cached data younger than
 * the query client's staleTime is not fetched again.
 */
export function usePrefetchCase(): (caseId: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (caseId: string) => {
      void queryClient.prefetchQuery(caseDetailQueryOptions(caseId));
      void loadDetailScreen();
    },
    [queryClient],
  );
}
