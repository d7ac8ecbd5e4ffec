import fs from 'fs';
import path from 'path';
import business from '../../content/site/business.json';
import { fallbackHtml, type Redirect } from '../lib/redirects';
import { absoluteUrl, languageOfPath } from '../lib/routes';
import { buildTranslator } from './locales';

/** For hosts that ignore redirects (gatsby serve, plain static hosts): a meta-refresh page at every source. */
export function writeRedirectFallbacks(table: readonly Redirect[]): number {
  for (const redirect of table) {
    const t = buildTranslator(languageOfPath(redirect.to), ['common']);
    const file = path.join('public', redirect.from, 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      fallbackHtml(redirect.to, absoluteUrl(business.siteUrl, redirect.to), { title: t('redirect.title'), movedTo: t('redirect.movedTo') }),
    );
  }
  return table.length;
}
