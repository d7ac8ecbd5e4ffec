import { HTMLElement, type Node, parse } from 'node-html-parser';
import Beasties from 'beasties';
import { SCRIPTS_CLASS } from '../lib/scripts-class';
import { splitFontFaces } from '../lib/site-stylesheet';

/**
 * A page's first-screen CSS, computed while Gatsby renders it (gatsby-ssr's `replaceRenderer`, src/node/critical-css-head.tsx)
 * from the stylesheet Gatsby would inline (src/node/shared-stylesheet.ts hands it to the renderer). This module runs
 * inside Gatsby's HTML renderer: no file access, so Gatsby's incremental HTML builds stay on.
 */

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
