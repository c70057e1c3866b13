import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { caseFiltersSeller, caseJourneySeller } from './support/accounts';
import { expect, signInViaApi, test } from './support/test';

// Issue 3 journeys: the wizard, the list's URL-held filters, the detail screen with edit, status
// workflow and delete, and the dashboard's real figures following along. Each test signs in as
// a seller of its own, so its lists and figures hold only what it made.

// Long journeys on a two-core machine shared with the server and a second browser.
test.describe.configure({ timeout: 60_000 });

function main(page: Page): Locator {
  return page.getByRole('main');
}

/** A dashboard stat card's figure, e.g. statValue(page, 'Total Cases'). */
function statValue(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Case statistics' })
    .locator('dl')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
}

/** Picks an option of one of our Radix selects, found by its label. */
async function choose(
  scope: Page | Locator,
  page: Page,
  label: string,
  option: string,
): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Serious or critical axe violations on the page as it is now. */
async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** The titles of the listed case cards, in screen order. */
function cardTitles(page: Page): Locator {
  return main(page).getByRole('article').locator('h3');
}

test('a seller creates, edits, moves and deletes a case, and the dashboard follows', async ({
  page,
}) => {
  await signInViaApi(page, caseJourneySeller);

  // A new seller: zeros and empty states, never sample numbers.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(statValue(page, 'Total Cases')).toHaveText('0');
  await expect(statValue(page, 'Success Rate')).toHaveText('0%');
  await expect(main(page).getByText('No cases found')).toBeVisible();

  await main(page).getByRole('link', { name: 'Create New Case' }).first().click();
  await expect(page).toHaveURL(/\/cases\/new$/);

  // Step 1 validates itself only, with the spec's messages; editing a field clears its error.
  const details = page.getByRole('form', { name: 'Case details' });
  await details.getByRole('button', { name: 'Next: Email Analysis' }).click();
  for (const message of [
    'Seller ID is required',
    'ASIN is required',
    'Case type is required',
    'Title is required',
    'Description is required',
  ]) {
    await expect(details.getByText(message)).toBeVisible();
  }
  // Focus leaves the button for the first field in error, where the message is read out.
  await expect(details.getByLabel('Seller ID')).toBeFocused();
  await details.getByLabel('Seller ID').fill('A1E2ESELLER');
  await expect(details.getByText('Seller ID is required')).toHaveCount(0);
  await expect(details.getByText('Title is required')).toBeVisible();

  await details.getByLabel('ASIN').fill('B0SHORT');
  await details.getByLabel('Title').fill('Garden hose suppressed');
  await details.getByLabel('Description').fill('Listing suppressed after a pressure complaint.');
  await choose(details, page, 'Case Type', 'Suppression');
  await details.getByRole('button', { name: 'Next: Email Analysis' }).click();
  await expect(details.getByText('ASIN must be 10 letters or digits')).toBeVisible();
  await expect(details.getByLabel('ASIN')).toBeFocused();
  await details.getByLabel('ASIN').fill('b0e2ehose1');
  await details.getByRole('button', { name: 'Next: Email Analysis' }).click();

  // Step 2: paste and analyse (Next waits for an analysis), Back keeps step 1's values, then on to the final step.
  await expect(page.getByRole('heading', { name: 'Email Analysis' })).toBeFocused();
  await page
    .getByLabel('Amazon Email')
    .fill('We removed your listing B0E2EHOSE1 after a safety complaint.');
  await page.getByRole('button', { name: 'Analyze Email' }).click();
  await expect(page.getByRole('button', { name: 'Next: Documentation' })).toBeEnabled();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Garden hose suppressed');
  await page.getByRole('button', { name: 'Next: Email Analysis' }).click();
  await page.getByRole('button', { name: 'Next: Documentation' }).click();
  await page.getByRole('button', { name: 'Create Case' }).click();

  // The detail screen of the new case.
  await expect(page).toHaveURL(/\/cases\/[0-9a-f-]{36}$/);
  const caseUrl = page.url();
  await expect(main(page).getByRole('heading', { name: 'Garden hose suppressed' })).toBeVisible();
  await expect(main(page).getByText('ASIN: B0E2EHOSE1')).toBeVisible();
  // the probability is the server's: its analysis of the pasted e-mail, or the default
  await expect(main(page).getByText(/^\d+% chance of approval$/)).toBeVisible();
  await expect(main(page).getByRole('img', { name: /^Success probability \d+%$/ })).toBeVisible();
  await expect(main(page).getByText('Additional documentation required').first()).toBeVisible();
  await expect(
    main(page).getByRole('button', { name: 'Generate Submission Package' }),
  ).toBeDisabled();
  await expect(main(page).getByRole('region', { name: 'Submission Status' })).toContainText('New');

  // Edit: the status control offers only the current status and the workflow's legal moves.
  await main(page).getByRole('button', { name: 'Edit Case' }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit Case' });
  await dialog.getByLabel('Status', { exact: true }).click();
  await expect(page.getByRole('option')).toHaveText([
    'New',
    'In Progress',
    'Documentation Needed',
    'Submitted to Amazon',
    'Closed',
  ]);
  await page.getByRole('option', { name: 'In Progress' }).click();
  await dialog.getByLabel('Title').fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByLabel('Title').fill('Garden hose suppressed (appeal)');
  await dialog.getByLabel('Success Probability (%)').fill('72');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Case updated')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(
    main(page).getByRole('heading', { name: 'Garden hose suppressed (appeal)' }),
  ).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Submission Status' })).toContainText(
    'In Progress',
  );
  await expect(main(page).getByText('72% chance of approval')).toBeVisible();

  // From In Progress, New and the outcomes (Approved, Rejected) are not offered.
  await main(page).getByRole('button', { name: 'Edit Case' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Case' });
  await dialog.getByLabel('Status', { exact: true }).click();
  await expect(page.getByRole('option')).toHaveText([
    'In Progress',
    'Documentation Needed',
    'Submitted to Amazon',
    'Closed',
  ]);
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  // The dashboard counts it.
  await page.goto('/dashboard');
  await expect(statValue(page, 'Total Cases')).toHaveText('1');
  await expect(statValue(page, 'Open Cases')).toHaveText('1');
  await expect(
    main(page).getByRole('article', { name: 'Garden hose suppressed (appeal)' }),
  ).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Suppression' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByRole('meter', { name: 'In Progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );

  // Delete asks first; Cancel keeps the case.
  await page.goto(caseUrl);
  await main(page).getByRole('button', { name: 'Delete Case' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this case?' });
  await expect(confirm).toContainText('documents and communications');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await main(page).getByRole('button', { name: 'Delete Case' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this case?' })
    .getByRole('button', { name: 'Delete Case' })
    .click();
  await expect(page).toHaveURL(/\/cases$/);
  await expect(page.getByText('Case deleted')).toBeVisible();
  await expect(main(page).getByText('No cases found')).toBeVisible();

  await page.goto('/dashboard');
  await expect(statValue(page, 'Total Cases')).toHaveText('0');
  await expect(statValue(page, 'Open Cases')).toHaveText('0');
});

test.describe('the case list', () => {
  // Three cases for the filters seller, made once; idempotent, so a retried worker adds nothing.
  test.beforeAll(async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const login = await api.post('/api/auth/login', {
      data: { emailOrUsername: caseFiltersSeller.email, password: caseFiltersSeller.password },
    });
    expect(login.status()).toBe(200);
    const existing = (await (await api.get('/api/cases')).json()) as { total: number };
    if (existing.total === 0) {
      const today = new Date().toISOString().slice(0, 10);
      const create = async (data: Record<string, unknown>) => {
        const response = await api.post('/api/cases', { data: { sellerId: 'A1FILTERS', ...data } });
        expect(response.status(), await response.text()).toBe(201);
        return (await response.json()) as { id: string };
      };
      await create({
        asin: 'B0KETTLE01',
        caseType: 'Suppression',
        title: 'Kettle listing suppressed',
        description: 'Overheating complaint',
        probabilityScore: 0.3,
      });
      const lock = await create({
        asin: 'B0YOGAMAT1',
        caseType: 'FBA Lock',
        title: 'Yoga mats locked',
        description: 'Invoices requested',
        probabilityScore: 0.9,
        dueDate: today,
      });
      await create({
        asin: 'B0CHAIR001',
        caseType: 'ASIN Request',
        title: 'Chair category change',
        description: 'Move to Furniture',
        probabilityScore: 0.6,
      });
      // A status change makes the case model recompute the probability (issue 12); the seller's
      // own figure, sent with it, stands instead.
      const moved = await api.patch(`/api/cases/${lock.id}`, {
        data: { status: 'In Progress', probabilityScore: 0.9 },
      });
      expect(moved.status()).toBe(200);
    }
    await api.dispose();
  });

  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, caseFiltersSeller);
  });

  test('search is debounced into the URL and Back restores the previous search', async ({
    page,
  }) => {
    await page.goto('/cases');
    await expect(page.getByRole('heading', { level: 1, name: 'Cases' })).toBeVisible();
    await expect(cardTitles(page)).toHaveText([
      'Chair category change',
      'Yoga mats locked',
      'Kettle listing suppressed',
    ]);
    await expect(main(page).getByText('Page 1 of 1')).toBeVisible();

    await page.getByRole('button', { name: 'Show Filters' }).click();
    const search = page.getByPlaceholder('Search cases by title, ASIN, or description...');
    await search.fill('kettle');
    await expect(page).toHaveURL(/\/cases\?search=kettle$/);
    await expect(cardTitles(page)).toHaveText(['Kettle listing suppressed']);
    await search.fill('b0chair');
    await expect(page).toHaveURL(/search=b0chair/);
    await expect(cardTitles(page)).toHaveText(['Chair category change']);
    await search.fill('furniture');
    await expect(page).toHaveURL(/search=furniture/);
    await expect(cardTitles(page)).toHaveText(['Chair category change']);
    await page.goBack();
    await expect(page).toHaveURL(/search=b0chair/);
    await page.goBack();
    await expect(page).toHaveURL(/\/cases\?search=kettle$/);
    await expect(search).toHaveValue('kettle');
    await expect(cardTitles(page)).toHaveText(['Kettle listing suppressed']);
    await page.goBack();
    await expect(page).toHaveURL(/\/cases$/);
    await expect(search).toHaveValue('');
    await expect(cardTitles(page)).toHaveCount(3);
  });

  test('status and case type filter, and Back returns to the previous filter', async ({ page }) => {
    await page.goto('/cases');
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await choose(page, page, 'Status', 'In Progress');
    await expect(page).toHaveURL(/status=In\+Progress/);
    await expect(cardTitles(page)).toHaveText(['Yoga mats locked']);
    await choose(page, page, 'Case Type', 'Suppression');
    await expect(page).toHaveURL(/status=In\+Progress&caseType=Suppression/);
    await expect(main(page).getByText('No cases found')).toBeVisible();
    await expect(main(page).getByText('No cases match these filters')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/cases\?status=In\+Progress$/);
    await expect(page.getByLabel('Case Type', { exact: true })).toHaveText('All Types');
    await expect(cardTitles(page)).toHaveText(['Yoga mats locked']);
    await main(page).getByRole('button', { name: 'Remove filter Status: In Progress' }).click();
    await expect(page).toHaveURL(/\/cases$/);
    await expect(cardTitles(page)).toHaveCount(3);

    await choose(page, page, 'Case Type', 'FBA Lock');
    await expect(page).toHaveURL(/caseType=FBA\+Lock/);
    await expect(cardTitles(page)).toHaveText(['Yoga mats locked']);
    await main(page).getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/cases$/);
    await expect(cardTitles(page)).toHaveCount(3);
  });

  test('date range and sort order, each in the URL', async ({ page }) => {
    await page.goto('/cases');
    await page.getByRole('button', { name: 'Show Filters' }).click();
    // everything here was created today
    await choose(page, page, 'Date Range', 'Today');
    await expect(page).toHaveURL(/dateRange=today/);
    await expect(cardTitles(page)).toHaveCount(3);
    await choose(page, page, 'Date Range', 'Last 3 Months');
    await expect(page).toHaveURL(/dateRange=3months/);
    await expect(cardTitles(page)).toHaveCount(3);

    await choose(page, page, 'Sort By', 'Highest Probability');
    await expect(page).toHaveURL(/sort=probability/);
    await expect(cardTitles(page)).toHaveText([
      'Yoga mats locked',
      'Chair category change',
      'Kettle listing suppressed',
    ]);
    await choose(page, page, 'Sort By', 'Oldest First');
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(cardTitles(page)).toHaveText([
      'Kettle listing suppressed',
      'Yoga mats locked',
      'Chair category change',
    ]);
    await choose(page, page, 'Sort By', 'Recently Updated');
    await expect(page).toHaveURL(/sort=updated/);
    await expect(cardTitles(page).first()).toHaveText('Yoga mats locked');
    await page.goBack();
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(page.getByLabel('Sort By', { exact: true })).toHaveText('Oldest First');
    await expect(cardTitles(page).first()).toHaveText('Kettle listing suppressed');
  });

  test('a bookmarked list opens filtered, pages through the URL, and the quick actions filter', async ({
    page,
  }) => {
    await page.goto('/cases?caseType=ASIN+Request&sort=oldest');
    await expect(page.getByRole('button', { name: 'Hide Filters' })).toBeVisible();
    await expect(page.getByLabel('Case Type', { exact: true })).toHaveText('ASIN Request');
    await expect(cardTitles(page)).toHaveText(['Chair category change']);

    await page.goto('/cases?pageSize=2');
    await expect(main(page).getByText('Page 1 of 2')).toBeVisible();
    await expect(main(page).getByText('3 cases')).toBeVisible();
    await main(page).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(main(page).getByText('Page 2 of 2')).toBeVisible();
    await expect(cardTitles(page)).toHaveText(['Kettle listing suppressed']);
    await expect(main(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.goBack();
    await expect(main(page).getByText('Page 1 of 2')).toBeVisible();

    await page.goto('/dashboard');
    await expect(statValue(page, 'Total Cases')).toHaveText('3');
    await main(page).getByRole('link', { name: 'View Urgent Cases' }).click();
    await expect(page).toHaveURL(/\/cases\?urgent=true$/);
    await expect(cardTitles(page)).toHaveText(['Yoga mats locked']);
    await main(page).getByRole('button', { name: 'Remove filter Urgent cases' }).click();
    await expect(page).toHaveURL(/\/cases$/);
    await expect(cardTitles(page)).toHaveCount(3);

    await page.goto('/dashboard');
    await main(page).getByRole('link', { name: 'View Success Templates' }).click();
    await expect(page).toHaveURL(/\/cases\?status=Approved&sort=updated$/);
    await expect(main(page).getByText('Success templates:')).toBeVisible();
    await expect(main(page).getByText('No cases match these filters')).toBeVisible();
  });
});

test('a missing case shows Error Loading Case with a way back', async ({ page, consoleGuard }) => {
  await signInViaApi(page, caseFiltersSeller);
  consoleGuard.allowFailedResource(404, '/api/cases/no-such-case');
  await page.goto('/cases/no-such-case');
  await expect(page.getByRole('heading', { name: 'Error Loading Case' })).toBeVisible();
  await expect(main(page).getByText('Case not found')).toBeVisible();
  await main(page).getByRole('link', { name: 'Back to Cases' }).click();
  await expect(page).toHaveURL(/\/cases$/);
});

test('the case screens have no serious or critical accessibility violation', async ({ page }) => {
  await signInViaApi(page, caseFiltersSeller);

  await page.goto('/dashboard');
  await expect(main(page).getByRole('article').first()).toBeVisible();
  await expect(statValue(page, 'Total Cases')).not.toHaveText('–');
  expect(await blockingViolations(page)).toEqual([]);

  await page.goto('/cases?sort=oldest');
  await expect(main(page).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide Filters' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await main(page)
    .getByRole('link', { name: /^View Case/ })
    .first()
    .click();
  await expect(main(page).getByText('Documentation Summary')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await main(page).getByRole('button', { name: 'Edit Case' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Case' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/cases/new');
  await page.getByRole('button', { name: 'Next: Email Analysis' }).click();
  await expect(page.getByText('Seller ID is required')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});
