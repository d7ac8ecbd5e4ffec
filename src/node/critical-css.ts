import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import Beasties from 'beasties';
import { HTMLElement, type Node, parse } from 'node-html-parser';
import { SCRIPTS_CLASS } from '../lib/scripts-class';
import { arrivalAtSectionScript } from '../page-loader/steps';
import { pageStylesheetOf, splitFontFaces, withCriticalCss } from '../lib/site-stylesheet';
import { filesUnder } from './files';
import { pageLoaderScript } from '../page-loader/bundle';

/**
 * Critical CSS is computed once per distinct first screen and stylesheet, and kept in Gatsby's cache folder (which
 * Netlify keeps between deploys): an edited article computes its own again, not every page's.
 */
export const CRITICAL_CSS_CACHE = path.join('.cache', 'caches', 'critical-css');
/** The modules whose code decides what goes into a page's critical CSS besides the page and the stylesheet. */
const CRITICAL_CSS_SOURCES = ['src/node/critical-css.ts', 'src/lib/site-stylesheet.ts'];

/**
 * The code that makes a page's critical CSS and loader, as a hash of that code: these modules' source, the installed
 * beasties and the loader scripts. Pages Gatsby did not write again are made anew when it differs, with no number to
 * remember to bump.
 */
export const CRITICAL_CSS_VERSION = (() => {
  const hash = crypto.createHash('sha256');
  for (const source of CRITICAL_CSS_SOURCES) hash.update(fs.readFileSync(path.resolve(source))).update('\0');
  // Its package file by path: gatsby-node's bundle (Parcel) has a require.resolve of its own.
  hash.update(fs.readFileSync(path.resolve('node_modules', 'beasties', 'package.json'))).update('\0');
  return hash
    .update(`${pageLoaderScript('')}\0${arrivalAtSectionScript('')}`)
    .digest('hex')
    .slice(0, 12);
})();

/**
 * What a visitor can see before scrolling, as the browser will style it: the page without its deferred sections
 * (`.defer-render`, laid out only as they near the viewport) and without scripts, with <html> marked as the inline
 * head script marks it in a browser that runs scripts. The first deferred section stays (a wide screen shows its top
 * below the hero) and so does the footer (a short page, such as the 404, shows it whole). A browser without scripts
 * loads the whole stylesheet.
 */
export function firstScreen(html: string): string {
  const document = parse(html);
  const deferred = document.querySelectorAll('.defer-render').filter((element) => !element.parentNode?.closest('.defer-render'));
  const shown = new Set([deferred[0], ...deferred.filter((element) => element.tagName === 'FOOTER')]);
  for (const element of [...document.querySelectorAll('script, noscript'), ...deferred.filter((element) => !shown.has(element))])
    element.remove();
  const body = document.querySelector('body')?.innerHTML ?? '';
  return `<!DOCTYPE html><html class="${SCRIPTS_CLASS}"><head></head><body>${body}</body></html>`;
}

/** Attributes whose values a rule can depend on without naming them in brackets (`:lang()`, `:checked`, input types). */
const MATCHED_ATTRIBUTES = ['class', 'lang', 'dir', 'type', 'value'];

/** The attributes whose values the stylesheet's selectors compare (`[data-state=open]`, `#id`); not `[id]`, which asks only whether there is one. */
function comparedAttributes(stylesheet: string): Set<string> {
  // What comes before a block's brace is a selector list or an at-rule's prelude, never a declaration (no colours).
  const selectors = [...stylesheet.matchAll(/([^{}]*)\{/g)].map((match) => match[1]).join('\n');
  const compared = [...selectors.matchAll(/(?<!\\)\[\s*([a-zA-Z_][\w:-]*)\s*[~|^$*]?=/g)].map((match) => match[1]!.toLowerCase());
  return new Set([...MATCHED_ATTRIBUTES, ...compared, ...(/(?<!\\)#-?[a-zA-Z_]/.test(selectors) ? ['id'] : [])]);
}

/**
 * What of a first screen the stylesheet's selectors can see: its elements in order, with their attribute names, the
 * values of the attributes a selector compares (above), and where there is text, but not the text itself (no
 * selector reads it) nor other values (links, image sources, headings' ids). Local SEO articles of one trade have
 * the same shape and so the same first-screen rules: at 2,000 articles the cold build computed 2,369 pages' rules
 * one by one.
 */
export function selectorShape(screen: string, stylesheet: string): string {
  const compared = comparedAttributes(stylesheet);
  const shape = (node: Node): string => {
    if (!(node instanceof HTMLElement)) return node.rawText ? '#' : '';
    const attributes = Object.entries(node.attributes)
      .map(([name, value]) => (compared.has(name.toLowerCase()) ? `${name}=${JSON.stringify(value)}` : name))
      .sort()
      .join(' ');
    return `<${node.rawTagName ?? ''} ${attributes}>${node.childNodes.map(shape).join('')}</>`;
  };
  return shape(parse(screen));
}

/**
 * The stylesheet's rules that apply to the first screen, after all its font faces (src/lib/site-stylesheet.ts says
 * why every page carries all of them); the font file itself is preloaded (gatsby-ssr).
 */
export async function criticalCssOf(screen: string, href: string, stylesheet: string): Promise<string> {
  const { fontFaces, rest } = splitFontFaces(stylesheet);
  const beasties = new Beasties({
    path: '/',
    publicPath: '/',
    inlineFonts: false,
    preloadFonts: false,
    keyframes: 'critical',
    compress: true,
    logLevel: 'warn',
  });
  beasties.readFile = (file) => {
    if (file !== href) throw new Error(`critical CSS: unexpected stylesheet ${file}`);
    return rest;
  };
  const processed = await beasties.process(screen.replace('<head></head>', `<head><link rel="stylesheet" href="${href}"></head>`));
  const critical = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1];
  if (critical === undefined) throw new Error('critical CSS: no rules found for the first screen');
  return fontFaces + critical;
}

/**
 * The stylesheet every page shares, written beside Gatsby's: the same rules without the font faces that every page
 * carries, and the loader that asks for it and for the page's scripts (src/page-loader/steps.ts), each named by its
 * content (cached for a year, src/node/content-security-policy.ts).
 */
function writeSharedFiles(publicDir: string, css: string): { css: string; sharedHref: string; loaderSrc: string } {
  const named = (content: string) => crypto.createHash('sha256').update(content).digest('hex').slice(0, 20);
  const { rest } = splitFontFaces(css);
  const sharedHref = `/styles.${named(rest)}.css`;
  fs.writeFileSync(path.join(publicDir, sharedHref), rest);
  const loader = pageLoaderScript(sharedHref);
  const loaderSrc = `/static/page-loader-${named(loader)}.js`;
  fs.mkdirSync(path.join(publicDir, 'static'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, loaderSrc), `${loader}\n`);
  return { css, sharedHref, loaderSrc };
}

export interface CriticalCssStats {
  pages: number;
  computed: number;
  cached: number;
  /** Pages Gatsby did not write again, which still carry what an earlier build gave them. */
  unchanged: number;
}

/**
 * Rewrites every built Gatsby page to carry its first screen's rules instead of the whole stylesheet, which loads
 * beside it (src/lib/site-stylesheet.ts). Throws when no page had Gatsby's inline stylesheet.
 */
export async function writeCriticalCss(publicDir = 'public'): Promise<CriticalCssStats> {
  const stats: CriticalCssStats = { pages: 0, computed: 0, cached: 0, unchanged: 0 };
  /** Gatsby's stylesheets by their public path, and the shared one made from each. */
  const stylesheets = new Map<string, { css: string; sharedHref: string; loaderSrc: string }>();
  for (const file of filesUnder(publicDir, '.html')) {
    const html = fs.readFileSync(file, 'utf8');
    const page = pageStylesheetOf(html, file);
    if (!page) continue;
    const { href } = page;
    stats.pages += 1;
    if (!stylesheets.has(href)) {
      const stylesheetFile = path.join(publicDir, href);
      if (!fs.existsSync(stylesheetFile)) throw new Error(`${file} loads ${href}, which this build did not write`);
      stylesheets.set(href, writeSharedFiles(publicDir, fs.readFileSync(stylesheetFile, 'utf8')));
    }
    if (page.version === CRITICAL_CSS_VERSION) {
      stats.unchanged += 1;
      continue;
    }
    const { css: stylesheet, sharedHref, loaderSrc } = stylesheets.get(href)!;
    const screen = firstScreen(html);
    const key = crypto
      .createHash('sha256')
      .update(CRITICAL_CSS_VERSION)
      .update('\0')
      .update(stylesheet)
      .update('\0')
      .update(selectorShape(screen, stylesheet))
      .digest('hex');
    const cached = path.join(CRITICAL_CSS_CACHE, key.slice(0, 2), `${key}.css`);
    let critical: string;
    if (fs.existsSync(cached)) {
      critical = fs.readFileSync(cached, 'utf8');
      stats.cached += 1;
    } else {
      critical = await criticalCssOf(screen, href, stylesheet);
      fs.mkdirSync(path.dirname(cached), { recursive: true });
      fs.writeFileSync(cached, critical);
      stats.computed += 1;
    }
    fs.writeFileSync(file, withCriticalCss(html, { criticalCss: critical, sharedHref, loaderSrc, version: CRITICAL_CSS_VERSION }, file));
  }
  if (stats.pages === 0) throw new Error("no page had Gatsby's inline stylesheet to replace with its critical CSS");
  return stats;
}
