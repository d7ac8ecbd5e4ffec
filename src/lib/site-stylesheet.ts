/**
 * Gatsby writes the whole stylesheet (every page's rules) into the head of every page. A page sends only the
 * rules its first screen uses (src/node/critical-css.ts computes them); the whole stylesheet, one file that every page
 * shares and the browser caches, is asked for once the first screen has been drawn (src/lib/page-loader.ts), so that
 * it takes no bandwidth from what that screen still needs (the font, the largest image). Below the first screen the
 * sections are laid out only as they near the viewport (`.defer-render`).
 */
import { isGatsbyPage } from './gatsby-page';
import { pageLoaderTags } from './page-loader';

export const GATSBY_STYLE = /<style data-href="(\/styles\.[0-9a-f]+\.css)" data-identity="gatsby-global-css">[\s\S]*?<\/style>/;

const FONT_FACE = /@font-face\{[^{}]*\}/g;

/**
 * The stylesheet's font faces, and the rest. Every page carries the faces in its first screen's rules, and the shared
 * stylesheet is the rest: were it to declare them again, the browser would take them for new faces, and a page that
 * painted before its font arrived (font-display: optional keeps the fallback then) would switch fonts when the
 * stylesheet applied.
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

/** What this step writes, from its style element to the closing noscript. */
const REWRITTEN = /<style data-critical-css="(\/styles\.[0-9a-f]+\.css)"(?: data-version="([^"]*)")?>[\s\S]*?<\/noscript>/;

/** The stylesheet of a built page and how it stands (above); null for a page that is not Gatsby's. */
export function pageStylesheetOf(html: string, where = 'a page'): PageStylesheet | null {
  if (!isGatsbyPage(html)) return null;
  const rewritten = REWRITTEN.exec(html);
  if (rewritten) return { href: rewritten[1]!, version: rewritten[2] ?? '' };
  const href = GATSBY_STYLE.exec(html)?.[1];
  if (!href) throw new Error(`${where}: Gatsby's inline stylesheet is not where the critical CSS step expects it`);
  return { href, version: null };
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
  const stylesheet = pageStylesheetOf(html, where);
  if (!stylesheet) return html;
  if (/<\/(style|noscript)/i.test(criticalCss)) throw new Error(`${where}: the critical CSS would close the element it is in`);
  const replacement =
    `<style data-critical-css="${stylesheet.href}" data-version="${version}">${criticalCss}</style>` +
    pageLoaderTags(loaderSrc) +
    `<noscript><link rel="stylesheet" href="${sharedHref}"/></noscript>`;
  return html.replace(stylesheet.version === null ? GATSBY_STYLE : REWRITTEN, () => replacement);
}
