import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { criticalCssOf, firstScreen, selectorShape } from '../../src/node/critical-css';
import { computeCriticalCss, withCriticalCssHead } from '../../src/node/critical-css-head';
import { arrivalAtSectionScript } from '../../src/page-loader/steps';
import { splitFontFaces } from '../../src/lib/site-stylesheet';

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

  const BUILD = { href: HREF, stylesheet: STYLESHEET, sharedHref: SHARED, loaderSrc: LOADER };
  /** The head's components as Gatsby hands them to onPreRenderHTML: its stylesheet between the page's own. */
  const gatsbyHead = (css = STYLESHEET, href = HREF) => [
    React.createElement('meta', { key: 'generator', name: 'generator', content: 'Gatsby 5' }),
    React.createElement('style', {
      key: 'gatsby',
      'data-href': href,
      'data-identity': 'gatsby-global-css',
      dangerouslySetInnerHTML: { __html: css },
    }),
    React.createElement('link', { key: 'font', rel: 'preload', href: '/static/inter.woff2', as: 'font' }),
  ];
  const headOf = (components: React.ReactNode[]) => renderToStaticMarkup(React.createElement(React.Fragment, null, components));
  const HERO = '<section class="hero sm:flex"><h1 class="hero-title">Websites for tradespeople</h1></section>';

  test("the head carries the page's first-screen rules, the shared loader and a link for browsers without scripts, in place of Gatsby's stylesheet", async () => {
    await computeCriticalCss('/', HERO, BUILD);
    const head = headOf(withCriticalCssHead('/', gatsbyHead(), BUILD));
    expect(head).not.toContain('gatsby-global-css');
    expect(head).not.toContain('never-used');
    const critical = /<style data-critical-css="([^"]+)">([^<]*)<\/style>/.exec(head);
    expect(critical?.[1]).toBe(HREF);
    expect(critical?.[2]).toBe(await criticalCssOf(firstScreen(`<body><div id="___gatsby">${HERO}</div></body>`), HREF, STYLESHEET));
    expect(critical?.[2]).toContain('.hero-title:hover');
    expect(head).toContain(`<script id="site-stylesheet-loader">${arrivalAtSectionScript(LOADER)}</script>`);
    expect(head).toMatch(new RegExp(`<script src="${LOADER}" async(="")?></script>`));
    expect(head).toContain(`<noscript><link rel="stylesheet" href="${SHARED}"/></noscript>`);
    // In Gatsby's place: after what came before it, before what came after.
    expect(head.indexOf('name="generator"')).toBeLessThan(head.indexOf('data-critical-css'));
    expect(head.indexOf('<noscript>')).toBeLessThan(head.indexOf('rel="preload"'));
  });

  test('rules are handed over per page: a page without its own, a second stylesheet or another stylesheet stops the build', async () => {
    await Promise.all([computeCriticalCss('/a/', HERO, BUILD), computeCriticalCss('/b/', '<p class="only-deferred"></p>', BUILD)]);
    expect(headOf(withCriticalCssHead('/b/', gatsbyHead(), BUILD))).toContain('.only-deferred{color:blue}');
    expect(headOf(withCriticalCssHead('/a/', gatsbyHead(), BUILD))).not.toContain('.only-deferred{color:blue}');
    // Each page's rules are used once: a page rendered again computes its own again.
    expect(() => withCriticalCssHead('/a/', gatsbyHead(), BUILD)).toThrow(/\/a\/: no first-screen CSS/);
    await computeCriticalCss('/c/', HERO, BUILD);
    expect(() => withCriticalCssHead('/c/', [...gatsbyHead(), ...gatsbyHead()], BUILD)).toThrow(/found 2/);
    await computeCriticalCss('/d/', HERO, BUILD);
    expect(() => withCriticalCssHead('/d/', gatsbyHead(STYLESHEET, '/styles.ffff.css'), BUILD)).toThrow(/inlined \/styles\.ffff\.css/);
    await computeCriticalCss('/e/', HERO, { ...BUILD, stylesheet: `@font-face{font-family:X;src:url("</style>")}${STYLESHEET}` });
    expect(() => withCriticalCssHead('/e/', gatsbyHead(), BUILD)).toThrow(/would close the element/);
  });
});
