import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';

const blocking = new Set(['serious', 'critical']);

for (const path of ['/', '/login', '/docs']) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const violations = results.violations
      .filter((violation) => blocking.has(violation.impact ?? ''))
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    expect(violations).toEqual([]);
  });
}
