import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { createCaseViaApi, signInAsFreshSeller } from './support/fresh-seller';
import { expect, test } from './support/test';

// Issue 13: what a seller hits in a day — API tokens from the Account page, the Urgent view in
// deadline order, and a wizard draft that survives a reload.

const DAY = 86_400_000;
const isoIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

function main(page: Page): Locator {
  return page.getByRole('main');
}

test('creates an API token on the Account page, uses it with fetch, then revokes it', async ({
  page,
  request,
  consoleGuard,
}) => {
  await signInAsFreshSeller(page, request, 'tokens');
  await page.goto('/dashboard');
  await page.getByTestId('current-user-name').click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();

  await main(page).getByLabel('Token name').fill('Spreadsheet sync');
  await main(page).getByRole('button', { name: 'Create token' }).click();
  const secret = (await page.getByTestId('new-token-secret').textContent())!.trim();
  expect(secret).toMatch(/^cp_/);
  await expect(main(page).getByText('It will not be shown again.')).toBeVisible();
  await expect(main(page).getByRole('list', { name: 'API tokens' })).toContainText(
    'Spreadsheet sync',
  );

  // The token works on its own, without the session cookie.
  const callWithToken = () =>
    page.evaluate(async (token) => {
      const response = await fetch('/api/cases', {
        headers: { Authorization: `Bearer ${token}` },
        credentials: 'omit',
      });
      return { status: response.status, body: (await response.json()) as unknown };
    }, secret);
  const ok = await callWithToken();
  expect(ok.status).toBe(200);
  expect(ok.body).toMatchObject({ items: [], total: 0 });

  await main(page).getByRole('button', { name: 'Revoke Spreadsheet sync' }).click();
  await expect(main(page).getByText('No API tokens yet.')).toBeVisible();
  consoleGuard.allowFailedResource(401, '/api/cases');
  expect((await callWithToken()).status).toBe(401);
});

test('Create token: a second click after the token was made does nothing; an empty name on its own is still refused', async ({
  page,
  request,
}) => {
  await signInAsFreshSeller(page, request, 'tokens-twice');
  await page.goto('/account');
  const name = main(page).getByLabel('Token name');
  const create = main(page).getByRole('button', { name: 'Create token' });
  await name.fill('Repricer');
  await create.dblclick();
  await expect(page.getByTestId('new-token-secret')).toBeVisible();
  // A slow double click: its second click lands after the token was created and the field cleared.
  await create.click();
  await expect(main(page).getByText('Name is required')).toHaveCount(0);
  await expect(
    main(page).getByRole('list', { name: 'API tokens' }).getByRole('listitem'),
  ).toHaveCount(1);
  // The seller empties the field themselves: that is a mistake worth a message.
  await name.fill('x');
  await name.fill('');
  await create.click();
  await expect(main(page).getByText('Name is required')).toBeVisible();
});

test('the Inbox hints at forwarding notices only when the server takes e-mail in', async ({
  page,
  request,
}) => {
  await signInAsFreshSeller(page, request, 'inbox-hint');
  const hint = main(page).getByText(/Forward notices to your intake address/);
  // The e2e server runs without INTAKE_DOMAIN: intake is off, so there is nothing to forward to.
  const intakeAnswered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/intake/status',
  );
  await page.goto('/inbox');
  expect(await (await intakeAnswered).json()).toMatchObject({ enabled: false, address: null });
  await expect(main(page).getByText('Nothing waiting')).toBeVisible();
  await expect(hint).toHaveCount(0);

  await page.route('**/api/intake/status', (route) =>
    route.fulfill({ json: { enabled: true, address: 'seller-1a2b@intake.example.com' } }),
  );
  await page.reload();
  await expect(main(page).getByText('Nothing waiting')).toBeVisible();
  await expect(hint).toBeVisible();
});

test('the Urgent view lists cases waiting on the seller by deadline, overdue first', async ({
  page,
  request,
}) => {
  await signInAsFreshSeller(page, request, 'urgent');
  const base = {
    sellerId: 'A1URGENT',
    caseType: 'Suppression' as const,
    description: 'Listing removed pending documents.',
  };
  await createCaseViaApi(page, { ...base, asin: 'B0URGENT03', title: 'Due in three days' });
  await createCaseViaApi(page, { ...base, asin: 'B0URGENT10', title: 'Due in ten days' });
  await createCaseViaApi(page, { ...base, asin: 'B0URGENT00', title: 'Overdue case' });
  await createCaseViaApi(page, { ...base, asin: 'B0URGENT01', title: 'Due tomorrow' });
  const submitted = await createCaseViaApi(page, {
    ...base,
    asin: 'B0URGENTSB',
    title: 'Already with Amazon',
  });
  // Deadlines as a seller would set them in Edit Case.
  const cases = (await (await page.request.get('/api/cases?pageSize=100')).json()) as {
    items: { id: string; title: string }[];
  };
  const due: Record<string, number> = {
    'Due in three days': 3,
    'Due in ten days': 10,
    'Overdue case': -2,
    'Due tomorrow': 1,
    'Already with Amazon': 1,
  };
  for (const item of cases.items) {
    const response = await page.request.patch(`/api/cases/${item.id}`, {
      data: { dueDate: isoIn(due[item.title]!) },
    });
    expect(response.status()).toBe(200);
  }
  const patched = await page.request.patch(`/api/cases/${submitted}`, {
    data: { status: 'Submitted to Amazon' },
  });
  expect(patched.status()).toBe(200);

  await page.goto('/dashboard');
  await expect(page.getByTestId('urgent-count')).toHaveText('3');
  await page.getByRole('link', { name: /View Urgent Cases/ }).click();
  await expect(page).toHaveURL(/urgent=true/);
  const titles = main(page).locator('article h3');
  await expect(titles).toHaveText(['Overdue case', 'Due tomorrow', 'Due in three days']);
  const first = main(page).locator('article').first();
  await expect(first.getByText('Overdue by 2 days')).toBeVisible();
  await expect(first.locator('[data-deadline-band="danger"]')).toBeVisible();
  await expect(main(page).locator('article').nth(2).getByText('Due in 3 days')).toBeVisible();
});

test('the new-case wizard keeps its draft across a reload, offers Skip, and remembers the Seller ID', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signInAsFreshSeller(page, request, 'draft');
  await page.goto('/cases/new');
  const details = page.getByRole('form', { name: 'Case details' });
  await details.getByLabel('Seller ID').fill('A1DRAFTSELLER');
  await details.getByLabel('ASIN').fill('B0DRAFT001');
  await details.getByLabel('Case Type', { exact: true }).click();
  await page.getByRole('option', { name: 'FBA Lock', exact: true }).click();
  await details.getByLabel('Title').fill('Inventory on hold pending invoices');
  await details.getByLabel('Description').fill('FBA inventory placed on hold.');

  await page.reload();
  await expect(details.getByLabel('Seller ID')).toHaveValue('A1DRAFTSELLER');
  await expect(details.getByLabel('ASIN')).toHaveValue('B0DRAFT001');
  await expect(details.getByLabel('Title')).toHaveValue('Inventory on hold pending invoices');
  await expect(details.getByLabel('Description')).toHaveValue('FBA inventory placed on hold.');

  await details.getByRole('button', { name: 'Next: Email Analysis' }).click();
  await expect(page.getByRole('heading', { name: 'Email Analysis' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Email Analysis' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Skip' }).click();
  await main(page).getByRole('button', { name: 'Create Case' }).click();
  await expect(page).toHaveURL(/\/cases\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { name: 'Inventory on hold pending invoices' }),
  ).toBeVisible();

  // The next case starts fresh, with the last Seller ID filled in.
  await page.goto('/cases/new');
  await expect(details.getByLabel('Seller ID')).toHaveValue('A1DRAFTSELLER');
  await expect(details.getByLabel('ASIN')).toHaveValue('');
});

for (const path of ['/account', '/inbox', '/dashboard']) {
  test(`${path} (signed in, with the bell and Inbox link) has no serious or critical accessibility violation`, async ({
    page,
    request,
  }) => {
    await signInAsFreshSeller(page, request, 'axe');
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const violations = results.violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map((violation) => ({
        rule: violation.id,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    expect(violations).toEqual([]);
  });
}
