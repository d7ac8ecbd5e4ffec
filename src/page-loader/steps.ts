/**
 * Once the first screen is drawn, the loader (loader.ts) asks for the whole stylesheet (pages inline only their first
 * screen's rules, src/lib/site-stylesheet.ts), then starts Gatsby's scripts (page-scripts.ts lists them): Lighthouse's
 * simulated load counts every request started before the largest paint as holding it up. It is one cached file, not
 * inline code, which put articles into a second round trip (docs/quality.md, "Measured reasons"). A scroll asks for
 * the stylesheet at once; a touch, key or focus starts both, so a form never waits on a paint. On an arrival at a
 * section (`/#intake-form`) a parser-blocking copy (`arrivalAtSectionScript`) makes the stylesheet and the section hold
 * up the first paint, so the page does not paint its top and then jump.
 */

/** The inline head script that writes the parser-blocking copy for an arrival at a section. */
export const STYLESHEET_LOADER_ID = 'site-stylesheet-loader';
/** The data block at the end of each page that lists its Gatsby scripts, in the order they must run. */
export const PAGE_SCRIPTS_ID = 'page-scripts';
/** Set on <html> once the whole stylesheet applies (tests and the curious can see where a page stands). */
export const STYLESHEET_READY_ATTRIBUTE = 'data-stylesheet';
/** The window property the first copy of the loader to run sets, so that a second copy does nothing. */
export const LOADER_STARTED = '__pageLoader';

/** A fragment that names a section (`#intake-form`); the preview page's fragment is data (`#b=…&t=…`) and no arrival. */
export const SECTION_FRAGMENT = /^#[\w-]+$/;
export const arrivesAtSection = (fragment: string): boolean => SECTION_FRAGMENT.test(fragment);

/** The inline head script: on an arrival at a section, the loader at `loaderSrc` as a parser-blocking script. */
export function arrivalAtSectionScript(loaderSrc: string): string {
  return `${String(SECTION_FRAGMENT)}.test(location.hash)&&document.write('<script src="${loaderSrc}"><\\/script>')`;
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
