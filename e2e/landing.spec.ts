import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';

// The endpoint allows 10 requests per hour per address: only the success test reaches it.
const uniqueEmail = () => `alpha-${randomBytes(4).toString('hex')}@e2e.test`;

test.describe('landing page alpha access form', () => {
  test('a request is stored and the success panel replaces the cleared form', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Request alpha access' });
    await expect(form.getByLabel('Email')).toHaveAttribute('placeholder', '{email}');
    await expect(form.getByLabel('Use Case')).toHaveAttribute('rows', '4');

    await form.getByLabel('Email').fill(uniqueEmail());
    await form.getByLabel('Company Name').fill('Acme Outdoor Gear LLC');
    await form
      .getByLabel('Use Case')
      .fill('Two suppressed listings and an FBA inventory lock each month.');
    const submitted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/access-requests') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Request Access' }).click();
    expect((await submitted).status()).toBe(201);

    const panel = page.getByRole('status').filter({ hasText: 'Request Submitted Successfully' });
    await expect(
      panel.getByRole('heading', { name: 'Request Submitted Successfully' }),
    ).toBeVisible();
    await expect(panel).toContainText(
      "Thank you for your interest! We'll review your request and get back to you soon.",
    );
    await expect(form).toHaveCount(0);

    // The fields were cleared: asking again starts from an empty form.
    await panel.getByRole('button', { name: 'Submit another request' }).click();
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect(form.getByLabel('Company Name')).toHaveValue('');
    await expect(form.getByLabel('Use Case')).toHaveValue('');
  });

  test('a submit that fails validation moves focus to the first invalid field', async ({
    page,
  }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Request alpha access' });
    await form.getByLabel('Email').fill(uniqueEmail());
    await form.getByRole('button', { name: 'Request Access' }).click();
    // Email is fine: the first field in error is Company Name, which keyboard users now land on.
    await expect(form.getByLabel('Company Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Company Name')).toBeFocused();
  });

  test('a server failure shows the error and keeps what was typed', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowFailedResource(500, '/api/access-requests');
    await page.route('**/api/access-requests', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Internal server error' } }),
      }),
    );
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Request alpha access' });
    const email = uniqueEmail();
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Company Name').fill('Borealis Imports');
    await form.getByLabel('Use Case').fill('ASIN information requests.');
    await form.getByRole('button', { name: 'Request Access' }).click();

    await expect(form.getByRole('alert')).toContainText('Failed to submit request');
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expect(form.getByLabel('Company Name')).toHaveValue('Borealis Imports');
    await expect(form.getByLabel('Use Case')).toHaveValue('ASIN information requests.');
    await expect(page.getByText('Request Submitted Successfully')).toHaveCount(0);
  });
});
