import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's test with one change: `page.goto` resolves once a Gatsby page has hydrated (gatsby-browser
 * sets html[data-hydrated]), so clicks reach React handlers instead of the static HTML. The page's islands
 * (src/components/ui/Island.tsx: the forms, which load as they approach) are touched and waited for too,
 * as a visitor's first tap would, unless a test sets `loadIslands: false` to see them before that.
 */
export const test = base.extend<{ loadIslands: boolean }>({
  loadIslands: [true, { option: true }],
  page: async ({ page, loadIslands }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      // Scripts start at the visitor's first touch (below): touch as soon as the document is parsed, as a visitor
      // would, rather than after every image has loaded.
      const response = await goto(url, loadIslands ? { waitUntil: 'domcontentloaded', ...options } : options);
      // The content editor at /admin/ is Decap CMS, and about:blank is nothing: no Gatsby page hydrates there.
      const gatsbyPage = !/\/admin\/(#.*)?$/.test(url) && !url.startsWith('about:');
      if (!gatsbyPage) return response;
      // A visitor's first touch starts the page's scripts at once (src/page-loader/page-scripts.ts): tests act as a visitor
      // who touches the page, unless they set `loadIslands: false` to see it before that.
      if (loadIslands) await page.evaluate(() => window.dispatchEvent(new Event('pointerdown'))).catch(() => undefined);
      // Waits are for these events, bounded by the test's own time (no separate figure to tune to a machine's load).
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 0 });
      if (loadIslands) {
        await page.evaluate(() => {
          for (const island of document.querySelectorAll('[data-island]')) island.dispatchEvent(new Event('pointerdown'));
        });
        await page.waitForFunction(
          () => [...document.querySelectorAll<HTMLElement>('[data-island]')].every((island) => island.dataset.islandState === 'ready'),
          undefined,
          { timeout: 0 },
        );
      }
      return response;
    };
    await use(page);
  },
});

/**
 * Each test runs in both projects (a laptop at 1280 px, a phone at 390 px) unless it says otherwise. A test whose steps
 * and outcome are the same at every width runs at one (`onLaptop(why)` or `onPhone(why)` as its details), and a test
 * written once per language runs each language at one width, Dutch on the phone and English on the laptop
 * (`oneWidthFor(language)`), so both languages and both widths are still seen: the browser suite must fit a 2-core
 * machine's budget (docs/quality.md). The other project leaves such a test out by its tag (playwright.config.ts) rather
 * than skipping it inside: a skip inside a test comes after its browser context and page are made and closed again.
 */
export const LAPTOP_ONLY = '@laptop-only';
export const PHONE_ONLY = '@phone-only';
const oneWidth = (tag: string, why: string) => ({ tag, annotation: { type: 'one width', description: why } });
export const onLaptop = (why: string) => oneWidth(LAPTOP_ONLY, why);
export const onPhone = (why: string) => oneWidth(PHONE_ONLY, why);
export const ONE_WIDTH_PER_LANGUAGE = 'each language at one width: English on the laptop, Dutch on the phone';
export const oneWidthFor = (language: 'en' | 'nl') =>
  language === 'en' ? onLaptop(ONE_WIDTH_PER_LANGUAGE) : onPhone(ONE_WIDTH_PER_LANGUAGE);
