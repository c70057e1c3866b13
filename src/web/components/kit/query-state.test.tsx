// @vitest-environment jsdom
import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { QueryState } from './query-state';

type Query = UseQueryResult<string[]>;

function queryOf(state: Partial<Query>): Query {
  return {
    isPending: false,
    isError: false,
    isSuccess: false,
    data: undefined,
    error: null,
    refetch: vi.fn(),
    ...state,
  } as Query;
}

const failed = (data?: string[]) =>
  queryOf({
    isError: true,
    data,
    error: new ApiError(500, 'INTERNAL', 'The server is down'),
  });

function renderState(query: Query, variant?: 'card' | 'inline') {
  render(
    <QueryState query={query} loadingLabel="Loading rows" variant={variant}>
      {(rows) => (
        <ul aria-label="Rows">
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('QueryState: one query, three states', () => {
  afterEach(cleanup);

  it('shows the spinner while loading, and no data', () => {
    renderState(queryOf({ isPending: true }));
    expect(screen.getByText('Loading rows')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("announces a failure with the server's message and tries again on request", () => {
    const query = failed();
    renderState(query);
    expect(screen.getByRole('alert').textContent).toContain('The server is down');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('renders the data once loaded', () => {
    renderState(queryOf({ isSuccess: true, data: ['a', 'b'] }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a', 'b']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a page keeps its last data under a failed refetch; a section replaces it', () => {
    renderState(failed(['kept']));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByText('kept')).toBeTruthy();
    cleanup();
    renderState(failed(['kept']), 'inline');
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByText('kept')).toBeNull();
  });
});
