import { expect, type Page } from '@playwright/test';

/** Fills and submits the sign-in form of /login (the page must already be open). */
export async function signInThroughForm(
  page: Page,
  emailOrUsername: string,
  password: string,
): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email or Username').fill(emailOrUsername);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** The header's desktop navigation and actions, by role. */
export function header(page: Page) {
  return page.getByRole('banner');
}

/** Reads an element's computed text colour as sRGB channels (Tailwind 4 writes oklch()). */
export async function textColorRgb(
  page: Page,
  selector: ReturnType<Page['locator']>,
): Promise<[number, number, number]> {
  const color = await selector.evaluate((element) => getComputedStyle(element).color);
  return page.evaluate((css) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = css;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b] as [number, number, number];
  }, color);
}

export async function expectSignedOutHeader(page: Page): Promise<void> {
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
}
