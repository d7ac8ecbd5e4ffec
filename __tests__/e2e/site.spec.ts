import { expect, onLaptop, onPhone, test } from './support/test';
import business from '../../content/site/business.json';
import { legalLastUpdated } from '../support/content';
import { formatDate, formatMoney } from '../../src/lib/format';
import { expectInViewport, switchLanguage } from './support/pages';

test.describe('language', () => {
  test('the switch lands on the translated URL and is remembered on the home page', async ({ page, isMobile }) => {
    await page.goto('/terms/');
    await switchLanguage(page, isMobile);
    await expect(page).toHaveURL(/\/nl\/algemene-voorwaarden\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await page.goto('/');
    await expect(page).toHaveURL(/\/nl\/$/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await switchLanguage(page, isMobile);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.reload();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test(
    'a Dutch browser goes from / to /nl/, but deep links stay',
    onLaptop('the browser language, not the width, decides'),
    async ({ browser }) => {
      const context = await browser.newContext({ locale: 'nl-NL' });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page).toHaveURL(/\/nl\/$/);
      await page.goto('/terms/');
      await expect(page).toHaveURL(/\/terms\/$/);
      await context.close();
    },
  );
});

test.describe('layout', () => {
  test(
    'the mobile menu opens, closes, and closes when an item is picked',
    onPhone('the menu button is for small screens'),
    async ({ page }) => {
      await page.goto('/');
      const toggle = page.getByTestId('menu-toggle');
      const menu = page.locator('#mobile-menu');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      await toggle.click();
      await expect(menu).toBeHidden();
      await toggle.click();
      await page.getByTestId('mobile-nav-pricing').click();
      await expect(menu).toBeHidden();
      await expectInViewport(page, '#prijzen');
    },
  );

  test('section links off the home page go to the home page section', onLaptop('the same links at every width'), async ({ page }) => {
    await page.goto('/nl/algemene-voorwaarden/');
    await page.getByTestId('footer-pricing').click();
    await expect(page).toHaveURL(/\/nl\/#prijzen$/);
    await expectInViewport(page, '#prijzen');
  });

  test(
    "the WhatsApp button has a digits-only phone and the language's text",
    onLaptop('the same link at every width'),
    async ({ page }) => {
      const digits = business.phone.replace(/\D/g, '');
      await page.goto('/');
      await expect(page.getByTestId('whatsapp-button')).toHaveAttribute(
        'href',
        `https://wa.me/${digits}?text=${encodeURIComponent("Hello! I'm interested in a website for my business. Can we discuss this?")}`,
      );
      await page.goto('/nl/');
      await expect(page.getByTestId('whatsapp-button')).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${digits}\\?text=Hallo!`));
    },
  );

  test('footer legal links point at the canonical legal pages', onLaptop('the same links at every width'), async ({ page }) => {
    await page.goto('/nl/');
    await expect(page.getByTestId('footer-terms')).toHaveAttribute('href', '/nl/algemene-voorwaarden/');
    await expect(page.getByTestId('footer-cookies')).toHaveAttribute('href', '/nl/cookiebeleid/');
    await expect(page.getByTestId('site-footer')).toContainText(`© ${business.foundingYear}–`);
  });

  test(
    'the logo falls back to the business name when the image cannot load',
    onLaptop('the same fallback at every width'),
    async ({ page }) => {
      await page.route('**/brand/logo-*.svg', (route) => route.abort());
      await page.goto('/portfolio/');
      await expect(page.locator('header').getByText(business.name, { exact: true })).toBeVisible();
    },
  );
});

test.describe('legal pages and 404', () => {
  test.skip(({ isMobile }) => isMobile, 'the same words at every width; their layout is in pages.spec');
  test('legal pages show the configured rates and the last update in the page language', async ({ page }) => {
    await page.goto('/terms/');
    await expect(page.getByTestId('legal-body')).toContainText(formatMoney(business.pricing.hourlyRate, 'en'));
    await expect(page.getByTestId('legal-body')).toContainText(`${business.pricing.minBillableMinutes} minutes`);
    await expect(page.getByTestId('last-updated')).toHaveText(`Last updated: ${formatDate(legalLastUpdated('en', 'terms'), 'en')}`);
    await expect(page.getByTestId('back-home')).toHaveAttribute('href', '/');
    await page.goto('/nl/algemene-voorwaarden/');
    await expect(page.getByTestId('legal-body')).toContainText(formatMoney(business.pricing.hourlyRate, 'nl'));
    await expect(page.getByTestId('last-updated')).toHaveText(`Laatst bijgewerkt: ${formatDate(legalLastUpdated('nl', 'terms'), 'nl')}`);
  });

  test('unknown pages answer 404 in the language of their address', async ({ page }) => {
    const english = await page.goto('/does-not-exist/');
    expect(english?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page not found');
    const dutch = await page.goto('/nl/bestaat-niet/');
    expect(dutch?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Pagina niet gevonden');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });
});
