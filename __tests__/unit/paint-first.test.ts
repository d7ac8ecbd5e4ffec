import vm from 'vm';
import { type SimulatedImage, decodingImage, promisesSettled, startedBeforeAndAfterDecode } from '../support/decoding-image';
import { inlineChunkMapping, loadScriptsAfterLargestPaint, paintFirstLoader } from '../../src/lib/paint-first';
import { STYLESHEET_LOADER_ID, STYLESHEET_READY_ATTRIBUTE, STYLESHEET_READY_EVENT } from '../../src/lib/site-stylesheet';

const GATSBY_TAIL =
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/terms/";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->' +
  '<script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>' +
  '<!-- slice-end id="_gatsby-scripts-1" --></body></html>';
const PAGE = `<html><body><div id="___gatsby"><main>Terms</main></div>${GATSBY_TAIL}`;

interface Browser {
  appended: Array<{ src: string; async: boolean }>;
  /** Runs what the page is waiting on: frames, timers, idle callbacks, each queue until it is empty. */
  settle(): void;
  fire(type: string): void;
  paintLargest(): void;
  finishLoading(): void;
  applyStylesheet(): void;
}

/**
 * Runs the loader in a small simulated browser; `lcp` says whether it reports largest-contentful-paint entries, and
 * `stylesheet` whether the page loads the shared stylesheet beside its first screen's rules (src/lib/site-stylesheet.ts).
 */
function browser(
  html: string,
  {
    hidden = false,
    lcp = true,
    loaded = false,
    stylesheet = 'pending' as 'none' | 'pending' | 'applied',
    images = [] as SimulatedImage[],
  } = {},
): Browser {
  const script = /<script id="paint-first">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no loader in the page');
  const appended: Browser['appended'] = [];
  const queue: Array<() => void> = [];
  const listeners = new Map<string, Array<() => void>>();
  let observer: ((list: { getEntries(): unknown[] }) => void) | undefined;
  const htmlAttributes = new Set<string>(stylesheet === 'applied' ? [STYLESHEET_READY_ATTRIBUTE] : []);
  const document = {
    hidden,
    images,
    readyState: loaded ? 'complete' : 'interactive',
    getElementById: (id: string) => (stylesheet !== 'none' && id === STYLESHEET_LOADER_ID ? {} : null),
    documentElement: { hasAttribute: (name: string) => htmlAttributes.has(name) },
    createElement: () => ({ src: '', async: false }),
    body: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = lcp ? ['paint', 'largest-contentful-paint'] : ['paint'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
  }
  const window = {
    PerformanceObserver,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    removeEventListener: (type: string, listener: () => void) =>
      listeners.set(
        type,
        (listeners.get(type) ?? []).filter((candidate) => candidate !== listener),
      ),
  };
  vm.runInNewContext(script, {
    window,
    document,
    requestAnimationFrame: (callback: () => void) => queue.push(callback),
    setTimeout: (callback: () => void) => queue.push(callback),
  });
  return {
    appended,
    settle: () => {
      while (queue.length) queue.shift()!();
    },
    fire: (type) => (listeners.get(type) ?? []).forEach((listener) => listener()),
    paintLargest: () => observer?.({ getEntries: () => [{ startTime: 800 }] }),
    applyStylesheet: () => {
      htmlAttributes.add(STYLESHEET_READY_ATTRIBUTE);
      (listeners.get(STYLESHEET_READY_EVENT) ?? []).forEach((listener) => listener());
    },
    finishLoading: () => {
      document.readyState = 'complete';
      (listeners.get('load') ?? []).forEach((listener) => listener());
    },
  };
}

const SCRIPTS = [
  { src: '/webpack-runtime-1.js', async: false },
  { src: '/framework-2.js', async: false },
  { src: '/app-3.js', async: false },
];

describe('scripts start after the largest paint', () => {
  const rewritten = loadScriptsAfterLargestPaint(PAGE);

  test("Gatsby's async script tags become one inline loader; everything else stays", () => {
    expect(rewritten).not.toMatch(/<script src=/);
    expect(rewritten).toContain('<main>Terms</main>');
    expect(rewritten).toContain('window.___webpackCompilationHash="abc"');
    expect(rewritten).toContain('<!-- slice-end id="_gatsby-scripts-1" -->');
  });

  test('nothing starts until the page has loaded, its largest paint is reported and its stylesheet applies, then a frame later, once', () => {
    const page = browser(rewritten);
    page.settle();
    expect(page.appended).toEqual([]);
    page.applyStylesheet();
    page.settle();
    expect(page.appended).toEqual([]);
    page.finishLoading();
    page.settle();
    expect(page.appended).toEqual([]);
    page.paintLargest();
    expect(page.appended).toEqual([]);
    page.settle();
    expect(page.appended).toEqual(SCRIPTS);
    page.paintLargest();
    page.finishLoading();
    page.settle();
    expect(page.appended).toHaveLength(3);
  });

  test('in whichever order the three happen, the scripts start after the last of them and not before', () => {
    const events = ['applyStylesheet', 'paintLargest', 'finishLoading'] as const;
    const orders = events.flatMap((first) =>
      events.filter((e) => e !== first).flatMap((second) => [[first, second, ...events.filter((e) => e !== first && e !== second)]]),
    );
    expect(orders).toHaveLength(6);
    for (const order of orders) {
      const page = browser(rewritten);
      for (const [index, event] of order.entries()) {
        page[event]();
        page.settle();
        expect([order.join(' > '), index, page.appended]).toEqual([order.join(' > '), index, index < 2 ? [] : SCRIPTS]);
      }
    }
  });

  test('a loaded image holds them back until it is decoded (it paints only then); one that has not loaded does not', async () => {
    const cover = decodingImage();
    const lazy = { complete: false, naturalWidth: 0, decode: () => new Promise<void>(() => {}) };
    const page = browser(rewritten, { images: [cover.image, lazy] });
    page.applyStylesheet();
    page.paintLargest();
    page.finishLoading();
    expect(await startedBeforeAndAfterDecode(page, cover, () => page.appended.length === SCRIPTS.length)).toEqual({
      before: false,
      after: true,
    });
    expect(page.appended).toEqual(SCRIPTS);
  });

  test('an image that fails to decode does not hold them back for ever', async () => {
    const broken = { complete: true, naturalWidth: 10, decode: () => Promise.reject(new Error('EncodingError')) };
    const page = browser(rewritten, { images: [broken] });
    page.applyStylesheet();
    page.paintLargest();
    page.finishLoading();
    await promisesSettled();
    page.settle();
    expect(page.appended).toEqual(SCRIPTS);
  });

  test('a stylesheet that applied before the loader ran, or a page without one, does not hold them back', () => {
    for (const stylesheet of ['applied', 'none'] as const) {
      const page = browser(rewritten, { stylesheet });
      page.paintLargest();
      page.finishLoading();
      page.settle();
      expect([stylesheet, page.appended]).toEqual([stylesheet, SCRIPTS]);
    }
  });

  test("a visitor's touch, key or focus starts them at once, before any paint is reported", () => {
    for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin']) {
      const page = browser(rewritten);
      page.fire(type);
      expect([type, page.appended]).toEqual([type, SCRIPTS]);
      page.fire('keydown');
      expect(page.appended).toHaveLength(3);
    }
  });

  test('an engine without largest-contentful-paint starts them after the load and a frame', () => {
    const page = browser(rewritten, { lcp: false });
    page.applyStylesheet();
    page.settle();
    expect(page.appended).toEqual([]);
    page.finishLoading();
    page.settle();
    expect(page.appended).toEqual(SCRIPTS);
  });

  test('a tab that does not paint loads at once', () => {
    expect(browser(rewritten, { hidden: true }).appended).toEqual(SCRIPTS);
  });

  test('a page without Gatsby (Decap CMS, a redirect page) is left alone; a Gatsby page without its scripts stops the build', () => {
    const other = '<html><body><script src="cms.js"></script></body></html>';
    expect(loadScriptsAfterLargestPaint(other)).toBe(other);
    expect(() =>
      loadScriptsAfterLargestPaint('<html><body><div id="___gatsby"></div><script src="/app.js"></script></body></html>', 'x.html'),
    ).toThrow(/x\.html: Gatsby's script tags are not where/);
  });

  test("a page with the loader of an earlier build (Gatsby did not write it again) gets this build's loader for the same scripts", () => {
    expect(loadScriptsAfterLargestPaint(rewritten)).toBe(rewritten);
    const earlier = rewritten.replace(
      /<script id="paint-first">[\s\S]*?<\/script>/,
      () => '<script id="paint-first">(function(){var s=["/webpack-runtime-1.js","/framework-2.js","/app-3.js"],old=true})()</script>',
    );
    expect(loadScriptsAfterLargestPaint(earlier)).toBe(rewritten);
  });

  test("Gatsby's inline chunk map leaves the page and is the first script to load and run", () => {
    const mapping = '/*<![CDATA[*/window.___chunkMapping="{\\"app\\":[\\"/app-3.js\\"]}";/*]]>*/';
    const withMapping = PAGE.replace(
      '<script>window.___webpackCompilationHash',
      `\n          <script\n            id="gatsby-chunk-mapping"\n          >\n            ${mapping}\n          </script><script>window.___webpackCompilationHash`,
    );
    expect(inlineChunkMapping(withMapping)).toBe(mapping);
    expect(() => loadScriptsAfterLargestPaint(withMapping, 'terms.html')).toThrow(/terms\.html: Gatsby's chunk map is inline/);
    const moved = loadScriptsAfterLargestPaint(withMapping, 'terms.html', '/static/chunk-map-1.js');
    expect(moved).not.toContain('___chunkMapping');
    expect(inlineChunkMapping(moved)).toBeUndefined();
    const page = browser(moved, { hidden: true });
    // Inserted scripts run in the order they were added only when they are not async.
    expect(page.appended).toEqual([{ src: '/static/chunk-map-1.js', async: false }, ...SCRIPTS]);
    expect(loadScriptsAfterLargestPaint(moved)).toBe(moved);
  });

  test('the loader lists exactly the sources it is given', () => {
    expect(paintFirstLoader(['/a.js'])).toContain('["/a.js"]');
  });
});
