import { AFTER_PAINT } from './after-paint';
import { INTERACTION_EVENTS } from './interaction-events';
import { STYLESHEET_LOADER_ID, STYLESHEET_READY_ATTRIBUTE, STYLESHEET_READY_EVENT } from './site-stylesheet';

/**
 * Gatsby ends every page with `<script src="…" async>` tags for its runtime, React and the app. Scripts that start
 * while the page is still painting compete with what the visitor came for, and Lighthouse's simulated load counts
 * every request started before the largest paint as blocking it. The loader that replaces them starts the same
 * scripts once the largest paint has been presented: after the page's `load` (every image and font of the first
 * screen is in), the browser's first paint entry (largest-contentful-paint, or first-contentful-paint where the
 * engine stops reporting the former because the page scrolled to an anchor), the whole stylesheet applied (the first
 * screen has its own rules, src/lib/site-stylesheet.ts), then the page's images decoded and two frames
 * (src/lib/after-paint.ts), when the browser is idle. A visitor's first touch, key or focus starts them at once, so a form is never waiting on a paint.
 */
const GATSBY_SCRIPTS = /(?:<script src="[^"]+\.js" async><\/script>\s*)+(?=<!-- slice-end id="_gatsby-scripts)/;
const SCRIPT_SOURCE = /<script src="([^"]+\.js)" async><\/script>/g;
/** Gatsby's root element: a page that has it must have Gatsby's scripts. */
const GATSBY_ROOT = 'id="___gatsby"';
const LOADER_ELEMENT = '<script id="paint-first">';
/**
 * Gatsby's map of every template's script chunks (`window.___chunkMapping`), inline in every page though its loader
 * reads it only when it loads a page's component: 5-6 kB (1 kB compressed) in each page's HTML, growing with every
 * MDX article. Lighthouse's simulation downloads a document in round trips of about 14 kB before anything paints, so
 * that kilobyte put a legal page into a second round trip its twin without scripts did not need (1,380 against
 * 1,080 ms). The build writes it to a cached file instead, loaded first among the page's scripts.
 */
const CHUNK_MAPPING = /\s*<script\s+id="gatsby-chunk-mapping"\s*>([\s\S]*?)<\/script>/;

/** The script of Gatsby's inline chunk map, when the page still carries it. */
export function inlineChunkMapping(html: string): string | undefined {
  return CHUNK_MAPPING.exec(html)?.[1]?.trim();
}
const EARLIER_LOADER = /<script id="paint-first">\(function\(\)\{var s=(\[[^\]]*\])[\s\S]*?<\/script>/;

/** The inline loader for these scripts (see above); at once in a tab that does not paint. */
export function paintFirstLoader(sources: string[]): string {
  const list = JSON.stringify(sources);
  const events = JSON.stringify(INTERACTION_EVENTS);
  return (
    `(function(){var s=${list},v=${events},d=false,w=window,D=document;` +
    `function l(){if(d)return;d=true;v.forEach(function(t){w.removeEventListener(t,l,true)});` +
    // In order (they download side by side): the chunk map runs before the app reads it.
    `s.forEach(function(u){var e=D.createElement("script");e.src=u;e.async=false;D.body.appendChild(e)})}` +
    `v.forEach(function(t){w.addEventListener(t,l,{capture:true,passive:true})});` +
    `if(D.hidden){l();return}` +
    `var P=w.PerformanceObserver,p=!(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("largest-contentful-paint")>=0),` +
    `o=D.readyState==="complete",c=!D.getElementById(${JSON.stringify(STYLESHEET_LOADER_ID)})||D.documentElement.hasAttribute(${JSON.stringify(STYLESHEET_READY_ATTRIBUTE)});` +
    `if(!c)w.addEventListener(${JSON.stringify(STYLESHEET_READY_EVENT)},function(){c=true;g()});` +
    `${AFTER_PAINT}function g(){if(!p||!o||!c)return;var i=w.requestIdleCallback||function(f){setTimeout(f,1)};` +
    `Z(function(){i(l,{timeout:500})})}` +
    // The first contentful paint counts too: an engine stops reporting largest paints once the page scrolls, and
    // a visitor who arrives at an anchor can scroll before the first one is recorded.
    `if(!p){var f=function(x){if(x.getEntries().length&&!p){p=true;g()}};new P(f).observe({type:"largest-contentful-paint",buffered:true});` +
    `try{new P(f).observe({type:"paint",buffered:true})}catch(e){}}` +
    `if(!o)w.addEventListener("load",function(){o=true;g()});g()})()`
  );
}

/**
 * The page with Gatsby's script tags replaced by the loader. A page without Gatsby's root is returned as it is
 * (redirect fallbacks); a Gatsby page whose scripts this does not recognise throws, so a change in Gatsby's markup
 * stops the build instead of shipping pages that load their scripts the old way, or not at all.
 */
export function loadScriptsAfterLargestPaint(html: string, where = 'a page', chunkMappingSource?: string): string {
  if (!html.includes(GATSBY_ROOT)) return html;
  const mapping = CHUNK_MAPPING.exec(html);
  if (mapping) {
    if (!chunkMappingSource) throw new Error(`${where}: Gatsby's chunk map is inline, and no file was given to load it from`);
    html = html.replace(mapping[0], '');
  }
  // Gatsby writes a page again only when its data or code changed: the others carry the loader of an earlier build,
  // which this one writes anew for the same scripts.
  const earlier = EARLIER_LOADER.exec(html);
  if (earlier) return html.replace(earlier[0], () => `${LOADER_ELEMENT}${paintFirstLoader(JSON.parse(earlier[1]!) as string[])}</script>`);
  const block = GATSBY_SCRIPTS.exec(html);
  if (!block) throw new Error(`${where}: Gatsby's script tags are not where the paint-first loader expects them`);
  const sources = [...(mapping ? [chunkMappingSource!] : []), ...[...block[0].matchAll(SCRIPT_SOURCE)].map((match) => match[1]!)];
  return html.replace(block[0], `${LOADER_ELEMENT}${paintFirstLoader(sources)}</script>`);
}
