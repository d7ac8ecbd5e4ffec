import type { Locator, Page } from '@playwright/test';
import { expect, onLaptop, onPhone, test } from './support/test';
import { settled } from './support/pages';
import { unique } from './support/leads';
import { INTAKE_LABELS } from './support/intake-labels';

/** The visitors of issue 48 the intake shows their own website to, one per market. */
const VISITORS = {
  en: {
    home: '/',
    labels: INTAKE_LABELS.en,
    company: 'Kenosha Pipe & Drain',
    trade: 'plumber',
    town: 'Kenosha',
    phone: '262-555-0147',
    tel: 'tel:+12625550147',
    show: 'See your website',
  },
  nl: {
    home: '/nl/',
    labels: INTAKE_LABELS.nl,
    company: 'Loodgietersbedrijf Van der Veen',
    trade: 'plumber',
    town: 'Zwolle',
    phone: '038 421 7788',
    tel: 'tel:+31384217788',
    show: 'Bekijk je website',
  },
} as const;

/** A phone's screen with the keyboard open: 844 px tall without it, about 450 px above it. */
const PHONE = { width: 390, height: 844 };
const PHONE_WITH_KEYBOARD = { width: 390, height: 450 };

/** The part of the screen nothing sticky covers: below the header and the live bar, above the action bar. */
async function clearArea(page: Page): Promise<{ top: number; bottom: number }> {
  return page.evaluate(() => {
    const shown = (element: Element | null) => {
      if (!(element instanceof HTMLElement)) return null;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility === 'hidden' || style.display === 'none' || box.height === 0 ? null : { box, style };
    };
    let top = shown(document.querySelector('header'))?.box.bottom ?? 0;
    // The live bar covers what scrolls under it while it stands in view (sticky).
    const bar = shown(document.querySelector('[data-testid="site-preview-bar"]'));
    if (bar && bar.style.position === 'sticky' && bar.box.bottom > 0) top = Math.max(top, bar.box.bottom);
    const actionBar = shown(document.querySelector('[data-testid="action-bar"]'));
    const bottom = Math.min(window.innerHeight, actionBar ? actionBar.box.top : Infinity);
    return { top, bottom };
  });
}

/** A field and its label are whole inside the screen's clear area. */
async function expectUncovered(page: Page, field: Locator, label: Locator) {
  const area = await clearArea(page);
  for (const element of [label, field]) {
    const box = (await element.boundingBox())!;
    expect(box.y, `top of ${await element.evaluate((node) => node.outerHTML.slice(0, 60))}`).toBeGreaterThanOrEqual(area.top - 0.5);
    expect(box.y + box.height).toBeLessThanOrEqual(area.bottom + 0.5);
  }
}

for (const language of ['en', 'nl'] as const) {
  const visitor = VISITORS[language];

  test.describe(`the intake shows the visitor's website (${language})`, () => {
    test(
      'on a phone: a slim live bar, every field and its label in view with the keyboard open, then the page full size',
      onPhone("the phone's view"),
      async ({ page }) => {
        await page.goto(`${visitor.home}#intake-form`);
        const form = page.getByTestId('intake-form');
        const bar = page.getByTestId('site-preview-bar');
        const actionBar = page.getByTestId('action-bar');

        // Step 1 asks the business first: the name, then the trade.
        const fields = [
          ['company', visitor.company],
          ['trade', visitor.trade],
          ['town', visitor.town],
          ['phone', visitor.phone],
          ['name', 'Pat Doe'],
          ['email', unique('keyboard')],
        ] as const;
        for (const [key, value] of fields) {
          await page.setViewportSize(PHONE);
          const field = form.getByLabel(visitor.labels[key]);
          await field.focus();
          // The keyboard opens: the screen above it shrinks to 450 px.
          await page.setViewportSize(PHONE_WITH_KEYBOARD);
          await settled(page);
          // The action bar steps aside while the visitor is in the intake.
          await expect(actionBar).toBeHidden();
          await expectUncovered(page, field, form.locator(`label[for="${await field.getAttribute('id')}"]`));
          if (key === 'trade') await field.selectOption(value);
          else await field.pressSequentially(value);
          await settled(page);
          await expectUncovered(page, field, form.locator(`label[for="${await field.getAttribute('id')}"]`));
        }

        // One line, 48 to 56 px: their name and a call button that dials their number.
        const barBox = (await bar.boundingBox())!;
        expect(barBox.height).toBeGreaterThanOrEqual(48);
        expect(barBox.height).toBeLessThanOrEqual(56);
        await expect(bar.getByTestId('site-preview-bar-name')).toHaveText(visitor.company);
        await expect(bar.getByTestId('site-preview-bar-call')).toHaveAttribute('href', visitor.tel);

        // Out of the intake, the action bar comes back.
        await page.setViewportSize(PHONE);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(actionBar).toBeVisible();

        // After step 1, the real page opens full size in the flow of the intake.
        await page.evaluate(() => document.getElementById('intake-form')?.scrollIntoView());
        await form.getByTestId('intake-next').click();
        await expect(page.getByTestId('intake-step-requirements')).toBeVisible();
        const reveal = page.getByTestId('site-preview-reveal');
        await reveal.getByRole('button', { name: visitor.show }).click();
        const site = reveal.getByTestId('trade-site');
        await expect(site.getByTestId('trade-site-name').first()).toContainText(visitor.company);
        await expect(site.locator(`a[href="${visitor.tel}"]:visible`).first()).toBeVisible();
        // Full size: the whole width of the intake's card (wider than its fields), its words at their own size.
        const siteBox = (await site.boundingBox())!;
        expect(siteBox.width).toBeGreaterThan((await page.getByTestId('intake-step-requirements').boundingBox())!.width);
        expect(siteBox.width).toBeGreaterThanOrEqual(PHONE.width - 2 * 17);
        expect(await site.evaluate((element) => element.getBoundingClientRect().width / (element as HTMLElement).offsetWidth)).toBe(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      },
    );

    test(
      'on a laptop: the real page beside the form, no word of it below 11 px on screen',
      onLaptop("the laptop's view"),
      async ({ page }) => {
        await page.goto(`${visitor.home}#intake-form`);
        const form = page.getByTestId('intake-form');
        await form.getByLabel(visitor.labels.company).fill(visitor.company);
        await form.getByLabel(visitor.labels.trade).selectOption(visitor.trade);
        await form.getByLabel(visitor.labels.town).fill(visitor.town);
        await form.getByLabel(visitor.labels.phone).fill(visitor.phone);
        const preview = page.getByTestId('site-preview');
        await expect(preview).toHaveAttribute('data-state', 'drawn');
        const site = preview.getByTestId('trade-site');
        await expect(site.getByTestId('trade-site-name').first()).toContainText(visitor.company);
        await expect(site.locator(`a[href="${visitor.tel}"]`).first()).toBeAttached();

        // Beside the form, not under it.
        const field = (await form.getByLabel(visitor.labels.company).boundingBox())!;
        const previewBox = (await preview.boundingBox())!;
        expect(previewBox.x).toBeGreaterThanOrEqual(field.x + field.width);

        // Every piece of text in the page, at its rendered size: its font size times the scale it is drawn at.
        const sizes = await preview.getByTestId('site-preview-page').evaluate((scaled) => {
          const scale = scaled.getBoundingClientRect().width / (scaled as HTMLElement).offsetWidth;
          const found: Array<{ text: string; px: number }> = [];
          const walker = document.createTreeWalker(scaled, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent?.trim() ?? '';
            const parent = node.parentElement;
            if (!text || !parent || parent.closest('[hidden], .sr-only')) continue;
            found.push({ text, px: parseFloat(getComputedStyle(parent).fontSize) * scale });
          }
          return { scale, found };
        });
        expect(sizes.scale).toBeLessThan(1);
        expect(sizes.found.length).toBeGreaterThan(10);
        expect(sizes.found.filter((entry) => entry.px < 11)).toEqual([]);
      },
    );
  });
}
