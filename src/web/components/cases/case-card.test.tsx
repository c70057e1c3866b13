// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Case } from '../../../domain/case';
import { caseKeys } from '../../api/case-keys';
import { createQueryClient } from '../../api/query-client';
import { CaseCard } from './case-card';

const item: Case = {
  id: 'case-42',
  title: 'Kettle listing suppressed',
  description: 'A customer reported a loose lid.',
  asin: 'B0KETTLE42',
  caseType: 'Suppression',
  status: 'New',
  probabilityScore: 0.5,
  sellerId: 'A1SELLER',
  ownerId: 'user-1',
  dueDate: null,
  daysLeft: null,
  resolvedAt: null,
  documentsCount: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const detail = { ...item, documents: [], communications: [] };
const caseDetailKey = caseKeys.detail;

function renderCard() {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '/', element: <CaseCard item={item} /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('CaseCard: the case opens from a warm cache', () => {
  // A hover also starts loading the detail screen's code; let it finish before the environment
  // goes, or the import fails after teardown (seen once in CI).
  afterAll(async () => {
    await import('../../routes/cases/case-detail-page');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads the case when the pointer reaches View Case, once, before any click', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL) => Response.json(detail));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = renderCard();
    const link = screen.getByRole('link', { name: 'View Case: Kettle listing suppressed' });

    fireEvent.pointerEnter(link);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(caseDetailKey(item.id))).toEqual(detail),
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/cases/case-42');

    // Fresh data is not fetched again by a second hover or by keyboard focus.
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('loads the case when View Case gets keyboard focus', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL) => Response.json(detail));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = renderCard();
    fireEvent.focus(screen.getByRole('link', { name: /View Case/ }));
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(caseDetailKey(item.id))).toEqual(detail),
    );
  });
});
