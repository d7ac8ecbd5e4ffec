import { criticalCssOf, firstScreen } from '../../src/node/critical-css';
import { STYLESHEET_ID, pageStylesheetOf, stylesheetLoader, withCriticalCss } from '../../src/lib/site-stylesheet';

const HREF = '/styles.0123abcd.css';
const STYLESHEET = [
  '*,:after,:before{box-sizing:border-box}',
  "@font-face{font-family:'Inter Variable';src:url(/static/inter.woff2) format('woff2')}",
  "body{font-family:'Inter Variable',sans-serif}",
  '.hero{padding:4rem}',
  '.hero-title:hover{color:red}',
  '@media (min-width:640px){.sm\\:flex{display:flex}.only-deferred{display:grid}}',
  'html.js .js\\:hidden{display:none}',
  '.only-deferred{color:blue}',
  '.never-used{color:green}',
].join('');
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><style data-href="${HREF}" data-identity="gatsby-global-css">${STYLESHEET}</style></head>` +
  `<body><div id="___gatsby">${body}</div><script src="/app.js" async></script></body></html>`;
const PAGE = page(
  '<section class="hero sm:flex"><h1 class="hero-title">Websites for tradespeople</h1><p class="js:hidden">Step 2</p></section>' +
    '<section class="defer-render"><p class="next-section">Right below the hero</p></section>' +
    '<section class="defer-render"><p class="only-deferred">Further down</p></section>' +
    '<footer class="defer-render"><p>© Tradecraft Web</p></footer>',
);

describe('first-screen CSS', () => {
  test('the first screen is the page without scripts and deferred sections but the first and the footer, marked as a browser with scripts marks it', () => {
    const screen = firstScreen(PAGE);
    expect(screen).toContain('<h1 class="hero-title">');
    expect(screen).toContain('Right below the hero');
    expect(screen).toContain('© Tradecraft Web');
    expect(screen).not.toContain('Further down');
    expect(screen).not.toContain('<script');
    expect(screen).toMatch(/<html class="js">/);
  });

  test("it keeps every rule the first screen's elements use (states, breakpoints, the scripts class, fonts) and no other", async () => {
    const critical = await criticalCssOf(firstScreen(PAGE), HREF, STYLESHEET);
    for (const kept of ['box-sizing', '@font-face', '.hero{', '.hero-title:hover', '.sm\\:flex', 'html.js .js\\:hidden']) {
      expect([kept, critical.includes(kept)]).toEqual([kept, true]);
    }
    expect(critical).not.toContain('only-deferred');
    expect(critical).not.toContain('never-used');
  });

  test('the page carries those rules, a preload of the whole stylesheet, its loader and a link for browsers without scripts', () => {
    const rewritten = withCriticalCss(PAGE, '.hero{padding:4rem}', 'v1', 'index.html');
    expect(rewritten).not.toContain('data-identity="gatsby-global-css"');
    expect(rewritten).toContain(`<style data-critical-css="${HREF}" data-version="v1">.hero{padding:4rem}</style>`);
    expect(rewritten).toContain(`<link rel="preload" href="${HREF}" as="style" id="${STYLESHEET_ID}"/>`);
    expect(rewritten).toContain(`<script id="${STYLESHEET_ID}-loader">${stylesheetLoader()}</script>`);
    expect(rewritten).toContain(`<noscript><link rel="stylesheet" href="${HREF}"/></noscript>`);
    expect(rewritten).toContain('<h1 class="hero-title">');
    // A rebuild meets pages Gatsby did not write again: made by other code, they are made anew, once.
    expect(pageStylesheetOf(rewritten)).toEqual({ href: HREF, version: 'v1' });
    const again = withCriticalCss(rewritten, '.hero{padding:5rem}', 'v2');
    expect(again).toContain(`<style data-critical-css="${HREF}" data-version="v2">.hero{padding:5rem}</style>`);
    expect(again.match(/<link rel="preload"/g)).toHaveLength(1);
    expect(again.match(/<noscript>/g)).toHaveLength(1);
    expect(again.replace('5rem', '4rem').replace('"v2"', '"v1"')).toBe(rewritten);
  });

  test("a page that is not Gatsby's is left alone; a Gatsby page without Gatsby's stylesheet stops the build", () => {
    const redirect = '<html><head><meta http-equiv="refresh" content="0;url=/"></head></html>';
    expect(pageStylesheetOf(redirect)).toBeNull();
    expect(withCriticalCss(redirect, '', 'v1')).toBe(redirect);
    expect(() => pageStylesheetOf('<html><body><div id="___gatsby"></div></body></html>', 'x.html')).toThrow(
      /x\.html: Gatsby's inline stylesheet is not where/,
    );
    expect(() => withCriticalCss(PAGE, 'a{}</style><script>', 'v1', 'x.html')).toThrow(/would close the element/);
  });
});
