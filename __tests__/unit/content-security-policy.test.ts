import crypto from 'crypto';
import { inlineScriptHashes, withPolicyMeta } from '../../src/node/content-security-policy';
import { contentSecurityPolicy } from '../../src/lib/security-headers';

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
  const page =
    '<!DOCTYPE html><html lang="en"><head data-x="1"><title>Niet gevonden: één pagina</title></head><body><p>Eén</p></body></html>';

  test('is the first element of the head, whatever the head tag carries, and the rest of the page stays as it was', () => {
    const withMeta = withPolicyMeta(page, "default-src 'self'");
    expect(withMeta).toBe(
      page.replace('<head data-x="1">', `<head data-x="1"><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/>`),
    );
  });

  test('replaces the one an earlier build wrote', () => {
    const twice = withPolicyMeta(withPolicyMeta(page, "default-src 'self'"), "default-src 'none'");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain(`content="default-src 'none'"`);
  });

  test('a page without a head stops the build', () => {
    expect(() => withPolicyMeta('<p>no head</p>', "default-src 'self'", '404.html')).toThrow(/404\.html: no <head>/);
  });
});
