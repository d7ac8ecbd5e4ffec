/**
 * An incremental build after a change to browser code only (issue 58): Gatsby keeps a page's script tags in its
 * `_gatsby-scripts` slice, and a new browser bundle does not mark pages dirty, so the pages it does not render again
 * must still name scripts that exist and run the new code, whatever the build does to their script tags
 * (src/page-loader/write-pages.ts). Runs on the editor's copy after its first build (editor-content.test.ts), so it
 * costs one incremental `gatsby build`, not a cold one.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { parse } from 'node-html-parser';
import { isGatsbyPage } from '../../src/lib/gatsby-page';
import { PAGE_SCRIPTS_ID } from '../../src/page-loader/steps';
import { filesUnder } from '../../src/node/files';

/** A module only the browser bundle contains: the server renderer never imports it. */
const BROWSER_ONLY_MODULE = 'gatsby-browser.tsx';

/** Gatsby's map of every template's chunks, as its inline script or the build's cached file writes it. */
const CHUNK_MAPPING = /window\.___chunkMapping=("(?:[^"\\]|\\.)*")/;

/** A string no build had before this run, kept by the minifier: a property set on the global object. */
export function changeBrowserCodeOnly(copy: string): string {
  const marker = `script-only change ${crypto.randomUUID()}`;
  fs.appendFileSync(
    path.join(copy, BROWSER_ONLY_MODULE),
    `\n(globalThis as { scriptOnlyChange?: string }).scriptOnlyChange = ${JSON.stringify(marker)};\n`,
  );
  return marker;
}

/** The page's page-data file, where Gatsby names the template chunk the page loads. */
function pageDataOf(publicDir: string, htmlFile: string): string {
  const relative = path.relative(publicDir, htmlFile);
  const address = path.basename(relative) === 'index.html' ? path.dirname(relative) : relative;
  return path.join(publicDir, 'page-data', address === '.' ? 'index' : address, 'page-data.json');
}

/** The scripts a built page starts: the shared loader's list, or Gatsby's own script tags. */
function scriptsOf(html: string): string[] {
  const document = parse(html);
  const list = document.getElementById(PAGE_SCRIPTS_ID);
  const listed = list ? (JSON.parse(list.textContent) as string[]) : [];
  const tags = document.querySelectorAll('script[src]').map((script) => script.getAttribute('src')!);
  const inlineMapping = document
    .querySelectorAll('script:not([src])')
    .map((script) => script.rawText)
    .find((text) => CHUNK_MAPPING.test(text));
  return [...new Set([...listed, ...tags])].concat(inlineMapping === undefined ? [] : [`inline:${inlineMapping}`]);
}

/**
 * What is wrong with the built pages' scripts: a script or template chunk a page names that the build does not have,
 * or a page none of whose scripts carries `marker`. Empty when every Gatsby page is right.
 */
export function pageScriptProblems(publicDir: string, marker: string): string[] {
  const problems: string[] = [];
  const read = (source: string) => fs.readFileSync(path.join(publicDir, source), 'utf8');
  for (const file of filesUnder(publicDir, '.html')) {
    const html = fs.readFileSync(file, 'utf8');
    if (!isGatsbyPage(html)) continue;
    const where = path.relative(publicDir, file);
    const scripts = scriptsOf(html);
    const missing = scripts.filter((source) => !source.startsWith('inline:') && !fs.existsSync(path.join(publicDir, source)));
    problems.push(...missing.map((source) => `${where}: names ${source}, which the build does not have`));
    const texts = scripts
      .filter((source) => !missing.includes(source))
      .map((source) => (source.startsWith('inline:') ? source : read(source)));
    if (!texts.some((text) => text.includes(marker))) problems.push(`${where}: none of its scripts carries the changed browser code`);
    const mappingText = texts.map((text) => CHUNK_MAPPING.exec(text)?.[1]).find((found) => found !== undefined);
    if (!mappingText) {
      problems.push(`${where}: no script of the page carries Gatsby's chunk map`);
      continue;
    }
    const mapping = JSON.parse(JSON.parse(mappingText) as string) as Record<string, string[]>;
    const pageData = pageDataOf(publicDir, file);
    if (!fs.existsSync(pageData)) {
      problems.push(`${where}: has no page data at ${path.relative(publicDir, pageData)}`);
      continue;
    }
    const { componentChunkName } = JSON.parse(fs.readFileSync(pageData, 'utf8')) as { componentChunkName: string };
    const chunks = mapping[componentChunkName];
    if (!chunks?.length) problems.push(`${where}: Gatsby's chunk map has no chunk for its template ${componentChunkName}`);
    for (const chunk of chunks ?? [])
      if (!fs.existsSync(path.join(publicDir, chunk))) problems.push(`${where}: its template's chunk ${chunk} is not in the build`);
  }
  return problems;
}

/** How many pages Gatsby rendered, from its build output; null when it says neither how many nor none. */
export function pagesRendered(buildOutput: string): number | null {
  const progress = /Building static HTML for pages - [\d.]+m?s - (\d+)\/\d+/.exec(buildOutput);
  if (progress) return Number(progress[1]);
  return /There are no new or changed html files to build/.test(buildOutput) ? 0 : null;
}

/** Every page Gatsby built (not the editor's or the redirect fallbacks). */
export const gatsbyPageCount = (publicDir: string): number =>
  filesUnder(publicDir, '.html').filter((file) => isGatsbyPage(fs.readFileSync(file, 'utf8'))).length;

/** A build's exit code and what it printed. */
interface BuildRun {
  code: number | null;
  output: string;
}

/**
 * The tests, on the copy `copyDir()` names once it has been built: `buildCopy` builds it again after the change.
 * The time the second build takes is what this adds to `npm test`.
 */
export function describeScriptOnlyChange(copyDir: () => string, buildCopy: () => Promise<BuildRun>): void {
  describe('after a change to browser code only, the incremental build', () => {
    let marker: string;
    let rebuild: BuildRun;
    beforeAll(async () => {
      marker = changeBrowserCodeOnly(copyDir());
      const started = Date.now();
      rebuild = await buildCopy();
      console.info(`The incremental build after a browser-only change took ${Math.round((Date.now() - started) / 1000)} s`);
    }, 10 * 60_000);

    // Gatsby 5.16 renders a page again when the server renderer changes, not for a new browser bundle; today the
    // renderer carries the scripts slice's inline hashes (the 404 page's policy), so it renders every page again. The
    // pages it leaves, when a change reaches the browser bundle alone, are checked below with the others.
    it('builds, and says how many pages Gatsby rendered again', () => {
      expect([rebuild.code, rebuild.code === 0 ? '' : rebuild.output.slice(-6000)]).toEqual([0, '']);
      const rendered = pagesRendered(rebuild.output);
      expect(rendered).not.toBeNull();
      console.info(`Gatsby rendered ${rendered} of ${gatsbyPageCount(path.join(copyDir(), 'public'))} pages again`);
    });

    it('every page, rendered again or not, names only scripts and template chunks the build has, and runs the new code', () => {
      expect(pageScriptProblems(path.join(copyDir(), 'public'), marker)).toEqual([]);
    });
  });
}
