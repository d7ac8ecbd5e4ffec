import type { PortfolioCaseItem } from '../lib/content-model';
import type { TradeMotif } from '../lib/cover-choices';
import { STYLES } from '../lib/forms/options';
import { formatPhone } from '../lib/site-preview/phone';
import { PREVIEW_THEMES, type PreviewTheme } from '../lib/site-preview/theme';
import { hash, mix } from './covers/drawing';
import { headingStyle, headingWords, wrapLines, type TextStyle } from './case-mockup-parts';
import { motifDefinitions, type MockupSite } from './case-mockup-site';

/**
 * What every view of a case's mockups reads: the case, its style's theme and words, the backdrop and the phone's size
 * (src/node/case-mockup-svg.ts draws the views).
 */

export const MOCKUP_WIDTH = 800;
export const MOCKUP_HEIGHT = 560;

export type MockupCase = Pick<PortfolioCaseItem, 'slug' | 'client' | 'location' | 'phone' | 'style' | 'market' | 'features' | 'site'>;
export type Feature = MockupCase['features'][number];
export type Site = MockupCase['site'];

export interface Context {
  item: MockupCase;
  site: MockupSite;
  theme: PreviewTheme;
  id: string;
  locale: string;
  content: Site;
}

/**
 * A headline set whole: the largest of the sizes at which it fits `maxLines` lines, cut only when even the smallest
 * does not (a client would not have their headline cut short).
 */
export function fittedHeadline(
  c: Context,
  words: string,
  width: number,
  sizes: readonly number[],
  maxLines: number,
  fill: string,
): { lines: string[]; style: TextStyle } {
  const heading = headingWords(c.theme, words, c.locale);
  for (const size of sizes) {
    const style = headingStyle(c.theme, size, fill);
    const lines = wrapLines(heading, width, style, maxLines + 1);
    if (lines.length <= maxLines) return { lines, style };
  }
  const style = headingStyle(c.theme, sizes[sizes.length - 1]!, fill);
  return { lines: wrapLines(heading, width, style, maxLines), style };
}

/** The text's whole sentences that fit `maxLines` lines, from the first; none when the first alone does not. */
export function sentencesThatFit(words: string, width: number, style: TextStyle, maxLines: number): string[] {
  if (maxLines <= 0) return [];
  const sentences = words.split(/(?<=[.!?])\s+/);
  let fitting: string[] = [];
  for (let count = 1; count <= sentences.length; count += 1) {
    const lines = wrapLines(sentences.slice(0, count).join(' '), width, style, maxLines + 1);
    if (lines.length > maxLines) break;
    fitting = lines;
  }
  // A sentence cut short reads as a mistake: none rather than half of one.
  return fitting;
}

export function featureText(item: MockupCase, feature: Feature): string {
  return feature.text[item.market] ?? '';
}

export function context(item: MockupCase, motif: TradeMotif, variant: number): Context {
  const theme = PREVIEW_THEMES[item.style];
  const locale = item.market;
  return {
    item,
    theme,
    locale,
    content: item.site,
    id: `m${hash(item.slug).toString(36)}`,
    site: {
      client: item.client,
      tagline: item.site.tagline,
      logo: item.site.logo,
      theme,
      phone: formatPhone(item.phone, item.market).display,
      locale,
      motif,
      // The styles start at different layouts, so cases of different styles differ in more than colour too.
      variant: variant + STYLES.indexOf(item.style),
    },
  };
}

/** The backdrop the devices stand on: the style's page and hero colours, soft light from one corner. */
export function backdrop(c: Context, extraDefinitions = ''): string {
  const { theme, id } = c;
  const from = mix(theme.surface, theme.hero, 0.1);
  const to = mix(theme.surface, theme.hero, 0.28);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${MOCKUP_WIDTH}" height="${MOCKUP_HEIGHT}" viewBox="0 0 ${MOCKUP_WIDTH} ${MOCKUP_HEIGHT}">` +
    `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<linearGradient id="${id}-base" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e2e8f0"/><stop offset="1" stop-color="#94a3b8"/></linearGradient>` +
    `<filter id="${id}-grey"><feColorMatrix type="saturate" values="0.1"/></filter>` +
    motifDefinitions(theme, id) +
    extraDefinitions +
    `</defs>` +
    `<rect width="${MOCKUP_WIDTH}" height="${MOCKUP_HEIGHT}" fill="url(#${id}-bg)"/>` +
    `<circle cx="${c.site.variant % 2 ? 90 : 710}" cy="70" r="150" fill="#ffffff" opacity="0.35"/>` +
    `<circle cx="${c.site.variant % 2 ? 720 : 70}" cy="520" r="110" fill="#ffffff" opacity="0.25"/>`
  );
}

export const PHONE = { width: 236, height: 488, bezel: 9 };
export const SCREEN_WIDTH = PHONE.width - PHONE.bezel * 2;
