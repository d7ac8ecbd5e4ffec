/**
 * The portfolio's mockups in the build: every case of content/portfolio/cases.json has its three views, drawn from its
 * data, at every width the pages' srcset names, and the portfolio pages show them. Runs after `gatsby build`.
 */
import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import { MOCKUP_VIEWS, caseMockupBase } from '../../src/lib/asset-paths';
import { marketLanguage } from '../../src/lib/markets';
import { IMAGE_WIDTHS, imageFile } from '../../src/lib/responsive-image';
import { pagePath } from '../../src/lib/routes';
import { readCaseMockupSources } from '../../src/node/case-mockups';

const PUBLIC = 'public';
const cases = readCaseMockupSources().map(({ item }) => item);

describe("the portfolio's mockups in the build", () => {
  it.each(cases.map((item) => [item.slug]))('%s: three views, each a WebP at every width', async (slug) => {
    for (const view of MOCKUP_VIEWS)
      for (const width of IMAGE_WIDTHS) {
        const file = path.join(PUBLIC, imageFile(caseMockupBase(slug, view), width));
        expect([file, fs.existsSync(file)]).toEqual([file, true]);
        const metadata = await sharp(file).metadata();
        expect([file, metadata.format, metadata.width]).toEqual([file, 'webp', width]);
      }
  });

  it('shows each case’s three views on the portfolio page of its language, with alt text naming the client', () => {
    for (const item of cases) {
      const page = path.join(PUBLIC, pagePath('portfolio', marketLanguage(item.market)), 'index.html');
      const html = fs.readFileSync(page, 'utf8');
      for (const view of MOCKUP_VIEWS) {
        const src = imageFile(caseMockupBase(item.slug, view), 800);
        const tag = html.match(new RegExp(`<img[^>]*src="${src.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`))?.[0] ?? '';
        expect([page, view, tag.includes(`alt="`) && tag.includes(item.client.replace(/&/g, '&amp;'))]).toEqual([page, view, true]);
      }
    }
  });
});
