import { expect, test } from './support/test';

const anchors = ['faq', 'troubleshooting', 'contact', 'updates', 'privacy', 'terms'];

test.describe('docs page', () => {
  test('has the four side tabs and the real rate limits', async ({ page }) => {
    await page.goto('/docs');
    for (const name of [
      'Getting Started',
      'Case Management',
      'API Integration',
      'Administrator Guide',
    ]) {
      await expect(page.getByRole('tab', { name })).toBeVisible();
    }
    await page.getByRole('tab', { name: 'API Integration' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('100');
    await expect(panel).toContainText(/1,?000/);
    await expect(panel).toContainText(/5,?000/);
  });

  test('a deep link scrolls its section into view', async ({ page }) => {
    await page.goto('/docs#faq');
    await expect(page.locator('#faq')).toBeInViewport();
    // The section sits below the fold, so being in view means the page really scrolled.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    for (const id of anchors) await expect(page.locator(`#${id}`)).toHaveCount(1);
  });

  test('the footer FAQ link navigates to the FAQ and scrolls to it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/docs#faq$/);
    await expect(page.locator('#faq')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // From the docs page itself to another anchor further down.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/docs#terms$/);
    await expect(page.locator('#terms')).toBeInViewport();
  });
});
