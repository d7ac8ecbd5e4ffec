import vm from 'vm';
import { type SimulatedImage, decodingImage, promisesSettled, startedBeforeAndAfterDecode } from '../support/decoding-image';
import {
  type LoaderState,
  type LoaderStep,
  PAGE_SCRIPTS_ID,
  STYLESHEET_READY_ATTRIBUTE,
  arrivalAtSectionScript,
  nextLoaderStep,
} from '../../src/page-loader/steps';
import { pageLoaderScript } from '../../src/page-loader/bundle';
import { pageScriptsBlock } from '../../src/page-loader/page-scripts';

const HREF = '/styles.4567ef.css';
const LOADER_SRC = '/static/page-loader-1.js';
const SOURCES = ['/static/chunk-map-1.js', '/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'];
const SCRIPTS = SOURCES.map((src) => ({ tag: 'script', src, async: false }));

interface Element {
  tag: string;
  rel?: string;
  href?: string;
  src?: string;
  async?: boolean;
  id?: string;
  attributes: Record<string, string>;
  listeners: Record<string, () => void>;
  setAttribute(name: string, value: string): void;
  addEventListener(type: string, listener: () => void): void;
}

interface Options {
  hash?: string;
  hidden?: boolean;
  /** Whether the engine knows `blocking="render"`. */
  blocking?: boolean;
  /** Whether the engine reports largest-contentful-paint entries. */
  largestPaint?: boolean;
  images?: SimulatedImage[];
  /** How far the parser has got when the loader runs. */
  readyState?: 'loading' | 'interactive' | 'complete';
}

/**
 * A small simulated browser for the shared loader: what it appends to the head (the stylesheet, an `expect` link) and
 * to the body (scripts), what it writes, and whether it marked the page ready. `run` executes one copy of the loader,
 * as the async script or as the parser-blocking one the head writes for an arrival at a section.
 */
function browser({ hash = '', hidden = false, blocking = true, largestPaint = true, images = [], readyState = 'loading' }: Options = {}) {
  const head: Element[] = [];
  const body: Element[] = [];
  const written: string[] = [];
  const queue: Array<() => void> = [];
  const htmlAttributes = new Set<string>();
  const windowListeners = new Map<string, Array<() => void>>();
  const documentListeners = new Map<string, Array<() => void>>();
  const observers: Array<(list: { getEntries: () => unknown[] }) => void> = [];
  let writtenLink: Element | null = null;
  let listParsed = readyState !== 'loading';
  const makeElement = (tag: string): Element => ({
    tag,
    attributes: {},
    listeners: {},
    ...(tag === 'script' ? { src: '', async: true } : { rel: '', href: '' }),
    setAttribute(this: Element, name: string, value: string) {
      this.attributes[name] = value;
    },
    addEventListener(this: Element, type: string, listener: () => void) {
      this.listeners[type] = listener;
    },
  });
  const add = (listeners: Map<string, Array<() => void>>) => (type: string, listener: () => void) =>
    listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  const remove = (listeners: Map<string, Array<() => void>>) => (type: string, listener: () => void) =>
    listeners.set(
      type,
      (listeners.get(type) ?? []).filter((candidate) => candidate !== listener),
    );
  const fire = (listeners: Map<string, Array<() => void>>, type: string) =>
    [...(listeners.get(type) ?? [])].forEach((listener) => listener());
  const document = {
    hidden,
    images,
    readyState: readyState as string,
    currentScript: null as { async: boolean } | null,
    createElement: makeElement,
    head: { appendChild: (element: Element) => head.push(element) },
    body: { appendChild: (element: Element) => body.push(element) },
    write: (html: string) => {
      written.push(html);
      writtenLink = { ...makeElement('link'), rel: 'stylesheet', href: HREF, id: 'site-stylesheet' };
    },
    getElementById: (id: string) => {
      if (id === 'site-stylesheet') return writtenLink;
      if (id === PAGE_SCRIPTS_ID && listParsed)
        return { textContent: /<script[^>]*>([^<]*)<\/script>/.exec(pageScriptsBlock(SOURCES))![1] };
      return null;
    },
    addEventListener: add(documentListeners),
    documentElement: { setAttribute: (name: string) => htmlAttributes.add(name) },
  };
  class HTMLLinkElement {}
  if (blocking) Object.defineProperty(HTMLLinkElement.prototype, 'blocking', { value: null });
  class PerformanceObserver {
    static supportedEntryTypes = largestPaint ? ['largest-contentful-paint', 'paint'] : ['paint'];
    constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
      observers.push(callback);
    }
    observe() {}
  }
  const window: Record<string, unknown> = {
    addEventListener: add(windowListeners),
    removeEventListener: remove(windowListeners),
    PerformanceObserver,
  };
  const context = vm.createContext({
    window,
    document,
    location: { hash },
    HTMLLinkElement,
    JSON,
    Promise,
    requestAnimationFrame: (callback: () => void) => queue.push(callback),
    setTimeout: (callback: () => void) => queue.push(callback),
  });
  const loader = new vm.Script(pageLoaderScript(HREF));
  const stylesheets = () => [...head.filter((element) => element.rel === 'stylesheet'), ...(writtenLink ? [writtenLink] : [])];
  return {
    head,
    written,
    /** The scripts the loader started, in the order it added them. */
    scripts: () => body.map(({ tag, src, async }) => ({ tag, src, async })),
    stylesheets,
    run: ({ async = true } = {}) => {
      document.currentScript = { async };
      loader.runInContext(context);
    },
    ready: () => htmlAttributes.has(STYLESHEET_READY_ATTRIBUTE),
    settle: () => {
      while (queue.length) queue.shift()!();
    },
    parse: () => {
      listParsed = true;
      document.readyState = 'interactive';
      fire(documentListeners, 'DOMContentLoaded');
    },
    finishLoading: () => {
      listParsed = true;
      document.readyState = 'complete';
      fire(windowListeners, 'load');
    },
    paintLargest: () => observers.forEach((observer) => observer({ getEntries: () => [{ startTime: 800 }] })),
    applyStylesheet: (outcome: 'load' | 'error' = 'load') => stylesheets().forEach((link) => link.listeners[outcome]?.()),
    fire: (type: string) => fire(windowListeners, type),
  };
}

describe('the shared loader: the whole stylesheet, then the scripts, after the largest paint', () => {
  test('nothing is asked for until the page has loaded and its largest paint is reported; the stylesheet a frame later, the scripts once it applies', () => {
    const page = browser();
    page.run();
    page.parse();
    page.settle();
    page.paintLargest();
    page.settle();
    expect([page.stylesheets(), page.scripts()]).toEqual([[], []]);
    page.finishLoading();
    expect(page.stylesheets()).toEqual([]);
    page.settle();
    expect(page.stylesheets()).toHaveLength(1);
    expect(page.stylesheets()[0]).toMatchObject({ rel: 'stylesheet', href: HREF, attributes: {} });
    expect(page.scripts()).toEqual([]);
    expect(page.ready()).toBe(false);
    page.applyStylesheet();
    expect(page.ready()).toBe(true);
    expect(page.scripts()).toEqual([]);
    page.settle();
    // In order, not async: the chunk map runs before the app reads it.
    expect(page.scripts()).toEqual(SCRIPTS);
    page.paintLargest();
    page.finishLoading();
    page.fire('keydown');
    page.fire('scroll');
    page.settle();
    expect([page.stylesheets().length, page.scripts().length]).toEqual([1, SCRIPTS.length]);
  });

  test('in either order of the load and the paint, nothing starts before the later of them', () => {
    const paintFirst = browser({ readyState: 'interactive' });
    paintFirst.run();
    paintFirst.paintLargest();
    paintFirst.settle();
    expect(paintFirst.stylesheets()).toHaveLength(0);
    paintFirst.finishLoading();
    paintFirst.settle();
    expect(paintFirst.stylesheets()).toHaveLength(1);
    // A load before any paint entry: the frames rendered after it stand for the paint (below), or the entry does.
    const loadFirst = browser({ readyState: 'interactive' });
    loadFirst.run();
    loadFirst.finishLoading();
    expect(loadFirst.stylesheets()).toHaveLength(0);
    loadFirst.paintLargest();
    loadFirst.settle();
    expect(loadFirst.stylesheets()).toHaveLength(1);
    for (const page of [paintFirst, loadFirst]) {
      page.applyStylesheet();
      page.settle();
      expect(page.scripts()).toEqual(SCRIPTS);
    }
  });

  test('an engine that reports largest paints but records none for this page (Firefox ESR, the home pages at 390 px) starts after the load and the frames after it, without a touch', () => {
    const page = browser();
    page.run();
    page.parse();
    page.settle();
    expect(page.stylesheets()).toEqual([]);
    page.finishLoading();
    expect(page.stylesheets()).toEqual([]);
    page.settle();
    expect(page.stylesheets()).toHaveLength(1);
    page.applyStylesheet();
    page.settle();
    expect(page.scripts()).toEqual(SCRIPTS);
    // A late paint entry starts nothing twice.
    page.paintLargest();
    page.settle();
    expect([page.stylesheets().length, page.scripts().length]).toEqual([1, SCRIPTS.length]);
  });

  test('a stylesheet asked for early (the visitor scrolled) still holds the scripts back until it applies', () => {
    const page = browser({ readyState: 'interactive' });
    page.run();
    page.fire('scroll');
    page.paintLargest();
    page.finishLoading();
    page.settle();
    expect([page.stylesheets().length, page.scripts()]).toEqual([1, []]);
    page.applyStylesheet();
    page.settle();
    expect(page.scripts()).toEqual(SCRIPTS);
  });

  test('a stylesheet that fails to load does not hold the scripts back', () => {
    const page = browser({ readyState: 'complete' });
    page.run();
    page.paintLargest();
    page.settle();
    page.applyStylesheet('error');
    page.settle();
    expect(page.scripts()).toEqual(SCRIPTS);
  });

  test('a loaded image holds them back until it is decoded (it paints only then); one that has not loaded does not', async () => {
    const cover = decodingImage();
    const lazy = { complete: false, naturalWidth: 0, decode: () => new Promise<void>(() => {}) };
    const page = browser({ images: [cover.image, lazy], readyState: 'complete' });
    page.run();
    page.paintLargest();
    expect(await startedBeforeAndAfterDecode(page, cover, () => page.stylesheets().length === 1)).toEqual({ before: false, after: true });
  });

  test('an image that fails to decode does not hold them back for ever', async () => {
    const broken = { complete: true, naturalWidth: 10, decode: () => Promise.reject(new Error('EncodingError')) };
    const page = browser({ images: [broken], readyState: 'complete' });
    page.run();
    page.paintLargest();
    await promisesSettled();
    page.settle();
    page.applyStylesheet();
    await promisesSettled();
    page.settle();
    expect(page.scripts()).toEqual(SCRIPTS);
  });

  test("a visitor's touch, key or focus starts the stylesheet and the scripts at once; a scroll, the stylesheet", () => {
    for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin']) {
      const page = browser({ readyState: 'interactive' });
      page.run();
      page.fire(type);
      expect([type, page.stylesheets().length, page.scripts()]).toEqual([type, 1, SCRIPTS]);
      page.fire('keydown');
      page.fire('scroll');
      expect([type, page.stylesheets().length, page.scripts().length]).toEqual([type, 1, SCRIPTS.length]);
    }
    const scrolled = browser({ readyState: 'interactive' });
    scrolled.run();
    scrolled.fire('scroll');
    expect([scrolled.stylesheets().length, scrolled.scripts()]).toEqual([1, []]);
  });

  test('a touch before the page is parsed starts the scripts as soon as their list is there', () => {
    const page = browser();
    page.run();
    page.fire('pointerdown');
    page.fire('keydown');
    expect([page.stylesheets().length, page.scripts()]).toEqual([1, []]);
    page.parse();
    expect(page.scripts()).toEqual(SCRIPTS);
  });

  test('an engine without largest-contentful-paint starts after the load and a frame', () => {
    const page = browser({ largestPaint: false });
    page.run();
    page.parse();
    page.settle();
    expect(page.stylesheets()).toEqual([]);
    page.finishLoading();
    page.settle();
    expect(page.stylesheets()).toHaveLength(1);
    page.applyStylesheet();
    page.settle();
    expect(page.scripts()).toEqual(SCRIPTS);
  });

  test('a tab that does not paint loads both at once, the scripts once the page is parsed', () => {
    const page = browser({ hidden: true });
    page.run();
    expect([page.stylesheets().length, page.scripts()]).toEqual([1, []]);
    page.parse();
    expect(page.scripts()).toEqual(SCRIPTS);
  });

  test('a second copy of the loader does nothing', () => {
    const page = browser({ readyState: 'interactive' });
    page.run();
    page.run();
    page.fire('pointerdown');
    expect([page.stylesheets().length, page.scripts().length]).toEqual([1, SCRIPTS.length]);
  });
});

describe('an arrival at a section', () => {
  test('the head writes a parser-blocking copy of the loader only when the address has a fragment', () => {
    const written: string[] = [];
    for (const hash of ['', '#intake-form'])
      vm.runInNewContext(arrivalAtSectionScript(LOADER_SRC), {
        location: { hash },
        document: { write: (html: string) => written.push(html) },
      });
    expect(written).toEqual([`<script src="${LOADER_SRC}"></script>`]);
  });

  test('that copy makes the first paint wait for the stylesheet and the section where the browser knows blocking="render", and writes the stylesheet where not; the async copy then does nothing', () => {
    for (const blocking of [true, false]) {
      const page = browser({ hash: '#intake-form', blocking });
      page.run({ async: false });
      if (blocking) {
        expect(page.written).toEqual([]);
        expect(page.head).toEqual([
          expect.objectContaining({ rel: 'stylesheet', href: HREF, attributes: { blocking: 'render' } }),
          expect.objectContaining({ rel: 'expect', href: '#intake-form', attributes: { blocking: 'render' } }),
        ]);
      } else {
        expect(page.written).toEqual([`<link rel="stylesheet" href="${HREF}" id="site-stylesheet">`]);
        expect(page.head).toEqual([]);
      }
      page.run();
      page.parse();
      page.applyStylesheet();
      expect(page.ready()).toBe(true);
      page.paintLargest();
      page.finishLoading();
      page.settle();
      expect([blocking, page.stylesheets().length, page.scripts()]).toEqual([blocking, 1, SCRIPTS]);
    }
  });

  test('if that copy did not run, the async copy steps in once the page is parsed, writing nothing', () => {
    const page = browser({ hash: '#intake-form' });
    page.run();
    expect(page.written).toEqual([]);
    page.parse();
    page.fire('scroll');
    expect([page.written, page.stylesheets().length]).toEqual([[], 1]);
  });
});

describe("the loader's next step, in each engine", () => {
  type Event = 'paint entry' | 'load' | 'frames after load' | 'stylesheet applies';
  /** The steps the loader takes as an engine delivers these events, from the state it starts in, doing what each step says. */
  function steps(reportsLargestPaint: boolean, events: Event[]): LoaderStep[] {
    const state: LoaderState = {
      reportsLargestPaint,
      paintReported: false,
      loaded: false,
      framesAfterLoad: false,
      stylesheetRequested: false,
      stylesheetApplies: false,
      scriptsStarted: false,
    };
    const taken: LoaderStep[] = [];
    const decide = () => {
      const step = nextLoaderStep(state);
      taken.push(step);
      if (step === 'stylesheet') state.stylesheetRequested = true;
      if (step === 'scripts') state.scriptsStarted = true;
    };
    decide();
    for (const event of events) {
      if (event === 'paint entry') state.paintReported = true;
      if (event === 'load') state.loaded = true;
      if (event === 'frames after load') state.framesAfterLoad = true;
      if (event === 'stylesheet applies') state.stylesheetApplies = true;
      decide();
    }
    return taken;
  }

  test('Chromium: the paint entry before the load; the stylesheet after the load, the scripts once it applies', () => {
    expect(steps(true, ['paint entry', 'load', 'stylesheet applies'])).toEqual(['wait', 'wait', 'stylesheet', 'scripts']);
  });

  test('Chromium under load: the load before the paint entry asks for frames, and whichever comes first goes on', () => {
    expect(steps(true, ['load', 'paint entry', 'frames after load', 'stylesheet applies'])).toEqual([
      'wait',
      'await-frames',
      'stylesheet',
      'wait',
      'scripts',
    ]);
  });

  test('Firefox ESR on a page it records no paint for (the home pages at 390 px): the frames after the load stand for the paint', () => {
    expect(steps(true, ['load', 'frames after load', 'stylesheet applies'])).toEqual(['wait', 'await-frames', 'stylesheet', 'scripts']);
  });

  test('Safari and engines without largest paints: the load is enough', () => {
    expect(steps(false, ['load', 'stylesheet applies'])).toEqual(['wait', 'stylesheet', 'scripts']);
  });

  test('before the load nothing starts, whatever the engine reports', () => {
    for (const reportsLargestPaint of [true, false])
      expect(steps(reportsLargestPaint, ['paint entry', 'stylesheet applies'])).toEqual(['wait', 'wait', 'wait']);
  });

  test('a stylesheet that applies early (the visitor scrolled) still waits for the paint; started scripts end the work', () => {
    expect(steps(true, ['stylesheet applies', 'load', 'paint entry'])).toEqual(['wait', 'wait', 'await-frames', 'stylesheet']);
    const done: LoaderState = {
      reportsLargestPaint: true,
      paintReported: true,
      loaded: true,
      framesAfterLoad: true,
      stylesheetRequested: true,
      stylesheetApplies: true,
      scriptsStarted: true,
    };
    expect(nextLoaderStep(done)).toBe('wait');
  });
});
