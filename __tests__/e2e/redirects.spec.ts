import fs from 'fs';
import { expect, test } from './support/test';
import { planRedirects } from '../../src/lib/page-plan';
import { siteSources } from '../support/content';

const table = planRedirects(siteSources());

test.describe('legacy paths', () => {
  test.skip(({ isMobile }) => isMobile, 'redirects do not depend on the viewport');

  test('Netlify gets every redirect as a forced 301 in public/_redirects', () => {
    const rules = fs.readFileSync('public/_redirects', 'utf8');
    for (const redirect of table) {
      expect(rules).toContain(`${redirect.from}  ${redirect.to}  301!`);
    }
  });

  for (const redirect of table) {
    test(`${redirect.from} leads the browser to ${redirect.to}`, async ({ page }) => {
      await page.goto(redirect.from);
      await expect(page).toHaveURL((url) => url.pathname === redirect.to);
      await expect(page.locator('h1')).toBeVisible();
    });
  }
});
