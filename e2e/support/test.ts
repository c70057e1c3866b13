import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

export { expect };

type FailedResource = { status: number; pathname: string };

/**
 * Collects console errors and uncaught page errors; the test fails if any is left at its end.
 * Chromium logs every non-2xx fetch as "Failed to load resource"; a test that provokes one on
 * purpose declares it with `allowFailedResource`. A signed-out visitor's 401 from /api/auth/me is
 * how the app learns there is no session, so it is always allowed.
 */
export class ConsoleGuard {
  readonly errors: string[] = [];
  private readonly allowed: FailedResource[] = [{ status: 401, pathname: '/api/auth/me' }];

  allowFailedResource(status: number, pathname: string): void {
    this.allowed.push({ status, pathname });
  }

  record(message: ConsoleMessage): void {
    if (message.type() !== 'error') return;
    if (this.isAllowedFailedResource(message)) return;
    const { url, lineNumber } = message.location();
    this.errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  }

  private isAllowedFailedResource(message: ConsoleMessage): boolean {
    const match = /^Failed to load resource: the server responded with a status of (\d{3})\b/.exec(
      message.text(),
    );
    if (!match) return false;
    const status = Number(match[1]);
    let pathname: string;
    try {
      pathname = new URL(message.location().url).pathname;
    } catch {
      return false;
    }
    return this.allowed.some((entry) => entry.status === status && entry.pathname === pathname);
  }
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  // The global setup starts the server on a free port; workers inherit its address.
  // Playwright reads a fixture's dependencies from its first parameter: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set; run through `npx playwright test`');
    await use(url);
  },
  consoleGuard: [
    async ({ page }, use) => {
      const guard = new ConsoleGuard();
      page.on('console', (message) => guard.record(message));
      page.on('pageerror', (error) => guard.errors.push(`pageerror: ${error.message}`));
      await use(guard);
      expect(guard.errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** Signs in through the API; the browser context shares the session cookie. */
export async function signInViaApi(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: { emailOrUsername: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}
