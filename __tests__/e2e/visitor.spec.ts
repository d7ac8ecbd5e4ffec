import type { Page } from '@playwright/test';
import { cityArticlePath } from '../support/content';
import { expect, onLaptop, test } from './support/test';
import { expectInViewport, settled } from './support/pages';

test.describe('a finished Dutch site', () => {
  test(
    'Dutch structured data states prices in euros, English in dollars',
    onLaptop('the same structured data at every width'),
    async ({ page }) => {
      for (const [path, currency] of [
        ['/nl/', 'EUR'],
        ['/nl/loodgieter-website-maken/', 'EUR'],
        ['/', 'USD'],
        ['/plumber-website-design/', 'USD'],
      ] as const) {
        await page.goto(path);
        const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
        const currencies = blocks.join('').match(/"priceCurrency":"(\w+)"/g) ?? [];
        expect([path, currencies.length > 0]).toEqual([path, true]);
        for (const found of currencies) expect([path, found]).toEqual([path, `"priceCurrency":"${currency}"`]);
      }
    },
  );
});

test.describe('phones', () => {
  test.skip(({ isMobile }) => !isMobile, 'the action bar and the menu button are for small screens');

  test('the menu locks the page behind it and marks the current page', async ({ page }) => {
    await page.goto(cityArticlePath('en'));
    const wheel = async () => {
      const wheeled = page.evaluate('new Promise((resolve) => addEventListener("wheel", resolve, { once: true, passive: true }))');
      await page.mouse.wheel(0, 600);
      await wheeled;
    };
    // The same wheel scrolls the page while the menu is closed.
    await wheel();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByTestId('menu-toggle').click();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    const before = await page.evaluate(() => window.scrollY);
    await wheel();
    await settled(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    // An article is part of the blog.
    await expect(page.getByTestId('mobile-nav-blog')).toHaveAttribute('aria-current', 'true');
    await page.getByTestId('mobile-nav-portfolio').click();
    await expect(page).toHaveURL(/\/portfolio\/$/);
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('mobile-nav-portfolio')).toHaveAttribute('aria-current', 'page');
  });

  test('the action bar calls, chats and goes to the form, and never covers the end of the page', async ({ page }) => {
    await page.goto('/terms/');
    const bar = page.getByTestId('action-bar');
    await expect(bar).toBeVisible();
    await expect(page.getByTestId('whatsapp-button')).toBeHidden();
    await expect(bar.getByTestId('action-call')).toHaveAttribute('href', /^tel:\+/);
    await expect(bar.getByTestId('action-whatsapp')).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    // At the very bottom, the last line of the footer sits above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barTop = await bar.evaluate((element) => element.getBoundingClientRect().top);
    const footerBottom = await page.getByTestId('site-footer').evaluate((element) => {
      const texts = [...element.querySelectorAll('p, a, li')].map((node) => node.getBoundingClientRect().bottom);
      return Math.max(...texts);
    });
    expect(footerBottom).toBeLessThanOrEqual(barTop);
    await bar.getByTestId('action-primary').click();
    await expect(page).toHaveURL(/\/#intake-form$/);
    await expectInViewport(page, '#intake-form');
  });

  test("the plumber calculator's running total stays in view while choosing, in the action bar's place", async ({ page }) => {
    await page.goto('/plumber-website-design/');
    await page.getByTestId('calc-addon-voip').scrollIntoViewIfNeeded();
    const total = page.getByTestId('calc-running-total');
    await expect(total).toBeInViewport();
    await page.getByTestId('calc-addon-voip').check();
    await expect(total).toContainText('$59.50');
    // It takes the action bar's place rather than stacking a third bar on the screen.
    const bar = await page.getByTestId('action-bar').boundingBox();
    const box = await total.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(bar!.y - 1);
    expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y + bar!.height + 1);
  });

  /** How much of the screen's height fixed and sticky elements cover together (overlaps counted once). */
  const coveredHeight = (page: Page) =>
    page.evaluate(() => {
      const spans: Array<[number, number]> = [];
      for (const element of document.querySelectorAll<HTMLElement>('body *')) {
        const style = getComputedStyle(element);
        if (style.position !== 'fixed' && style.position !== 'sticky') continue;
        if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
        const box = element.getBoundingClientRect();
        const top = Math.max(0, box.top);
        const bottom = Math.min(window.innerHeight, box.bottom);
        if (bottom > top && box.width > 0) spans.push([top, bottom]);
      }
      spans.sort((a, b) => a[0] - b[0]);
      let covered = 0;
      let reach = 0;
      for (const [top, bottom] of spans) {
        covered += Math.max(0, bottom - Math.max(top, reach));
        reach = Math.max(reach, bottom);
      }
      return covered;
    });

  for (const path of ['/', '/nl/loodgieter-website-maken/', cityArticlePath('en')]) {
    test(`${path}: the sticky bars together cover at most 15% of the screen, wherever the visitor is`, async ({ page }) => {
      await page.goto(path);
      const screen = page.viewportSize()!.height;
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      // Through the whole page, the calculator's options (and its running total) included.
      for (let y = 0; y < height; y += Math.round(screen * 0.75)) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await settled(page);
        const covered = await coveredHeight(page);
        expect(covered, `at ${y} px`).toBeLessThanOrEqual(screen * 0.15);
      }
    });
  }

  test('focus is never hidden under the sticky header or the action bar', async ({ page }) => {
    // Instant scrolling: a smooth focus scroll comes to rest in the same place, only later than the reading.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const header = await page.locator('header').first().boundingBox();
    const bar = await page.getByTestId('action-bar').boundingBox();
    for (let index = 0; index < 40; index += 1) {
      await page.keyboard.press('Tab');
      const box = await page.evaluate(() => {
        const element = document.activeElement;
        // The header and the bar themselves, and the skip link (fixed above both), cannot be hidden under them.
        if (!element || element === document.body || element.closest('header, [data-testid="action-bar"]')) return null;
        if (getComputedStyle(element).position === 'fixed') return null;
        const rect = element.getBoundingClientRect();
        return { top: rect.top, bottom: rect.bottom, name: element.textContent?.trim().slice(0, 40) ?? element.tagName };
      });
      if (!box) continue;
      expect([box.name, box.top >= (header?.y ?? 0) + (header?.height ?? 0) - 1]).toEqual([box.name, true]);
      expect([box.name, box.bottom <= (bar?.y ?? Infinity) + 1]).toEqual([box.name, true]);
    }
  });
});

/** Claims a demanding visitor compares across pages: they must tell one story. */
test.describe('claims that agree with each other', () => {
  test.skip(({ isMobile }) => isMobile, 'the words are the same at every width');
  test('the plumber calculator labels each figure with what it is computed from', async ({ page }) => {
    await page.goto('/plumber-website-design/');
    // A business type with a discount, so every line of the quote shows.
    const select = page.getByTestId('calc-business-type');
    const discounted = await select
      .locator('option')
      .evaluateAll((options) => options.find((option) => option.textContent?.includes('%'))?.getAttribute('value'));
    await select.selectOption(discounted!);
    const result = page.getByTestId('calc-result');
    await expect(result).toContainText('of your first payment');
    await expect(result).toContainText('12 monthly payments, with the discount');
    await expect(result).toContainText(/Save .+ compared with a typical .+ one-time build/);
    // Why its extras cost a setup while the home page's do not: said where the visitor picks them.
    await expect(page.getByText(/The ready-made extras of our standard subscription/)).toBeVisible();
  });

  test(
    'the home calculator says that the plumber page prices the same extra another way, and links there',
    onLaptop('the same text at both widths'),
    async ({ page }) => {
      for (const [path, figures, linkText] of [
        ['/', 'Online booking: $15 a month here; $15 once plus $5 a month there.', 'See the plumber calculator'],
        ['/nl/', 'Online afspraken: hier € 15 per maand; daar € 15 eenmalig plus € 5 per maand.', 'Naar de loodgieterscalculator'],
      ] as const) {
        await page.goto(path);
        const note = page.getByTestId('price-model-note');
        await expect(note).toContainText(figures);
        await note.getByRole('link', { name: linkText }).click();
        await expect(page).toHaveURL(/\/(plumber-website-design|nl\/loodgieter-website-maken)\/#calculator$/);
        await expect(page.locator('#calculator')).toBeInViewport();
      }
    },
  );
});
