import { expect, type Page } from '@playwright/test';
import business from '../../../content/site/business.json';
import { cityArticlePath, translatedPostPaths } from '../../support/content';

export const SITE_URL = business.siteUrl;

/** Every page type in both languages (Local SEO articles exist in English only). */
export const PAGES: Array<{ name: string; en: string; nl: string | null }> = [
  { name: 'home', en: '/', nl: '/nl/' },
  { name: 'portfolio', en: '/portfolio/', nl: '/nl/portfolio/' },
  { name: 'plumber', en: '/plumber-website-design/', nl: '/nl/loodgieter-website-maken/' },
  { name: 'blog', en: '/blog/', nl: '/nl/blog/' },
  { name: 'blog category', en: '/blog/category/industry-specific/', nl: '/nl/blog/categorie/per-branche/' },
  { name: 'general article', ...translatedPostPaths() },
  { name: 'local article', en: cityArticlePath('en'), nl: null },
  { name: 'privacy', en: '/privacy/', nl: '/nl/privacy/' },
  { name: 'terms', en: '/terms/', nl: '/nl/algemene-voorwaarden/' },
  { name: 'cookies', en: '/cookies/', nl: '/nl/cookiebeleid/' },
  { name: 'thank-you', en: '/thank-you/', nl: '/nl/bedankt/' },
];

/** Collects the hosts a page requests, to prove nothing loads from a third party. */
export function recordHosts(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) hosts.add(url.host);
  });
  return hosts;
}

/** Raw i18n keys like `home.hero.title` that reached the screen mean a missing translation. */
export async function expectNoRawKeys(page: Page) {
  const text = await page.locator('body').innerText();
  const keys =
    text.match(
      /\b(?:a11y|nav|footer|home|forms|blog|plumber|portfolio|legal|notFound|language|whatsapp|site|emails)\.[a-zA-Z-]+(?:\.[a-zA-Z-]+)*\b/g,
    ) ?? [];
  expect(keys).toEqual([]);
  expect(text).not.toMatch(/\{\{\s*\w+\s*\}\}/);
}

/** True when the element's top is within the viewport (after a smooth scroll settles). */
export async function expectInViewport(page: Page, selector: string) {
  await expect
    .poll(
      async () =>
        page.locator(selector).evaluate((element) => {
          const rect = element.getBoundingClientRect();
          return rect.top >= -2 && rect.top < window.innerHeight * 0.6;
        }),
      { timeout: 6000 },
    )
    .toBe(true);
}

/** Clicks the language switch: in the header on wide screens, in the menu on phones. */
export async function switchLanguage(page: Page, isMobile: boolean | undefined) {
  if (isMobile) await page.getByTestId('menu-toggle').click();
  await page.locator('[data-testid="language-switch"]:visible').first().click();
}

/**
 * The page has drawn what the last action changed, and what that set off: three frames rendered (scroll events and
 * observers report after a frame's layout, the update they cause renders in the next one, which the third follows),
 * then every animation and transition that ends has finished (`getAnimations` flushes style first, so a transition
 * just set off is among them). What a test then does not see did not happen, without waiting a fixed time for it.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve))))' +
      '.then(() => Promise.all(document.getAnimations()' +
      // A looping animation (the pulsing availability dot) never finishes.
      '.filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)' +
      '.map((animation) => animation.finished.catch(() => null))))',
  );
}

/** The home calculator, opened where it opens on request (a phone). */
export async function openHomeCalculator(page: Page, isMobile: boolean | undefined): Promise<void> {
  const toggle = page.getByTestId('home-calc-toggle');
  if (!isMobile) {
    await expect(toggle).toBeHidden();
    return;
  }
  await expect(page.getByTestId('home-calc-business-type')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}
