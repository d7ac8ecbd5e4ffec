import crypto from 'crypto';
import { inlineScriptHashes } from '../../src/node/content-security-policy';
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
