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

  // In three parts, which the suite's workers follow side by side.
  const PARTS = 3;
  for (let part = 0; part < PARTS; part += 1) {
    const paths = table.filter((_, index) => index % PARTS === part);
    test(`legacy paths, part ${part + 1} of ${PARTS}: each of ${paths.length} leads the browser to its page`, async ({ context }) => {
      test.setTimeout(paths.length * 3_000 + 30_000);
      // A plain page that loads documents only: where the browser lands, following the redirect page's meta refresh, and
      // that a page is there, is the question; the landing pages' own tests load them in full.
      const page = await context.newPage();
      await page.route('**/*', (route) => (route.request().resourceType() === 'document' ? route.continue() : route.abort()));
      for (const redirect of paths) {
        await page.goto(redirect.from, { waitUntil: 'domcontentloaded' });
        await expect(page, redirect.from).toHaveURL((url) => url.pathname === redirect.to);
        await expect(page.locator('h1'), redirect.from).toBeVisible();
      }
    });
  }
});
