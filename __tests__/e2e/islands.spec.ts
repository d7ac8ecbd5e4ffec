import { type Page } from '@playwright/test';
import { cityArticlePath } from '../support/content';
import { expect, onLaptop, onPhone, test } from './support/test';

// See the islands as a visitor's browser does before touching them.
test.use({ loadIslands: false });

/** Every script the page requests from now on. */
function recordScripts(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`);

test.describe('forms load as they approach', () => {
  test('the home page opens without the forms code; its server HTML stands until scrolled near, then hydrates in place', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto('/');
    // Hydrated (the islands say they wait) and idle: what the page's load set off has been asked for.
    await expect(island(page, 'intake-form')).toHaveAttribute('data-island-state', 'waiting');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    const loadedOnOpen = scripts.length;
    await expect(island(page, 'contact-form')).toHaveAttribute('data-island-state', 'waiting');
    // The form is there in full before its code: the fields and the submit button are server HTML.
    const form = page.getByTestId('intake-form');
    await expect(form.getByTestId('submit')).toBeAttached();
    await form.evaluate((element) => ((window as unknown as { serverForm: Element }).serverForm = element));

    await form.scrollIntoViewIfNeeded();
    await expect(island(page, 'intake-form')).toHaveAttribute('data-island-state', 'ready');
    expect(scripts.length).toBeGreaterThan(loadedOnOpen);
    // Hydrated, not re-rendered: React kept the very element the server sent.
    expect(await form.evaluate((element) => element === (window as unknown as { serverForm: Element }).serverForm)).toBe(true);
    await expect(form).toHaveAttribute('data-enhanced', 'true');
  });

  test('a first tap inside a waiting form loads it at once', onPhone('a tap: the phone'), async ({ page }) => {
    await page.goto('/blog/');
    const newsletter = island(page, 'newsletter-form');
    await expect(newsletter).toHaveAttribute('data-island-state', 'waiting');
    await newsletter.dispatchEvent('pointerdown');
    await expect(newsletter).toHaveAttribute('data-island-state', 'ready');
  });

  test(
    'the plumber calculator changes the quote form before it loaded: it keeps its HTML and then carries the choice',
    onLaptop('the same forms at every width'),
    async ({ page }) => {
      await page.goto('/plumber-website-design/');
      const quote = island(page, 'quote-form');
      await expect(quote).toHaveAttribute('data-island-state', 'waiting');
      const form = page.getByTestId('quote-form');
      await form.evaluate((element) => ((window as unknown as { serverForm: Element }).serverForm = element));
      await page.getByTestId('calc-type-premium').check();
      await expect(quote).toHaveAttribute('data-island-state', 'ready');
      expect(await form.evaluate((element) => element === (window as unknown as { serverForm: Element }).serverForm)).toBe(true);
      await expect(page.getByTestId('quote-selection')).toContainText(/premium/i);
    },
  );
});

test(
  'built pages start their scripts after the largest paint, and still hydrate',
  onLaptop('the same HTML and scripts at every width'),
  async ({ page, request }) => {
    const html = await (await request.get('/terms/')).text();
    // Gatsby's scripts are listed for the shared loader, the one script the page asks for (src/page-loader/steps.ts).
    expect(html.match(/<script src="[^"]+"[^>]*>/g)).toEqual([
      // Written by the head only for an arrival at a section, parser-blocking; otherwise the same file, async (as React writes it).
      expect.stringMatching(/^<script src="\/static\/page-loader-[0-9a-f]+\.js">$/),
      expect.stringMatching(/^<script src="\/static\/page-loader-[0-9a-f]+\.js" async(="")?>$/),
    ]);
    expect(html).toContain('<script type="application/json" id="page-scripts">');
    await page.goto('/terms/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  },
);

for (const path of ['/', '/nl/', '/plumber-website-design/', cityArticlePath('en')]) {
  test(
    `${path}: with the CPU slowed 4x, every largest-paint entry comes before the first request for the whole stylesheet or a Gatsby script`,
    onPhone('a slow CPU is a phone'),
    async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const seen: number[] = [];
        (window as unknown as { largestPaints: number[] }).largestPaints = seen;
        new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.push(entry.startTime))).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const { paints, firstScript, stylesheet } = await page.evaluate(() => {
        const started = (pattern: RegExp) =>
          Math.min(
            ...performance
              .getEntriesByType('resource')
              .filter((entry) => pattern.test(entry.name))
              .map((entry) => entry.startTime),
          );
        return {
          paints: (window as unknown as { largestPaints: number[] }).largestPaints,
          firstScript: started(/\/(webpack-runtime|framework|app)-[^/]+\.js$/),
          stylesheet: started(/\/styles\.[0-9a-f]+\.css$/),
        };
      });
      expect(paints.length).toBeGreaterThan(0);
      expect(Number.isFinite(firstScript)).toBe(true);
      expect(Number.isFinite(stylesheet)).toBe(true);
      // Hydration adds no larger paint either: every entry came before the stylesheet and the scripts.
      for (const paint of paints) expect(paint).toBeLessThan(Math.min(stylesheet, firstScript));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    },
  );
}
