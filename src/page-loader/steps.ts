/**
 * What a page loads once its first screen is drawn: the whole stylesheet (the page carries only its first screen's
 * rules, src/lib/site-stylesheet.ts), then Gatsby's scripts (src/page-loader/page-scripts.ts). One script does both
 * (src/page-loader/loader.ts), in a file every page shares and the browser caches, so that no page carries its code:
 * Lighthouse's simulation downloads a document in round trips of a TCP window before anything paints, and inline
 * loaders put articles and legal pages into a second round trip that their twins without scripts do not need
 * (docs/quality.md, "Measured reasons").
 *
 * The stylesheet is asked for once the largest paint has been presented (the page's `load` and a
 * largest-contentful-paint or first paint entry, then its images decoded and two frames): Lighthouse's simulated load
 * counts every request started before that paint as holding it up. An engine may record no paint entry for a page at
 * all (Firefox ESR 153 on the home pages at 390 px): when none has arrived by the load event, frames rendered after it
 * stand for the paint (`nextLoaderStep` below decides). The scripts
 * follow once the stylesheet applies, when the browser is idle, so nothing they draw is drawn with the first screen's
 * rules alone. A visitor's first scroll asks for the stylesheet at once; a touch, key or focus starts both, so a form
 * never waits on a paint. A tab that does not paint loads both at once.
 *
 * Webpack runs an entry chunk as soon as it arrives: it evaluates every module of React and of the app, then runs the
 * app's entry, all in one long task that Lighthouse's simulation of a phone counts four times over. So the build
 * writes the app chunk's startup to evaluate React's modules a few milliseconds at a time first and run the entry in
 * a task of its own (`EntryInSlicesPlugin` in src/node/webpack.ts, through webpack's `renderStartup` hook).
 *
 * A visitor who arrives at a section (`/#intake-form`) sees that section first, so then the whole stylesheet holds up
 * the first paint, and so does the section until it is parsed (`<link rel="expect">`): otherwise the browser may
 * paint the top of a page it has half read, then add the rest of the header and jump. For that arrival the head
 * writes a parser-blocking copy of the loader (`arrivalAtSectionScript`), which runs before the first paint; the
 * async copy then finds the work done.
 */

/** The inline head script that writes the parser-blocking copy for an arrival at a section. */
export const STYLESHEET_LOADER_ID = 'site-stylesheet-loader';
/** The data block at the end of each page that lists its Gatsby scripts, in the order they must run. */
export const PAGE_SCRIPTS_ID = 'page-scripts';
/** Set on <html> once the whole stylesheet applies (tests and the curious can see where a page stands). */
export const STYLESHEET_READY_ATTRIBUTE = 'data-stylesheet';
/** The window property the first copy of the loader to run sets, so that a second copy does nothing. */
export const LOADER_STARTED = '__pageLoader';

/** The inline head script: on an arrival at a section, the loader at `loaderSrc` as a parser-blocking script. */
export function arrivalAtSectionScript(loaderSrc: string): string {
  return `location.hash&&document.write('<script src="${loaderSrc}"><\\/script>')`;
}

/** What the head carries in place of a loader: the script above and the shared loader, async. */
export function pageLoaderTags(loaderSrc: string): string {
  return `<script id="${STYLESHEET_LOADER_ID}">${arrivalAtSectionScript(loaderSrc)}</script><script src="${loaderSrc}" async></script>`;
}

/** What the shared loader knows when it decides what to do next (src/page-loader/loader.ts keeps it). */
export interface LoaderState {
  /** The engine reports largest-contentful-paint entries (Chromium, Firefox); Safari and older engines do not. */
  reportsLargestPaint: boolean;
  /** A largest-contentful-paint or first-contentful-paint entry has arrived. */
  paintReported: boolean;
  /** The page's load event has fired. */
  loaded: boolean;
  /** Frames were rendered after the load event (asked for when no paint entry had arrived by then). */
  framesAfterLoad: boolean;
  stylesheetRequested: boolean;
  /** The whole stylesheet loaded, or failed to: either way nothing more to wait for. */
  stylesheetApplies: boolean;
  scriptsStarted: boolean;
}

/**
 * - `wait`: nothing to do until the next event (the load, a paint entry, the stylesheet, the rendered frames).
 * - `await-frames`: the page has loaded and no paint entry has come: let frames render, then decide again.
 * - `stylesheet`: the first screen is drawn: ask for the whole stylesheet once its images are decoded.
 * - `scripts`: the stylesheet applies: start the page's scripts.
 */
export type LoaderStep = 'wait' | 'await-frames' | 'stylesheet' | 'scripts';

/**
 * The loader's next step, without a touch from the visitor (a touch starts everything at once). The first screen
 * counts as drawn when the engine reported its paint, when it reports no largest paints at all, or when frames have
 * been rendered after the load: an engine that reports largest paints may still record none for a page, and waiting
 * for one would leave the page without its scripts until the visitor touches it, a touch the page then loses.
 */
export function nextLoaderStep(state: LoaderState): LoaderStep {
  if (state.scriptsStarted || !state.loaded) return 'wait';
  const drawn = !state.reportsLargestPaint || state.paintReported || state.framesAfterLoad;
  if (!drawn) return 'await-frames';
  if (!state.stylesheetRequested) return 'stylesheet';
  return state.stylesheetApplies ? 'scripts' : 'wait';
}
