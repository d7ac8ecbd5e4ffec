import crypto from 'crypto';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { contentSecurityPolicy, inlineScriptHashes } from '../../src/lib/security-headers';
import { NOT_FOUND_PATH, rememberBodyScripts, withNotFoundPolicy } from '../../src/node/not-found-policy';

const sha256 = (text: string) => `sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('Content-Security-Policy', () => {
  it('hashes exactly the inline scripts a browser would run', () => {
    const html = [
      '<script>window.pagePath="/nl/";</script>',
      '<script type="module">const e=1;</script>',
      '<script id="gatsby-chunk-mapping">\n  window.___chunkMapping="{}";\n</script>',
      '<script src="/app.js" async></script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha256('window.pagePath="/nl/";'),
      sha256('const e=1;'),
      sha256('\n  window.___chunkMapping="{}";\n'),
    ]);
  });

  it('allows scripts by hash and from the site only, never inline or eval', () => {
    const policy = contentSecurityPolicy(['sha256-abc=']);
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });
});

describe("the 404 page's own policy", () => {
  const script = (key: string, text: string, props: Record<string, unknown> = {}) =>
    React.createElement('script', { key, ...props, dangerouslySetInnerHTML: { __html: text } });
  const head = [
    React.createElement('meta', { key: 'generator', name: 'generator', content: 'Gatsby 5' }),
    script('scripts-class', 'document.documentElement.classList.add("js")'),
    script('json-ld', '{"@type":"WebPage"}', { type: 'application/ld+json' }),
    React.createElement('script', { key: 'loader', src: '/static/page-loader.js', async: true }),
  ];
  const postBody = [script('script-loader', 'window.pagePath="/404.html";')];
  const SLICE = [sha256('window.___webpackCompilationHash="abc";')];
  const BODY = '<main><h1>Not found</h1><script>window.inBody=1</script></main>';

  test("is first in the head and allows by hash exactly the inline scripts of its body, head, end and Gatsby's scripts slice", () => {
    rememberBodyScripts(NOT_FOUND_PATH, BODY);
    const components = withNotFoundPolicy(NOT_FOUND_PATH, { head, preBody: [], postBody }, SLICE);
    expect(components.slice(1)).toEqual(head);
    const meta = components[0] as React.ReactElement<{ content: string }>;
    expect(renderToStaticMarkup(meta)).toMatch(/^<meta http-equiv="Content-Security-Policy" content="[^"]+"\/>$/);
    const policy = meta.props.content;
    const allowed = [...(policy ?? '').matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1]).sort();
    const page = renderToStaticMarkup(React.createElement('html', null, React.createElement('head', null, head), postBody));
    expect(allowed).toEqual([...inlineScriptHashes(BODY + page), ...SLICE].sort());
    expect(allowed).toHaveLength(4);
    // A meta cannot carry frame-ancestors: the headers do.
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    expect(policy).not.toContain('frame-ancestors');
  });

  test('other pages are left alone; a 404 page whose body was not seen stops the build', () => {
    rememberBodyScripts('/terms/', BODY);
    expect(withNotFoundPolicy('/terms/', { head, preBody: [], postBody }, SLICE)).toBe(head);
    expect(() => withNotFoundPolicy(NOT_FOUND_PATH, { head, preBody: [], postBody }, SLICE)).toThrow(/404\.html: its body/);
  });
});
