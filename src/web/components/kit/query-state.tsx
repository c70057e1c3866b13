import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessageOf } from '../../lib/error-message';
import { Button } from '../button';
import { Card } from '../card';
import { Spinner } from '../spinner';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** The spinner's accessible name, e.g. "Loading users". */
  loadingLabel: string;
  /** Shown while loading instead of the bare spinner. */
  loading?: ReactNode;
  /** What a failure says; the server's own message (or the network message) by default. */
  errorMessage?: string | ((error: Error) => string);
  /**
   * 'card': a screen's main data; the error is a card of its own and the last data stays under it.
   * 'inline': a section inside a card; the error takes the data's place.
   */
  variant?: 'card' | 'inline';
  children: (data: T) => ReactNode;
}

/** The loading, failed (with Try Again) and loaded states of one query, the same on every screen. */
export function QueryState<T>({
  query,
  loadingLabel,
  loading,
  errorMessage = errorMessageOf,
  variant = 'card',
  children,
}: QueryStateProps<T>) {
  const message =
    query.isError && (typeof errorMessage === 'string' ? errorMessage : errorMessage(query.error));
  const showsData = variant === 'card' ? query.data !== undefined : query.isSuccess;
  return (
    <>
      {query.isPending && (loading ?? <Spinner label={loadingLabel} />)}
      {query.isError &&
        (variant === 'card' ? (
          <Card className="p-6" role="alert">
            <p className="font-medium text-red-700">{message}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => query.refetch()}>
              Try Again
            </Button>
          </Card>
        ) : (
          <div role="alert" className="space-y-2 text-sm text-red-800">
            <p className="font-medium">{message}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          </div>
        ))}
      {showsData && children(query.data as T)}
    </>
  );
}
