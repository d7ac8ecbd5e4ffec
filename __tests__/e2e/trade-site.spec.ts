import path from 'path';
import type { Page } from '@playwright/test';
import { expect, oneWidthFor, onLaptop, onPhone, test } from './support/test';
import { axeAudit } from './support/audits';
import { CONTENT, readJson, tradeAt } from '../support/content';
import { STYLES } from '../../src/lib/forms/options';
import { pagePath } from '../../src/lib/routes';
import { caseSitePath } from '../../src/lib/case-site/paths';
import { casesShownIn, marketLanguage } from '../../src/lib/markets';
import { previewFragment, NO_ANSWERS, type PreviewAnswers } from '../../src/lib/site-preview/answers';

/**
 * The visitor's website as a real page (src/components/trade-site/TradeSite.tsx) on the preview page and as each
 * portfolio client's site: accessible in every style, readable (no word below 12 px, body 16 px on a phone), never
 * wider than the screen, dialling the number it shows, keeping the answers when the language changes, showing an
 * example without answers (with and without JavaScript).
 */

const ELECTRICIAN: PreviewAnswers = {
  ...NO_ANSWERS,
  // 45 characters, the longest of the visitors.
  business: 'Northwest Precision Electric Contractors, LLC',
  trade: tradeAt(1).id,
  town: 'Tacoma',
  phone: '253-555-0198',
  addOns: ['booking'],
};
const LOODGIETER: PreviewAnswers = {
  ...NO_ANSWERS,
  business: 'Loodgietersbedrijf Van der Veen',
  trade: 'plumber',
  town: 'Zwolle',
  phone: '038 421 7788',
};

const previewOf = (language: 'en' | 'nl', answers: PreviewAnswers) => `${pagePath('preview', language)}#${previewFragment(answers)}`;
const site = (page: Page) => page.getByTestId('trade-site');

/** The computed font size of every visible text node in the site, with the text, smallest first. */
function fontSizes(page: Page) {
  return site(page).evaluate((root) => {
    const sizes: Array<{ size: number; text: string }> = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || element.closest('.sr-only')) continue;
      if (!element.getClientRects().length) continue;
      sizes.push({ size: parseFloat(getComputedStyle(element).fontSize), text: node.textContent.trim() });
    }
    return sizes.sort((a, b) => a.size - b.size);
  });
}

test.describe("the visitor's website, in every style", () => {
  for (const language of ['en', 'nl'] as const) {
    for (const style of STYLES) {
      test(
        `${style} (${language}) passes axe-core, contrast included`,
        onLaptop('the colours and the markup are the same at every width; the widths are tested below'),
        async ({ page }) => {
          await page.goto(previewOf(language, { ...(language === 'en' ? ELECTRICIAN : LOODGIETER), style }));
          await expect(site(page)).toHaveAttribute('data-style', style);
          await expect(page.getByTestId('preview-page-site')).toHaveAttribute('data-state', 'own');
          const axe = await axeAudit(page, { include: '[data-testid="trade-site"]', resultTypes: ['violations', 'incomplete'] });
          expect(
            axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
          ).toEqual([]);
          // Contrast was checked, not left undecided: the hero and the buttons sit on plain colours.
          expect(axe.incomplete.filter((result) => result.id === 'color-contrast').flatMap((result) => result.nodes)).toEqual([]);
        },
      );
    }
  }
});

test.describe("the visitor's website at every width", () => {
  for (const width of [320, 390, 1280, 1440]) {
    test(
      `at ${width} px: no sideways scroll, no word below 12 px, the long name whole`,
      width < 768
        ? onPhone('phone widths in the phone project, laptop widths in the laptop one')
        : onLaptop('phone widths in the phone project, laptop widths in the laptop one'),
      async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        for (const [language, answers] of [
          ['en', { ...ELECTRICIAN, style: 'luxe' }],
          ['nl', { ...LOODGIETER, style: 'speels' }],
        ] as const) {
          await page.goto(previewOf(language, answers));
          await expect(site(page).getByTestId('trade-site-name')).toHaveText(answers.business);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          const sizes = await fontSizes(page);
          expect(sizes.length).toBeGreaterThan(20);
          expect(sizes[0]!.size, `"${sizes[0]!.text}"`).toBeGreaterThanOrEqual(12);
          // Body text at 16 px on a phone.
          const body = await site(page)
            .locator(':scope > div')
            .evaluate((element) => getComputedStyle(element).fontSize);
          expect(body).toBe('16px');
          // The name never runs into the hero: it ends above it.
          const name = (await site(page).getByTestId('trade-site-name').boundingBox())!;
          const hero = (await site(page).locator('section').first().boundingBox())!;
          expect(name.y + name.height).toBeLessThanOrEqual(hero.y);
          expect(name.x + name.width).toBeLessThanOrEqual(width);
        }
      },
    );
  }
});

test.describe('the preview page', () => {
  test('calls the number with a tel: link', onPhone('the same link at every width; a phone is where it dials'), async ({ page }) => {
    await page.goto(previewOf('en', ELECTRICIAN));
    await expect(site(page).getByTestId('trade-site-call')).toHaveAttribute('href', 'tel:+12535550198');
    await expect(site(page).getByTestId('trade-site-call')).toHaveText('Call (253) 555-0198');
    await page.goto(previewOf('nl', LOODGIETER));
    await expect(site(page).getByTestId('trade-site-call')).toHaveAttribute('href', 'tel:+31384217788');
  });

  test('keeps the answers when the language is switched, and its in-page links keep them too', async ({ page, isMobile }) => {
    await page.goto(previewOf('en', ELECTRICIAN));
    const fragment = `#${previewFragment(ELECTRICIAN)}`;
    if (isMobile) await page.getByTestId('menu-toggle').click();
    const switchLink = page.getByTestId('language-switch').filter({ visible: true }).first();
    await expect(switchLink).toHaveAttribute('href', `${pagePath('preview', 'nl')}${fragment}`);
    await switchLink.click();
    await expect(page).toHaveURL(new RegExp(`${pagePath('preview', 'nl')}#`));
    await expect(site(page).getByTestId('trade-site-name')).toHaveText(ELECTRICIAN.business);
    await expect(site(page).getByTestId('trade-site-local-line')).toHaveText(`${tradeAt(1).preview.role.nl} in Tacoma`);
    // The site's own menu scrolls to its sections without replacing the answers in the address.
    await site(page).getByRole('link', { name: 'Werkgebied' }).click();
    await expect(page).toHaveURL(new RegExp(`#${previewFragment(ELECTRICIAN).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(site(page).getByTestId('trade-site-name')).toHaveText(ELECTRICIAN.business);
  });

  test(
    'without answers shows an example business of its language, labelled as one',
    onLaptop('the same example at every width'),
    async ({ page }) => {
      await page.goto(pagePath('preview', 'en'));
      await expect(page.getByTestId('preview-example-label')).toHaveText('Example');
      await expect(page.getByTestId('preview-page-site')).toHaveAttribute('data-state', 'example');
      await expect(site(page).getByTestId('trade-site-name')).toHaveText('Kenosha Plumbing & Drain');
      await expect(site(page).getByTestId('trade-site-call')).toHaveAttribute('href', 'tel:+12625550147');
      await page.goto(pagePath('preview', 'nl'));
      await expect(page.getByTestId('preview-example-label')).toHaveText('Voorbeeld');
      await expect(site(page).getByTestId('trade-site-town')).toHaveText('Zwolle');
    },
  );

  test('without JavaScript shows the example too', onPhone('the same HTML at every width'), async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(pagePath('preview', 'nl'));
    await expect(page.getByTestId('preview-example-label')).toHaveText('Voorbeeld');
    await expect(site(page).getByTestId('trade-site-name')).toHaveText('Loodgietersbedrijf De Vecht');
    await expect(site(page).getByTestId('trade-site-call')).toHaveAttribute('href', 'tel:+31384215570');
    await context.close();
  });
});

test.describe("the portfolio's cases open real sites", () => {
  const cases = readJson<Array<{ slug: string; client: string; market: string }>>(path.join(CONTENT, 'portfolio', 'cases.json'));

  for (const language of ['en', 'nl'] as const) {
    test(
      `each case links to its site, a page titled with the client's name and not indexed (${language})`,
      oneWidthFor(language),
      async ({ page }) => {
        await page.goto(pagePath('portfolio', language));
        const links = page.getByTestId('case-open-site');
        await expect(links).toHaveCount(casesShownIn(cases, language).length);
        // Each case's link opens its own site, in its client's language (the page orders the cases by market).
        for (const study of await page.getByTestId('case-study').all()) {
          const slug = await study.getAttribute('id');
          const item = cases.find((candidate) => candidate.slug === slug)!;
          await expect(study.getByTestId('case-open-site')).toHaveAttribute('href', caseSitePath(marketLanguage(item.market), item.slug));
        }
        const first = await page.getByTestId('case-study').first().getAttribute('id');
        const item = cases.find((candidate) => candidate.slug === first)!;
        await page.getByTestId('case-study').first().getByTestId('case-open-site').click();
        await expect(page).toHaveURL(new RegExp(`${caseSitePath(marketLanguage(item.market), item.slug)}$`));
        await expect(page).toHaveTitle(item.client);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.client);
        // What the client's site shows is case-site.spec.ts's.
        await expect(page.getByTestId('case-site').getByTestId('case-site-call')).toHaveAttribute('href', /^tel:\+\d+$/);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
      },
    );
  }
});
