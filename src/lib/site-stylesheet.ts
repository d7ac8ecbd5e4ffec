/**
 * Gatsby writes the whole stylesheet (45 kB, every page's rules) into the head of every page. A page sends only the
 * rules its first screen uses (src/node/critical-css.ts computes them); the whole stylesheet, one file that every page
 * shares and the browser caches, is asked for once the first screen has been drawn and has loaded, so that it takes no
 * bandwidth from what that screen still needs (the font, the largest image). Below the first screen the sections are
 * laid out only as they near the viewport (`.defer-render`), and a visitor's first scroll asks for the stylesheet at
 * once.
 *
 * A visitor who arrives at a section (`/#intake-form`) sees that section first, so then the whole stylesheet holds up
 * the first paint, and so does the section until it is parsed (`<link rel="expect">`): otherwise the browser may paint
 * the top of a page it has half read, then add the rest of the header and jump.
 */
import { AFTER_PAINT } from './after-paint';
import { INTERACTION_EVENTS } from './interaction-events';

export const GATSBY_STYLE = /<style data-href="(\/styles\.[0-9a-f]+\.css)" data-identity="gatsby-global-css">[\s\S]*?<\/style>/;
/** Gatsby's root element: a page that has it must have Gatsby's stylesheet. */
const GATSBY_ROOT = 'id="___gatsby"';

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

/** The inline script that loads the whole stylesheet; the page's scripts wait for it where a page has it. */
export const STYLESHEET_LOADER_ID = 'site-stylesheet-loader';
/**
 * When the whole stylesheet applies, <html> gets this attribute and the window this event: the page's scripts start
 * only then (src/lib/paint-first.ts), so nothing they draw is drawn with the first screen's rules alone.
 */
export const STYLESHEET_READY_ATTRIBUTE = 'data-stylesheet';
export const STYLESHEET_READY_EVENT = 'site-stylesheet';

/** A visitor scrolling towards what the first screen's rules do not cover, or reaching for the page. */
const NOW_EVENTS = ['scroll', ...INTERACTION_EVENTS];

/**
 * The inline script in the head that loads the whole stylesheet: once the largest paint has been presented (the
 * page's `load` and a largest-contentful-paint entry, or a first paint where the engine reports none, then its images decoded and
 * two frames (src/lib/after-paint.ts):
 * Lighthouse's simulated load counts every request started before that paint as holding it up), or at once when the
 * visitor scrolls or reaches for the page, or in a tab that does not paint. For an arrival at a section, before the
 * first paint, which waits for it and for the section (`blocking="render"`, or a parser-inserted link where the
 * browser does not know that attribute).
 */
export function stylesheetLoader(href: string): string {
  return (
    `(function(){var D=document,W=window,e,h=${JSON.stringify(href)};` +
    `function r(){D.documentElement.setAttribute(${JSON.stringify(STYLESHEET_READY_ATTRIBUTE)},"");W.dispatchEvent(new Event(${JSON.stringify(STYLESHEET_READY_EVENT)}))}` +
    `function a(b){var l;if(b==="write"){D.write('<link rel="stylesheet" href="'+h+'" id="site-stylesheet">');l=D.getElementById("site-stylesheet")}` +
    `else{l=D.createElement("link");l.rel="stylesheet";l.href=h;if(b)l.setAttribute("blocking","render");D.head.appendChild(l)}` +
    `l.addEventListener("load",r);l.addEventListener("error",r)}` +
    `if(location.hash){if("blocking" in HTMLLinkElement.prototype){a("render");e=D.createElement("link");e.rel="expect";e.href=location.hash;e.setAttribute("blocking","render");D.head.appendChild(e)}else a("write");return}` +
    `if(D.hidden){a(false);return}` +
    `var q=false,v=${JSON.stringify(NOW_EVENTS)};function n(){if(q)return;q=true;v.forEach(function(t){W.removeEventListener(t,n,true)});a(false)}` +
    `v.forEach(function(t){W.addEventListener(t,n,{capture:true,passive:true})});` +
    `var P=W.PerformanceObserver,p=!(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("largest-contentful-paint")>=0),o=D.readyState==="complete";` +
    `${AFTER_PAINT}function g(){if(p&&o)Z(n)}` +
    `if(!p){var f=function(x){if(x.getEntries().length&&!p){p=true;g()}};new P(f).observe({type:"largest-contentful-paint",buffered:true});` +
    `try{new P(f).observe({type:"paint",buffered:true})}catch(y){}}` +
    `if(!o)W.addEventListener("load",function(){o=true;g()});g()})()`
  );
}

/**
 * Where a page stands: Gatsby's page with its inline stylesheet (`version` null), or a page rewritten by this or an
 * earlier build (`version` says by which code: Gatsby writes a page's HTML again only when its data or code changed).
 * `href` is Gatsby's stylesheet, from which the shared one is made.
 */
export type PageStylesheet = { href: string; version: string | null };

/** What this step writes (the closing noscript ends it); older builds wrote a preload between. */
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
 * The page with its first screen's rules, the shared stylesheet's loader, and for browsers without scripts the shared
 * stylesheet as a plain link, in place of Gatsby's inline stylesheet or of what an earlier build wrote. `version`
 * names the code that made them.
 */
export function withCriticalCss(
  html: string,
  { criticalCss, sharedHref, version }: { criticalCss: string; sharedHref: string; version: string },
  where = 'a page',
): string {
  const stylesheet = pageStylesheetOf(html, where);
  if (!stylesheet) return html;
  if (/<\/(style|noscript)/i.test(criticalCss)) throw new Error(`${where}: the critical CSS would close the element it is in`);
  const replacement =
    `<style data-critical-css="${stylesheet.href}" data-version="${version}">${criticalCss}</style>` +
    `<script id="${STYLESHEET_LOADER_ID}">${stylesheetLoader(sharedHref)}</script>` +
    `<noscript><link rel="stylesheet" href="${sharedHref}"/></noscript>`;
  return html.replace(stylesheet.version === null ? GATSBY_STYLE : REWRITTEN, () => replacement);
}
