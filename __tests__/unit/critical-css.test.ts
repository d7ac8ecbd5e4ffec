import { criticalCssOf, firstScreen, selectorShape } from '../../src/node/critical-css';
import { pageLoaderTags } from '../../src/page-loader/steps';
import { pageStylesheetOf, splitFontFaces, withCriticalCss } from '../../src/lib/site-stylesheet';

const HREF = '/styles.0123abcd.css';
const SHARED = '/styles.4567ef.css';
const LOADER = '/static/page-loader-89ab.js';
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

  test("it keeps every rule the first screen's elements use (states, breakpoints, the scripts class) and no other", async () => {
    const critical = await criticalCssOf(firstScreen(PAGE), HREF, STYLESHEET);
    for (const kept of ['box-sizing', '.hero{', '.hero-title:hover', '.sm\\:flex', 'html.js .js\\:hidden']) {
      expect([kept, critical.includes(kept)]).toEqual([kept, true]);
    }
    expect(critical).not.toContain('only-deferred');
    expect(critical).not.toContain('never-used');
  });

  test('pages whose first screens differ only in what no selector reads share one computation of their rules', async () => {
    const css = `${STYLESHEET}[data-state=open]{display:block}a[href]{color:#0b5cab}`;
    const article = (title: string, href: string, { state = 'closed', extra = '', id = 'why' } = {}) =>
      firstScreen(
        page(
          `<section class="hero"><h1 class="hero-title">${title}</h1><a href="${href}">Call</a>` +
            `<p data-state="${state}"></p><h2 id="${id}">Why</h2>${extra}</section>`,
        ),
      );
    const chicago = article('Plumber in Chicago', '/blog/plumber-chicago/');
    const utrecht = article('Loodgieter in Utrecht, zo werkt het', '/nl/blog/loodgieter-utrecht/', { id: 'waarom' });
    expect(selectorShape(utrecht, css)).toBe(selectorShape(chicago, css));
    // What a selector can see: a class, a value a rule compares, one more element, an element empty in one page (:empty).
    const differing = [
      firstScreen(page('<section class="hero sm:flex"><h1 class="hero-title">Plumber in Chicago</h1></section>')),
      article('Plumber in Chicago', '/blog/plumber-chicago/', { state: 'open' }),
      article('Plumber in Chicago', '/blog/plumber-chicago/', { extra: '<p></p>' }),
      article('', '/blog/plumber-chicago/'),
    ];
    for (const screen of differing) expect(selectorShape(screen, css)).not.toBe(selectorShape(chicago, css));
    // A link's target and an id count where a rule compares them; a colour in a declaration is not an id selector.
    expect(selectorShape(utrecht, `${css}a[href^="tel:"]{color:red}`)).not.toBe(selectorShape(chicago, `${css}a[href^="tel:"]{color:red}`));
    expect(selectorShape(utrecht, `${css}#why{margin:0}`)).not.toBe(selectorShape(chicago, `${css}#why{margin:0}`));
    // And what shares a shape gets the same rules.
    const [chicagoRules, utrechtRules] = await Promise.all([chicago, utrecht].map((screen) => criticalCssOf(screen, HREF, css)));
    expect(utrechtRules).toBe(chicagoRules);
    expect(chicagoRules).toContain('a[href]');
  });

  test('every page carries all the font faces, first; the shared stylesheet declares none', async () => {
    const { fontFaces, rest } = splitFontFaces(STYLESHEET);
    expect(fontFaces).toBe("@font-face{font-family:'Inter Variable';src:url(/static/inter.woff2) format('woff2')}");
    expect(rest).not.toContain('@font-face');
    expect(rest).toContain('.never-used{color:green}');
    // Even a first screen whose text needs no face carries them: a face declared again later counts as a new one.
    const critical = await criticalCssOf(firstScreen(page('<p class="hero"></p>')), HREF, STYLESHEET);
    expect(critical.startsWith(fontFaces)).toBe(true);
    expect(critical.match(/@font-face/g)).toHaveLength(1);
  });

  test('the page carries those rules, the shared loader and a link for browsers without scripts', () => {
    const rewritten = withCriticalCss(
      PAGE,
      { criticalCss: '.hero{padding:4rem}', sharedHref: SHARED, loaderSrc: LOADER, version: 'v1' },
      'index.html',
    );
    expect(rewritten).not.toContain('data-identity="gatsby-global-css"');
    expect(rewritten).toContain(`<style data-critical-css="${HREF}" data-version="v1">.hero{padding:4rem}</style>`);
    expect(rewritten).toContain(pageLoaderTags(LOADER));
    expect(rewritten).toContain(`<script src="${LOADER}" async></script>`);
    expect(rewritten).toContain(`<noscript><link rel="stylesheet" href="${SHARED}"/></noscript>`);
    expect(rewritten).toContain('<h1 class="hero-title">');
    // A rebuild meets pages Gatsby did not write again: made by other code, they are made anew, once.
    expect(pageStylesheetOf(rewritten)).toEqual({ href: HREF, version: 'v1' });
    const again = withCriticalCss(rewritten, { criticalCss: '.hero{padding:5rem}', sharedHref: SHARED, loaderSrc: LOADER, version: 'v2' });
    expect(again).toContain(`<style data-critical-css="${HREF}" data-version="v2">.hero{padding:5rem}</style>`);
    expect(again.match(/<script id=/g)).toHaveLength(1);
    expect(again.match(new RegExp(`<script src="${LOADER}" async>`, 'g'))).toHaveLength(1);
    expect(again.match(/<noscript>/g)).toHaveLength(1);
    expect(again.replace('5rem', '4rem').replace('"v2"', '"v1"')).toBe(rewritten);
  });

  test("a page that is not Gatsby's is left alone; a Gatsby page without Gatsby's stylesheet stops the build", () => {
    const redirect = '<html><head><meta http-equiv="refresh" content="0;url=/"></head></html>';
    expect(pageStylesheetOf(redirect)).toBeNull();
    expect(withCriticalCss(redirect, { criticalCss: '', sharedHref: SHARED, loaderSrc: LOADER, version: 'v1' })).toBe(redirect);
    expect(() => pageStylesheetOf('<html><body><div id="___gatsby"></div></body></html>', 'x.html')).toThrow(
      /x\.html: Gatsby's inline stylesheet is not where/,
    );
    // The step finds what it replaces by parsing the head: a second stylesheet, or an element of somebody else's among
    // what it wrote, stops the build instead of being replaced unseen.
    const twice = PAGE.replace('</head>', `<style data-href="${HREF}" data-identity="gatsby-global-css">a{}</style></head>`);
    expect(() => pageStylesheetOf(twice, 'twice.html')).toThrow(/twice\.html: .*\(2 found\)/);
    const rewritten = withCriticalCss(PAGE, { criticalCss: '.hero{}', sharedHref: SHARED, loaderSrc: LOADER, version: 'v1' });
    const intruded = rewritten.replace('<noscript>', '<meta name="x" content="y"><noscript>');
    expect(() => pageStylesheetOf(intruded, 'intruded.html')).toThrow(/intruded\.html: the elements after the critical CSS/);
    // Text that only looks like the stylesheet (inside a script before it) is not it.
    const lookalike = `<script>const s = '<style data-href="${HREF}" data-identity="gatsby-global-css">a{}</style>';</script>`;
    const quoted = PAGE.replace('<head>', `<head>${lookalike}`);
    const rewrittenQuoted = withCriticalCss(quoted, { criticalCss: '.hero{}', sharedHref: SHARED, loaderSrc: LOADER, version: 'v1' });
    expect(rewrittenQuoted).toContain(lookalike);
    expect(rewrittenQuoted).toContain(`<style data-critical-css="${HREF}" data-version="v1">.hero{}</style>`);
    expect(() =>
      withCriticalCss(PAGE, { criticalCss: 'a{}</style><script>', sharedHref: SHARED, loaderSrc: LOADER, version: 'v1' }, 'x.html'),
    ).toThrow(/would close the element/);
  });
});
