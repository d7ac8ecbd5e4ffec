import { PAGE_SCRIPTS_ID } from '../../src/page-loader/steps';
import { inlineChunkMapping, loadScriptsAfterLargestPaint, pageScriptsBlock } from '../../src/page-loader/page-scripts';

const GATSBY_TAIL =
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/terms/";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->' +
  '<script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>' +
  '<!-- slice-end id="_gatsby-scripts-1" --></body></html>';
const PAGE = `<html><body><div id="___gatsby"><main>Terms</main></div>${GATSBY_TAIL}`;

/** The sources a rewritten page lists for the shared loader (src/page-loader/steps.ts, tested in page-loader.test.ts). */
function listed(html: string): string[] {
  const block = new RegExp(`<script type="application/json" id="${PAGE_SCRIPTS_ID}">([^<]*)</script>`).exec(html);
  if (!block) throw new Error('no script list in the page');
  return JSON.parse(block[1]!) as string[];
}

const SOURCES = ['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'];

describe('scripts start after the largest paint', () => {
  const rewritten = loadScriptsAfterLargestPaint(PAGE);

  test("Gatsby's async script tags become one list for the shared loader; everything else stays", () => {
    expect(rewritten).not.toMatch(/<script src=/);
    expect(rewritten).toContain('<main>Terms</main>');
    expect(rewritten).toContain('window.___webpackCompilationHash="abc"');
    expect(rewritten).toContain('<!-- slice-end id="_gatsby-scripts-1" -->');
  });

  test('the list names the scripts in the order Gatsby wrote them, as data the browser does not run', () => {
    expect(listed(rewritten)).toEqual(SOURCES);
    expect(pageScriptsBlock(SOURCES)).toMatch(/^<script type="application\/json" /);
  });

  test('a page without Gatsby (Decap CMS, a redirect page) is left alone; a Gatsby page without its scripts stops the build', () => {
    const other = '<html><body><script src="cms.js"></script></body></html>';
    expect(loadScriptsAfterLargestPaint(other)).toBe(other);
    expect(() =>
      loadScriptsAfterLargestPaint('<html><body><div id="___gatsby"></div><script src="/app.js"></script></body></html>', 'x.html'),
    ).toThrow(/x\.html: Gatsby's script tags are not where/);
  });

  test('only the script tags change: the rest of the page is its own text, byte for byte', () => {
    expect(rewritten).toBe(
      PAGE.replace(
        '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>',
        pageScriptsBlock(SOURCES),
      ),
    );
  });

  test('anything in the scripts slice it does not know stops the build, rather than being moved or dropped unseen', () => {
    for (const stranger of [
      '<script src="/polyfill.js" nomodule></script>',
      '<link rel="modulepreload" href="/app-3.js">',
      '<!-- a note -->',
    ])
      expect(() =>
        loadScriptsAfterLargestPaint(PAGE.replace('<script src="/app-3.js" async>', `${stranger}<script src="/app-3.js" async>`), 'x.html'),
      ).toThrow(/x\.html: Gatsby's scripts slice holds what the paint-first loader does not know/);
  });

  test('a page an earlier build of the same scripts rewrote (Gatsby did not write it again) is left as it is', () => {
    expect(loadScriptsAfterLargestPaint(rewritten)).toBe(rewritten);
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
    expect(listed(moved)).toEqual(['/static/chunk-map-1.js', ...SOURCES]);
    expect(loadScriptsAfterLargestPaint(moved)).toBe(moved);
  });
});
