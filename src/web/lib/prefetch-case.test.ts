import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Case } from '../../domain/case';
import type { CaseListResponse } from '../../domain/case-list';
import { currentUserQueryKey } from '../api/auth';
import { caseKeys } from '../api/case-keys';
import { createQueryClient } from '../api/query-client';
import { caseDetailLoader } from './prefetch-case';

const item: Case = {
  id: 'case-7',
  title: 'Listing suppressed',
  description: 'A customer complaint.',
  asin: 'B0CASE0007',
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
const user = {
  id: 'user-1',
  email: 'seller@example.com',
  username: 'seller',
  name: 'Seller',
  role: 'user',
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const list: CaseListResponse = {
  items: [item],
  total: 1,
  totalIsEstimate: false,
  page: 1,
  pageSize: 20,
  nextCursor: null,
  prevCursor: null,
};

function argsFor(id: string): LoaderFunctionArgs {
  const url = new URL(`http://app.test/cases/${id}`);
  return { params: { id }, request: new Request(url), url, pattern: '/cases/:id', context: {} };
}

/** Answers the case and its first view's reads; anything about another case is a 404. */
function stubApi() {
  const fetchMock = vi.fn(async (url: RequestInfo | URL) => {
    const path = String(url);
    if (!path.startsWith(`/api/cases/${item.id}`))
      return Response.json(
        { error: { code: 'NOT_FOUND', message: 'Case not found' } },
        { status: 404 },
      );
    if (path.endsWith('/assessment')) return Response.json({ factors: [] });
    if (path.endsWith('/status-proposals')) return Response.json([]);
    if (path.endsWith('/package'))
      return Response.json({ status: 'none', files: [], error: null, generatedAt: null });
    return Response.json({ ...item, documents: [], communications: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const pathsOf = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).sort();

describe('caseDetailLoader: the detail screen does not waterfall', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts the case and its first view together when a list already shows the case', async () => {
    const fetchMock = stubApi();
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserQueryKey, user);
    queryClient.setQueryData(caseKeys.list({}), list);

    await caseDetailLoader(queryClient)(argsFor(item.id));

    // all four are under way before any answer was read
    expect(pathsOf(fetchMock)).toEqual([
      '/api/cases/case-7',
      '/api/cases/case-7/assessment',
      '/api/cases/case-7/package',
      '/api/cases/case-7/status-proposals',
    ]);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(caseKeys.package(item.id))).toBeDefined(),
    );
  });

  it('asks for the rest only once an unknown id turned out to be a case', async () => {
    const fetchMock = stubApi();
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserQueryKey, user);

    await caseDetailLoader(queryClient)(argsFor(item.id));
    expect(pathsOf(fetchMock)).toEqual(['/api/cases/case-7']);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
  });

  it('costs a missing case one request', async () => {
    const fetchMock = stubApi();
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserQueryKey, user);

    await caseDetailLoader(queryClient)(argsFor('no-such-case'));
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(caseKeys.detail('no-such-case'))?.status).toBe('error'),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pathsOf(fetchMock)).toEqual(['/api/cases/no-such-case']);
  });

  it('asks nothing for a signed-out visitor: the guard sends them to sign in', async () => {
    const fetchMock = stubApi();
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserQueryKey, null);

    await caseDetailLoader(queryClient)(argsFor(item.id));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
