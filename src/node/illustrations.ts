import fs from 'fs';
import path from 'path';
import business from '../../content/site/business.json';
import { LANGUAGES, type Language } from '../lib/languages';
import { formatDecimal } from '../lib/format';
import { illustrationBase, logoPath } from '../lib/asset-paths';
import { escapeXml } from '../lib/escape-xml';
import { createLookUp } from '../lib/i18n';
import { filesUnder } from './files';
import { readNamespaces } from './locales';
import { writeResponsiveWebp } from './raster';
import { textToPaths } from './svg-text';

const SOURCE_DIR = path.join('src', 'illustrations');
export const LOGO_SOURCE = path.join('src', 'brand', 'logo.svg');
const PLACEHOLDER = /\{\{([\w.]+)\}\}/g;
/** The namespaces a drawing's words may come from. */
const DRAWING_NAMESPACES = ['drawings', 'home', 'common'];

/** Every SVG source under src/illustrations. */
export function drawings(): string[] {
  return filesUnder(SOURCE_DIR, '.svg');
}

/**
 * Fills {{key}} placeholders with the language's translations, so a drawing's words are translated like the
 * page's; {{weeks}} and {{rating}} come from the business configuration.
 */
export function translateDrawing(svg: string, language: Language): string {
  // The keys are the drawing's own, read from its file: the lookup checks them (and throws on a missing one), tsc cannot.
  const t = createLookUp(language, readNamespaces(language, DRAWING_NAMESPACES));
  const values = { weeks: business.claims.launchWeeks, rating: formatDecimal(business.claims.averageRating, language) };
  return svg.replace(PLACEHOLDER, (_placeholder, key: string) =>
    key in values ? String(values[key as keyof typeof values]) : escapeXml(t(key, values)),
  );
}

/**
 * Renders every drawing under src/illustrations to WebP in public/images (same relative path). A drawing
 * with {{placeholders}} is rendered once per language, e.g. hero-en and hero-nl.
 */
export async function writeIllustrations(): Promise<number> {
  const jobs = drawings().flatMap((file) => {
    const name = path
      .relative(SOURCE_DIR, file)
      .replace(/\.svg$/, '')
      .split(path.sep)
      .join('/');
    const svg = fs.readFileSync(file, 'utf8');
    if (!svg.includes('{{')) return [writeResponsiveWebp(svg, illustrationBase(name))];
    return LANGUAGES.map((language) => writeResponsiveWebp(translateDrawing(svg, language), illustrationBase(name, language)));
  });
  await Promise.all(jobs);
  return jobs.length;
}

/**
 * The logo stays SVG (the header shows /brand/logo-{language}.svg), one per language with its tagline
 * translated, and its lettering outlined: an SVG image cannot use the page's Inter, so the words would
 * otherwise appear in each device's own font.
 */
export function writeBrandLogos(): void {
  const source = fs.readFileSync(LOGO_SOURCE, 'utf8');
  for (const language of LANGUAGES) {
    const file = path.join('public', logoPath(language));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, textToPaths(translateDrawing(source, language), 1));
  }
}
