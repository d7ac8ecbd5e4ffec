import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's test with one change: `page.goto` resolves once the page has hydrated (gatsby-browser
 * sets html[data-hydrated]), so clicks reach React handlers instead of the static HTML.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
      return response;
    };
    await use(page);
  },
});
