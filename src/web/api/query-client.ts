import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from './auth';
import { ApiError } from './http';

/**
 * One client per app. A 401 UNAUTHENTICATED from any call means the session ended
 * (expired or revoked elsewhere): mark the user signed out so the guards send them to /login.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.status === 401 && error.code === 'UNAUTHENTICATED') {
      queryClient.setQueryData(currentUserQueryKey, null);
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // a 4xx will answer the same way again; only retry what may be transient
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
  return queryClient;
}
