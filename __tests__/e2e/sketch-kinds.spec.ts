import fs from 'fs';
import path from 'path';
import type { Locator, Page } from '@playwright/test';
import { expect, onLaptop, onPhone, test } from './support/test';
import { axeAudit } from './support/audits';
import { CONTENT, readJson } from '../support/content';
import { STYLES } from '../../src/lib/forms/options';
import { pagePath } from '../../src/lib/routes';
import { TRADE_KINDS, type TradeKind } from '../../src/lib/trade-kinds';
import type { TradeFile } from '../../src/lib/trades';
import { previewFragment, NO_ANSWERS } from '../../src/lib/site-preview/answers';
import { INTAKE_LABELS } from './support/intake-labels';

/**
 * The sketch speaks its trade (issue 56, point 2), in the intake at 390 and 1280 px in both languages: a call-out
 * trade shows its emergency line and leads with the call, an appointment trade leads with booking and shows prices and
 * hours, a project trade leads with a quote and shows its work; switching style changes the picture. The preview page on
 * a phone shows the visitor's site first, with no agency bar over it. Each trade's kind is read from the content.
 */

const trades = readJson<TradeFile[]>(path.join(CONTENT, 'home', 'trades.json'));
const ONE_OF_EACH = TRADE_KINDS.flatMap((kind) => trades.filter((trade) => trade.kind === kind).slice(0, 1));

const LANGUAGES = ['en', 'nl'] as const;
type Language = (typeof LANGUAGES)[number];
const locale = (language: Language, file: string) =>
  JSON.parse(fs.readFileSync(path.join('locales', language, `${file}.json`), 'utf8')) as Record<string, Record<string, unknown>>;
const words = Object.fromEntries(
  LANGUAGES.map((language) => {
    const preview = locale(language, 'preview').sitePreview as Record<string, Record<string, string>>;
    const forms = locale(language, 'forms').forms as Record<string, Record<string, string>>;
    return [language, { preview, styles: forms.styles! }];
  }),
) as Record<Language, { preview: Record<string, Record<string, string>>; styles: Record<string, string> }>;
const HOME = { en: '/', nl: '/nl/' } as const;

/** What the site shows for its kind, in its language. */
async function expectKind(site: Locator, kind: TradeKind, language: Language) {
  const { preview } = words[language];
  await expect(site).toHaveAttribute('data-kind', kind);
  const primary = site.getByTestId('trade-site-primary');
  if (kind === 'call-out') {
    await expect(site.getByTestId('trade-site-emergency')).toContainText(preview.callOut!.emergencyLine!);
    await expect(primary).toHaveCount(0);
    await expect(site.getByTestId('trade-site-call')).toBeVisible();
  } else {
    await expect(site.getByTestId('trade-site-emergency')).toHaveCount(0);
    await expect(primary).toHaveText(kind === 'appointment' ? preview.appointment!.action! : preview.project!.action!);
  }
  await expect(site.getByTestId('trade-site-prices')).toHaveCount(kind === 'appointment' ? 1 : 0);
  await expect(site.getByTestId('trade-site-hours')).toHaveCount(kind === 'appointment' ? 1 : 0);
  await expect(site.getByTestId('trade-site-gallery').locator('img')).toHaveCount(kind === 'project' ? 3 : 0);
  // A salon or a garage never promises a quote or a call-back.
  if (kind === 'appointment') expect(await site.innerText()).not.toMatch(/quote|offerte|call you back|terug/i);
}

/** Step 1 with a trade; on a phone the site is then revealed in the intake's flow, beside the form from 1024 px. */
async function showSketch(page: Page, language: Language, trade: string, isMobile: boolean): Promise<Locator> {
  const form = page.getByTestId('intake-form');
  const labels = INTAKE_LABELS[language];
  await form.getByLabel(labels.trade).selectOption(trade);
  if (!isMobile) return page.getByTestId('site-preview').getByTestId('trade-site');
  await form.getByTestId('intake-next').click();
  await expect(page.getByTestId('intake-step-requirements')).toBeVisible();
  const toggle = page.getByTestId('site-preview-reveal-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page.getByTestId('site-preview-full').getByTestId('trade-site');
}

for (const language of LANGUAGES) {
  test(`the intake's sketch follows the trade's kind and the style's picture (${language})`, async ({ page, isMobile }) => {
    const labels = INTAKE_LABELS[language];
    await page.goto(`${HOME[language]}#intake-form`);
    const form = page.getByTestId('intake-form');
    await form.getByLabel(labels.company).fill('Hartley & Sons');
    await form.getByLabel(labels.town).fill('Zwolle');
    await form.getByLabel(labels.phone).fill('038 421 7788');
    await form.getByLabel(labels.name).fill('Pat Doe');
    await form.getByLabel(labels.email).fill('sketch-kinds@example.com');
    let site: Locator | null = null;
    for (const [index, trade] of ONE_OF_EACH.entries()) {
      if (isMobile && index > 0) await form.getByTestId('intake-back').click();
      site = await showSketch(page, language, trade.id, Boolean(isMobile));
      await expectKind(site, trade.kind as TradeKind, language);
    }
    // The design step: each style draws the last trade's picture in its own palette and composition.
    if (!isMobile) await form.getByTestId('intake-next').click();
    await form.getByTestId('intake-next').click();
    const pictures = new Set<string>();
    for (const style of STYLES) {
      await page.getByTestId('intake-step-design').getByText(words[language].styles[style]!, { exact: true }).click();
      await expect(site!).toHaveAttribute('data-style', style);
      const picture = site!.getByTestId('trade-site-picture');
      await expect(picture).toHaveAttribute('src', new RegExp(`/site-pictures/${ONE_OF_EACH.at(-1)!.id}-${style}-\\d+\\.webp$`));
      pictures.add((await picture.getAttribute('src'))!);
      // The picture is there, not a broken link.
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    }
    expect(pictures.size).toBe(STYLES.length);
  });
}

test(
  "each kind's sections pass axe-core in every style, contrast included",
  onLaptop('the colours and the markup are the same at every width'),
  async ({ page }) => {
    await page.goto(pagePath('preview', 'nl'));
    for (const trade of ONE_OF_EACH)
      for (const style of STYLES) {
        // The answers change in the address, as the page follows a shared link: one page load for all of them.
        const answers = { ...NO_ANSWERS, business: 'Hartley & Zonen', trade: trade.id, town: 'Zwolle', phone: '038 421 7788', style };
        await page.evaluate((hash) => (window.location.hash = hash), previewFragment(answers));
        const site = page.getByTestId('preview-page-site').getByTestId('trade-site');
        await expect(site).toHaveAttribute('data-kind', trade.kind);
        await expect(site).toHaveAttribute('data-style', style);
        const axe = await axeAudit(page, { include: '[data-testid="trade-site"]', resultTypes: ['violations', 'incomplete'] });
        expect(
          axe.violations.map(
            (violation) => `${trade.kind} ${style} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          ),
        ).toEqual([]);
        expect(
          axe.incomplete
            .filter((result) => result.id === 'color-contrast')
            .flatMap((result) => result.nodes.map((node) => node.target.join(' '))),
        ).toEqual([]);
      }
  },
);

test.describe('the preview page on a phone', () => {
  for (const language of LANGUAGES) {
    test(
      `shows the visitor's site first, the agency's words after it, and no bar over it (${language})`,
      onPhone('the order and the bar are the phone layout'),
      async ({ page }) => {
        const salon = trades.find((trade) => trade.kind === 'appointment') ?? ONE_OF_EACH[0]!;
        const answers = {
          ...NO_ANSWERS,
          business: 'Studio Nova',
          trade: salon.id,
          town: 'Zwolle',
          phone: '038 421 7788',
          style: 'luxe' as const,
        };
        // Whatever the page paints first is the visitor's own site: no example drawn and swapped under their eyes.
        await page.addInitScript(() => {
          const seen: string[] = [];
          (window as unknown as { seenStates: string[] }).seenStates = seen;
          new MutationObserver(() => {
            const box = document.querySelector('[data-testid="preview-page-site"]');
            const state = box?.getAttribute('data-state');
            if (box && state && seen.at(-1) !== state && getComputedStyle(box.parentElement!).visibility !== 'hidden') seen.push(state);
          }).observe(document, { subtree: true, childList: true, attributes: true });
        });
        await page.goto(`${pagePath('preview', language)}#${previewFragment(answers)}`);
        const box = page.getByTestId('preview-page-site');
        await expect(box).toHaveAttribute('data-state', 'own');
        await expect(box.getByTestId('trade-site')).toHaveAttribute('data-kind', salon.kind);
        expect(await page.evaluate(() => (window as unknown as { seenStates: string[] }).seenStates)).toEqual(['own']);
        const site = (await box.boundingBox())!;
        const intro = (await page.getByTestId('preview-page').boundingBox())!;
        const header = (await page.locator('header').first().boundingBox())!;
        // The site starts right under the header, the intro and "continue" follow it.
        expect(site.y - (header.y + header.height)).toBeLessThan(24);
        expect(intro.y).toBeGreaterThanOrEqual(site.y + site.height - 1);
        expect((await page.getByTestId('preview-continue').boundingBox())!.y).toBeGreaterThan(intro.y);
        // No agency bar: neither the action bar nor room kept for it.
        await expect(page.getByTestId('action-bar')).toHaveCount(0);
        await expect(box.getByTestId('trade-site-primary')).toBeInViewport();
        const footerPadding = await page.getByTestId('site-footer').evaluate((footer) => getComputedStyle(footer).paddingBottom);
        expect(footerPadding).toBe('0px');
      },
    );

    test(
      `floats no agency button over the visitor's site on a laptop, and offers WhatsApp after it (${language})`,
      onLaptop('the floating button is the laptop layout'),
      async ({ page }) => {
        await page.goto(`${pagePath('preview', language)}#${previewFragment({ ...NO_ANSWERS, business: 'Studio Nova', town: 'Zwolle' })}`);
        const box = page.getByTestId('preview-page-site');
        await expect(box).toHaveAttribute('data-state', 'own');
        await expect(page.getByTestId('whatsapp-button')).toHaveCount(0);
        const whatsapp = page.getByTestId('preview-whatsapp');
        await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
        const site = (await box.boundingBox())!;
        expect((await whatsapp.boundingBox())!.y).toBeGreaterThanOrEqual(site.y + site.height);
      },
    );
  }
});
