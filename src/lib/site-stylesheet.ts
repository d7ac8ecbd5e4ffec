/**
 * Gatsby writes the whole stylesheet (45 kB, every page's rules) into the head of every page. A page sends only the
 * rules its first screen uses (src/node/critical-css.ts computes them), and the whole stylesheet, one file that every
 * page shares and the browser caches, loads beside it without holding up the first paint. Below the first screen the
 * sections are laid out only as they near the viewport (`.defer-render`), by which time the stylesheet is in.
 *
 * A visitor who arrives at a section (`/#intake-form`) sees that section first, so then the whole stylesheet holds up
 * the first paint: the section is drawn once, in its final shape.
 */
export const GATSBY_STYLE = /<style data-href="(\/styles\.[0-9a-f]+\.css)" data-identity="gatsby-global-css">[\s\S]*?<\/style>/;
/** Gatsby's root element: a page that has it must have Gatsby's stylesheet. */
const GATSBY_ROOT = 'id="___gatsby"';

export const STYLESHEET_ID = 'site-stylesheet';
/**
 * When the whole stylesheet applies, <html> gets this attribute and the window this event: the page's scripts start
 * only then (src/lib/paint-first.ts), so nothing they draw is drawn with the first screen's rules alone. A window's
 * `load` does not wait for a preload.
 */
export const STYLESHEET_READY_ATTRIBUTE = 'data-stylesheet';
export const STYLESHEET_READY_EVENT = 'site-stylesheet';

/**
 * The inline script right after the stylesheet's preload: applies it once it has loaded, or, for an arrival at a
 * section, makes the first paint wait for it (`blocking="render"`, or a parser-inserted link where that is unknown).
 */
export function stylesheetLoader(): string {
  return (
    `(function(){var D=document,W=window,l=D.getElementById(${JSON.stringify(STYLESHEET_ID)});` +
    `function r(){D.documentElement.setAttribute(${JSON.stringify(STYLESHEET_READY_ATTRIBUTE)},"");W.dispatchEvent(new Event(${JSON.stringify(STYLESHEET_READY_EVENT)}))}` +
    `if(location.hash){var b=D.createElement("link");b.rel="stylesheet";b.href=l.href;` +
    `if("blocking" in b){b.setAttribute("blocking","render");D.head.appendChild(b)}` +
    `else D.write('<link rel="stylesheet" href="'+l.href+'">');r();return}` +
    // The preload's load, then the stylesheet's own once it applies.
    `function a(){l.removeEventListener("load",a);l.removeEventListener("error",a);l.addEventListener("load",r);l.addEventListener("error",r);l.rel="stylesheet"}` +
    `l.addEventListener("load",a);l.addEventListener("error",a)})()`
  );
}

/**
 * Where a page stands: Gatsby's page with its inline stylesheet (`version` null), or a page rewritten by this or an
 * earlier build (`version` says by which code: Gatsby writes a page's HTML again only when its data or code changed).
 */
export type PageStylesheet = { href: string; version: string | null };

const REWRITTEN = /<style data-critical-css="(\/styles\.[0-9a-f]+\.css)"(?: data-version="([^"]*)")?>[\s\S]*?<\/noscript>/;

/** The stylesheet of a built page and how it stands (above); null for a page that is not Gatsby's. */
export function pageStylesheetOf(html: string, where = 'a page'): PageStylesheet | null {
  if (!html.includes(GATSBY_ROOT)) return null;
  const rewritten = REWRITTEN.exec(html);
  if (rewritten) return { href: rewritten[1]!, version: rewritten[2] ?? '' };
  const href = GATSBY_STYLE.exec(html)?.[1];
  if (!href) throw new Error(`${where}: Gatsby's inline stylesheet is not where the critical CSS step expects it`);
  return { href, version: null };
}

/**
 * The page with its first screen's rules, the shared stylesheet's preload and its loader, and for browsers without
 * scripts the stylesheet as a plain link, in place of Gatsby's inline stylesheet or of what an earlier build wrote.
 * `version` names the code that made them.
 */
export function withCriticalCss(html: string, criticalCss: string, version: string, where = 'a page'): string {
  const stylesheet = pageStylesheetOf(html, where);
  if (!stylesheet) return html;
  if (/<\/(style|noscript)/i.test(criticalCss)) throw new Error(`${where}: the critical CSS would close the element it is in`);
  const { href } = stylesheet;
  const replacement =
    `<style data-critical-css="${href}" data-version="${version}">${criticalCss}</style>` +
    `<link rel="preload" href="${href}" as="style" id="${STYLESHEET_ID}"/>` +
    `<script id="${STYLESHEET_ID}-loader">${stylesheetLoader()}</script>` +
    `<noscript><link rel="stylesheet" href="${href}"/></noscript>`;
  return html.replace(stylesheet.version === null ? GATSBY_STYLE : REWRITTEN, () => replacement);
}
