import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  startFakeProviderServer,
  type FakeProviderServer,
} from '../src/server/ai/test-support/fake-provider-server';
import { admin, PASSWORD, seller } from './support/accounts';
import { header, signInThroughForm } from './support/pages';
import { expect, signInViaApi, test } from './support/test';

const unique = () => randomBytes(4).toString('hex');

/** The rows of the access-requests list (toasts are list items too). */
const requests = (page: Page) =>
  page.getByRole('list', { name: 'Access requests' }).getByRole('listitem');

/** Opens a user row's '…' menu and picks an action. */
async function userAction(page: Page, name: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test.describe('admin area', () => {
  test('access request → approval → invitation → the new seller signs in', async ({ page }) => {
    const email = `invitee-${unique()}@e2e.test`;
    const password = 'a-brand-new-password-42';

    // 1. A visitor asks for alpha access on the landing page.
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Request alpha access' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Company Name').fill('Invitee Outfitters');
    await form.getByLabel('Use Case').fill('Our listings keep getting suppressed for safety docs.');
    await form.getByRole('button', { name: 'Request Access' }).click();
    await expect(
      page.getByRole('heading', { name: 'Request Submitted Successfully' }),
    ).toBeVisible();

    // 2. The admin sees it on the dashboard tile and approves it.
    await signInViaApi(page, admin);
    await page.goto('/admin');
    await expect(page.getByText('Pending Access Requests')).toBeVisible();
    await page.getByRole('link', { name: /Pending Access Requests/ }).click();
    await expect(page).toHaveURL(/\/admin\/access-requests$/);
    await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const row = requests(page).filter({ hasText: email });
    await expect(row).toContainText('Invitee Outfitters');
    await row.getByRole('button', { name: `Approve ${email}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Access Request Approved' });
    const linkBox = dialog.getByLabel('Invitation link');
    await expect(linkBox).toHaveValue(/\/invite\/[^/]+$/);
    await expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(dialog).toContainText(/expires [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    const inviteUrl = await linkBox.inputValue();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(requests(page).filter({ hasText: email })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Approved' }).click();
    await expect(requests(page).filter({ hasText: email })).toContainText('approved');

    // 3. Signed out, the invitee opens the link and sets a password.
    await page.context().clearCookies();
    await page.goto(new URL(inviteUrl).pathname);
    await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    const setForm = page.getByRole('form', { name: 'Set your password' });
    await expect(setForm).toContainText(email);
    // the client refuses what the server would refuse
    await setForm.getByLabel('Password', { exact: true }).fill('short');
    await setForm.getByLabel('Confirm Password').fill('different');
    await setForm.getByRole('button', { name: 'Set Password' }).click();
    await expect(setForm.getByText('Password must be at least 12 characters')).toBeVisible();
    await expect(setForm.getByText('The passwords do not match')).toBeVisible();
    await setForm.getByLabel('Password', { exact: true }).fill(password);
    await setForm.getByLabel('Confirm Password').fill(password);
    await setForm.getByRole('button', { name: 'Set Password' }).click();
    await expect(page.getByText('Your password is set')).toBeVisible();

    // 4. The link works once.
    await page.getByRole('link', { name: 'Sign In' }).last().click();
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughForm(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(header(page).getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  });

  test('an unknown invitation link shows the server message', async ({ page, consoleGuard }) => {
    consoleGuard.allowFailedResource(404, '/api/invitations/not-a-real-invitation-token');
    await page.goto('/invite/not-a-real-invitation-token');
    await expect(page.getByRole('alert')).toHaveText(
      'This invitation link is invalid, has expired or was already used',
    );
    await expect(page.getByRole('link', { name: 'request access again' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('an access request can be rejected with a reason', async ({ page }) => {
    const email = `rejected-${unique()}@e2e.test`;
    const created = await page.request.post('/api/access-requests', {
      data: { email, companyName: 'Nope LLC', useCase: 'Just looking.' },
    });
    expect(created.status()).toBe(201);
    await signInViaApi(page, admin);
    await page.goto('/admin/access-requests');
    await page.getByRole('button', { name: `Reject ${email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject Access Request' });
    await dialog.getByRole('button', { name: 'Reject Request' }).click();
    await expect(dialog.getByText('Please give a reason')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Not a marketplace seller.');
    await dialog.getByRole('button', { name: 'Reject Request' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('tab', { name: 'Rejected' }).click();
    await expect(page).toHaveURL(/status=rejected/);
    await expect(requests(page).filter({ hasText: email })).toContainText(
      'Not a marketplace seller.',
    );
  });

  test('an admin adds a user, finds them, disables and deletes them', async ({ page }) => {
    const id = unique();
    const name = `Dana Disabled ${id}`;
    const email = `dana-${id}@e2e.test`;
    await signInViaApi(page, admin);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();

    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByText('Password must not be your email address')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await expect(dialog.getByText('Password must be at least 12 characters')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Role').click();
    await page.getByRole('option', { name: 'User' }).click();
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`User ${name} created`)).toBeVisible();

    // the search lands in the URL after a pause
    await page.getByLabel('Search users').fill(id);
    await expect(page).toHaveURL(new RegExp(`search=${id}`));
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(row.getByText('active', { exact: true })).toBeVisible();
    await expect(row.getByText('user', { exact: true })).toBeVisible();

    // A dialog opened from the row's menu hands focus back to the menu's button when it closes.
    await userAction(page, name, 'Edit');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Actions for ${name}` })).toBeFocused();

    await userAction(page, name, 'Disable');
    await expect(page.getByText(`${name} disabled and signed out`)).toBeVisible();
    await expect(row.getByText('disabled', { exact: true })).toBeVisible();
    // a disabled account cannot sign in
    const login = await page.request.post('/api/auth/login', {
      data: { emailOrUsername: email, password: PASSWORD },
    });
    expect(login.status()).toBe(401);

    await userAction(page, name, 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete User?' });
    await expect(confirm).toContainText('reassigned to you');
    await confirm.getByRole('button', { name: 'Delete User' }).click();
    await expect(page.getByText(`${name} deleted`)).toBeVisible();
    await expect(page.getByText('No users found')).toBeVisible();
  });

  test('an admin cannot disable themselves', async ({ page, consoleGuard }) => {
    await signInViaApi(page, admin);
    const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };
    consoleGuard.allowFailedResource(409, `/api/admin/users/${me.user.id}`);
    await page.goto(`/admin/users?search=${encodeURIComponent(admin.email)}`);
    await userAction(page, admin.name, 'Disable');
    await expect(
      page
        .locator('[data-sonner-toast]')
        .filter({ hasText: 'You cannot demote, disable or delete your own account' }),
    ).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: admin.email })).toContainText('active');
  });

  test('the audit log lists and filters what happened', async ({ page }) => {
    await signInViaApi(page, admin);
    await page.goto('/admin/audit-log');
    await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
    await page.getByLabel('Action').click();
    await page.getByRole('option', { name: 'Signed in' }).click();
    await expect(page).toHaveURL(/action=auth\.login/);
    const rows = page.getByRole('row');
    await expect(rows.nth(1)).toContainText('Signed in');
    await expect(rows.filter({ hasText: 'Failed sign-in' })).toHaveCount(0);
  });

  test('a seller visiting /admin/users lands on /login', async ({ page }) => {
    await signInViaApi(page, seller);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login\?/);
    expect(new URL(page.url()).pathname).toBe('/login');
    await expect(page.getByRole('heading', { name: 'User Management' })).toHaveCount(0);
  });
});

test.describe('admin settings', () => {
  let fake: FakeProviderServer;

  test.beforeAll(async () => {
    fake = await startFakeProviderServer();
  });
  test.afterAll(async () => {
    await fake.close();
  });

  test('API Settings validate and save', async ({ page, baseURL }) => {
    await signInViaApi(page, admin);
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'API Settings' })).toBeVisible();
    const form = page.getByRole('form', { name: 'API settings' });
    await form.getByLabel('Azure OpenAI Endpoint').fill('not a url');
    await form.getByLabel('Deployment Name').fill('');
    await form.getByLabel('Backend API Base URL').fill('');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await expect(form.getByText('Please enter a valid URL')).toBeVisible();
    await expect(form.getByText('Deployment name is required')).toBeVisible();
    await expect(form.getByText('API base URL is required')).toBeVisible();

    await form.getByLabel('Azure OpenAI Endpoint').fill(fake.url);
    await form.getByLabel('API Key').fill(fake.apiKey);
    await form.getByLabel('Deployment Name').fill('casepilot-gpt4');
    // the address the tests use, so invitation links elsewhere keep working
    await form.getByLabel('Backend API Base URL').fill(baseURL ?? '');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved successfully')).toBeVisible();
    // the key is never sent back: the box is empty and shows the mask
    await expect(form.getByLabel('API Key')).toHaveValue('');
    await expect(form.getByLabel('API Key')).toHaveAttribute('placeholder', '••••3f9a');
  });

  test('LLM Settings test a provider connection and save it', async ({ page }) => {
    await signInViaApi(page, admin);
    await page.goto('/admin/llm-settings');
    await expect(page.getByRole('heading', { name: 'LLM Settings' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Provider Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Anthropic, not the default provider: other tests' analyses stay on the built-in analyzer.
    const card = page.getByRole('region', { name: 'Anthropic' });
    await expect(page.locator('#anthropic-model')).toHaveText('claude-3-opus');
    await page.locator('#anthropic-max-tokens').fill('9000');
    await page.locator('#anthropic-temperature').fill('2.5');
    await card.getByRole('button', { name: 'Test Connection' }).click();
    await expect(card.getByText('Max tokens must be a whole number from 1 to 8192')).toBeVisible();
    await expect(
      card.getByText('Temperature must be between 0 and 2 in steps of 0.1'),
    ).toBeVisible();
    await page.locator('#anthropic-max-tokens').fill('1024');
    await page.locator('#anthropic-temperature').fill('0.3');
    await page.locator('#anthropic-base-url').fill(fake.url);
    // Anthropic's base URL is a proxy's, not an "OpenAI-compatible" server's.
    await expect(card).toContainText('For a proxy or gateway in front of the Anthropic API');
    await expect(card).not.toContainText('OpenAI-compatible');

    await page.locator('#anthropic-api-key').fill('sk-wrong-key-0000');
    await card.getByRole('button', { name: 'Test Connection' }).click();
    await expect(card.getByText('Connection failed')).toBeVisible();

    await page.locator('#anthropic-api-key').fill(fake.apiKey);
    await card.getByRole('button', { name: 'Test Connection' }).click();
    await expect(card.getByText('Connection successful')).toBeVisible();
    await expect(card.getByText(/\(\d+ ms\)/)).toBeVisible();
    expect(fake.requests.at(-1)?.path).toBe('/v1/messages');

    await page.getByRole('button', { name: 'Save All Settings' }).click();
    await expect(page.getByText('LLM settings saved')).toBeVisible();
    await expect(page.locator('#anthropic-api-key')).toHaveValue('');
    await expect(page.locator('#anthropic-api-key')).toHaveAttribute('placeholder', '••••3f9a');
    await expect(card.getByText('Key stored')).toBeVisible();
    // The key that passed the test before saving is the one saved: Anthropic may now answer.
    await expect(card.getByText('Tested', { exact: true })).toBeVisible();

    // a custom model name is offered next to the listed ones
    await page.locator('#openai-model').click();
    await page.getByRole('option', { name: 'Custom model…' }).click();
    await expect(page.locator('#openai-custom-model')).toBeVisible();
  });

  test('System Prompts: edit, save a version and restore the built-in one', async ({ page }) => {
    await signInViaApi(page, admin);
    await page.goto('/admin/llm-settings');
    await page.getByRole('tab', { name: 'System Prompts' }).click();
    await page.getByLabel('Case type').click();
    await page.getByRole('option', { name: 'Inventory' }).click();
    const text = page.getByRole('textbox', { name: 'System prompt' });
    await expect(text).toHaveAttribute('readonly', '');
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(text).not.toHaveAttribute('readonly', '');
    const marker = `E2E prompt ${unique()}`;
    await text.fill(`${marker}: act as a seller case manager for inventory issues.`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/Prompt saved as version \d+/)).toBeVisible();
    await expect(text).toHaveValue(new RegExp(marker));
    await expect(text).toHaveAttribute('readonly', '');

    await page.getByRole('button', { name: 'Restore Built-in prompt' }).click();
    await expect(page.getByText(/Built-in prompt restored as version \d+/)).toBeVisible();
    await expect(text).not.toHaveValue(new RegExp(marker));
  });
});

test.describe('admin accessibility', () => {
  const blocking = new Set(['serious', 'critical']);
  for (const path of [
    '/admin',
    '/admin/users',
    '/admin/access-requests',
    '/admin/llm-settings',
    '/admin/settings',
    '/admin/security',
    '/admin/audit-log',
  ]) {
    test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
      await signInViaApi(page, admin);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const violations = results.violations
        .filter((violation) => blocking.has(violation.impact ?? ''))
        .map((violation) => ({
          rule: violation.id,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        }));
      expect(violations).toEqual([]);
    });
  }
});
