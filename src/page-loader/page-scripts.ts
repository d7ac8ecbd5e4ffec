import { CommentNode, HTMLElement, type Node, TextNode, parse } from 'node-html-parser';
import { isGatsbyPage } from '../lib/gatsby-page';
import { PAGE_SCRIPTS_ID } from './steps';

/**
 * Gatsby's `_gatsby-scripts` slice (its runtime, React and the app, as async script tags) becomes a list the loader
 * starts after the largest paint (steps.ts says why). Gatsby stitches that slice in after every render hook has run,
 * so this step stays after the build: it parses the page, changes only the slice's script tags, and stops the build on
 * anything in the slice it does not know.
 */
const SCRIPTS_SLICE = /^\s*slice-(start|end) id="(_gatsby-scripts(?:-\d+)?)"\s*$/;
/**
 * Gatsby's map of every template's script chunks (`window.___chunkMapping`), inline in every page though its loader
 * reads it only when it loads a page's component, and growing with every MDX article. Lighthouse's simulation
 * downloads a document in round trips of a TCP window before anything paints, so those bytes put a legal page into a
 * second round trip its twin without scripts did not need. The build writes the map to a cached file instead, loaded
 * first among the page's scripts.
 */
const CHUNK_MAPPING_ID = 'gatsby-chunk-mapping';

/** The data block that lists these scripts (see above). */
export function pageScriptsBlock(sources: string[]): string {
  return `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(sources)}</script>`;
}

const parsePage = (html: string) => parse(html, { comment: true });

/** The script of Gatsby's inline chunk map, when the page still carries it. */
export function inlineChunkMapping(html: string): string | undefined {
  return parsePage(html).querySelector(`script#${CHUNK_MAPPING_ID}`)?.rawText.trim();
}

/** The nodes of the page's `_gatsby-scripts` slice, between its start and end comments; null when it has none. */
function scriptsSliceOf(document: HTMLElement, where: string): Node[] | null {
  const start = findComment(document, (match) => match[1] === 'start');
  if (!start) return null;
  const siblings = start.node.parentNode?.childNodes ?? [];
  const from = siblings.indexOf(start.node);
  const to = siblings.findIndex((node, index) => index > from && SCRIPTS_SLICE.exec(commentText(node))?.[2] === start.id);
  if (to === -1) throw new Error(`${where}: Gatsby's ${start.id} slice has no end beside its start`);
  return siblings.slice(from + 1, to);
}

const commentText = (node: Node) => (node instanceof CommentNode ? node.rawText : '');

function findComment(root: Node, wanted: (match: RegExpExecArray) => boolean): { node: Node; id: string } | null {
  for (const node of root.childNodes) {
    const match = SCRIPTS_SLICE.exec(commentText(node));
    if (match && wanted(match)) return { node, id: match[2]! };
    const inner = findComment(node, wanted);
    if (inner) return inner;
  }
  return null;
}

/** One of Gatsby's script tags: a source and `async`, nothing else. */
const isGatsbyScriptTag = (element: HTMLElement) =>
  Object.keys(element.attributes).sort().join(' ') === 'async src' && !element.rawText && /\.js$/.test(element.getAttribute('src')!);

/**
 * The page with Gatsby's script tags replaced by their list, Gatsby's inline chunk map first among them (loaded from
 * `chunkMappingSource`). A page without Gatsby's root is returned as it is (redirect fallbacks); a Gatsby page whose
 * scripts slice holds anything this does not recognise throws, so a change in Gatsby's markup stops the build instead
 * of shipping pages that load their scripts the old way, or not at all. Only the script tags change: everything else
 * is the page's own text, byte for byte.
 */
export function loadScriptsAfterLargestPaint(html: string, where = 'a page', chunkMappingSource?: string): string {
  if (!isGatsbyPage(html)) return html;
  const document = parsePage(html);
  const edits: Array<{ range: readonly [number, number]; text: string }> = [];
  const mapping = document.querySelector(`script#${CHUNK_MAPPING_ID}`);
  if (mapping) {
    if (!chunkMappingSource) throw new Error(`${where}: Gatsby's chunk map is inline, and no file was given to load it from`);
    edits.push({ range: mapping.range, text: '' });
  }
  const slice = scriptsSliceOf(document, where);
  if (!slice) throw new Error(`${where}: Gatsby's script tags are not where the paint-first loader expects them (no scripts slice)`);
  const elements = slice.filter((node): node is HTMLElement => node instanceof HTMLElement && node !== mapping);
  const unknown = slice.filter((node) => !(node instanceof HTMLElement) && !(node instanceof TextNode && !node.rawText.trim()));
  // Gatsby writes a page again only when its data or code changed: the others carry what an earlier build of the same
  // scripts wrote.
  const written = elements.find((element) => element.id === PAGE_SCRIPTS_ID);
  const tags = elements.filter(isGatsbyScriptTag);
  const inline = elements.filter((element) => element !== written && !tags.includes(element));
  if (unknown.length || inline.some((element) => element.rawTagName !== 'script' || Object.keys(element.attributes).length))
    throw new Error(
      `${where}: Gatsby's scripts slice holds what the paint-first loader does not know: ${[...unknown, ...inline].map(String).join(' ')}`,
    );
  if (written) {
    if (tags.length) throw new Error(`${where}: Gatsby's script tags are beside a list an earlier build wrote`);
    return mapping ? applyEdits(html, edits) : html;
  }
  if (!tags.length) throw new Error(`${where}: Gatsby's script tags are not where the paint-first loader expects them`);
  const sources = [...(mapping ? [chunkMappingSource!] : []), ...tags.map((tag) => tag.getAttribute('src')!)];
  edits.push({ range: tags[0]!.range, text: pageScriptsBlock(sources) }, ...tags.slice(1).map((tag) => ({ range: tag.range, text: '' })));
  return applyEdits(html, edits);
}

/** The text with each range replaced, from the last to the first so that earlier ranges stay where they were. */
function applyEdits(html: string, edits: Array<{ range: readonly [number, number]; text: string }>): string {
  return [...edits]
    .sort((a, b) => b.range[0] - a.range[0])
    .reduce((text, { range: [start, end], text: replacement }) => text.slice(0, start) + replacement + text.slice(end), html);
}
