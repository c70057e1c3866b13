import { admin, seller } from './support/accounts';
import { header } from './support/pages';
import { expect, signInViaApi, test } from './support/test';

test.describe('header variants', () => {
  test('a visitor sees Sign In and no app links', async ({ page }) => {
    await page.goto('/');
    const banner = header(page);
    await expect(banner.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Documentation' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign In' })).toBeVisible();
    for (const name of ['Dashboard', 'Cases', 'New Case', 'Admin Panel']) {
      await expect(banner.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await expect(banner.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  });

  test('a seller sees Dashboard, Cases and New Case but no Admin Panel', async ({ page }) => {
    await signInViaApi(page, seller);
    await page.goto('/');
    const banner = header(page);
    await expect(banner.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Cases', exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'New Case' })).toHaveAttribute(
      'href',
      '/cases/new',
    );
    await expect(banner.getByText(seller.name)).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  });

  test('an admin also sees the Admin Panel', async ({ page }) => {
    await signInViaApi(page, admin);
    await page.goto('/');
    const banner = header(page);
    await expect(banner.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'New Case' })).toBeVisible();
    await banner.getByRole('link', { name: 'Admin Panel' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the hamburger opens the visitor links', async ({ page }) => {
    await page.goto('/');
    const banner = header(page);
    await expect(banner.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = banner.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Home', 'Documentation', 'Sign In']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Documentation' }).click();
    await expect(page).toHaveURL(/\/docs$/);
    await expect(menu).toBeHidden();
  });

  test('a signed-in seller finds the app links in the menu', async ({ page }) => {
    await signInViaApi(page, seller);
    await page.goto('/dashboard');
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Home', 'Documentation', 'Dashboard', 'Cases', 'New Case']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
  });
});

test('an unknown route shows the router error screen', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
});
