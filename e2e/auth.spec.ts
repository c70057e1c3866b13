import { Secret, TOTP } from 'otpauth';
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

  test('the header stops asking for notifications once Log out is pressed', async ({ page }) => {
    // The race that made the test above flaky: the bell's chunk arrives while the logout request
    // is on its way, and the bell asked for notifications with a session about to be revoked.
    let releaseBell: () => void = () => undefined;
    const bellHeld = new Promise<void>((resolve) => (releaseBell = resolve));
    let bellRequested = false;
    await page.route(/notification-bell[^/]*\.js$/, async (route) => {
      bellRequested = true;
      await bellHeld;
      await route.continue();
    });
    let releaseLogout: () => void = () => undefined;
    const logoutHeld = new Promise<void>((resolve) => (releaseLogout = resolve));
    await page.route('**/api/auth/logout', async (route) => {
      await logoutHeld;
      await route.continue();
    });
    await signInViaApi(page, seller);
    // The Inbox link's count asks once the header knows the user; a listener added while that
    // request was on its way would count it as asked after logout.
    const inboxAnswered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/inbox');
    await page.goto('/dashboard');
    await expect(header(page).getByText(seller.name)).toBeVisible();
    expect(bellRequested, 'the bell is loaded on demand').toBe(true);
    await inboxAnswered;

    const askedAfterLogout: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(notifications|inbox)$/.test(new URL(request.url()).pathname))
        askedAfterLogout.push(request.url());
    });
    await header(page).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    const bellLoaded = page.waitForResponse(/notification-bell[^/]*\.js$/);
    releaseBell();
    await bellLoaded;
    // Give the bell every chance to mount and ask before the logout is let through.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    releaseLogout();
    await expectSignedOutHeader(page);
    expect(askedAfterLogout).toEqual([]);
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

test.describe('two-factor sign-in', () => {
  test('an admin turns on TOTP on the Security screen, then signs in with a code', async ({
    page,
    request,
  }) => {
    // An admin of the test's own, so turning 2FA on changes no other test's sign-in.
    const login = await request.post('/api/auth/login', {
      data: { emailOrUsername: admin.email, password: admin.password },
    });
    expect(login.status()).toBe(200);
    const totpAdmin = {
      email: `totp-${Date.now().toString(36)}@e2e.test`,
      name: 'Tess Totp',
      password: admin.password,
    };
    const created = await request.post('/api/admin/users', {
      data: { ...totpAdmin, role: 'admin' },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto('/login');
    await signInThroughForm(page, totpAdmin.email, totpAdmin.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('link', { name: 'Security' }).click();
    await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();

    await page.getByLabel('Your Password').fill(totpAdmin.password);
    await page.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click();
    const secret = await page.getByLabel('Secret Key').inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(page.getByLabel('otpauth:// Link')).toHaveValue(/^otpauth:\/\/totp\//);
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    await page.getByLabel('Code from the App').fill(totp.generate());
    await page.getByRole('button', { name: 'Turn On' }).click();
    await expect(
      page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
    ).toHaveCount(10);

    await header(page).getByRole('button', { name: 'Log out' }).click();
    await page.goto('/login');
    await signInThroughForm(page, totpAdmin.email, totpAdmin.password);
    const step = page.getByRole('form', { name: 'Two-factor sign-in' });
    await expect(step.getByLabel('Authentication Code')).toBeVisible();
    // The code of the set-up was spent; the next time step's code is accepted (one step of drift).
    await step
      .getByLabel('Authentication Code')
      .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await step.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(header(page).getByText(totpAdmin.name)).toBeVisible();
  });
});
