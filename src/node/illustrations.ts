import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import business from '../../content/site/business.json';
import enHome from '../../locales/en/home.json';
import nlHome from '../../locales/nl/home.json';
import { LANGUAGES, type Language } from '../lib/languages';
import { formatDecimal } from '../lib/format';
import { illustrationBase } from '../lib/responsive-image';
import { escapeXml } from '../lib/cover-image';
import { interpolate } from '../lib/head-translator';
import { writeResponsiveWebp } from './raster';
import { textToPaths } from './svg-text';

const SOURCE_DIR = path.join('src', 'illustrations');
export const BRAND_DIR = path.join('src', 'brand');
const HOME_TEXTS: Record<Language, typeof enHome> = { en: enHome, nl: nlHome };
const PLACEHOLDER = /\{\{([\w.]+)\}\}/g;

/** Every SVG source under `dir`, recursively. */
export function drawings(dir = SOURCE_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return drawings(full);
    return entry.name.endsWith('.svg') ? [full] : [];
  });
}

function lookup(texts: unknown, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);
  return typeof value === 'string' ? value : undefined;
}

/** Fills {{home.…}} placeholders from the language's home texts, so a drawing's words are translated like the page's. */
export function translateDrawing(svg: string, language: Language): string {
  const values = { weeks: business.claims.launchWeeks, rating: formatDecimal(business.claims.averageRating, language) };
  return svg.replace(PLACEHOLDER, (placeholder, key: string) => {
    if (key in values) return String(values[key as keyof typeof values]);
    const text = lookup(HOME_TEXTS[language], key);
    if (text === undefined) throw new Error(`${placeholder} in a drawing has no text in locales/${language}/home.json`);
    return escapeXml(interpolate(text, values));
  });
}

/**
 * Renders every drawing under src/illustrations to WebP in public/images (same relative path). A drawing
 * with {{placeholders}} is rendered once per language, e.g. hero-en and hero-nl.
 */
export async function writeIllustrations(reporter: Reporter): Promise<void> {
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
  reporter.info(`Rendered ${jobs.length} illustrations to WebP`);
}

/**
 * The logos stay SVG (the header shows /brand/logo-{language}.svg) with their lettering outlined: an SVG
 * image cannot use the page's Inter, so the words would otherwise appear in each device's own font.
 */
export function writeBrandLogos(reporter: Reporter): void {
  const target = path.join('public', 'brand');
  fs.mkdirSync(target, { recursive: true });
  const logos = fs.readdirSync(BRAND_DIR).filter((name) => name.endsWith('.svg'));
  for (const name of logos) {
    fs.writeFileSync(path.join(target, name), textToPaths(fs.readFileSync(path.join(BRAND_DIR, name), 'utf8'), 1));
  }
  reporter.info(`Outlined the lettering of ${logos.length} logos`);
}
