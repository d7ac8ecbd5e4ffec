import { articleSlugsOf, buildRedirects, fallbackHtml, normalizeFrom } from '../../src/lib/redirects';
import { planPages, planRedirects } from '../../src/lib/page-plan';
import { siteSources } from '../support/content';

const sources = siteSources();
const table = planRedirects(sources);
const sitePaths = () => planPages(sources).map((page) => page.path);
const targetOf = (from: string) => table.find((redirect) => redirect.from === normalizeFrom(from))?.to;

describe('redirect table', () => {
  it('sends every legacy path of the old site to the page in the language its slug is written in', () => {
    const expected: Record<string, string> = {
      '/loodgieter-website-maken': '/nl/loodgieter-website-maken/',
      '/loodgiter-website-maken': '/nl/loodgieter-website-maken/',
      '/website-voor-loodgieters': '/nl/loodgieter-website-maken/',
      '/loodgieter-site-laten-maken': '/nl/loodgieter-website-maken/',
      '/loodgieter-website-laten-maken': '/nl/loodgieter-website-maken/',
      '/loodgieter-website': '/nl/loodgieter-website-maken/',
      '/installateur-website-maken': '/nl/loodgieter-website-maken/',
      '/cv-monteur-website': '/nl/loodgieter-website-maken/',
      '/legal/algemene-voorwaarden': '/nl/algemene-voorwaarden/',
      '/legal/cookiebeleid': '/nl/cookiebeleid/',
      '/legal/privacy': '/privacy/',
      '/legal/terms': '/terms/',
      '/legal/cookies': '/cookies/',
      '/blog/loodgieter-website-meer-klanten': '/nl/blog/loodgieter-website-meer-klanten/',
      '/nl/plumber-website-design': '/nl/loodgieter-website-maken/',
      '/nl/terms': '/nl/algemene-voorwaarden/',
      '/nl/cookies': '/nl/cookiebeleid/',
      '/nl/blog/why-every-plumber-needs-professional-website': '/nl/blog/loodgieter-website-meer-klanten/',
      '/nl/blog/plumber-chicago': '/blog/plumber-chicago/',
      '/nl/blog/locksmith-phoenix': '/blog/locksmith-phoenix/',
    };
    for (const [from, to] of Object.entries(expected)) expect([from, targetOf(from)]).toEqual([from, to]);
  });

  it("redirects every single-language article from the other language's prefix to itself", () => {
    const singleLanguage = sources.articles.filter(
      (article) => !sources.articles.some((other) => other.articleId === article.articleId && other.language !== article.language),
    );
    expect(singleLanguage.some((article) => article.language === 'en')).toBe(true);
    expect(singleLanguage.some((article) => article.language === 'nl')).toBe(true);
    for (const article of singleLanguage) {
      const [own, other] = article.language === 'en' ? ['/blog', '/nl/blog'] : ['/nl/blog', '/blog'];
      expect(targetOf(`${other}/${article.slug}`)).toBe(`${own}/${article.slug}/`);
    }
  });

  it('takes one hop: no target is itself redirected, and every target is a page the build creates', () => {
    const sources = new Set(table.map((redirect) => redirect.from));
    const pages = new Set(sitePaths());
    for (const redirect of table) {
      // A target may point at an anchor on its page (a case on the portfolio): the page is what must exist.
      const [page] = redirect.to.split('#');
      expect([redirect.from, sources.has(normalizeFrom(page!))]).toEqual([redirect.from, false]);
      expect([redirect.from, pages.has(page!)]).toEqual([redirect.from, true]);
    }
  });

  it('never shadows a real page and lists each source once', () => {
    const pages = new Set(sitePaths().map(normalizeFrom));
    expect(table.filter((redirect) => pages.has(redirect.from))).toEqual([]);
    expect(new Set(table.map((redirect) => redirect.from)).size).toBe(table.length);
  });

  it('rejects a legacy entry whose target does not exist', () => {
    expect(() => buildRedirects([{ from: '/x', page: 'nope', language: 'en' }], [], [])).toThrow(/unknown page/);
    expect(() => buildRedirects([{ from: '/x', articleId: 'en/no-such-post', language: 'nl' }], [], [])).toThrow(/no nl article/);
  });

  it('leads a legacy entry naming an article by its identity to the version in its language', () => {
    const plumberPost = 'en/why-every-plumber-needs-professional-website';
    const legacy = [
      { from: '/old-plumber-post', articleId: plumberPost, language: 'en' as const },
      { from: '/oude-loodgieterspost', articleId: plumberPost, language: 'nl' as const },
      { from: '/old-chicago', articleId: 'en/plumber-chicago', language: 'en' as const },
    ];
    const redirects = buildRedirects(legacy, articleSlugsOf(sources.articles), []);
    const to = (from: string) => redirects.find((redirect) => redirect.from === from)?.to;
    expect(to('/old-plumber-post')).toBe('/blog/why-every-plumber-needs-professional-website/');
    expect(to('/oude-loodgieterspost')).toBe('/nl/blog/loodgieter-website-meer-klanten/');
    expect(to('/old-chicago')).toBe('/blog/plumber-chicago/');
    // A Local SEO article is written for one market: it has no other version to lead to.
    expect(() =>
      buildRedirects([{ from: '/x', articleId: 'en/plumber-chicago', language: 'nl' }], articleSlugsOf(sources.articles), []),
    ).toThrow(/no nl article "en\/plumber-chicago"/);
  });

  it("writes a fallback page in the target's language that refreshes to the target and names it canonical", () => {
    const texts = { title: 'Verhuisd', movedTo: 'Deze pagina is verhuisd naar' };
    const html = fallbackHtml('/nl/loodgieter-website-maken/', 'https://example.com/nl/loodgieter-website-maken/', texts);
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/nl/loodgieter-website-maken/">');
    expect(html).toContain('<link rel="canonical" href="https://example.com/nl/loodgieter-website-maken/">');
    expect(html).toContain('Deze pagina is verhuisd naar');
    expect(fallbackHtml('/terms/', 'https://e.com/terms/', texts)).toContain('<html lang="en">');
    expect(fallbackHtml('/a"<b/', 'https://e.com/a"<b/', texts)).not.toMatch(/a"<b/);
  });
});
