/**
 * Gatsby writes the whole stylesheet (every page's rules) into the head of every page. A page sends only the
 * rules its first screen uses (src/node/critical-css.ts computes them); the whole stylesheet, one file that every page
 * shares and the browser caches, is asked for once the first screen has been drawn (src/page-loader/steps.ts), so that
 * it takes no bandwidth from what that screen still needs (the font, the largest image). Below the first screen the
 * sections are laid out only as they near the viewport (`.defer-render`).
 */
import { isGatsbyPage } from './gatsby-page';
import { type HTMLElement, parse } from 'node-html-parser';
import { pageLoaderTags, STYLESHEET_LOADER_ID } from '../page-loader/steps';

/** Gatsby names its stylesheet by its content. */
const STYLESHEET_HREF = /^\/styles\.[0-9a-f]+\.css$/;

const FONT_FACE = /@font-face\{[^{}]*\}/g;

/**
 * The stylesheet's font faces, and the rest. Every page carries the faces in its first screen's rules (Inter and the
 * local fonts fitted to it), and the shared stylesheet is the rest: were it to declare them again, the browser would
 * take them for new faces, match text to them anew and lay the page out again when the stylesheet applied, a second
 * swap after the one Inter's arrival makes (font-display: swap).
 */
export function splitFontFaces(css: string): { fontFaces: string; rest: string } {
  return { fontFaces: (css.match(FONT_FACE) ?? []).join(''), rest: css.replace(FONT_FACE, '') };
}

/**
 * Where a page stands: Gatsby's page with its inline stylesheet (`version` null), or a page rewritten by this or an
 * earlier build (`version` says by which code: Gatsby writes a page's HTML again only when its data or code changed).
 * `href` is Gatsby's stylesheet, from which the shared one is made.
 */
export type PageStylesheet = { href: string; version: string | null };

/** Where a page's stylesheet stands in its text: what to replace, from `start` to `end`. */
type StylesheetSpan = PageStylesheet & { start: number; end: number };

/** The elements this step writes after its style element, in order: the loader's inline and external scripts and the link for browsers without scripts. */
const WRITTEN_AFTER_STYLE = [
  (element: HTMLElement) => element.tagName === 'SCRIPT' && element.id === STYLESHEET_LOADER_ID,
  (element: HTMLElement) => element.tagName === 'SCRIPT' && element.hasAttribute('src'),
  (element: HTMLElement) => element.tagName === 'NOSCRIPT',
];

/**
 * The page's stylesheet, found by parsing its head: Gatsby's inline stylesheet, or the style element and the three
 * elements this step wrote after it. Anything else there (another element between them, a second stylesheet) stops the
 * build rather than being replaced unseen.
 */
function stylesheetSpan(html: string, where: string): StylesheetSpan | null {
  if (!isGatsbyPage(html)) return null;
  const head = parse(html).querySelector('head');
  const gatsby = head?.querySelectorAll('style[data-identity="gatsby-global-css"]') ?? [];
  const rewritten = head?.querySelectorAll('style[data-critical-css]') ?? [];
  if (gatsby.length + rewritten.length !== 1)
    throw new Error(
      `${where}: Gatsby's inline stylesheet is not where the critical CSS step expects it (${gatsby.length + rewritten.length} found)`,
    );
  if (gatsby[0]) {
    const href = gatsby[0].getAttribute('data-href');
    if (!href || !STYLESHEET_HREF.test(href)) throw new Error(`${where}: Gatsby's inline stylesheet names no stylesheet (${href})`);
    return { href, version: null, start: gatsby[0].range[0], end: gatsby[0].range[1] };
  }
  const style = rewritten[0]!;
  let last: HTMLElement = style;
  for (const expected of WRITTEN_AFTER_STYLE) {
    const next = last.nextElementSibling;
    if (!next || !expected(next)) throw new Error(`${where}: the elements after the critical CSS are not the ones this step writes`);
    last = next;
  }
  return {
    href: style.getAttribute('data-critical-css')!,
    version: style.getAttribute('data-version') ?? '',
    start: style.range[0],
    end: last.range[1],
  };
}

/** The stylesheet of a built page and how it stands (above); null for a page that is not Gatsby's. */
export function pageStylesheetOf(html: string, where = 'a page'): PageStylesheet | null {
  const span = stylesheetSpan(html, where);
  return span && { href: span.href, version: span.version };
}

/**
 * The page with its first screen's rules, the shared loader (`loaderSrc`, which loads the shared stylesheet), and for
 * browsers without scripts the shared stylesheet as a plain link, in place of Gatsby's inline stylesheet or of what
 * an earlier build wrote. `version` names the code that made them.
 */
export function withCriticalCss(
  html: string,
  { criticalCss, sharedHref, loaderSrc, version }: { criticalCss: string; sharedHref: string; loaderSrc: string; version: string },
  where = 'a page',
): string {
  const stylesheet = stylesheetSpan(html, where);
  if (!stylesheet) return html;
  if (/<\/(style|noscript)/i.test(criticalCss)) throw new Error(`${where}: the critical CSS would close the element it is in`);
  const replacement =
    `<style data-critical-css="${stylesheet.href}" data-version="${version}">${criticalCss}</style>` +
    pageLoaderTags(loaderSrc) +
    `<noscript><link rel="stylesheet" href="${sharedHref}"/></noscript>`;
  return html.slice(0, stylesheet.start) + replacement + html.slice(stylesheet.end);
}
