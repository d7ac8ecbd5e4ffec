import fs from 'fs';
import { parse } from 'node-html-parser';
import { expect, test } from './support/test';
import { planRedirects } from '../../src/lib/page-plan';
import { siteSources } from '../support/content';

const table = planRedirects(siteSources());

/** Where a redirect page sends its reader: the address in its meta refresh, as `0; url=/nl/…/`. */
function refreshTarget(html: string): string | undefined {
  const content = parse(html).querySelector('meta[http-equiv="refresh"]')?.getAttribute('content');
  return content?.match(/^\s*0\s*;\s*url=(\S+)\s*$/i)?.[1];
}

test.describe('legacy paths', () => {
  test.skip(({ isMobile }) => isMobile, 'redirects do not depend on the viewport');

  test('Netlify gets every redirect as a forced 301 in public/_redirects', () => {
    const rules = fs.readFileSync('public/_redirects', 'utf8');
    for (const redirect of table) {
      expect(rules).toContain(`${redirect.from}  ${redirect.to}  301!`);
    }
  });

  // Netlify answers them with a 301 (scripts/netlify-runtime.ts follows them there); any other static host, and
  // gatsby serve, gets the page that refreshes to the new address. What that page says is the same for every path:
  // over HTTP, without a browser.
  test(`each of ${table.length} paths answers with a page that refreshes to its new address, where a page is`, async ({ request }) => {
    for (const redirect of table) {
      const response = await request.get(redirect.from, { maxRedirects: 0 });
      // gatsby serve adds the slash to a folder's address first.
      const landing = response.status() === 301 ? await request.get(response.headers().location!, { maxRedirects: 0 }) : response;
      expect(landing.status(), redirect.from).toBe(200);
      expect(refreshTarget(await landing.text()), redirect.from).toBe(redirect.to);
      const target = await request.get(redirect.to, { maxRedirects: 0 });
      expect(target.status(), redirect.to).toBe(200);
      expect(parse(await target.text()).querySelectorAll('h1'), redirect.to).toHaveLength(1);
    }
  });

  // That a browser follows such a page, once in each language.
  for (const language of ['en', 'nl'] as const) {
    const redirect = table.find((entry) => entry.to.startsWith('/nl/') === (language === 'nl'));
    test(`a browser follows one (${language}) to its page`, async ({ context }) => {
      test.skip(!redirect, `no old address leads to a page in ${language}`);
      // Playwright's own page: the suite's waits for a Gatsby page to hydrate, and a redirect page has none.
      const page = await context.newPage();
      await page.goto(redirect!.from, { waitUntil: 'domcontentloaded' });
      await expect(page).toHaveURL((url) => url.pathname + url.hash === redirect!.to);
      await expect(page.locator('h1')).toBeVisible();
    });
  }
});
