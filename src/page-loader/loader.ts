import { INTERACTION_EVENTS } from '../lib/interaction-events';
import { LOADER_STARTED, PAGE_SCRIPTS_ID, STYLESHEET_READY_ATTRIBUTE, arrivesAtSection, nextLoaderStep } from './steps';

/**
 * The shared loader every page carries in its head (src/page-loader/steps.ts says why it exists and when it runs). The
 * build compiles this module with esbuild for each build's stylesheet (src/page-loader/bundle.ts), which
 * replaces PAGE_LOADER_STYLESHEET with that stylesheet's path.
 */
declare const PAGE_LOADER_STYLESHEET: string;

/** A visitor scrolling towards what the first screen's rules do not cover, or reaching for the page. */
const STYLESHEET_NOW_EVENTS = ['scroll', ...INTERACTION_EVENTS];
const LISTENING = { capture: true, passive: true } as const;

/** Calls `then` once the largest paint has been presented (see src/page-loader/steps.ts). */
function afterPaint(then: () => void): void {
  const loaded = Array.prototype.filter.call(
    document.images ?? [],
    (image: HTMLImageElement) => image.complete && image.naturalWidth && image.decode,
  ) as HTMLImageElement[];
  const twoFramesThenATask = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then, 0)));
  if (!loaded.length) {
    twoFramesThenATask();
    return;
  }
  // Not awaited (`void`): a callback API; an image that fails to decode is drawn as it is, so every outcome goes on.
  void Promise.all(loaded.map((image) => image.decode().catch(() => undefined))).then(twoFramesThenATask);
}

/**
 * The browser jumps to the section of the address by itself, but Chromium sometimes leaves a slow phone at the top of
 * the page instead (the first render, which waits for the whole stylesheet and the section, then comes after the
 * page's load; one arrival in three in the browser tests under load). So once the page has loaded and is drawn, a page
 * still at its top that the visitor has not touched is taken to its section: a jump, as the browser's own would be.
 */
function keepArrivalAtSection(): void {
  let visitorActed = false;
  const acted = () => {
    visitorActed = true;
  };
  for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown'])
    window.addEventListener(type, acted, { capture: true, passive: true });
  window.addEventListener('load', () =>
    afterPaint(() => {
      if (visitorActed || window.scrollY !== 0) return;
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView({ block: 'start', behavior: 'instant' });
    }),
  );
}

function start(): void {
  const flags = window as unknown as Record<string, unknown>;
  if (flags[LOADER_STARTED]) return;
  flags[LOADER_STARTED] = true;
  const stylesheetHref = PAGE_LOADER_STYLESHEET;
  let stylesheetRequested = false;
  let stylesheetApplies = false;
  let scriptsStarted = false;
  let waitingForList = false;

  const whenStylesheetApplies = () => {
    stylesheetApplies = true;
    document.documentElement.setAttribute(STYLESHEET_READY_ATTRIBUTE, '');
    next();
  };
  const watchStylesheet = (link: HTMLLinkElement) => {
    stylesheetRequested = true;
    STYLESHEET_NOW_EVENTS.forEach((type) => window.removeEventListener(type, requestStylesheet, true));
    link.addEventListener('load', whenStylesheetApplies);
    link.addEventListener('error', whenStylesheetApplies);
  };
  function requestStylesheet() {
    if (stylesheetRequested) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheetHref;
    watchStylesheet(link);
    document.head.appendChild(link);
  }
  // The scripts, in order (they download side by side): the chunk map runs before the app reads it.
  function startScripts() {
    if (scriptsStarted) return;
    const list = document.getElementById(PAGE_SCRIPTS_ID);
    if (!list) {
      if (!waitingForList && document.readyState === 'loading') {
        waitingForList = true;
        document.addEventListener('DOMContentLoaded', startScripts);
      }
      return;
    }
    scriptsStarted = true;
    INTERACTION_EVENTS.forEach((type) => window.removeEventListener(type, startScripts, true));
    requestStylesheet();
    (JSON.parse(list.textContent ?? '[]') as string[]).forEach((source) => {
      const script = document.createElement('script');
      script.src = source;
      script.async = false;
      document.body.appendChild(script);
    });
  }

  // Only while the parser is at the head: a write after that would replace the page. Where the browser knows
  // blocking="render", the stylesheet holds up the first paint without holding up the parser; where not, a written
  // stylesheet holds up both.
  if (arrivesAtSection(location.hash) && document.readyState === 'loading') {
    if ('blocking' in HTMLLinkElement.prototype) {
      const renderBlocking = (rel: string, href: string) => {
        const link = document.createElement('link');
        link.rel = rel;
        link.href = href;
        link.setAttribute('blocking', 'render');
        document.head.appendChild(link);
        return link;
      };
      watchStylesheet(renderBlocking('stylesheet', stylesheetHref));
      renderBlocking('expect', location.hash);
    } else {
      document.write(`<link rel="stylesheet" href="${stylesheetHref}" id="site-stylesheet">`);
      watchStylesheet(document.getElementById('site-stylesheet') as HTMLLinkElement);
    }
    keepArrivalAtSection();
  }
  if (document.hidden) {
    requestStylesheet();
    startScripts();
    return;
  }
  STYLESHEET_NOW_EVENTS.forEach((type) => window.addEventListener(type, requestStylesheet, LISTENING));
  INTERACTION_EVENTS.forEach((type) => window.addEventListener(type, startScripts, LISTENING));

  const observer = window.PerformanceObserver as typeof PerformanceObserver | undefined;
  const reportsLargestPaint = !!observer?.supportedEntryTypes?.includes('largest-contentful-paint');
  let paintReported = false;
  let loaded = document.readyState === 'complete';
  let framesAfterLoad = false;
  let framesAsked = false;
  // Safari has no requestIdleCallback: there the scripts start a task after the paint instead.
  const idle = (window as { requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number }).requestIdleCallback;
  const whenIdle = (callback: () => void) => (idle ? idle.call(window, callback, { timeout: 500 }) : setTimeout(callback, 1));
  function next() {
    const step = nextLoaderStep({
      reportsLargestPaint,
      paintReported,
      loaded,
      framesAfterLoad,
      stylesheetRequested,
      stylesheetApplies,
      scriptsStarted,
    });
    if (step === 'await-frames' && !framesAsked) {
      framesAsked = true;
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          framesAfterLoad = true;
          next();
        }),
      );
    } else if (step === 'stylesheet') afterPaint(requestStylesheet);
    else if (step === 'scripts') afterPaint(() => whenIdle(startScripts));
  }
  // The first contentful paint counts too: an engine stops reporting largest paints once the page scrolls, and a
  // visitor who arrives at an anchor can scroll before the first one is recorded.
  if (reportsLargestPaint && observer) {
    const onPaint = (list: PerformanceObserverEntryList) => {
      if (list.getEntries().length && !paintReported) {
        paintReported = true;
        next();
      }
    };
    new observer(onPaint).observe({ type: 'largest-contentful-paint', buffered: true });
    try {
      new observer(onPaint).observe({ type: 'paint', buffered: true });
    } catch {
      // An engine without paint entries waits for its largest paint, or for the frames after the load.
    }
  }
  if (!loaded)
    window.addEventListener('load', () => {
      loaded = true;
      next();
    });
  next();
}

// The async copy, reached first on an arrival at a section, leaves it to the parser-blocking one, and steps in only if
// that one did not run (it failed to load).
const self = document.currentScript as HTMLScriptElement | null;
if (arrivesAtSection(location.hash) && document.readyState === 'loading' && self?.async)
  document.addEventListener('DOMContentLoaded', start);
else start();
