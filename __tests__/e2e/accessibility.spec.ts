import { expect, onLaptop, test } from './support/test';

// axe-core checks every page type in both languages at both widths in pages.spec.ts.
test.describe('accessibility', () => {
  test(
    'a skip link leads to the main content and every control shows a focus ring',
    onLaptop('keyboard navigation is a desktop matter'),
    async ({ page }) => {
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
    },
  );
});
