import { isGatsbyPage } from './gatsby-page';
import { PAGE_SCRIPTS_ID } from './page-loader';

/**
 * Gatsby ends every page with `<script src="…" async>` tags for its runtime, React and the app. Scripts that start
 * while the page is still painting compete with what the visitor came for, and Lighthouse's simulated load counts
 * every request started before the largest paint as blocking it. The build puts their sources in a data block
 * instead, which the shared loader (src/lib/page-loader.ts) starts once the largest paint has been presented and the
 * whole stylesheet applies, or at a visitor's first touch, key or focus.
 */
const GATSBY_SCRIPTS = /(?:<script src="[^"]+\.js" async><\/script>\s*)+(?=<!-- slice-end id="_gatsby-scripts)/;
const SCRIPT_SOURCE = /<script src="([^"]+\.js)" async><\/script>/g;
/**
 * Gatsby's map of every template's script chunks (`window.___chunkMapping`), inline in every page though its loader
 * reads it only when it loads a page's component, and growing with every MDX article. Lighthouse's simulation
 * downloads a document in round trips of a TCP window before anything paints, so those bytes put a legal page into a
 * second round trip its twin without scripts did not need. The build writes the map to a cached file instead, loaded
 * first among the page's scripts.
 */
const CHUNK_MAPPING = /\s*<script\s+id="gatsby-chunk-mapping"\s*>([\s\S]*?)<\/script>/;

/** The script of Gatsby's inline chunk map, when the page still carries it. */
export function inlineChunkMapping(html: string): string | undefined {
  return CHUNK_MAPPING.exec(html)?.[1]?.trim();
}
/** The data block this build writes. */
const SCRIPT_LIST = new RegExp(`<script type="application/json" id="${PAGE_SCRIPTS_ID}">[^<]*</script>`);

/** The data block that lists these scripts (see above). */
export function pageScriptsBlock(sources: string[]): string {
  return `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(sources)}</script>`;
}

/**
 * The page with Gatsby's script tags replaced by their list. A page without Gatsby's root is returned as it is
 * (redirect fallbacks); a Gatsby page whose scripts this does not recognise throws, so a change in Gatsby's markup
 * stops the build instead of shipping pages that load their scripts the old way, or not at all.
 */
export function loadScriptsAfterLargestPaint(html: string, where = 'a page', chunkMappingSource?: string): string {
  if (!isGatsbyPage(html)) return html;
  const mapping = CHUNK_MAPPING.exec(html);
  if (mapping) {
    if (!chunkMappingSource) throw new Error(`${where}: Gatsby's chunk map is inline, and no file was given to load it from`);
    html = html.replace(mapping[0], '');
  }
  // Gatsby writes a page again only when its data or code changed: the others carry what an earlier build of the same
  // scripts wrote.
  if (SCRIPT_LIST.test(html)) return html;
  const block = GATSBY_SCRIPTS.exec(html);
  if (!block) throw new Error(`${where}: Gatsby's script tags are not where the paint-first loader expects them`);
  const sources = [...(mapping ? [chunkMappingSource!] : []), ...[...block[0].matchAll(SCRIPT_SOURCE)].map((match) => match[1]!)];
  return html.replace(block[0], () => pageScriptsBlock(sources));
}
