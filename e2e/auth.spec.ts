import { admin, seller, unluckySeller } from './support/accounts';
import { expectSignedOutHeader, header, signInThroughForm, textColorRgb } from './support/pages';
import { expect, signInViaApi, test } from './support/test';

test.describe('sign in and out', () => {
  test('wrong credentials show the error in red', async ({ page, consoleGuard }) => {
    consoleGuard.allowFailedResource(401, '/api/auth/login');
    await page.goto('/login');
    // An account of its own: failed logins count against it for 15 minutes.
    await signInThroughForm(page, unluckySeller.email, 'not-the-password');

    const error = page.getByRole('form', { name: 'Sign in' }).getByRole('alert');
    await expect(error).toHaveText('Invalid username/email or password');
    const [r, g, b] = await textColorRgb(page, error);
    expect(r, `rgb(${r}, ${g}, ${b}) is red`).toBeGreaterThan(150);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('both fields are required', async ({ page }) => {
    await page.goto('/login');
    await page
      .getByRole('form', { name: 'Sign in' })
      .getByRole('button', { name: 'Sign In' })
      .click();
    await expect(page.getByText('Email or username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('a seller signs in by username and lands on the dashboard', async ({ page }) => {
    await page.goto('/login');
    await signInThroughForm(page, seller.username, seller.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(header(page).getByText(seller.name)).toBeVisible();
  });

  test('an admin signs in by e-mail and lands on the admin panel', async ({ page }) => {
    await page.goto('/login');
    await signInThroughForm(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a signed-out visitor returns to where they came from after signing in', async ({
    page,
  }) => {
    await page.goto('/cases?status=New');
    await expect(page).toHaveURL(/\/login\?/);
    expect(new URL(page.url()).pathname).toBe('/login');

    await signInThroughForm(page, seller.email, seller.password);
    await expect(page).toHaveURL(/\/cases\?status=New$/);
  });

  test('logout revokes the session and goes home', async ({ page }) => {
    await signInViaApi(page, seller);
    await page.goto('/dashboard');
    await expect(header(page).getByText(seller.name)).toBeVisible();

    await header(page).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedOutHeader(page);
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);

    // The protected group is closed again.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?/);
  });

  test('the session survives a reload and lives only in the cookie', async ({ page, context }) => {
    await page.goto('/login');
    await signInThroughForm(page, seller.email, seller.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(header(page).getByText(seller.name)).toBeVisible();

    const cookie = (await context.cookies()).find((c) => c.name === 'casepilot_session');
    expect(cookie?.httpOnly).toBe(true);
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(stored).not.toContain(cookie?.value ?? '<no cookie>');
  });

  test('a seller sent to /admin lands on /login', async ({ page }) => {
    await signInViaApi(page, seller);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    expect(new URL(page.url()).pathname).toBe('/login');
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toHaveCount(0);
  });
});
