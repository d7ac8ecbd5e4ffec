import zlib from 'zlib';
import { cityArticlePath, translatedPostPaths } from '../support/content';
import { expect, test, type Page } from '@playwright/test';
import { parse, type HTMLElement } from 'node-html-parser';

/**
 * What the first round trip brings: a server starts a connection with a window of about 14 KiB, so a page whose HTML
 * up to its largest element fits in that many compressed bytes can paint it without waiting for a second round trip.
 */
const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

/**
 * Each page carries its first screen's rules and loads the whole stylesheet beside them (src/lib/site-stylesheet.ts).
 * These tests hold the stylesheet back, look at the first screen as the visitor first sees it, then let it through:
 * nothing on the screen may change. Playwright's own page (not the suite's, which waits for hydration): the page's
 * scripts wait for the stylesheet.
 */

const STYLESHEET = /\/styles\.[0-9a-f]+\.css$/;
const GATSBY_SCRIPT = /\/(webpack-runtime|framework|app)-[^/]+\.js$/;
const FIRST_SCREENS = [
  '/',
  '/nl/',
  '/plumber-website-design/',
  '/nl/loodgieter-website-maken/',
  '/blog/',
  cityArticlePath('en'),
  translatedPostPaths().nl,
  '/portfolio/',
  '/terms/',
  '/nl/bedankt/',
  '/does-not-exist/',
];

/** Holds every request for the whole stylesheet until `release` is called. */
async function holdStylesheet(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(STYLESHEET, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every element on screen: where it is (cut to the screen), and how it looks. */
function screenContents(): string[] {
  const seen: string[] = [];
  for (const element of document.querySelectorAll('body *')) {
    // An icon's drawing comes from the sprite file whenever it arrives; its <svg> box, kept below, holds its place.
    if (element instanceof SVGElement && !(element instanceof SVGSVGElement)) continue;
    const box = element.getBoundingClientRect();
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    if (bottom <= top || box.width === 0) continue;
    const style = getComputedStyle(element);
    // An animation (the pulsing availability dot) changes opacity from frame to frame by itself.
    const animated = element.getAnimations().length > 0;
    const looks = [
      style.color,
      style.backgroundColor,
      style.fontFamily,
      style.fontSize,
      style.fontWeight,
      style.visibility,
      animated ? '' : style.opacity,
    ];
    const name = `${element.tagName.toLowerCase()}.${(element.getAttribute('class') ?? '').trim().replace(/\s+/g, '.')}`;
    seen.push([name, Math.round(box.left), Math.round(top), Math.round(box.width), Math.round(bottom - top), ...looks].join(' | '));
  }
  return seen;
}

test.describe('the first screen has its own rules; the whole stylesheet changes nothing on it', () => {
  for (const path of FIRST_SCREENS) {
    test(path, async ({ page }) => {
      await page.addInitScript(() => {
        const record = { shift: 0 };
        (window as unknown as { __shifts: typeof record }).__shifts = record;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) record.shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The order of the network's events, not their times: each event takes the next number.
      let events = 0;
      const scripts: number[] = [];
      let stylesheetArrived = Infinity;
      page.on('request', (request) => {
        if (GATSBY_SCRIPT.test(new URL(request.url()).pathname)) scripts.push((events += 1));
      });
      page.on('response', (response) => {
        if (STYLESHEET.test(new URL(response.url()).pathname)) stylesheetArrived = Math.min(stylesheetArrived, (events += 1));
      });
      const release = await holdStylesheet(page);
      // Not `load`: a stylesheet asked for before it holds the load event back.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect.poll(() => page.evaluate(() => performance.getEntriesByType('paint').length)).toBeGreaterThan(0);
      // The font settled (the first paint may wait on it, or go without it): this test is about the stylesheet.
      await page.evaluate(() =>
        document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))),
      );
      const firstSeen = await page.evaluate(screenContents);
      expect(firstSeen.length).toBeGreaterThan(5);
      // The page has painted, but its scripts wait for the whole stylesheet.
      expect(scripts).toEqual([]);
      // From here on, what the stylesheet and the scripts move: a font swap before it is font.spec's to judge (a loaded
      // 2-core machine once recorded 0.013 here on / at 390 px, before the stylesheet was even released).
      await page.evaluate(() => {
        (window as unknown as { __shifts: { shift: number } }).__shifts.shift = 0;
      });

      release();
      await expect(page.locator('html')).toHaveAttribute('data-stylesheet', '');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(screenContents)).toEqual(firstSeen);
      expect(await page.evaluate(() => (window as unknown as { __shifts: { shift: number } }).__shifts.shift)).toBe(0);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 0 });
      expect(Math.min(...scripts)).toBeGreaterThan(stylesheetArrived);
    });
  }

  test('an arrival at a section waits for the whole stylesheet before its first paint', async ({ page }) => {
    const release = await holdStylesheet(page);
    await page.goto('/#intake-form', { waitUntil: 'domcontentloaded' });
    // The whole document is parsed, and the stylesheet is still held.
    expect(await page.evaluate(() => performance.getEntriesByType('paint').length)).toBe(0);
    release();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('paint').length)).toBeGreaterThan(0);
    await expect(page.getByTestId('intake-form')).toBeInViewport();
    // The browser's own clock, not the test's: the first paint came after the stylesheet's last byte.
    const [firstPaint, stylesheetEnd] = await page.evaluate((pattern) => {
      const sheet = new RegExp(pattern);
      const arrived = performance.getEntriesByType('resource').find((entry) => sheet.test(new URL(entry.name).pathname)) as
        PerformanceResourceTiming | undefined;
      return [performance.getEntriesByType('paint')[0]!.startTime, arrived?.responseEnd ?? Number.NaN];
    }, STYLESHEET.source);
    expect(firstPaint).toBeGreaterThanOrEqual(stylesheetEnd);
  });

  test('a browser without scripts gets the whole stylesheet before its first paint', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/#intake-form');
    const sheets = await page.evaluate(() => [...document.styleSheets].flatMap((sheet) => (sheet.href ? [sheet.href] : [])));
    expect(sheets.some((href) => STYLESHEET.test(new URL(href).pathname))).toBe(true);
    // The long form of the intake, styled: its submit button is an orange call to action.
    await expect(page.getByTestId('intake-form').getByTestId('submit')).toHaveCSS('background-color', 'rgb(194, 65, 12)');
    await context.close();
  });
});

test.describe('the first round trip carries the HTML up to the largest element', () => {
  for (const path of FIRST_SCREENS) {
    test(path, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      // The server HTML as it is: no script of the page's may change it while the largest paint is found.
      await page.route(GATSBY_SCRIPT, (route) => route.abort());
      await page.addInitScript(() => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as Array<PerformanceEntry & { element: Element | null }>;
          const element = entries[entries.length - 1]?.element;
          if (element) (window as unknown as { __largest: Element }).__largest = element;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(path, { waitUntil: 'load' });
      await expect(page.locator('html')).toHaveAttribute('data-stylesheet', '');
      const route = await page.evaluate(() => {
        const steps: number[] = [];
        for (
          let element = (window as unknown as { __largest?: Element }).__largest;
          element?.parentElement;
          element = element.parentElement
        )
          steps.unshift([...element.parentElement.children].indexOf(element));
        return steps;
      });
      expect(route.length).toBeGreaterThan(1);
      // The same element in the HTML as sent, found by the same route from <html>.
      let element = parse(html).querySelector('html') as HTMLElement;
      for (const step of route) element = element.children[step]!;
      const upToLargest = html.slice(0, element.range[1]);
      const compressed = zlib.gzipSync(upToLargest).length;
      expect({ path, largest: `<${element.tagName.toLowerCase()} ${element.rawAttrs.slice(0, 80)}`, compressed }).toEqual({
        path,
        largest: expect.any(String),
        compressed: expect.any(Number),
      });
      expect(compressed).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
    });
  }
});
