import { cityArticlePath } from '../support/content';
import { caseSitePath } from '../../src/lib/case-site/paths';
import { expect, test } from './support/test';
import { RENDER_ALL_CLASS } from '../../src/lib/deferred-render';
import { PAGES, expectNoRawKeys, recordHosts } from './support/pages';
import {
  ENGLISH_ONLY,
  axeAudit,
  claimsThatDisagree,
  collectViolations,
  enforceProductionHeaders,
  unbalancedColumns,
} from './support/audits';
import { textOutsideItsBox } from './support/text-overflow';

/**
 * Every page type in both languages at both widths, loaded once as a visitor gets it from Netlify (its production
 * headers, Content-Security-Policy enforced) and held to what only a browser shows: no raw translation keys once the
 * page has hydrated, nothing wider than the screen, no request to another host, no accessibility violation (axe-core,
 * WCAG 2.2 AA), no blocked script or style; a Dutch page shows no English interface copy; on a wide screen no column
 * ends a third shorter than the one beside it unless it is sticky; the offer's claims say when they hold and promise no
 * delivery longer than the guarantee. What the HTML says by itself (language, canonical address and alternates, one h1)
 * is read from every built page with a parser: __tests__/built/pages.test.ts.
 */
const AUDITED: Array<{ name: string; language: 'en' | 'nl'; path: string; fragment?: string }> = [
  ...PAGES.flatMap((entry) =>
    (['en', 'nl'] as const).flatMap((language) => {
      const path = entry[language];
      return path ? [{ name: entry.name, language, path }] : [];
    }),
  ),
  // The sketch's page, drawn from answers in its fragment.
  ...(['en', 'nl'] as const).map((language) => ({
    name: 'website sketch',
    language,
    path: language === 'en' ? '/website-preview/' : '/nl/website-voorbeeld/',
    fragment: '#b=Kenosha+Pipe+%26+Drain&t=plumber&c=Kenosha&p=262-555-0147&s=luxe&a=booking,ecommerce',
  })),
  // A portfolio client's site, drawn from its case (src/components/case-site).
  { name: 'case site', language: 'en' as const, path: caseSitePath('en', 'austin-plumbing') },
  { name: 'case site', language: 'nl' as const, path: caseSitePath('nl', 'rotterdam-kapsalon') },
  // The Dutch market's own local article.
  { name: 'local article', language: 'nl' as const, path: cityArticlePath('nl') },
  { name: 'blog page 2', language: 'en' as const, path: '/blog/page/2/' },
  { name: '404', language: 'en' as const, path: '/does-not-exist/' },
  { name: '404', language: 'nl' as const, path: '/nl/bestaat-niet/' },
];
/** Pages that state the offer: the setup fee and the delivery time. */
const CLAIMS = new Set(['home', 'portfolio', 'plumber', 'terms']);

test.describe('every page, as a visitor gets it', () => {
  for (const audited of AUDITED) {
    test(`${audited.name} (${audited.language}) ${audited.path}`, async ({ page, isMobile }) => {
      await enforceProductionHeaders(page);
      const violations = await collectViolations(page);
      const hosts = recordHosts(page);
      const response = await page.goto(`${audited.path}${audited.fragment ?? ''}`);
      if (audited.fragment) await expect(page.getByTestId('preview-page-site')).toHaveAttribute('data-state', 'own');
      const notFound = audited.name === '404';
      expect(response?.status()).toBe(notFound ? 404 : 200);
      await expectNoRawKeys(page);

      // Every deferred section rendered: Dutch labels run longer, and a skipped section hides its width.
      const widths = await page.evaluate((renderAllClass) => {
        document.documentElement.classList.add(renderAllClass);
        return { content: document.documentElement.scrollWidth, window: document.documentElement.clientWidth };
      }, RENDER_ALL_CLASS);
      expect.soft(widths.content, 'nothing wider than the window').toBe(widths.window);
      if (audited.language === 'nl') {
        const text = await page.locator('body').innerText();
        expect
          .soft(
            ENGLISH_ONLY.filter((english) => text.includes(english)),
            'English on a Dutch page',
          )
          .toEqual([]);
      }
      if (!isMobile) {
        expect.soft(await unbalancedColumns(page), 'columns of unequal length').toEqual([]);
        if (CLAIMS.has(audited.name)) expect.soft(await claimsThatDisagree(page), 'claims').toEqual([]);
      }

      const axe = await axeAudit(page);
      expect
        .soft(
          axe.violations.map((violation) => ({
            id: violation.id,
            impact: violation.impact,
            targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
          })),
          'accessibility',
        )
        .toEqual([]);
      // Every face the page asked for has loaded or failed: the fonts' own promise, not a quiet network.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // The Latin face the page preloads, cut to the weights the site uses (src/node/font-subset.ts), draws its text.
      const fontFaces = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.status === 'loaded').map((face) => `${face.family.replace(/"/g, '')} ${face.weight}`),
      );
      expect.soft(fontFaces, 'fonts drawing the page').toContain('Inter Variable 400 800');
      expect.soft([...hosts], 'hosts requested').toEqual([new URL(page.url()).host]);
      // No text leaves its box, at this project's width and at the narrowest of each breakpoint's range below it: the
      // layout is fluid within a range (the site uses no breakpoint above xl, 1280 px), so text that fits there fits.
      for (const width of isMobile ? [390, 320] : [1280, 1024, 768]) {
        await page.setViewportSize({ width, height: page.viewportSize()!.height });
        expect.soft(await textOutsideItsBox(page), `text outside its box at ${width} px`).toEqual([]);
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    });
  }
});
