import type { APIRequestContext, Page } from '@playwright/test';
import { admin, PASSWORD } from './accounts';
import { expect, signInViaApi } from './test';

export interface FreshSeller {
  email: string;
  name: string;
  password: string;
}

/**
 * A seller of the test's own, created through the admin API, so its cases, documents and figures
 * are only what the test made. `request` is Playwright's per-test API context (not the page's).
 */
export async function createFreshSeller(
  request: APIRequestContext,
  label: string,
): Promise<FreshSeller> {
  const login = await request.post('/api/auth/login', {
    data: { emailOrUsername: admin.email, password: admin.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const seller = { email: `${label}-${unique}@e2e.test`, name: `E2E ${label}`, password: PASSWORD };
  const created = await request.post('/api/admin/users', { data: { ...seller, role: 'user' } });
  expect(created.status(), await created.text()).toBe(201);
  await request.post('/api/auth/logout');
  return seller;
}

/** Creates a seller of the test's own and signs the page in as them. */
export async function signInAsFreshSeller(
  page: Page,
  request: APIRequestContext,
  label: string,
): Promise<FreshSeller> {
  const seller = await createFreshSeller(request, label);
  await signInViaApi(page, seller);
  return seller;
}

export interface CaseInput {
  sellerId: string;
  asin: string;
  caseType: 'Suppression' | 'FBA Lock' | 'ASIN Request';
  title: string;
  description: string;
  probabilityScore?: number;
  emailContent?: string;
}

/** Creates a case through the API as the page's signed-in seller; answers its id. */
export async function createCaseViaApi(page: Page, input: CaseInput): Promise<string> {
  const response = await page.request.post('/api/cases', { data: input });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { id: string };
  return body.id;
}
