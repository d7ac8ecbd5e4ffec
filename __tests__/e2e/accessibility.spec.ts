import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { PAGES } from './support/pages';

const EXTRA = [{ name: '404', en: '/does-not-exist/', nl: '/nl/bestaat-niet/' }];

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const entry of [...PAGES, ...EXTRA]) {
    for (const language of ['en', 'nl'] as const) {
      const path = entry[language];
      if (!path) continue;
      test(`${entry.name} (${language}) has no violations`, async ({ page }) => {
        // axe-core reads every node: on the longest pages that takes a while on a busy 2-core machine.
        if (['home', 'portfolio'].includes(entry.name)) test.slow();
        await page.goto(path);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        const summary = results.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
        }));
        expect(summary).toEqual([]);
      });
    }
  }

  test('a skip link leads to the main content and every control shows a focus ring', async ({ page, isMobile }) => {
    test.skip(isMobile, 'keyboard navigation is a desktop matter');
    // It tabs through every control of the home page.
    test.slow();
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    for (let index = 0; index < 12; index += 1) {
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return 'none';
        const style = getComputedStyle(element);
        return style.outlineStyle !== 'none' && style.outlineWidth !== '0px' ? 'outline' : style.boxShadow !== 'none' ? 'ring' : 'none';
      });
      expect(outline).not.toBe('none');
    }
  });
});
