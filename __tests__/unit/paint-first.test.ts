import vm from 'vm';
import { loadScriptsAfterFirstPaint, paintFirstLoader } from '../../src/lib/paint-first';

const GATSBY_TAIL =
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/terms/";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->' +
  '<script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>' +
  '<!-- slice-end id="_gatsby-scripts-1" --></body></html>';

/** Runs the loader against a minimal document and reports what it appended, and when. */
function runLoader(html: string, hidden: boolean) {
  const script = /<script id="paint-first">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no loader in the page');
  const appended: Array<{ src: string; async: boolean }> = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  vm.runInNewContext(script, {
    document: {
      hidden,
      createElement: () => ({ src: '', async: false }),
      body: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  return { appended, frames, timers };
}

describe('scripts start after the first paint', () => {
  const page = `<html><body><main>Terms</main>${GATSBY_TAIL}`;
  const rewritten = loadScriptsAfterFirstPaint(page);

  test("Gatsby's async script tags become one inline loader; everything else stays", () => {
    expect(rewritten).not.toMatch(/<script src=/);
    expect(rewritten).toContain('<main>Terms</main>');
    expect(rewritten).toContain('window.___webpackCompilationHash="abc"');
    expect(rewritten).toContain('<!-- slice-end id="_gatsby-scripts-1" -->');
  });

  test('nothing loads before the first frame; after it the same scripts load, in order, async, once', () => {
    const { appended, frames, timers } = runLoader(rewritten, false);
    expect(appended).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(appended).toEqual([]);
    for (const timer of timers) timer();
    expect(appended).toEqual([
      { src: '/webpack-runtime-1.js', async: true },
      { src: '/framework-2.js', async: true },
      { src: '/app-3.js', async: true },
    ]);
  });

  test('a tab that does not paint loads at once', () => {
    expect(runLoader(rewritten, true).appended).toHaveLength(3);
  });

  test('a page without Gatsby scripts (Decap CMS, a redirect page) is left alone', () => {
    const other = '<html><body><script src="cms.js"></script></body></html>';
    expect(loadScriptsAfterFirstPaint(other)).toBe(other);
  });

  test('the loader lists exactly the sources it is given', () => {
    expect(paintFirstLoader(['/a.js'])).toContain('["/a.js"]');
  });
});
