import type { Page } from '@playwright/test';
import cases from '../../content/portfolio/cases.json';
import trades from '../../content/home/trades.json';
import { pagePath } from '../../src/lib/routes';
import { translatedPostPaths } from '../support/content';
import { expect, onPhone, test } from './support/test';
import { wordsBrokenMidWord } from './support/text-overflow';

/**
 * The brand's type on a first visit (src/styles/global.css): Inter with `font-display: swap` and, until it arrives, a
 * local font fitted to it. A first visit whose font comes late ends in Inter, and the swap moves nothing; and no
 * word of the copy breaks in the middle, at the phone's width or the laptop's.
 */

const FONT_FILES = '**/*.woff2';

/** The font the browser really draws an element's own text in (DevTools' "Rendered fonts"), not what its CSS asks for. */
async function renderedFont(page: Page, selector: string): Promise<string> {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  await session.detach();
  // The font that drew most of its characters.
  return [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0]?.familyName ?? '';
}

/** The h1's box once the browser has drawn what it has. */
async function headingBox(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const box = await page.locator('h1').first().boundingBox();
  if (!box) throw new Error('no h1 drawn');
  return box;
}

const firstVisits = [
  { page: 'home', path: '/' },
  { page: 'article', path: translatedPostPaths().nl },
];

for (const visit of firstVisits) {
  test.describe(`a first visit to the ${visit.page} over a slow connection`, () => {
    // As the visitor gets it: no scripts touched, no islands loaded.
    test.use({ loadIslands: false });

    test('ends in Inter, and the swap moves no line of the h1', onPhone('the font arrives late at any width'), async ({ page }) => {
      // The font files wait until the page has been drawn in the fallback: a phone connection slower than the page.
      let release = () => {};
      const fontHeld = new Promise<void>((resolve) => (release = resolve));
      await page.route(FONT_FILES, async (route) => {
        await fontHeld;
        await route.continue();
      });
      // The frame's own goto, not the fixture's (support/test.ts), which waits for the scripts: they start after `load`,
      // which the preloaded font holds up.
      await page.mainFrame().goto(visit.path, { waitUntil: 'domcontentloaded' });
      const before = await headingBox(page);
      expect(await renderedFont(page, 'h1'), 'the h1 before the font arrives').not.toMatch(/^Inter/);

      release();
      await expect
        .poll(() =>
          page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Inter Variable') && face.status === 'loaded')),
        )
        .toBe(true);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await renderedFont(page, 'h1'), 'the h1 once the font has arrived').toMatch(/^Inter/);
      const after = await headingBox(page);
      expect(
        Math.abs(after.height - before.height),
        `h1 ${before.height} px high in the fallback, ${after.height} px in Inter`,
      ).toBeLessThanOrEqual(1);
      expect(Math.abs(after.y - before.y), 'the h1 stays where it was').toBeLessThanOrEqual(1);
    });

    test(
      'without the font, keeps the fitted fallback in the room Inter takes',
      onPhone('the fallback fits Inter at any width'),
      async ({ page, browser }) => {
        await page.route(FONT_FILES, (route) => route.abort());
        await page.goto(visit.path, { waitUntil: 'domcontentloaded' });
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        // A face fitted to Inter draws it (Liberation Sans on this Linux; Arial, Helvetica or Roboto on a visitor's device).
        const fallback = await renderedFont(page, 'h1');
        expect(fallback).not.toMatch(/^Inter/);
        const withoutFont = await headingBox(page);
        expect(
          await page.evaluate(() =>
            [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')),
          ),
          `the fitted face of ${fallback}`,
        ).toContain(`Inter Fallback ${fallback}`);

        // The same page, its font there.
        const context = await browser.newContext({ viewport: page.viewportSize(), isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
        const withFont = await context.newPage();
        await withFont.goto(new URL(visit.path, page.url()).href, { waitUntil: 'load' });
        await withFont.evaluate(() => document.fonts.ready.then(() => undefined));
        expect(await renderedFont(withFont, 'h1')).toMatch(/^Inter/);
        const inInter = await headingBox(withFont);
        await context.close();
        expect(
          Math.abs(inInter.height - withoutFont.height),
          `h1 ${withoutFont.height} px high in ${fallback}, ${inInter.height} px in Inter`,
        ).toBeLessThanOrEqual(1);
      },
    );
  });
}

/**
 * The Dutch client's case site whose trade has the longest Dutch service name ("Gezichtsbehandeling" broke in its card
 * at 1280 px), read from the content.
 */
function caseSiteWithLongestDutchWord(): string {
  const longestWord = (trade: string) => {
    const services = trades.find((item) => item.id === trade)?.preview.services ?? [];
    return Math.max(0, ...services.flatMap((service) => service.nl.split(/[\s/-]+/)).map((word) => word.length));
  };
  const [chosen] = cases.filter((item) => item.market === 'nl').sort((a, b) => longestWord(b.trade) - longestWord(a.trade));
  if (!chosen) throw new Error('No case of the Dutch market in content/portfolio/cases.json');
  return `${pagePath('portfolio', 'nl')}${chosen.slug}/site/`;
}

const KEY_PAGES = ['/', '/nl/', translatedPostPaths().nl, caseSiteWithLongestDutchWord()];

for (const path of KEY_PAGES) {
  test(`no word of ${path} breaks in the middle`, async ({ page }) => {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await wordsBrokenMidWord(page)).toEqual([]);
  });
}
