import fs from 'fs';
import path from 'path';
import business from '../../content/site/business.json';
import { absoluteUrl } from '../lib/routes';

/** Crawlers may read every page but the Functions; the sitemap index lists the pages. */
export function writeRobotsTxt(): void {
  fs.writeFileSync(
    path.join('public', 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl(business.siteUrl, '/sitemap-index.xml')}\n`,
  );
}
