/**
 * `npm run screenshots -- [base URL] [paths…]`: full-page PNGs of pages at 390 px and 1280 px wide, in
 * Debian's Chromium, into reports/screenshots/. For looking at the site as a visitor would.
 */
import fs from 'fs';
import path from 'path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../__tests__/e2e/support/chromium';
import { RENDER_ALL_CLASS } from '../src/lib/deferred-render';

const DEFAULT_PATHS = [
  '/',
  '/nl/',
  '/portfolio/',
  '/nl/portfolio/',
  '/plumber-website-design/',
  '/nl/loodgieter-website-maken/',
  '/blog/',
  '/nl/blog/',
  '/blog/page/2/',
  '/nl/blog/categorie/lokale-seo/',
  '/blog/plumber-chicago/',
  '/nl/blog/loodgieter-website-meer-klanten/',
  '/terms/',
  '/nl/algemene-voorwaarden/',
  '/privacy/',
  '/thank-you/',
  '/nl/bedankt/',
  '/does-not-exist/',
  '/nl/bestaat-niet/',
];

async function main() {
  const [base = 'http://127.0.0.1:9000', ...paths] = process.argv.slice(2);
  const out = path.join('reports', 'screenshots');
  fs.mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 800 } });
    for (const target of paths.length ? paths : DEFAULT_PATHS) {
      await page.goto(new URL(target, base).href, { waitUntil: 'networkidle' });
      // A full-page capture shows what lies outside the viewport: render the deferred sections
      // (.defer-render) and load the lazy images first, as a visitor's scrolling would.
      await page.evaluate(async (renderAllClass) => {
        document.documentElement.classList.add(renderAllClass);
        const images = Array.from(document.images);
        for (const image of images) image.loading = 'eager';
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      }, RENDER_ALL_CLASS);
      await page.waitForLoadState('networkidle');
      const name = `${width}-${target.replace(/\/+$/, '').replace(/^\//, '').replace(/\//g, '_') || 'home'}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: true });
      console.info(`${name}`);
    }
    await page.close();
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
